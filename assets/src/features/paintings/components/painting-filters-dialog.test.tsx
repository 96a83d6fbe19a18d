import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PAINTING_MEDIA } from "@/testing/paintings";
import { renderWithProviders } from "@/testing/test-utils";
import { DEFAULT_PAINTING_FILTERS, type PaintingFilters } from "../filters";
import { PaintingFiltersButton } from "./painting-filters-dialog";

function Gallery({ initial, onChange }: { initial: PaintingFilters; onChange?: (filters: PaintingFilters) => void }) {
  const [filters, setFilters] = useState(initial);
  return (
    <PaintingFiltersButton
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange?.(next);
      }}
      media={PAINTING_MEDIA}
    />
  );
}

describe("PaintingFiltersButton", () => {
  it("says how many filters are in use", () => {
    renderWithProviders(<Gallery initial={{ ...DEFAULT_PAINTING_FILTERS, available: true, medium: "oil" }} />);

    expect(screen.getByRole("button", { name: "Filters (2)" })).toHaveAttribute("aria-expanded", "false");
  });

  it("is plain Filters when none is in use (the order is not a filter)", () => {
    renderWithProviders(<Gallery initial={{ ...DEFAULT_PAINTING_FILTERS, sort: "price" }} />);

    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });

  it("opens the filters in a dialog that keeps the focus, applies each change, and gives the focus back", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Gallery initial={DEFAULT_PAINTING_FILTERS} onChange={onChange} />);
    const opener = screen.getByRole("button", { name: "Filters" });

    await user.click(opener);

    const dialog = screen.getByRole("dialog", { name: "Filters" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("button", { name: "Close filters" })).toHaveFocus();
    await user.click(within(dialog).getByRole("checkbox", { name: "Available only" }));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Medium" }), "watercolour");
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_PAINTING_FILTERS, available: true, medium: "watercolour" });
    expect(screen.getByRole("button", { name: "Filters (2)", hidden: true })).toBeInTheDocument();

    // Tab stays inside: from the last control back to the first.
    within(dialog).getByRole("button", { name: "Show paintings" }).focus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Close filters" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Filters (2)" })).toHaveFocus());
  });

  it("closes with Show paintings", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery initial={DEFAULT_PAINTING_FILTERS} />);

    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(screen.getByRole("button", { name: "Show paintings" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
