import { render, screen, within } from "@testing-library/react";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import { ResponsiveList, type ListColumn } from "./responsive-list";

type Paint = { id: number; name: string; tubes: number };

const PAINTS: Paint[] = [
  { id: 1, name: "Cadmium red", tubes: 3 },
  { id: 2, name: "Ultramarine", tubes: 12 },
];
const nameId = (paint: Paint) => `paint-${paint.id}`;
const COLUMNS: ListColumn<Paint>[] = [
  { header: "Name", rowHeader: true, id: nameId, cell: (paint) => paint.name, placeholder: <span>bar</span> },
  { header: "Tubes", numeric: true, cell: (paint) => paint.tubes },
  { header: <span className="sr-only">Row</span>, cell: (_paint, index) => `#${index + 1}` },
];

function renderList(items: Paint[] | undefined) {
  render(
    <ResponsiveList
      label="Paints in stock"
      items={items}
      itemKey={(paint) => paint.id}
      columns={COLUMNS}
      card={(paint) => <h2 id={nameId(paint)}>{paint.name}</h2>}
      cardLabelId={nameId}
      loadingStatus="Loading paints…"
      placeholderCard={<span>card bar</span>}
    />,
  );
}

afterEach(restoreMatchMedia);

describe("ResponsiveList", () => {
  it("is a table on wide screens: a caption, the headers, a row header per item", () => {
    renderList(PAINTS);

    const table = screen.getByRole("table", { name: "Paints in stock" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Tubes", "Row"]);
    expect(within(table).getByRole("columnheader", { name: "Tubes" })).toHaveClass("text-right");
    const row = screen.getByRole("rowheader", { name: "Ultramarine" });
    expect(row).toHaveAttribute("id", "paint-2");
    expect(within(row.closest("tr") as HTMLElement).getByRole("cell", { name: "12" })).toHaveClass("text-right");
    expect(within(row.closest("tr") as HTMLElement).getByRole("cell", { name: "#2" })).toBeInTheDocument();
  });

  it("is a list of cards on a phone, each named by its heading", () => {
    mockMatchMedia(phone);
    renderList(PAINTS);

    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Paints in stock" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-labelledby")),
    ).toEqual(["paint-1", "paint-2"]);
    expect(screen.getByRole("article", { name: "Cadmium red" })).toBeInTheDocument();
  });

  it("keeps the table's frame with three placeholder rows while the items load", () => {
    renderList(undefined);

    expect(screen.getByRole("status")).toHaveTextContent("Loading paints…");
    const rows = screen.getByRole("table").querySelectorAll('tbody[aria-hidden="true"] tr');
    expect(rows).toHaveLength(3);
    expect(rows[0].querySelectorAll("td")).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("bar");
  });

  it("shows placeholder cards while loading on a phone", () => {
    mockMatchMedia(phone);
    renderList(undefined);

    expect(screen.getByRole("status")).toHaveTextContent("Loading paints…");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(document.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3);
  });
});
