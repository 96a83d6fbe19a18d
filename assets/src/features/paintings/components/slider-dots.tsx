import type { KeyboardEvent } from "react";

/** A dot's slot in the row: its 24 px button and 1 px each side (index.css, .shop-slider-dots). */
const DOT_SLOT_PX = 26;

/**
 * The dot an arrow key (or Home, End) leads to from dot `index` of `count`, round the ends;
 * null for any other key.
 */
export function dotAfterKey(key: string, index: number, count: number): number | null {
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  if (key === "ArrowRight" || key === "ArrowDown") return (index + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (index + count - 1) % count;
  return null;
}

type SliderDotsProps = {
  count: number;
  current: number;
  onChoose: (index: number) => void;
};

/**
 * One dot a painting, as buttons: one tab stop (roving tabindex: the current painting's dot),
 * arrow keys move between them. A row of five shows (index.css, .shop-slider-dots): the
 * current dot in the middle, smaller ones each side, however many paintings.
 * In place of swiper's Pagination module (2 KB of Home's JavaScript).
 */
export function SliderDots({ count, current, onChoose }: SliderDotsProps) {
  if (count < 2) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = dotAfterKey(event.key, current, count);
    if (next === null) return;
    event.preventDefault();
    onChoose(next);
    event.currentTarget.querySelectorAll("button")[next]?.focus();
  };

  return (
    <div className="shop-slider-dots" onKeyDown={onKeyDown}>
      <div style={{ translate: `${(2 - current) * DOT_SLOT_PX}px` }}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-current={index === current ? "true" : undefined}
            aria-label={`Show painting ${index + 1}`}
            data-distance={Math.min(Math.abs(index - current), 2)}
            onClick={() => onChoose(index)}
          />
        ))}
      </div>
    </div>
  );
}
