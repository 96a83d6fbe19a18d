import { clockText, dayText, formatDate, formatDateTime, formatDay, utcDayText } from "./format-date";

// Intl is the reference: the shop's own text must be exactly what Intl writes (in the
// machine's time zone, which both read).
describe("the shop's dates", () => {
  it("write what Intl writes", () => {
    const medium = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
    const mediumShort = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
    const utcDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
    // Every month, days at both ends, every half hour of a day (midnight and noon included).
    const dates = [
      ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1, 3, 5)),
      ...Array.from({ length: 48 }, (_, half) => new Date(2026, 10, 30, 0, half * 30 + 7)),
      new Date(1999, 11, 31, 23, 59),
    ];
    for (const date of dates) {
      const iso = date.toISOString();
      expect([iso, formatDate(iso)]).toEqual([iso, medium.format(date)]);
      expect([iso, formatDateTime(iso)]).toEqual([iso, mediumShort.format(date)]);
      expect([iso, utcDayText(date)]).toEqual([iso, utcDay.format(date)]);
      expect([iso, clockText(date)]).toEqual([iso, clock.format(date)]);
    }
  });

  it("give the fallback for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("not a date", "")).toBe("");
    expect(formatDateTime(undefined)).toBe("—");
    expect(formatDateTime("2026-13-45T99:00", "never")).toBe("never");
    expect(formatDay("2026-11-03")).toBe("Nov 3");
    expect(formatDay("someday")).toBe("someday");
  });

  it("make no Intl formatter", () => {
    const made = jest.spyOn(Intl, "DateTimeFormat");
    formatDateTime("2026-11-26T21:05:00Z");
    formatDate("2026-11-26T21:05:00Z");
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe("dayText", () => {
  it("writes a day of the API as the shop's paperwork does, and leaves anything else as it is", () => {
    expect(dayText("2026-12-12")).toBe("12 December 2026");
    expect(dayText("2027-01-03")).toBe("3 January 2027");
    expect(dayText("soon")).toBe("soon");
  });
});
