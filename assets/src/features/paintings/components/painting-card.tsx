import type { Ref } from "react";
import { Link } from "react-router-dom";
import { ProductImage } from "@/components/ui/product-image";
import { TaxedPrice } from "@/components/ui/tax-note";
import { cardTitle } from "@/components/ui/styles";
import { formatPrice } from "@/lib/format";
import { responsiveImage } from "@/lib/responsive-image";
import { paintingSize } from "../format";
import { usePaintingState } from "../painting-state";
import { cardAspectRatio, paintingBox } from "../proportions";
import type { Painting } from "../types";
import { paintingAlt } from "../utils";
import { PaintingStateBadge } from "./painting-state-badge";

/** Two columns up to `lg`, three from it, in max-w-7xl. */
export const PAINTING_CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 47vw";

/** "lazy" below the fold; "eager" in view at first; "priority" for the page's first image. */
export type ImageLoading = "lazy" | "eager" | "priority";

const GRID = "grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3";
const CARD = "flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200/80 bg-white";
/** Around the picture; it grows with the row, the picture sits at its foot, above the title. */
const FRAME = "flex flex-1 items-end justify-center p-3 sm:p-5";
const PICTURE = "w-full bg-ink-50";

/**
 * One painting as one link (one tab stop), described by the rest: its title, whose link covers the whole card, so the
 * link's name is the text it shows (WCAG 2.5.3) and a click anywhere on the card opens it.
 */
export function PaintingCard({
  painting,
  imageLoading = "lazy",
  heading: Heading = "h2",
}: {
  painting: Painting;
  imageLoading?: ImageLoading;
  /** The title's heading level: h3 under a section's h2. */
  heading?: "h2" | "h3";
}) {
  const state = usePaintingState(painting) ?? painting.state;
  const detailsId = `painting-${painting._id}-details`;
  return (
    <article
      className={`group relative ${CARD} shadow-sm shadow-ink-900/5 transition hover:shadow-lg hover:shadow-ink-900/10 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ultramarine-600`}
    >
      <div className={FRAME}>
        {/* The painting's own proportions, known before the image loads: nothing moves when it comes. */}
        <div className={PICTURE} style={{ aspectRatio: cardAspectRatio(painting) }}>
          <ProductImage
            src={painting.img}
            {...responsiveImage(painting.imgSrcset, PAINTING_CARD_SIZES)}
            alt={paintingAlt(painting)}
            {...paintingBox(painting, 400)}
            loading={imageLoading === "lazy" ? "lazy" : "eager"}
            fetchPriority={imageLoading === "priority" ? "high" : undefined}
            decoding="async"
            className="size-full object-contain transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        </div>
      </div>
      <div className="flex flex-col p-3 pt-0 sm:p-5 sm:pt-0">
        <Heading className={cardTitle}>
          <Link
            to={`/paintings/${painting._id}`}
            aria-describedby={detailsId}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {painting.title}
          </Link>
        </Heading>
        <div id={detailsId} className="mt-1 flex flex-1 flex-col text-sm text-ink-700">
          <p>{painting.artist}</p>
          <p>{`${painting.mediumName}, ${paintingSize(painting)}`}</p>
          <p className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
            <span className="text-base font-bold text-ink-950">
              <TaxedPrice price={formatPrice(painting.price)} />
            </span>
            <PaintingStateBadge state={state} />
          </p>
        </div>
      </div>
    </article>
  );
}

/** The cards in the first row of the widest grid. */
const FIRST_ROW = 3;

/** Paintings as a grid of cards; at the top of the page, the first row's images load at once. */
export function PaintingList({ paintings, ref }: { paintings: Painting[]; ref?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={ref} className={GRID}>
      {paintings.map((painting, index) => (
        <li key={painting._id}>
          <PaintingCard
            painting={painting}
            imageLoading={index === 0 ? "priority" : index < FIRST_ROW ? "eager" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards of the final cards' size while paintings load. */
export function PaintingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${CARD} animate-pulse motion-reduce:animate-none`}>
          <div className={FRAME}>
            <div className="aspect-[4/3] w-full rounded bg-ink-100" />
          </div>
          <div className="space-y-2 p-3 sm:p-5">
            <div className="h-6 w-3/4 rounded bg-ink-100" />
            <div className="h-4 w-1/2 rounded bg-ink-100" />
            <div className="h-4 w-2/3 rounded bg-ink-100" />
            <div className="h-6 w-1/3 rounded bg-ink-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
