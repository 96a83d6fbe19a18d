import { useId, useState } from "react";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";

/** A review longer than this many characters shows its beginning, with Show all. */
export const FOLD_AFTER = 600;

/** The first `FOLD_AFTER` characters or so, cut at a word's end when one is near. */
function beginning(text: string): string {
  const cut = text.slice(0, FOLD_AFTER);
  const space = cut.search(/\s\S*$/);
  return (space > FOLD_AFTER * 0.8 ? cut.slice(0, space) : cut).trimEnd();
}

/**
 * A review's text for the moderators: a long one folded to its beginning, with "Show all"
 * and "Show less", so one review of thousands of characters does not make the page endless.
 */
export function FoldedReview({
  text,
  describedBy,
}: {
  text: string;
  /** The id of what names the review. */ describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = text.length > FOLD_AFTER;
  return (
    <>
      <p id={textId} className="whitespace-pre-line [overflow-wrap:anywhere]">
        {long && !open ? `${beginning(text)}…` : text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={textId}
          aria-describedby={describedBy}
          onClick={() => setOpen(!open)}
          className={cn(button("secondary", "xs"), "mt-2 whitespace-nowrap")}
        >
          {open ? "Show less" : "Show all"}
        </button>
      ) : null}
    </>
  );
}
