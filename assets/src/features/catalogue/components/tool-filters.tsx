import { PriceRangeFields } from "@/components/filters/price-range-fields";
import { SearchField } from "@/components/filters/search-field";
import { SelectField } from "@/components/ui/text-field";
import { TOOL_SORTS, type ToolFilters, type ToolSort } from "../filters";

/** A category or a brand to narrow the list to: its slug, and a label with its count ("Brushes (12)"). */
export type FilterOption = { value: string; label: string };

type ToolFiltersFormProps = {
  filters: ToolFilters;
  onChange: (filters: ToolFilters, options?: { replace?: boolean }) => void;
  /** The categories (in tree order) and brands to choose from; undefined while they load. */
  categories?: FilterOption[];
  brands?: FilterOption[];
};

/** The options, and the URL's own choice if they do not have it (yet): the select shows what the list is of. */
function withCurrent(options: FilterOption[] | undefined, current: string): FilterOption[] {
  const all = options ?? [];
  return current && !all.some((option) => option.value === current)
    ? [...all, { value: current, label: current }]
    : all;
}

/** All Products' search, filters and order; every change is handed over whole (the page keeps them in the URL). */
export function ToolFiltersForm({ filters, onChange, categories, brands }: ToolFiltersFormProps) {
  const set = (change: Partial<ToolFilters>) => onChange({ ...filters, ...change });
  const searching = filters.q !== "";

  return (
    <form
      role="search"
      aria-label="Search and filter tools"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-3xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[1.6fr_auto_1.4fr_1fr] lg:items-start"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchField
          label="Search tools"
          placeholder="Brush, canvas, easel…"
          value={filters.q}
          // Refining a search replaces its step in the history: Back leaves the search.
          onCommit={(q) => onChange({ ...filters, q }, { replace: searching && q !== "" })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 self-end font-semibold text-ink-900 lg:mb-1">
        <input
          type="checkbox"
          checked={filters.inStock}
          onChange={(event) => set({ inStock: event.target.checked })}
          className="size-5 accent-terracotta-700"
        />
        In stock only
      </label>
      <PriceRangeFields range={filters} onChange={set} />
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(event) => set({ sort: event.target.value as ToolSort })}
      >
        {TOOL_SORTS.filter((sort) => searching || sort.value !== "-_id").map((sort) => (
          <option key={sort.value} value={sort.value}>
            {searching && "searchLabel" in sort ? sort.searchLabel : sort.label}
          </option>
        ))}
      </SelectField>
      {/* A row of its own under the others. */}
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-4">
        <SelectField
          label="Category"
          value={filters.category}
          onChange={(event) => set({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {withCurrent(categories, filters.category).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Brand" value={filters.brand} onChange={(event) => set({ brand: event.target.value })}>
          <option value="">All brands</option>
          {withCurrent(brands, filters.brand).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
    </form>
  );
}
