import { currencyDigits, formatDeliveryDays, formatNumber, formatPrice } from "./format";

// Intl is the reference: the shop's own formatter must write exactly what Intl writes.
const AMOUNTS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  1.015,
  0.285,
  2.675,
  12.5,
  12.345,
  12.355,
  99.995,
  999.995,
  1000,
  1234.5,
  -1234.567,
  100000,
  999999.999,
  1234567.891,
  0.001,
  -0.001,
  0.1 + 0.2,
  19.99 * 3,
  7.1 * 3,
  45.25,
  9007199254.74,
  123456789012.5,
];

function intlPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
}

describe("formatPrice", () => {
  it.each(["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "CHF", "BHD", "usd"])(
    "writes %s prices as Intl does",
    (currency) => {
      for (const amount of AMOUNTS) {
        expect([amount, formatPrice(amount, currency)]).toEqual([amount, intlPrice(amount, currency)]);
      }
    },
  );

  it("writes every cent from 0 to 100 and every quantity of a few prices as Intl does", () => {
    for (let cents = 0; cents <= 10000; cents += 1) {
      const amount = cents / 100;
      expect(formatPrice(amount, "USD")).toBe(intlPrice(amount, "USD"));
    }
    for (const price of [0.1, 0.7, 1.15, 2.49, 19.99, 33.33]) {
      for (let quantity = 1; quantity <= 200; quantity += 1) {
        expect(formatPrice(price * quantity, "EUR")).toBe(intlPrice(price * quantity, "EUR"));
      }
    }
  });

  it("leaves numbers it cannot write exactly to Intl", () => {
    for (const amount of [Number.NaN, Infinity, -Infinity, 1e-7, 1e21, 12345678901234.5]) {
      expect(formatPrice(amount, "USD")).toBe(intlPrice(amount, "USD"));
    }
  });

  it("makes no Intl formatter for the usual currencies", () => {
    const made = jest.spyOn(Intl, "NumberFormat");
    expect(formatPrice(1234.5, "USD")).toBe("$1,234.50");
    expect(formatPrice(-3, "EUR")).toBe("-€3.00");
    expect(formatPrice(1500, "JPY")).toBe("¥1,500");
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe("formatNumber", () => {
  it("writes counts and lengths as Intl does", () => {
    for (const value of [...AMOUNTS, 45.25, 45.35, 60, 7.05, 1234.56]) {
      for (const digits of [0, 1, 3]) {
        const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(value);
        expect([value, digits, formatNumber(value, digits)]).toEqual([value, digits, intl]);
      }
    }
  });
});

describe("currencyDigits", () => {
  it.each([
    ["USD", 2],
    ["JPY", 0],
    ["BHD", 3],
    ["CHF", 2],
  ])("knows %s has %i decimals", (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });
});

describe("formatDeliveryDays", () => {
  it.each([
    [1, 1, "1 day"],
    [2, 2, "2 days"],
    [3, 5, "3–5 days"],
  ])("writes %i to %i days as %s", (low, high, text) => {
    expect(formatDeliveryDays({ deliveryDaysMin: low, deliveryDaysMax: high })).toBe(text);
  });
});
