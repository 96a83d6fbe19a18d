import type { Review } from "../types";
import { nameInitial } from "../utils/name-initial";

const AVATAR_COLOURS = [
  "bg-terracotta-700 text-white",
  "bg-sage-700 text-white",
  "bg-ochre-300 text-ink-950",
  "bg-ultramarine-700 text-white",
];

export function ReviewCard({ review }: { review: Review }) {
  const colour = AVATAR_COLOURS[Math.abs(review._id) % AVATAR_COLOURS.length];
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-ink-200/80 bg-white p-6 shadow-sm shadow-ink-900/5">
      <figcaption className="flex items-center gap-4">
        <span
          aria-hidden="true"
          data-testid="review-avatar"
          className={`flex size-12 shrink-0 items-center justify-center rounded-full font-serif text-xl font-bold ${colour}`}
        >
          {nameInitial(review.name)}
        </span>
        <span className="font-semibold text-ink-950">{review.name}</span>
      </figcaption>
      <blockquote className="mt-4 text-ink-700">
        <p className="line-clamp-8 whitespace-pre-line">{review.review}</p>
      </blockquote>
    </figure>
  );
}
