import { useId, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { button, focusRing } from "@/components/ui";
import { trapTab, useModalFocus } from "@/components/ui/modal-focus";
import { cn } from "@/lib/cn";
import { paintingFilterCount, type PaintingFilters } from "../filters";
import type { PaintingMedium } from "../types";
import { PaintingFiltersForm } from "./painting-filters";

type PaintingFiltersButtonProps = {
  filters: PaintingFilters;
  onChange: (filters: PaintingFilters) => void;
  media: PaintingMedium[] | undefined;
  className?: string;
};

/** "Filters" or "Filters (2)": the button's text, with the number of filters in use. */
export function filtersLabel(filters: PaintingFilters): string {
  const count = paintingFilterCount(filters);
  return count > 0 ? `Filters (${count})` : "Filters";
}

/**
 * The gallery's filters on a phone: a "Filters (2)" button that opens them in a dialog, so the
 * paintings start near the top of the screen. Every change applies at once, as on a computer.
 */
export function PaintingFiltersButton({ filters, onChange, media, className }: PaintingFiltersButtonProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn(button("secondary", "sm"), "min-h-11", className)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 5h14M6 10h8M9 15h2" strokeLinecap="round" />
        </svg>
        {filtersLabel(filters)}
      </button>
      {open
        ? createPortal(
            <FiltersDialog
              filters={filters}
              onChange={onChange}
              media={media}
              onClose={() => setOpen(false)}
              fallbackFocus={() => opener.current}
            />,
            document.body,
          )
        : null}
    </>
  );
}

type FiltersDialogProps = Omit<PaintingFiltersButtonProps, "className"> & {
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
};

function FiltersDialog({ filters, onChange, media, onClose, fallbackFocus }: FiltersDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalFocus(closeRef, fallbackFocus);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  return (
    <div
      className="fixed inset-0 z-[80] flex items-end bg-ink-950/50"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="max-h-[90dvh] w-full overflow-y-auto rounded-t-3xl bg-canvas p-4 shadow-2xl"
      >
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={titleId} className="font-serif text-2xl font-bold text-ink-950">
            Filters
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className={`inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ochre-100 ${focusRing}`}
          >
            <span className="sr-only">Close filters</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <PaintingFiltersForm filters={filters} onChange={onChange} media={media} />
        <button type="button" onClick={onClose} className={cn(button(), "mt-4 w-full")}>
          Show paintings
        </button>
      </div>
    </div>
  );
}
