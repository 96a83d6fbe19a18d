import { Link } from "react-router-dom";
import studioImage from "@/assets/images/article-studio.svg";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";

export function ArticleTeaser() {
  return (
    <section aria-labelledby="article-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <article className="grid items-center gap-8 overflow-hidden rounded-3xl border border-ink-200/80 bg-white shadow-sm shadow-ink-900/5 md:grid-cols-2">
        <div className="aspect-[8/5] bg-ochre-50">
          <img
            src={studioImage}
            alt="A sunlit painter's studio with an easel, canvases and jars of brushes"
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </div>
        <div className="p-6 pt-0 sm:p-10 md:pt-10 md:pl-0">
          <p className="text-sm font-semibold tracking-widest text-terracotta-800 uppercase">From the journal</p>
          <h2 id="article-heading" className="mt-2 font-serif text-3xl font-bold text-ink-950 sm:text-4xl">
            Inside a painter's studio
          </h2>
          <p className="mt-4 text-ink-700">
            We spent a rainy week with an oil painter in her converted attic, watching a canvas grow from a charcoal
            sketch to a glowing harbour at dusk. She showed us why she still grinds some of her own pigments and which
            three brushes she would save from a fire. Her morning ritual of cleaning the palette turned out to be the
            best lesson of all.
          </p>
          <Link to="/signup" className={cn(button(), "mt-6")}>
            Join our mailing list to read more
          </Link>
        </div>
      </article>
    </section>
  );
}
