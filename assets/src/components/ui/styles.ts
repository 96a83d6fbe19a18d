/** Class lists shared by links and buttons that look alike. */
export const focusRing = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600";

export const buttonPrimary = `inline-flex items-center justify-center gap-2 rounded-full bg-terracotta-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-terracotta-800 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const buttonSecondary = `inline-flex items-center justify-center gap-2 rounded-full border border-ink-300 bg-white/70 px-5 py-2.5 text-sm font-semibold text-ink-900 transition hover:border-terracotta-700 hover:text-terracotta-800 ${focusRing}`;

export const textLink = `font-semibold text-terracotta-800 underline decoration-terracotta-300 decoration-2 underline-offset-4 hover:decoration-terracotta-700 ${focusRing} rounded-sm`;
