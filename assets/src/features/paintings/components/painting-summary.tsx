import { ProductImage } from "@/components/ui/product-image";
import { TaxedPrice } from "@/components/ui/tax-note";
import { formatPrice } from "@/lib/format";
import { responsiveImage } from "@/lib/responsive-image";
import { paintingSize } from "../format";
import { paintingBox } from "../proportions";
import type { Painting } from "../types";
import { paintingAlt } from "../utils";

/** What is being bought, in short: a thumbnail, the title (an h2), the artist, the size and the price. */
export function PaintingSummary({ painting }: { painting: Painting }) {
  return (
    <section aria-labelledby="painting-summary-title" className="rounded-3xl border border-ink-200 bg-white/80 p-5">
      <div className="rounded-2xl bg-ink-50 p-4">
        <ProductImage
          src={painting.img}
          {...responsiveImage(painting.imgSrcset, "(min-width: 768px) 360px, 100vw")}
          alt={paintingAlt(painting)}
          {...paintingBox(painting, 480)}
          fetchPriority="high"
          className="mx-auto h-auto max-h-80 w-full object-contain"
        />
      </div>
      <h2 id="painting-summary-title" className="mt-4 font-serif text-2xl font-bold text-ink-950">
        {painting.title}
      </h2>
      <p className="text-ink-700">{`by ${painting.artist}`}</p>
      <p className="mt-1 text-sm text-ink-700">{`${paintingSize(painting)}, ${painting.framed ? "framed" : "unframed"}`}</p>
      <p className="mt-3 text-2xl font-bold text-terracotta-800">
        <TaxedPrice price={formatPrice(painting.price)} />
      </p>
    </section>
  );
}
