/**
 * Joins class names, leaving out the `false`, `null` and `undefined` of conditions.
 *
 * It merges nothing (tailwind-merge would not fit Home's 150 KB budget): an override
 * cannot win by coming later, since Tailwind orders its CSS, not the class list. A
 * class list that can change size takes a size variant (`button("primary", "sm")`)
 * instead, and base lists carry none of the properties their callers choose.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
