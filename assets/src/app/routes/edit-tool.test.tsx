import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { notify } from "@/lib/toast";
import { BRANDS, CATEGORIES, withCategoryLists } from "@/testing/categories";
import { createTestQueryClient, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { EditToolPage } from "./edit-tool";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const TOOL = {
  _id: 7,
  name: "Sable brush",
  description: "Round, size 6.",
  img: "http://shop.test/media/tools/sable.png",
  imgSrcset: null,
  price: 12.5,
  minimumOrderQuantity: 2,
  availableQuantity: 40,
};

function renderPage(id = "7", queryClient = withCategoryLists()) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/editproduct/:id" element={<EditToolPage />} />
    </Routes>,
    {
      route: `/dashboard/editproduct/${id}`,
      auth: signedInAs("root@example.com", undefined, { role: "admin" }),
      queryClient,
    },
  );
}

const field = (name: string) => screen.getByLabelText(name);
const saveButton = () => screen.getByRole("button", { name: /^(Save changes|Saving…)$/ });

/** The tool's URL answers GET with `tool` and PATCH with `onPatch`'s answer. */
function mockTool(
  onPatch: (body: Record<string, unknown>) => Response | Promise<Response>,
  tool: typeof TOOL & { category?: number | null; brand?: number | null } = TOOL,
) {
  let current = tool;
  return mockApi({
    "/api/tools/7": async (_url: URL, init?: RequestInit) => {
      if (init?.method !== "PATCH") return jsonResponse(current);
      const answer = await onPatch(JSON.parse(String(init.body)));
      if (answer.ok) current = await answer.clone().json();
      return answer;
    },
    "/api/images": () => jsonResponse({ data: { display_url: "http://shop.test/media/tools/new.png" } }, 201),
  });
}

const patchCalls = (fetch: jest.MockedFunction<typeof globalThis.fetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));

