// A printable ASCII character that nothing after it joins (a combining mark, a joiner, a
// variation selector, a skin tone): a whole character on its own, without Intl.Segmenter,
// whose first use costs a page 30-60 ms of main thread (ICU loading its data).
const PLAIN_FIRST = /^[!-~](?![\p{Grapheme_Extend}\p{Mc}\u200d]|\p{Emoji_Modifier})/u;

let segmenter: Intl.Segmenter | null | undefined;

function firstGrapheme(text: string): string | undefined {
  segmenter ??=
    typeof Intl !== "undefined" && "Segmenter" in Intl
      ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
      : null;
  return segmenter?.segment(text)[Symbol.iterator]().next().value?.segment;
}

/**
 * The letter shown in a reviewer's avatar: the first character of the trimmed
 * name, upper-cased. A whole character, never half of one: an emoji, an accented
 * letter or a flag stays intact (grapheme clusters, falling back to code points).
 * An empty name gives "?".
 */
export function nameInitial(name: string | null | undefined): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) return "?";
  const first = PLAIN_FIRST.test(trimmed) ? trimmed[0] : (firstGrapheme(trimmed) ?? Array.from(trimmed)[0]);
  return first ? first.toLocaleUpperCase() : "?";
}
