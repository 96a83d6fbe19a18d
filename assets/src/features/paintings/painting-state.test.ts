import { act, renderHook } from "@testing-library/react";
import { refreshInterval } from "./api/get-painting";
import { paintingSize, reservedUntilText } from "./format";
import { paintingStateAt, usePaintingState } from "./painting-state";
import type { Painting } from "./types";

const NOW = new Date("2026-11-24T14:00:00Z").getTime();
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe("paintingStateAt", () => {
  it("reads a reserved painting whose hold has ended as available", () => {
    expect(paintingStateAt({ state: "reserved", reservedUntil: at(60_000) }, NOW)).toBe("reserved");
    expect(paintingStateAt({ state: "reserved", reservedUntil: at(-1) }, NOW)).toBe("available");
    expect(paintingStateAt({ state: "reserved", reservedUntil: null }, NOW)).toBe("reserved");
    expect(paintingStateAt({ state: "sold", reservedUntil: null }, NOW)).toBe("sold");
  });
});

describe("usePaintingState", () => {
  afterEach(() => jest.useRealTimers());

  it("turns available on screen when the hold ends", () => {
    jest.useFakeTimers({ now: NOW });
    const { result } = renderHook(() => usePaintingState({ state: "reserved", reservedUntil: at(5 * 60_000) }));
    expect(result.current).toBe("reserved");

    act(() => jest.advanceTimersByTime(5 * 60_000 + 100));

    expect(result.current).toBe("available");
  });
});

describe("refreshInterval", () => {
  const painting = (state: Painting["state"], reservedUntil: string | null) => ({ state, reservedUntil }) as Painting;

  it("asks again every 30 s while reserved, or just after the hold ends if sooner", () => {
    expect(refreshInterval(painting("available", null), NOW)).toBe(false);
    expect(refreshInterval(painting("sold", null), NOW)).toBe(false);
    expect(refreshInterval(painting("reserved", at(10 * 60_000)), NOW)).toBe(30_000);
    expect(refreshInterval(painting("reserved", at(10_000)), NOW)).toBe(11_000);
    expect(refreshInterval(painting("reserved", at(-5_000)), NOW)).toBe(30_000);
  });
});

describe("formats", () => {
  it("writes a size in centimetres and the end of a hold", () => {
    expect(paintingSize({ widthCm: 60, heightCm: 45 })).toBe("60 × 45 cm");
    expect(paintingSize({ widthCm: 30.5, heightCm: 40.25 })).toBe("30.5 × 40.3 cm");
    expect(reservedUntilText(new Date(2026, 10, 24, 14, 35).toISOString())).toBe("Reserved until 14:35");
    expect(reservedUntilText(null)).toBeNull();
  });
});
