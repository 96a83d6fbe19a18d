/** An item's id in the URL: digits only (the server answers 404 for anything else too). */
export function numericIdOf(value: string | undefined): string | undefined {
  return value && /^[0-9]{1,18}$/.test(value) ? value : undefined;
}
