// Apart from lib/format (prices): Home shows prices, not dates, and webpack keeps a module's
// used exports in every chunk that copies it.
// Written here rather than by Intl.DateTimeFormat, whose first use on a page costs 30-60 ms
// of main thread (ICU loading its data); the text is Intl's "en-US" (and "en-GB" for the
// clock) to the letter: format-date.test.ts compares them.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

function readable(iso: string | null | undefined): Date | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** "Nov 3, 2026" (local time): Intl's "en-US" medium date. */
export function dateText(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 3" for a UTC calendar day. */
export function utcDayText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** A calendar day from the API ("2026-11-03") as "Nov 3"; the text itself when unreadable. */
export function formatDay(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDay : utcDayText(day);
}

/** "14:05" (local time, 24-hour). */
export function clockText(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A date from the API in words ("Nov 3, 2026"); `fallback` when missing or unreadable. */
export function formatDate(iso: string | null | undefined, fallback = "—"): string {
  const date = readable(iso);
  return date ? dateText(date) : fallback;
}

/** A date and time from the API in words ("Nov 3, 2026, 2:05 PM"); `fallback` when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, fallback = "—"): string {
  const date = readable(iso);
  if (!date) return fallback;
  const hours = date.getHours();
  return `${dateText(date)}, ${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** The months' full names, for the shop's own texts ("12 December 2026", "November 2026"). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-12-12" as "12 December 2026", as the paperwork and the returns write a day. */
export function dayText(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return month ? `${day} ${MONTH_NAMES[month - 1]} ${year}` : isoDay;
}
