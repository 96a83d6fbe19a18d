import { Link } from "react-router-dom";
import { button, cardTitle, narrowOnPhone } from "@/components/ui";
import { ProductImage } from "@/components/ui/product-image";
import { getTaxNote } from "@/lib/currency";
import { formatPrice } from "@/lib/format";
import { responsiveImage } from "@/lib/responsive-image";
import type { Tool } from "../types";
import { cn } from "@/lib/cn";

/** The card's width in the grid: two columns up to `lg` (from 375 px phones), three from it (max-w-7xl). */
export const TOOL_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 47vw";

/** "lazy" below the fold; "eager" in view at first; "priority" for the page's main image. */
export type ImageLoading = "lazy" | "eager" | "priority";

type ToolCardProps = {
  tool: Tool;
  headingLevel?: "h2" | "h3";
  imageLoading?: ImageLoading;
};

/**
 * One tool: its name's link covers the whole card (a click anywhere opens the tool's page;
 * the link's name is the text it shows), and 'Purchase Now', a sibling above that cover,
 * stays its own tab stop. No link inside another.
 */
export function ToolCard({ tool, headingLevel: Heading = "h3", imageLoading = "lazy" }: ToolCardProps) {
  const headingId = `tool-${tool._id}-name`;
  // Fewer left than one order's minimum: nothing can be ordered.
  const soldOut = tool.availableQuantity < Math.max(1, tool.minimumOrderQuantity);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border sm:rounded-3xl border-ink-200/80 bg-white shadow-sm shadow-ink-900/5 transition hover:shadow-lg hover:shadow-ink-900/10">
      <div className="relative aspect-[4/3] overflow-hidden bg-ochre-50">
        <ProductImage
          src={tool.img}
          {...responsiveImage(tool.imgSrcset, TOOL_IMAGE_SIZES)}
          alt={tool.name}
          width={400}
          height={300}
          loading={imageLoading === "lazy" ? "lazy" : "eager"}
          fetchPriority={imageLoading === "priority" ? "high" : undefined}
          decoding="async"
          className="size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        {soldOut ? (
          <span className="absolute top-3 left-3 rounded-full bg-ink-900 px-3 py-1 text-sm font-bold text-white">
            Sold out
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <Heading id={headingId} className={cardTitle}>
            <Link
              to={`/purchase/${tool._id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ultramarine-600 sm:after:rounded-3xl"
            >
              {tool.name}
            </Link>
          </Heading>
          {/* On the narrowest phones the note goes under the price, kept whole ("incl. VAT"). */}
          <p className="rounded-2xl bg-ochre-100 px-2 py-1 text-xs font-bold text-ink-900 min-[360px]:px-3 min-[360px]:text-sm">
            {`${formatPrice(tool.price)} ${getTaxNote().replaceAll(" ", "\u00a0")}`}
          </p>
        </div>
        <p className="mt-3 line-clamp-3 text-sm text-ink-700 sm:text-base">{tool.description}</p>
        <div className="mt-4 space-y-1 text-xs text-ink-700 sm:text-sm">
          <p>{`Minimum order quantity: ${tool.minimumOrderQuantity}`}</p>
          <p>{`Available quantity: ${tool.availableQuantity}`}</p>
        </div>
        <div className="relative z-10 mt-auto pt-4 sm:pt-6">
          {soldOut ? (
            <button
              type="button"
              disabled
              className={cn(button(), narrowOnPhone, "w-full")}
              aria-describedby={headingId}
            >
              Sold out
            </button>
          ) : (
            <Link
              to={`/purchase/${tool._id}`}
              className={cn(button(), narrowOnPhone, "w-full")}
              aria-describedby={headingId}
            >
              Purchase Now
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

export function ToolCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex w-full animate-pulse flex-col overflow-hidden rounded-2xl border border-ink-200/80 bg-white motion-reduce:animate-none sm:rounded-3xl"
    >
      <div className="aspect-[4/3] bg-ink-100" />
      <div className="space-y-3 p-3 sm:p-6">
        <div className="h-6 w-2/3 rounded bg-ink-100" />
        <div className="h-4 w-full rounded bg-ink-100" />
        <div className="h-4 w-5/6 rounded bg-ink-100" />
        <div className="h-4 w-1/2 rounded bg-ink-100" />
        <div className="mt-6 h-10 w-full rounded-full bg-ink-100" />
      </div>
    </div>
  );
}