describe("EditToolPage", () => {
  it("fills the tool's form with the saved tool and shows its image", async () => {
    mockTool(() => jsonResponse(TOOL));
    renderPage();

    expect(await screen.findByDisplayValue("Sable brush")).toBe(field("Name"));
    expect(screen.getByRole("heading", { level: 1, name: "Edit tool" })).toBeInTheDocument();
    expect(field("Price")).toHaveValue(12.5);
    expect(field("Available quantity")).toHaveValue(40);
    expect(field("Minimum order quantity")).toHaveValue(2);
    expect(field("Description")).toHaveValue("Round, size 6.");
    expect(screen.getByRole("img", { name: "The current image" })).toHaveAttribute("src", TOOL.img);
    expect(field("Image")).not.toBeRequired();
    expect(document.title).toBe("Edit tool | Brush & Canvas");
    expect(screen.getByRole("link", { name: "← Products" })).toHaveAttribute("href", "/dashboard/products");
  });

  it("sends only the changed fields, says so, and stays with the new values", async () => {
    let release!: () => void;
    const answered = new Promise<void>((done) => {
      release = done;
    });
    const fetch = mockTool(async (body) => {
      await answered;
      return jsonResponse({ ...TOOL, ...body });
    });
    renderPage();
    await screen.findByDisplayValue("Sable brush");

    await userEvent.clear(field("Name"));
    await userEvent.type(field("Name"), "Kolinsky sable brush");
    await userEvent.clear(field("Price"));
    await userEvent.type(field("Price"), "14");
    await userEvent.click(saveButton());

    await waitFor(() => expect(patchCalls(fetch)).toEqual([{ name: "Kolinsky sable brush", price: 14 }]));
    expect(saveButton()).toHaveTextContent("Saving…");
    expect(saveButton()).toBeDisabled();
    release();

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Changes saved"));
    expect(field("Name")).toHaveValue("Kolinsky sable brush");
    expect(field("Price")).toHaveValue(14);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(fetch.mock.calls.filter(([url]) => url === "/api/images")).toHaveLength(0);

    // Saved: the same values again are no change.
    await userEvent.click(saveButton());
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith("There are no changes to save."));
    expect(patchCalls(fetch)).toHaveLength(1);
  });

  it("shows the tool's category and brand, and sends a change of them as ids (null for none)", async () => {
    const fetch = mockTool((body) => jsonResponse({ ...TOOL, category: 3, brand: 8, ...body }), {
      ...TOOL,
      category: 3,
      brand: 8,
    });
    renderPage();
    await screen.findByDisplayValue("Sable brush");

    expect(field("Category")).toHaveDisplayValue("Painting > Brushes > Round brushes");
    expect(field("Brand")).toHaveDisplayValue("Winsor & Newton");
    await userEvent.selectOptions(field("Category"), "Drawing");
    await userEvent.selectOptions(field("Brand"), "No brand");
    await userEvent.click(saveButton());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Changes saved"));
    expect(patchCalls(fetch)).toEqual([{ category: 4, brand: null }]);
    expect(field("Category")).toHaveDisplayValue("Drawing");
    expect(field("Brand")).toHaveDisplayValue("No brand");
  });

  it("shows the saved category once the lists arrive", async () => {
    let answer!: () => void;
    const lists = new Promise<void>((done) => {
      answer = done;
    });
    const fetch = mockApi({
      "/api/tools/7": { ...TOOL, category: 2, brand: 7 },
      "/api/categories": async () => {
        await lists;
        return jsonResponse(CATEGORIES);
      },
      "/api/brands": BRANDS,
    });
    renderPage("7", createTestQueryClient());
    await screen.findByDisplayValue("Sable brush");
    expect(field("Category")).toBeDisabled();
    expect(field("Category")).toHaveAccessibleDescription("Loading the categories…");

    answer();

    await waitFor(() => expect(field("Category")).toHaveDisplayValue("Painting > Brushes"));
    expect(field("Category")).toBeEnabled();
    expect(field("Brand")).toHaveDisplayValue("Da Vinci");
    // Nothing changed: nothing to send.
    await userEvent.click(saveButton());
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith("There are no changes to save."));
    expect(patchCalls(fetch)).toEqual([]);
  });

  it("replaces the image with an upload and sends its URL", async () => {
    const fetch = mockTool((body) => jsonResponse({ ...TOOL, ...body }));
    renderPage();
    await screen.findByDisplayValue("Sable brush");

    const file = new File([new Uint8Array(64)], "new.png", { type: "image/png" });
    await userEvent.upload(field("Image") as HTMLInputElement, file);
    expect(screen.getByRole("button", { name: "Keep the current image" })).toBeInTheDocument();
    await userEvent.click(saveButton());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Changes saved"));
    expect(patchCalls(fetch)).toEqual([{ img: "http://shop.test/media/tools/new.png" }]);
    const upload = fetch.mock.calls.find(([url]) => url === "/api/images");
    expect(((upload?.[1]?.body as FormData).get("image") as File).name).toBe("new.png");
    expect(await screen.findByRole("img", { name: "The current image" })).toHaveAttribute(
      "src",
      "http://shop.test/media/tools/new.png",
    );
  });

  it("shows the server's field errors under the fields", async () => {
    mockTool(() =>
      jsonResponse(
        {
          detail: "Please correct the highlighted fields.",
          code: "invalid",
          fields: { availableQuantity: ["Ensure this value is less than or equal to 100000."] },
        },
        400,
      ),
    );
    renderPage();
    await screen.findByDisplayValue("Sable brush");

    await userEvent.clear(field("Available quantity"));
    await userEvent.type(field("Available quantity"), "99999");
    await userEvent.click(saveButton());

    expect(await screen.findByText("Ensure this value is less than or equal to 100000.")).toBeInTheDocument();
    expect(field("Available quantity")).toHaveAttribute("aria-invalid", "true");
    expect(field("Available quantity")).toHaveAccessibleDescription(
      "Ensure this value is less than or equal to 100000.",
    );
    expect(field("Available quantity")).toHaveFocus();
    expect(notify.error).toHaveBeenCalledWith(
      "The changes were not saved. Available quantity: Ensure this value is less than or equal to 100000.",
    );
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("checks the fields before sending anything", async () => {
    const fetch = mockTool(() => jsonResponse(TOOL));
    renderPage();
    await screen.findByDisplayValue("Sable brush");

    await userEvent.clear(field("Name"));
    await userEvent.click(saveButton());

    expect(await screen.findByText("Enter the product's name")).toBeInTheDocument();
    expect(field("Name")).toHaveFocus();
    expect(patchCalls(fetch)).toEqual([]);
  });

  it("says when there is no such tool, with a way back to the products", async () => {
    mockApi({ "/api/tools/999": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });
    renderPage("999");

    expect(await screen.findByRole("heading", { name: "We couldn't find that tool" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Products" })).toHaveAttribute("href", "/dashboard/products");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(document.title).toBe("Tool not found | Brush & Canvas");
  });
});
