const segmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : null;

/**
 * The letter shown in a reviewer's avatar: the first character of the trimmed
 * name, upper-cased. A whole character, never half of one: an emoji, an accented
 * letter or a flag stays intact (grapheme clusters, falling back to code points).
 * An empty name gives "?".
 */
export function nameInitial(name: string | null | undefined): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) return "?";
  let first: string | undefined;
  if (segmenter) {
    const { value } = segmenter.segment(trimmed)[Symbol.iterator]().next();
    first = value?.segment;
  }
  first ??= Array.from(trimmed)[0];
  return first ? first.toLocaleUpperCase() : "?";
}
