import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { notify } from "@/lib/toast";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { EditPaintingPage } from "./edit-painting";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const MEDIA = [
  { code: "oil", name: "Oil" },
  { code: "acrylic", name: "Acrylic" },
];

const future = new Date(Date.now() + 10 * 60_000).toISOString();

const PAINTING = {
  _id: 3,
  title: "Lavender Field",
  artist: "Claire Dubois",
  description: "Rows of lavender.",
  price: 850.0,
  medium: "oil",
  mediumName: "Oil",
  widthCm: 60.0,
  heightCm: 45.5,
  framed: true,
  year: 2021,
  img: "/media/demo/paintings/lavender-field.svg",
  imgSrcset: null,
  images: [
    { img: "/media/demo/paintings/lavender-detail-1.jpg", imgSrcset: null },
    { img: "/media/demo/paintings/lavender-detail-2.jpg", imgSrcset: null },
  ],
  state: "reserved",
  reservedUntil: future,
  createdAt: "2026-11-24T10:00:00Z",
};

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

/** The painting's URL answers GET with the painting (as the last PATCH left it) and PATCH with `onPatch`. */
function mockPainting(onPatch: Handler, painting: Record<string, unknown> = PAINTING) {
  let current = painting;
  return mockApi({
    "/api/paintings/media": MEDIA,
    "/api/paintings/3": async (_url: URL, init?: RequestInit) => {
      if (init?.method !== "PATCH") return jsonResponse(current);
      const answer = await onPatch(JSON.parse(String(init.body)));
      if (answer.ok) current = await answer.clone().json();
      return answer;
    },
    "/api/images": (_url: URL, init?: RequestInit) => {
      const file = (init?.body as FormData).get("image") as File;
      return jsonResponse({ data: { display_url: `http://shop.test/media/paintings/${file.name}` } }, 201);
    },
  });
}

/** What PATCH answers: the painting with the changes (the more views as objects, as the API sends them). */
function patched(body: Record<string, unknown>) {
  const images = Array.isArray(body.images)
    ? { images: (body.images as string[]).map((img) => ({ img, imgSrcset: null })) }
    : {};
  return jsonResponse({ ...PAINTING, ...body, ...images });
}

const patchCalls = (fetch: jest.MockedFunction<typeof globalThis.fetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));

function renderPage(id = "3") {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/editpainting/:id" element={<EditPaintingPage />} />
    </Routes>,
    { route: `/dashboard/editpainting/${id}`, auth: signedInAs("root@example.com", undefined, { role: "admin" }) },
  );
}

const field = (name: string) => screen.getByLabelText(name);
const saveButton = () => screen.getByRole("button", { name: /^(Save changes|Saving…)$/ });
const moreImages = () => screen.getByRole("list", { name: "More images, in order" });

