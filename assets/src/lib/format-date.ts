// Apart from lib/format (prices): Home shows prices, not dates, and webpack keeps a module's
// used exports in every chunk that copies it.

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A date and time from the API in words ("Nov 3, 2026, 2:05 PM"); `fallback` when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, fallback = "—"): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTimeFormat.format(date) : fallback;
}
