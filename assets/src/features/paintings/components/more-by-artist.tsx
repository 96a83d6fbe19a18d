import { useId } from "react";
import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";
import { MORE_BY_ARTIST, useArtistPaintings } from "../api/get-artist-paintings";
import { paintingFiltersSearch, DEFAULT_PAINTING_FILTERS } from "../filters";
import type { Painting } from "../types";
import { PaintingCard } from "./painting-card";

/**
 * "More by <artist>": up to four of the artist's other paintings, the newest first, and a way to the rest in the
 * gallery. Nothing while they load, when the artist has no other work or when they cannot be had: the page is
 * whole without it.
 */
export function MoreByArtist({ painting }: { painting: Pick<Painting, "_id" | "artist"> }) {
  const headingId = useId();
  const { data } = useArtistPaintings(painting.artist, painting._id);
  if (!data || data.paintings.length === 0) return null;
  const search = paintingFiltersSearch({ ...DEFAULT_PAINTING_FILTERS, q: painting.artist });
  return (
    <section aria-labelledby={headingId} className="border-t border-ink-200 pt-8 md:col-span-2">
      <h2 id={headingId} className="font-serif text-2xl font-bold text-ink-950">
        {`More by ${painting.artist}`}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {data.paintings.map((other) => (
          <li key={other._id}>
            <PaintingCard painting={other} heading="h3" />
          </li>
        ))}
      </ul>
      {data.total > MORE_BY_ARTIST ? (
        <p className="mt-6">
          <Link to={`/paintings?${search.toString()}`} className={textLink}>
            {`See all ${data.total} by ${painting.artist}`}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
