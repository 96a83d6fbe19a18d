import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AddPaintingPage } from "./add-painting";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const MEDIA = [
  { code: "oil", name: "Oil" },
  { code: "acrylic", name: "Acrylic" },
  { code: "watercolour", name: "Watercolour" },
];

function image(name: string, size = 2048, type = "image/png") {
  return new File([new Uint8Array(size)], name, { type });
}

/** Each upload answers a URL named after its file. */
function uploadAnswer(_url: URL, init?: RequestInit) {
  const file = (init?.body as FormData).get("image") as File;
  return jsonResponse({ data: { display_url: `http://shop.test/media/paintings/${file.name}` } }, 201);
}

beforeEach(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

function renderPage() {
  return renderWithProviders(<AddPaintingPage />, {
    route: "/dashboard/addpainting",
    auth: signedInAs("root@example.com", undefined, { role: "admin" }),
  });
}

const field = (name: string) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole("button", { name: /^(Add painting|Saving…)$/ });

async function fillForm() {
  await userEvent.type(field("Title"), "Lavender Field");
  await userEvent.type(field("Artist"), "Claire Dubois");
  await userEvent.type(field("Description"), "Rows of lavender at dusk.");
  await userEvent.type(field("Price"), "850");
  await screen.findByRole("option", { name: "Oil" });
  await userEvent.selectOptions(field("Medium"), "Oil");
  await userEvent.type(field("Width (cm)"), "60");
  await userEvent.type(field("Height (cm)"), "45.5");
  await userEvent.click(field("Framed"));
  await userEvent.type(field("Year"), "2021");
  await userEvent.upload(field("Image") as HTMLInputElement, image("lavender.png"));
}

const postCalls = (fetch: jest.MockedFunction<typeof globalThis.fetch>, path: string) =>
  fetch.mock.calls.filter(([url, init]) => url === path && init?.method === "POST");

describe("AddPaintingPage", () => {
  it("asks for every field it needs, under each field, before sending anything", async () => {
    const fetch = mockApi({ "/api/paintings/media": MEDIA });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Add Painting" })).toBeInTheDocument();
    expect(document.title).toBe("Add Painting | Brush & Canvas");

    await userEvent.click(submitButton());

    expect(await screen.findByText("Enter the painting's title")).toBeInTheDocument();
    expect(field("Title")).toHaveFocus();
    expect(field("Title")).toHaveAccessibleDescription("Enter the painting's title");
    expect(field("Artist")).toHaveAccessibleDescription("Enter the artist's name");
    expect(field("Description")).toHaveAccessibleDescription("Enter a description");
    expect(field("Price")).toHaveAccessibleDescription("Enter the price");
    expect(field("Medium")).toHaveAccessibleDescription("Choose the medium");
    expect(field("Width (cm)")).toHaveAccessibleDescription("Enter the width in cm");
    expect(field("Height (cm)")).toHaveAccessibleDescription("Enter the height in cm");
    expect(screen.getByText("Choose an image of the painting")).toBeInTheDocument();
    // The year and the more images are optional.
    expect(field("Year")).not.toHaveAttribute("aria-invalid");
    expect(field("More images")).not.toHaveAttribute("aria-invalid");
    expect(postCalls(fetch, "/api/paintings")).toHaveLength(0);
    expect(postCalls(fetch, "/api/images")).toHaveLength(0);
  });

  it("wants sizes above 0 and up to 1000 cm, a 4-digit year not in the future and image files", async () => {
    const fetch = mockApi({ "/api/paintings/media": MEDIA });
    renderPage();
    await fillForm();
    await userEvent.clear(field("Width (cm)"));
    await userEvent.type(field("Width (cm)"), "0");
    await userEvent.clear(field("Height (cm)"));
    await userEvent.type(field("Height (cm)"), "1000.5");
    await userEvent.clear(field("Year"));
    await userEvent.type(field("Year"), String(new Date().getFullYear() + 1));
    // A file the browser's picker let through anyway ("All files").
    await userEvent
      .setup({ applyAccept: false })
      .upload(field("More images") as HTMLInputElement, image("notes.txt", 10, "text/plain"));
    await userEvent.click(submitButton());

    expect(await screen.findByText("The width must be more than 0")).toBeInTheDocument();
    expect(field("Width (cm)")).toHaveFocus();
    expect(screen.getByText("The height can be at most 1000 cm")).toBeInTheDocument();
    expect(screen.getByText("The year can't be in the future")).toBeInTheDocument();
    expect(screen.getByText("notes.txt: Choose an image file (JPEG, PNG, WebP…)")).toBeInTheDocument();

    await userEvent.clear(field("Year"));
    await userEvent.type(field("Year"), "21");
    await userEvent.click(submitButton());
    expect(await screen.findByText("Enter the year as 4 digits, like 2021")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("takes the focus to the first field with a problem, in the form's order", async () => {
    mockApi({ "/api/paintings/media": MEDIA });
    renderPage();
    await fillForm();
    await userEvent.selectOptions(field("Medium"), "Choose a medium");
    await userEvent.clear(field("Width (cm)"));
    await userEvent.click(submitButton());

    expect(await screen.findByText("Choose the medium")).toBeInTheDocument();
    expect(screen.getByText("Enter the width in cm")).toBeInTheDocument();
    expect(field("Medium")).toHaveFocus();
  });

  it("uploads the images in order, sends the painting as the API wants it, cheers and empties the form", async () => {
    const fetch = mockApi({
      "/api/paintings/media": MEDIA,
      "/api/images": uploadAnswer,
      "/api/paintings": (_url: URL, init?: RequestInit) =>
        jsonResponse({ _id: 12, ...JSON.parse(String(init?.body)) }, 201),
    });
    renderPage();
    await fillForm();
    expect(screen.getByRole("img", { name: "Preview of the chosen image" })).toHaveAttribute(
      "src",
      "blob:lavender.png",
    );

    await userEvent.upload(field("More images") as HTMLInputElement, [image("detail-1.png"), image("detail-2.png")]);
    await userEvent.upload(field("More images") as HTMLInputElement, image("detail-3.png"));
    const list = screen.getByRole("list", { name: "More images, in order" });
    expect(
      within(list)
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["blob:detail-1.png", "blob:detail-2.png", "blob:detail-3.png"]);
    await userEvent.click(within(list).getByRole("button", { name: "Remove image 2" }));
    expect(
      within(list)
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["blob:detail-1.png", "blob:detail-3.png"]);
    expect(field("More images")).toHaveFocus();

    await userEvent.click(submitButton());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("You have successfully added a painting"));
    expect(
      postCalls(fetch, "/api/images").map(([, init]) => ((init?.body as FormData).get("image") as File).name),
    ).toEqual(["lavender.png", "detail-1.png", "detail-3.png"]);
    const [[, create]] = postCalls(fetch, "/api/paintings");
    expect(JSON.parse(String(create?.body))).toEqual({
      title: "Lavender Field",
      artist: "Claire Dubois",
      description: "Rows of lavender at dusk.",
      price: 850,
      medium: "oil",
      widthCm: 60,
      heightCm: 45.5,
      framed: true,
      year: 2021,
      img: "http://shop.test/media/paintings/lavender.png",
      images: ["http://shop.test/media/paintings/detail-1.png", "http://shop.test/media/paintings/detail-3.png"],
    });
    expect(notify.error).not.toHaveBeenCalled();

    await waitFor(() => expect(field("Title")).toHaveValue(""));
    expect(field("Medium")).toHaveValue("");
    expect(field("Width (cm)")).toHaveValue(null);
    expect(field("Framed")).not.toBeChecked();
    expect(field("Year")).toHaveValue("");
    expect((field("Image") as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole("img", { name: "Preview of the chosen image" })).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "More images, in order" })).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent("Add painting");
    // What was made is named above the emptied form, with the way to it.
    const added = screen.getByText("Added “Lavender Field”.").parentElement as HTMLElement;
    expect(added).toHaveFocus();
    expect(within(added).getByRole("link", { name: "See it in the gallery" })).toHaveAttribute("href", "/paintings/12");
    expect(within(added).getByRole("link", { name: "Edit it" })).toHaveAttribute("href", "/dashboard/editpainting/12");
  });

  it("sends no year when none is given, and says it is saving while it does", async () => {
    let answer!: (response: Response) => void;
    const fetch = mockApi({
      "/api/paintings/media": MEDIA,
      "/api/images": uploadAnswer,
      "/api/paintings": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    await fillForm();
    await userEvent.clear(field("Year"));
    await userEvent.click(submitButton());

    await waitFor(() => expect(postCalls(fetch, "/api/paintings")).toHaveLength(1));
    expect(submitButton()).toHaveTextContent("Saving…");
    expect(submitButton()).toBeDisabled();
    const [[, create]] = postCalls(fetch, "/api/paintings");
    expect(JSON.parse(String(create?.body))).toMatchObject({ year: null, images: [] });
    answer(jsonResponse({ _id: 12 }, 201));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it("shows which image is uploading while it saves", async () => {
    let finishUpload!: () => void;
    mockApi({
      "/api/paintings/media": MEDIA,
      "/api/images": (url: URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => (finishUpload = () => resolve(uploadAnswer(url, init)))),
      "/api/paintings": () => jsonResponse({ _id: 12 }, 201),
    });
    renderPage();
    await fillForm();
    await userEvent.click(submitButton());

    expect(await screen.findByText("Uploading…")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Uploading the images…");
    expect(submitButton()).toHaveTextContent("Saving…");
    finishUpload();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("You have successfully added a painting"));
    expect(screen.queryByText("Uploading…")).not.toBeInTheDocument();
  });

  it("shows the server's field errors under the fields and names the first in a toast", async () => {
    mockApi({
      "/api/paintings/media": MEDIA,
      "/api/images": uploadAnswer,
      "/api/paintings": () =>
        jsonResponse(
          {
            detail: "Please correct the highlighted fields.",
            code: "invalid",
            fields: { heightCm: ["Ensure this value is less than or equal to 1000."], artist: ["Too long."] },
          },
          400,
        ),
    });
    renderPage();
    await fillForm();
    await userEvent.click(submitButton());

    expect(await screen.findByText("Ensure this value is less than or equal to 1000.")).toBeInTheDocument();
    expect(field("Height (cm)")).toHaveAttribute("aria-invalid", "true");
    expect(field("Height (cm)")).toHaveFocus();
    expect(field("Artist")).toHaveAccessibleDescription("Too long.");
    expect(notify.error).toHaveBeenCalledWith(
      "The painting was not added. Height (cm): Ensure this value is less than or equal to 1000.",
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(field("Title")).toHaveValue("Lavender Field");
  });

  it("shows a refused upload under the field of that image", async () => {
    const fetch = mockApi({
      "/api/paintings/media": MEDIA,
      "/api/images": (_url: URL, init?: RequestInit) => {
        const file = (init?.body as FormData).get("image") as File;
        if (file.name === "broken.png")
          return jsonResponse(
            { detail: "Invalid.", code: "invalid", fields: { image: ["The file is not an image we can read."] } },
            400,
          );
        return uploadAnswer(_url, init);
      },
    });
    renderPage();
    await fillForm();
    await userEvent.upload(field("More images") as HTMLInputElement, image("broken.png"));
    await userEvent.click(submitButton());

    expect(await screen.findByText("The file is not an image we can read.")).toBeInTheDocument();
    expect(field("More images")).toHaveAccessibleDescription(
      expect.stringContaining("The file is not an image we can read."),
    );
    expect(field("Image")).not.toHaveAttribute("aria-invalid");
    expect(notify.error).toHaveBeenCalledWith(
      "The painting was not added. More images: The file is not an image we can read.",
    );
    expect(postCalls(fetch, "/api/paintings")).toHaveLength(0);
  });

  it("offers the shop's media and explains the size of a framed painting", async () => {
    mockApi({ "/api/paintings/media": MEDIA });
    renderPage();

    await screen.findByRole("option", { name: "Oil" });
    expect(
      within(field("Medium"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a medium", "Oil", "Acrylic", "Watercolour"]);
    expect(field("Framed")).toHaveAccessibleDescription(
      "The size is the size as it hangs: with the frame when framed.",
    );
    expect(field("Image")).toBeRequired();
    expect(field("More images")).toHaveAttribute("multiple");
  });
});
