/** A section of the checkout: a white card. */
export const PANEL = "min-w-0 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm";

export const PANEL_HEADING = "font-serif text-xl font-bold text-ink-950";

/** A checkbox or radio button: the shop's colour, a visible focus. */
export const CHOICE_INPUT =
  "mt-0.5 size-5 shrink-0 accent-terracotta-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600 disabled:cursor-not-allowed";
