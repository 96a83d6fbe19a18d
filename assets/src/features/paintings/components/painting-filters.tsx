import { PriceRangeFields } from "@/components/filters/price-range-fields";
import { SearchField } from "@/components/filters/search-field";
import { SelectField } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { PAINTING_SORTS, type PaintingFilters, type PaintingSort } from "../filters";
import type { PaintingMedium } from "../types";

type PaintingFiltersFormProps = {
  filters: PaintingFilters;
  onChange: (filters: PaintingFilters) => void;
  /** The media to choose from (undefined while they load). */
  media: PaintingMedium[] | undefined;
  className?: string;
};

/** The gallery's filters and order; every change is handed over whole (the page keeps them in the URL). */
export function PaintingFiltersForm({ filters, onChange, media, className }: PaintingFiltersFormProps) {
  const set = (change: Partial<PaintingFilters>) => onChange({ ...filters, ...change });

  return (
    <form
      role="search"
      aria-label="Filter paintings"
      onSubmit={(event) => event.preventDefault()}
      className={cn(
        "grid gap-4 rounded-3xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[auto_1fr_1.6fr_1fr] lg:items-start",
        className,
      )}
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <SearchField
          label="Search paintings"
          placeholder="Title, artist or subject"
          value={filters.q}
          onCommit={(q) => set({ q })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 self-end font-semibold text-ink-900 lg:mb-1">
        <input
          type="checkbox"
          checked={filters.available}
          onChange={(event) => set({ available: event.target.checked })}
          className="size-5 accent-terracotta-700"
        />
        Available only
      </label>
      <SelectField label="Medium" value={filters.medium} onChange={(event) => set({ medium: event.target.value })}>
        <option value="">All media</option>
        {media?.map((medium) => (
          <option key={medium.code} value={medium.code}>
            {medium.name}
          </option>
        ))}
      </SelectField>
      <PriceRangeFields range={filters} onChange={set} />
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(event) => set({ sort: event.target.value as PaintingSort })}
      >
        {PAINTING_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