describe("EditPaintingPage", () => {
  it("fills the form with the saved painting and shows its state, read only", async () => {
    mockPainting(patched);
    renderPage();

    expect(await screen.findByDisplayValue("Lavender Field")).toBe(field("Title"));
    expect(screen.getByRole("heading", { level: 1, name: "Edit painting" })).toBeInTheDocument();
    expect(document.title).toBe("Edit painting | Brush & Canvas");
    expect(field("Artist")).toHaveValue("Claire Dubois");
    expect(field("Description")).toHaveValue("Rows of lavender.");
    expect(field("Price")).toHaveValue(850);
    await waitFor(() => expect(field("Medium")).toHaveDisplayValue("Oil"));
    expect(field("Width (cm)")).toHaveValue(60);
    expect(field("Height (cm)")).toHaveValue(45.5);
    expect(field("Framed")).toBeChecked();
    expect(field("Year")).toHaveValue("2021");
    expect(screen.getByRole("img", { name: "The current image" })).toHaveAttribute("src", PAINTING.img);
    expect(
      within(moreImages())
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["/media/demo/paintings/lavender-detail-1.jpg", "/media/demo/paintings/lavender-detail-2.jpg"]);

    const state = screen.getByRole("region", { name: "State" });
    expect(state).toHaveTextContent("Reserved");
    expect(state).toHaveTextContent(/until /);
    expect(state).toHaveTextContent("The state comes from orders");
    expect(within(state).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(state).queryByRole("button")).not.toBeInTheDocument();
  });

  it("sends only what changed, in the API's names, and says the changes are saved", async () => {
    const fetch = mockPainting(patched);
    renderPage();
    await screen.findByDisplayValue("Lavender Field");

    await userEvent.clear(field("Title"));
    await userEvent.type(field("Title"), "Lavender Field at Dusk");
    await userEvent.click(field("Framed"));
    await userEvent.clear(field("Year"));
    await userEvent.click(within(moreImages()).getByRole("button", { name: "Remove image 1" }));
    await userEvent.upload(
      field("More images") as HTMLInputElement,
      new File([new Uint8Array(64)], "detail-3.png", { type: "image/png" }),
    );
    await userEvent.click(saveButton());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Changes saved"));
    expect(patchCalls(fetch)).toEqual([
      {
        title: "Lavender Field at Dusk",
        framed: false,
        year: null,
        images: ["/media/demo/paintings/lavender-detail-2.jpg", "http://shop.test/media/paintings/detail-3.png"],
      },
    ]);
    // The page stays, with what is saved now.
    expect(field("Title")).toHaveValue("Lavender Field at Dusk");
    expect(field("Framed")).not.toBeChecked();
    expect(
      within(moreImages())
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["/media/demo/paintings/lavender-detail-2.jpg", "http://shop.test/media/paintings/detail-3.png"]);
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await userEvent.click(saveButton());
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith("There are no changes to save."));
    expect(patchCalls(fetch)).toHaveLength(1);
  });

  it("sends a new size and medium as numbers and a code", async () => {
    const fetch = mockPainting(patched);
    renderPage();
    await screen.findByDisplayValue("Lavender Field");
    await screen.findByRole("option", { name: "Acrylic" });

    await userEvent.selectOptions(field("Medium"), "Acrylic");
    await userEvent.clear(field("Width (cm)"));
    await userEvent.type(field("Width (cm)"), "62.5");
    await userEvent.click(saveButton());

    await waitFor(() => expect(patchCalls(fetch)).toEqual([{ medium: "acrylic", widthCm: 62.5 }]));
  });

  it("shows the server's field errors under the fields", async () => {
    mockPainting(() =>
      jsonResponse(
        {
          detail: "Invalid.",
          code: "invalid",
          fields: { year: ["Ensure this value is greater than or equal to 1000."] },
        },
        400,
      ),
    );
    renderPage();
    await screen.findByDisplayValue("Lavender Field");

    await userEvent.clear(field("Year"));
    await userEvent.type(field("Year"), "1999");
    await userEvent.click(saveButton());

    expect(await screen.findByText("Ensure this value is greater than or equal to 1000.")).toBeInTheDocument();
    expect(field("Year")).toHaveFocus();
    expect(notify.error).toHaveBeenCalledWith(
      "The changes were not saved. Year: Ensure this value is greater than or equal to 1000.",
    );
  });

  it("shows a sold painting as sold", async () => {
    mockPainting(patched, { ...PAINTING, state: "sold", reservedUntil: null });
    renderPage();

    const state = await screen.findByRole("region", { name: "State" });
    expect(state).toHaveTextContent("Sold");
    expect(state).not.toHaveTextContent("until");
  });

  it("says when there is no such painting, with a way back to the products", async () => {
    mockApi({
      "/api/paintings/media": MEDIA,
      "/api/paintings/404": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404),
    });
    renderPage("404");

    expect(await screen.findByRole("heading", { name: "We couldn't find that painting" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Products" })).toHaveAttribute("href", "/dashboard/products");
    expect(screen.queryByRole("region", { name: "State" })).not.toBeInTheDocument();
    expect(document.title).toBe("Painting not found | Brush & Canvas");
  });
});
