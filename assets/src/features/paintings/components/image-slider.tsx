import { useEffect, useRef, useState, type FocusEvent } from "react";
import { Link } from "react-router-dom";
import Swiper from "swiper";
import "swiper/css";
import { ErrorMessage } from "@/components/ui";
import { ProductImage } from "@/components/ui/product-image";
import { useLaterTask } from "@/hooks/use-later-task";
import { cn } from "@/lib/cn";
import { responsiveImage } from "@/lib/responsive-image";
import { usePaintings } from "../api/get-paintings";
import type { Painting } from "../types";
import { paintingAlt } from "../utils";
import { MIN_SLIDES_FOR_LOOP, sliderConfig } from "./slider-config";
import { SliderDots } from "./slider-dots";
import { useAutoplay } from "./use-autoplay";

/** The slider spans the page, up to max-w-7xl less its padding. */
const SLIDE_SIZES = "(min-width: 1280px) 1216px, 100vw";
const FRAME = "aspect-[4/3] sm:aspect-[16/9] lg:aspect-[21/9]";
const CONTROL =
  "flex items-center justify-center rounded-full bg-ink-950/55 text-white backdrop-blur-sm transition hover:bg-ink-950/75 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ochre-300";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "left" ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"} />
    </svg>
  );
}

function Slide({ painting, index }: { painting: Painting; index: number }) {
  return (
    <figure className={`relative ${FRAME} bg-ink-900`}>
      <ProductImage
        src={painting.img}
        {...responsiveImage(painting.imgSrcset, SLIDE_SIZES)}
        alt={paintingAlt(painting)}
        width={1600}
        height={686}
        loading={index === 0 ? "eager" : "lazy"}
        fetchPriority={index === 0 ? "high" : "auto"}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950/85 via-ink-950/40 to-transparent px-6 pt-16 pb-12 text-white sm:px-10 sm:pb-14">
        <span className="block font-serif text-2xl font-bold sm:text-3xl">{painting.title}</span>
        <span className="mt-1 block text-sm text-white/90 sm:text-base">{painting.artist}</span>
      </figcaption>
      {/* The whole slide opens the painting (index.css hides the links of slides out of view). */}
      <Link
        to={`/paintings/${painting._id}`}
        aria-label={painting.title}
        className="shop-slide-link absolute inset-0"
      />
    </figure>
  );
}

/**
 * swiper's core on markup of our own, built once the slides are in the page: swiper/react's
 * wrapper was 4.3 KB of Home's JavaScript. Mounted anew when the paintings change (its key),
 * since swiper's loop reorders the slides' elements behind React.
 */
function Slides({ paintings, onSwiper }: { paintings: Painting[]; onSwiper: (swiper: Swiper | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const loop = paintings.length >= MIN_SLIDES_FOR_LOOP;

  useEffect(() => {
    const swiper = new Swiper(container.current as HTMLDivElement, { ...sliderConfig, loop, rewind: !loop });
    onSwiper(swiper);
    return () => {
      onSwiper(null);
      swiper.destroy(true, true);
    };
  }, [loop, onSwiper]);

  return (
    <div ref={container} className="swiper">
      <div className="swiper-wrapper">
        {paintings.map((painting, index) => (
          <div
            key={painting._id}
            className="swiper-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${paintings.length}`}
          >
            <Slide painting={painting} index={index} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The painting the swiper shows (its index among the paintings, whatever the loop's order). */
function useCurrentSlide(swiper: Swiper | null): number {
  // Whose index it is: a new swiper starts at the first painting.
  const [shown, setShown] = useState<{ swiper: Swiper | null; index: number }>({ swiper: null, index: 0 });
  useEffect(() => {
    if (!swiper) return;
    const update = () => setShown({ swiper, index: swiper.realIndex });
    swiper.on("slideChange", update);
    return () => {
      if (!swiper.destroyed) swiper.off("slideChange", update);
    };
  }, [swiper]);
  return shown.swiper === swiper ? shown.index : 0;
}

export function ImageSlider() {
  const query = usePaintings();
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  // With the paintings already there (the page's initial data), the first one is drawn at
  // once and swiper (its setup measures the page) starts in a later task.
  const sliding = useLaterTask(query.data === undefined);
  // The visitor's Play / Pause; until they choose, it plays unless they asked for reduced motion.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Read once: a plain matchMedia (not hooks/use-media-query) keeps Home's JavaScript small.
  const [reduceMotion] = useState(() => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true);
  const playing = chosen ?? !reduceMotion;
  const running = playing && !hovered && !focused;

  useAutoplay(swiper, running);
  const current = useCurrentSlide(swiper);

  if (query.isPending) {
    return (
      <div className={`${FRAME} animate-pulse rounded-3xl bg-ink-100 motion-reduce:animate-none`}>
        <p role="status" className="sr-only">
          Loading paintings…
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={`${FRAME} flex items-center justify-center rounded-3xl bg-ink-100 p-4`}>
        <ErrorMessage title="We couldn't load the paintings" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div
        className={`${FRAME} flex items-center justify-center rounded-3xl bg-gradient-to-br from-ochre-100 to-terracotta-100 p-6`}
      >
        <p className="font-serif text-2xl text-ink-800">New paintings are on their way.</p>
      </div>
    );
  }

  const paintings = query.data;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className="shop-slider relative overflow-hidden rounded-3xl shadow-xl shadow-ink-900/15"
      aria-roledescription="carousel"
      role="region"
      aria-label="Featured paintings"
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {sliding ? (
        <Slides key={paintings.map((painting) => painting._id).join()} paintings={paintings} onSwiper={setSwiper} />
      ) : (
        // swiper's own classes: the same box as the slider's first slide.
        <div className="swiper">
          <div className="swiper-wrapper">
            <div className="swiper-slide">
              <Slide painting={paintings[0]} index={0} />
            </div>
          </div>
        </div>
      )}
      {swiper ? (
        <SliderDots count={paintings.length} current={current} onChoose={(index) => swiper.slideToLoop(index)} />
      ) : null}
      <button
        type="button"
        onClick={() => swiper?.slidePrev()}
        className={cn(
          CONTROL,
          "absolute top-1/2 left-3 z-10 size-11 -translate-y-1/2 max-sm:top-4 max-sm:translate-y-0",
        )}
        aria-label="Previous painting"
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        onClick={() => swiper?.slideNext()}
        className={cn(
          CONTROL,
          "absolute top-1/2 right-3 z-10 size-11 -translate-y-1/2 max-sm:top-4 max-sm:translate-y-0",
        )}
        aria-label="Next painting"
      >
        <Chevron direction="right" />
      </button>
      <button
        type="button"
        onClick={() => setChosen(!playing)}
        className={cn(CONTROL, "absolute right-3 bottom-3 z-10 size-9")}
        aria-label={playing ? "Pause slideshow" : "Play slideshow"}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          {playing ? <path d="M6 4h3v12H6zM11 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
        </svg>
      </button>
    </div>
  );
}
