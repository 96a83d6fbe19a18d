/**
 * The classes of an element that set its size (padding and text size), in their order:
 * `["px-4", "py-2", "text-sm"]`. Jest cannot compute Tailwind's CSS, where the later of
 * two `px-` classes in the stylesheet wins (not the later in the list): one class per
 * property is what makes the intended size the one shown.
 */
export function sizeClasses(element: Element): string[] {
  return [...element.classList].filter((name) => /^([a-z-]+:)?(p[xytrbl]?-[\d.]+|text-(xs|sm|base|lg|xl))$/.test(name));
}
