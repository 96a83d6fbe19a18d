import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BRANDS, CATEGORIES } from "@/testing/categories";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AdminCategoriesPage } from "./admin-categories";

function renderPage() {
  return renderWithProviders(<AdminCategoriesPage />, {
    route: "/dashboard/categories",
    auth: signedInAs("root@example.com", undefined, { role: "admin" }),
  });
}

/** The lists as the API has them now, and the admins' writes answered by `writes` (path -> handler). */
function mockLists(writes: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>> = {}) {
  let categories = [...CATEGORIES];
  const fetch = mockApi({
    "/api/categories": () => jsonResponse(categories),
    "/api/brands": BRANDS,
    ...writes,
  });
  return { fetch, setCategories: (next: typeof CATEGORIES) => (categories = next) };
}

const bodiesTo = (fetch: jest.MockedFunction<typeof globalThis.fetch>, path: string, method: string) =>
  fetch.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("AdminCategoriesPage", () => {
  it("shows the category tree, indented by depth, and the brands, each with its tool count", async () => {
    mockLists();
    renderPage();

    const tree = await screen.findByRole("list", { name: "Categories" });
    const rows = within(tree).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual([
      "Painting 14 tools",
      "Brushes 12 tools",
      "Round brushes 4 tools",
      "Drawing 0 tools",
    ]);
    expect(rows[1]).toHaveClass("pl-6");
    expect(rows[2]).toHaveClass("pl-12");
    const brands = await screen.findByRole("list", { name: "Brands" });
    expect(
      within(brands)
        .getAllByRole("listitem")
        .map((row) => row.querySelector("p")?.textContent),
    ).toEqual(["Da Vinci 5 tools", "Winsor & Newton 9 tools"]);
    expect(screen.getByRole("heading", { level: 1, name: "Categories and brands" })).toBeInTheDocument();
    expect(document.title).toBe("Categories and brands | Brush & Canvas");
  });

  it("adds a category under a parent of depth 1 or 2, says so and reads the tree again", async () => {
    const added = { _id: 9, name: "Flat brushes", slug: "flat-brushes", parent: 2, depth: 3 as const };
    const lists = mockLists({
      "/api/manage/categories": (_url, init) => {
        const body = JSON.parse(String(init?.body));
        const category = { ...added, path: "Painting > Brushes > Flat brushes", toolCount: 0 };
        lists.setCategories([...CATEGORIES.slice(0, 3), category, CATEGORIES[3]]);
        return jsonResponse({ ...category, name: body.name }, 201);
      },
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Add category" });

    const parent = within(form).getByRole("combobox", { name: "Inside" });
    // Three levels at most: a category of depth 3 cannot have one inside it.
    expect(
      within(parent)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Top level", "Painting", "Painting > Brushes", "Drawing"]);
    await userEvent.type(within(form).getByRole("textbox", { name: "Name" }), "Flat brushes");
    await userEvent.selectOptions(parent, within(parent).getByRole("option", { name: "Painting > Brushes" }));
    await userEvent.click(within(form).getByRole("button", { name: "Add category" }));

    const notice = await screen.findByRole("status", { name: "" });
    await waitFor(() => expect(notice).toHaveTextContent("Added the category “Flat brushes”."));
    expect(notice.parentElement).toHaveFocus();
    expect(bodiesTo(lists.fetch, "/api/manage/categories", "POST")).toEqual([{ name: "Flat brushes", parent: 2 }]);
    expect(await screen.findByText("Flat brushes")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveValue("");
  });

  it("puts the server's field error on its field", async () => {
    mockLists({
      "/api/manage/categories/2": () =>
        jsonResponse(
          {
            detail: "Please correct the highlighted fields.",
            code: "invalid",
            fields: { parent: ["Categories go at most three levels deep."] },
            requestId: "r-1",
          },
          400,
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Move Brushes" }));
    const form = screen.getByRole("form", { name: "Move Brushes" });
    const parent = within(form).getByRole("combobox", { name: "Inside" });
    // Never into itself or below itself.
    expect(
      within(parent)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Top level", "Painting", "Drawing"]);
    await userEvent.selectOptions(parent, "Drawing");
    await userEvent.click(within(form).getByRole("button", { name: "Move" }));

    expect(await within(form).findByText("Categories go at most three levels deep.")).toBeInTheDocument();
    expect(parent).toHaveAttribute("aria-invalid", "true");
    expect(parent).toHaveAccessibleDescription("Categories go at most three levels deep.");
    expect(parent).toHaveFocus();
  });

  it("asks before deleting, and shows why the server refused (409)", async () => {
    const lists = mockLists({
      "/api/manage/categories/2": () =>
        jsonResponse(
          { detail: "Move its 3 tools and 1 subcategory first.", code: "category_in_use", requestId: "r-2" },
          409,
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Brushes" }));

    const dialog = screen.getByRole("dialog", { name: "Delete the category “Brushes”?" });
    expect(lists.fetch.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete category" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "“Brushes” was not deleted. Move its 3 tools and 1 subcategory first.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("alert").parentElement).toHaveFocus();
    expect(within(screen.getByRole("list", { name: "Categories" })).getByText("Brushes")).toBeInTheDocument();
  });

  it("adds, renames and deletes a brand", async () => {
    const lists = mockLists({
      "/api/manage/brands": (_url, init) =>
        jsonResponse({ _id: 11, ...JSON.parse(String(init?.body)), slug: "x", toolCount: 0 }, 201),
      "/api/manage/brands/7": (_url, init) =>
        init?.method === "DELETE"
          ? new Response(null, { status: 204 })
          : jsonResponse({ ...BRANDS[0], name: "Da Vinci Maestro" }),
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Add brand" });
    await userEvent.type(within(form).getByRole("textbox", { name: "Name" }), "Raphaël");
    await userEvent.click(within(form).getByRole("button", { name: "Add brand" }));
    expect(await screen.findByText("Added the brand “Raphaël”.")).toHaveAttribute("role", "status");

    await userEvent.click(screen.getByRole("button", { name: "Rename Da Vinci" }));
    const rename = screen.getByRole("form", { name: "Rename Da Vinci" });
    await userEvent.clear(within(rename).getByRole("textbox", { name: "Name" }));
    await userEvent.type(within(rename).getByRole("textbox", { name: "Name" }), "Da Vinci Maestro");
    await userEvent.click(within(rename).getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Renamed “Da Vinci” to “Da Vinci Maestro”.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Rename Da Vinci" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Delete Da Vinci" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete brand" }));
    expect(await screen.findByText("Deleted the brand “Da Vinci”.")).toBeInTheDocument();
    expect(bodiesTo(lists.fetch, "/api/manage/brands", "POST")).toEqual([{ name: "Raphaël" }]);
    expect(bodiesTo(lists.fetch, "/api/manage/brands/7", "PATCH")).toEqual([{ name: "Da Vinci Maestro" }]);
    expect(
      lists.fetch.mock.calls.filter(([url, init]) => url === "/api/manage/brands/7" && init?.method === "DELETE"),
    ).toHaveLength(1);
  });
});
