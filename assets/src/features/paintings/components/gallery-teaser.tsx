import { Link } from "react-router-dom";
import { ErrorMessage, SectionHeading, focusRing } from "@/components/ui";
import { ProductImage } from "@/components/ui/product-image";
import { responsiveImage } from "@/lib/responsive-image";
import { usePaintings } from "../api/get-paintings";
import { paintingAlt } from "../utils";

export const GALLERY_TEASER_COUNT = 5;
/** Two tiles a row on phones, three from `sm`, in max-w-7xl. */
const TILE_SIZES = "(min-width: 1280px) 405px, (min-width: 640px) 32vw, 50vw";
const TILE = "aspect-square overflow-hidden rounded-2xl";

export function GalleryTeaser() {
  const query = usePaintings();
  const paintings = query.data?.slice(0, GALLERY_TEASER_COUNT) ?? [];

  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="gallery-heading" eyebrow="From our walls">
        Gallery
      </SectionHeading>
      {query.isError ? (
        <ErrorMessage title="We couldn't load the gallery" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {query.isPending
            ? Array.from({ length: GALLERY_TEASER_COUNT }, (_, index) => (
                <li
                  key={index}
                  aria-hidden="true"
                  className={`${TILE} animate-pulse bg-ink-100 motion-reduce:animate-none`}
                />
              ))
            : paintings.map((painting) => (
                <li key={painting._id}>
                  <Link to={`/paintings/${painting._id}`} className={`${TILE} block bg-ink-100 ${focusRing}`}>
                    <ProductImage
                      src={painting.img}
                      {...responsiveImage(painting.imgSrcset, TILE_SIZES)}
                      alt={paintingAlt(painting)}
                      width={400}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition duration-500 hover:scale-105 motion-reduce:transition-none"
                    />
                  </Link>
                </li>
              ))}
          <li>
            <Link
              to="/paintings"
              className={`${TILE} flex items-center justify-center bg-terracotta-700 text-center text-white ${focusRing}`}
            >
              <span>
                <span className="block font-serif text-4xl font-bold sm:text-5xl">+ 23</span>
                <span className="mt-1 block text-sm text-white/90">more in the gallery</span>
              </span>
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
