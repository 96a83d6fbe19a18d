/** Class lists shared by links and buttons that look alike. */
export const focusRing = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600";

const BUTTON_BASE = `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition ${focusRing}`;

const BUTTON_VARIANTS = {
  primary:
    "bg-terracotta-700 text-white shadow-sm hover:bg-terracotta-800 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60",
  secondary: "border border-ink-300 bg-white/70 text-ink-900 hover:border-terracotta-700 hover:text-terracotta-800",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60",
};

/**
 * Padding and text size: a button has one of these, never one plus classes added to
 * change it (Tailwind's stylesheet, not the class list, decides which of two `px-` wins).
 */
const BUTTON_SIZES = {
  lg: "px-8 py-3 text-base",
  md: "px-5 py-2.5 text-sm",
  sm: "px-4 py-2 text-sm",
  xs: "px-4 py-1.5 text-sm",
  /** Two buttons side by side in a table's cell. */
  "xs-tight": "px-3.5 py-1.5 text-sm",
  "2xs": "px-3 py-1 text-sm",
};

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/** A button's classes (or a link's that looks like one): add only classes of other properties (`w-full`, `mt-4`). */
export function button(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
}

/**
 * Narrower sides below `sm` (a button in a two-column grid, or in a table's row, on a
 * phone): Tailwind puts `max-sm:` after every size, so it applies over any of them.
 */
export const narrowOnPhone = "max-sm:px-3";

export const textLink = `font-semibold text-terracotta-800 underline decoration-terracotta-300 decoration-2 underline-offset-4 hover:decoration-terracotta-700 ${focusRing} rounded-sm`;

/**
 * A card's title in a two-column grid: a size smaller on the narrowest phones (320 px), where
 * a column leaves about 110 px and a word like "Sketchbook" would otherwise break inside.
 */
export const cardTitle = "font-serif text-base leading-snug font-bold text-ink-950 min-[360px]:text-lg sm:text-xl";
