import { useState } from "react";
import type { Faq } from "../data/faqs";

type FaqAccordionProps = {
  items: Faq[];
};

/** Questions as buttons (aria-expanded / aria-controls) that show or hide their answers. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(items.slice(0, 1).map((item) => item.id)));

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-ink-200 overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-sm shadow-ink-900/5">
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `faq-${item.id}-button`;
        const panelId = `faq-${item.id}-panel`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={`flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-serif text-lg font-bold text-ink-950 hover:bg-ochre-50 sm:text-xl focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-ultramarine-600`}
              >
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 shrink-0 text-terracotta-700 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-6 pb-6 text-ink-700"
            >
              <p className="max-w-3xl leading-relaxed">{item.answer.join(" ")}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
