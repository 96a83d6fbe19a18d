import { act, renderHook } from "@testing-library/react";
import type { Order } from "@/types/order";
import { useOrdersNow } from "./hooks/use-order-now";
import { orderAt, timeLeftText } from "./time-left";

const NOW = new Date("2026-11-02T10:00:00Z").getTime();
const inMs = (ms: number) => new Date(NOW + ms).toISOString();

const pending = {
  _id: 3,
  status: "pending",
  payable: true,
  expiresAt: inMs(29 * 60_000),
} as Order;

describe("timeLeftText", () => {
  it("says how many minutes are left, rounded up", () => {
    expect(timeLeftText(inMs(29 * 60_000), NOW)).toBe("Pay within 29 min");
    expect(timeLeftText(inMs(28 * 60_000 + 1), NOW)).toBe("Pay within 29 min");
    expect(timeLeftText(inMs(1_000), NOW)).toBe("Pay within 1 min");
  });

  it("counts hours from an hour", () => {
    expect(timeLeftText(inMs(60 * 60_000), NOW)).toBe("Pay within 1 h");
    expect(timeLeftText(inMs(65 * 60_000), NOW)).toBe("Pay within 1 h 5 min");
  });

  it("says nothing once the time is up, or without a deadline", () => {
    expect(timeLeftText(inMs(0), NOW)).toBeNull();
    expect(timeLeftText(inMs(-5_000), NOW)).toBeNull();
    expect(timeLeftText(null, NOW)).toBeNull();
    expect(timeLeftText("not a date", NOW)).toBeNull();
  });
});

describe("orderAt", () => {
  it("reads a pending order whose hold has ended as expired and not payable", () => {
    expect(orderAt(pending, NOW)).toEqual({ status: "pending", payable: true, timeLeft: "Pay within 29 min" });
    expect(orderAt(pending, NOW + 29 * 60_000)).toEqual({ status: "expired", payable: false, timeLeft: null });
  });

  it("trusts the server's payable and status otherwise", () => {
    expect(orderAt({ ...pending, payable: false }, NOW)).toEqual({ status: "pending", payable: false, timeLeft: null });
    expect(orderAt({ ...pending, status: "paid", expiresAt: null, payable: false }, NOW)).toEqual({
      status: "paid",
      payable: false,
      timeLeft: null,
    });
  });
});

describe("useOrdersNow", () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it("counts down every second, and turns the order expired when its hold ends", () => {
    const { result } = renderHook(() => useOrdersNow([pending]));
    expect(result.current(pending).timeLeft).toBe("Pay within 29 min");

    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current(pending).timeLeft).toBe("Pay within 28 min");

    act(() => jest.advanceTimersByTime(28 * 60_000));
    expect(result.current(pending)).toEqual({ status: "expired", payable: false, timeLeft: null });
  });

  it("does not tick when nothing is payable", () => {
    const paid = { ...pending, status: "paid", payable: false, expiresAt: null } as Order;
    renderHook(() => useOrdersNow([paid]));
    expect(jest.getTimerCount()).toBe(0);
  });
});
