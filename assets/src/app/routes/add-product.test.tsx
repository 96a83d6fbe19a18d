import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { notify } from "@/lib/toast";
import { withCategoryLists } from "@/testing/categories";
import { createTestQueryClient, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AddProductPage } from "./add-product";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const IMAGE_URL = "http://shop.test/media/tools/palette.png";

function renderPage(queryClient = createTestQueryClient()) {
  // The category and brand lists are there already: the tests below count the API's calls.
  withCategoryLists(queryClient);
  renderWithProviders(<AddProductPage />, {
    route: "/dashboard/addproduct",
    auth: signedInAs("root@example.com", undefined, { role: "admin" }),
    queryClient,
  });
  return queryClient;
}

const field = (name: string) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole("button", { name: /^Add(ing)? (the )?product/ });

function image(name = "palette.png", size = 2048, type = "image/png") {
  return new File([new Uint8Array(size)], name, { type });
}

async function fillForm({ minimum = "5", available = "80", file = image() as File | null } = {}) {
  await userEvent.type(field("Name"), "Glass palette");
  await userEvent.type(field("Price"), "24.50");
  await userEvent.type(field("Available quantity"), available);
  await userEvent.type(field("Minimum order quantity"), minimum);
  await userEvent.type(field("Description"), "Tempered glass, easy to clean.");
  if (file) await userEvent.upload(field("Image") as HTMLInputElement, file);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("AddProductPage", () => {
  it("uploads the image, then creates the tool with its URL, and cheers only once the server has accepted it", async () => {
    const created = deferred<Response>();
    const fetch = mockApi({
      "/api/images": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        return jsonResponse({ data: { display_url: IMAGE_URL } }, 201);
      },
      "/api/tools": () => created.promise,
    });
    const queryClient = createTestQueryClient();
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ["tools", "latest", 6], meta: PUBLIC_QUERY })
      .setData([]);
    renderPage(queryClient);

    await fillForm();
    await userEvent.click(submitButton());

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [[uploadUrl, upload], [createUrl, create]] = fetch.mock.calls;
    expect(uploadUrl).toBe("/api/images");
    const sent = upload?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get("image") as File).name).toBe("palette.png");
    expect((upload?.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect(createUrl).toBe("/api/tools");
    expect(create?.method).toBe("POST");
    expect(JSON.parse(String(create?.body))).toEqual({
      name: "Glass palette",
      description: "Tempered glass, easy to clean.",
      price: 24.5,
      availableQuantity: 80,
      minimumOrderQuantity: 5,
      img: IMAGE_URL,
      category: null,
      brand: null,
    });
    // Still waiting for the server: no cheering yet, and the button cannot be pressed again.
    expect(notify.success).not.toHaveBeenCalled();
    expect(submitButton()).toBeDisabled();

    created.resolve(
      jsonResponse(
        {
          _id: 40,
          name: "Glass palette",
          description: "Tempered glass, easy to clean.",
          img: IMAGE_URL,
          price: 24.5,
          minimumOrderQuantity: 5,
          availableQuantity: 80,
        },
        201,
      ),
    );

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("You have successfully added a product"));
    expect(notify.error).not.toHaveBeenCalled();
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    expect(field("Price")).toHaveValue(null);
    expect(field("Description")).toHaveValue("");
    expect((field("Image") as HTMLInputElement).files).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
    expect(queryClient.getQueryState(["tools", "latest", 6])?.isInvalidated).toBe(true);
    // What was made is named above the emptied form, with the way to it.
    const added = screen.getByText("Added “Glass palette”.").parentElement as HTMLElement;
    expect(added).toHaveFocus();
    expect(within(added).getByRole("link", { name: "See its page" })).toHaveAttribute("href", "/purchase/40");
    expect(within(added).getByRole("link", { name: "Edit it" })).toHaveAttribute("href", "/dashboard/editproduct/40");
  });

  it("files the tool under the chosen category and brand, sending their ids", async () => {
    const fetch = mockApi({
      "/api/images": () => jsonResponse({ data: { display_url: IMAGE_URL } }, 201),
      "/api/tools": (_url: URL, init?: RequestInit) =>
        jsonResponse({ _id: 41, ...JSON.parse(String(init?.body)) }, 201),
    });
    renderPage();

    const category = screen.getByRole("combobox", { name: "Category" });
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No category", "Painting", "Painting > Brushes", "Painting > Brushes > Round brushes", "Drawing"]);
    expect(category).toHaveDisplayValue("No category");
    expect(screen.getByRole("combobox", { name: "Brand" })).toHaveDisplayValue("No brand");
    await fillForm();
    await userEvent.selectOptions(category, screen.getByRole("option", { name: "Painting > Brushes" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Brand" }), "Da Vinci");
    await userEvent.click(submitButton());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("You have successfully added a product"));
    const create = fetch.mock.calls.find(([url, init]) => url === "/api/tools" && init?.method === "POST");
    expect(JSON.parse(String(create?.[1]?.body))).toMatchObject({ category: 2, brand: 7 });
    // The emptied form files the next tool under nothing again.
    await waitFor(() => expect(category).toHaveDisplayValue("No category"));
  });

  it("shows a refused category under its field", async () => {
    mockApi({
      "/api/images": () => jsonResponse({ data: { display_url: IMAGE_URL } }, 201),
      "/api/tools": () =>
        jsonResponse(
          {
            detail: "Please correct the highlighted fields.",
            code: "invalid",
            fields: { category: ["No such category."] },
          },
          400,
        ),
    });
    renderPage();

    await fillForm();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Drawing");
    await userEvent.click(submitButton());

    expect(await screen.findByText("No such category.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveAccessibleDescription("No such category.");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveFocus();
    expect(notify.error).toHaveBeenCalledWith("The product was not added. Category: No such category.");
  });

  it("shows the server's field errors under the fields and names the problem in an error toast", async () => {
    const fetch = mockApi({
      "/api/images": () => jsonResponse({ data: { display_url: IMAGE_URL } }, 201),
      "/api/tools": () =>
        jsonResponse(
          {
            detail: "Please correct the highlighted fields.",
            code: "invalid",
            fields: { minimumOrderQuantity: ["The minimum order quantity cannot exceed the available quantity."] },
          },
          400,
        ),
    });
    renderPage();

    await fillForm();
    await userEvent.click(submitButton());

    expect(await screen.findByText("The minimum order quantity cannot exceed the available quantity.")).toHaveClass(
      "text-red-700",
    );
    expect(field("Minimum order quantity")).toHaveAttribute("aria-invalid", "true");
    expect(field("Minimum order quantity")).toHaveFocus();
    expect(notify.error).toHaveBeenCalledWith(
      "The product was not added. Minimum order quantity: The minimum order quantity cannot exceed the available quantity.",
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(field("Name")).toHaveValue("Glass palette");

    // Trying again does not upload the same image twice.
    await userEvent.clear(field("Minimum order quantity"));
    await userEvent.type(field("Minimum order quantity"), "4");
    await userEvent.click(submitButton());
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === "/api/tools")).toHaveLength(2));
    expect(fetch.mock.calls.filter(([url]) => url === "/api/images")).toHaveLength(1);
  });

  it("shows a refused image under the image field", async () => {
    const fetch = mockApi({
      "/api/images": () =>
        jsonResponse(
          {
            detail: "Please correct the highlighted fields.",
            code: "invalid",
            fields: { image: ["Upload a valid image."] },
          },
          400,
        ),
    });
    renderPage();

    await fillForm();
    await userEvent.click(submitButton());

    expect(await screen.findByText("Upload a valid image.")).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith("The product was not added. Image: Upload a valid image.");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("toasts the server's detail when no field is to blame", async () => {
    mockApi({
      "/api/images": () => jsonResponse({ data: { display_url: IMAGE_URL } }, 201),
      "/api/tools": () => jsonResponse({ detail: "Admins only.", code: "permission_denied" }, 403),
    });
    renderPage();

    await fillForm();
    await userEvent.click(submitButton());

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("The product was not added. Admins only."));
    expect(screen.getByRole("alert")).toHaveTextContent("Admins only.");
  });

  it("checks the fields before sending anything", async () => {
    const fetch = mockApi({});
    renderPage();

    await userEvent.click(submitButton());

    expect(await screen.findByText("Enter the product's name")).toBeInTheDocument();
    expect(screen.getByText("Enter the price")).toBeInTheDocument();
    expect(screen.getByText("Enter the available quantity")).toBeInTheDocument();
    expect(screen.getByText("Enter the minimum order quantity")).toBeInTheDocument();
    expect(screen.getByText("Enter a description")).toBeInTheDocument();
    expect(screen.getByText("Choose an image of the product")).toBeInTheDocument();
    expect(field("Name")).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("wants a price above 0, whole quantities, a minimum within the stock and an image up to 5 MB", async () => {
    const fetch = mockApi({});
    renderPage();

    await fillForm({ minimum: "9", available: "8", file: image("huge.png", 5 * 1024 * 1024 + 1) });
    await userEvent.clear(field("Price"));
    await userEvent.type(field("Price"), "0");
    await userEvent.click(submitButton());

    expect(await screen.findByText("The price must be more than 0")).toBeInTheDocument();
    expect(screen.getByText("The minimum order can't be more than the available quantity")).toBeInTheDocument();
    expect(screen.getByText("The image must be 5 MB or smaller")).toBeInTheDocument();

    await userEvent.clear(field("Available quantity"));
    await userEvent.type(field("Available quantity"), "2.5");
    await userEvent.click(submitButton());

    expect(await screen.findByText("The available quantity must be a whole number, 0 or more")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("asks for an image file", async () => {
    renderPage();

    expect(field("Image")).toHaveAttribute("type", "file");
    expect(field("Image")).toHaveAttribute("accept", "image/*");
    expect(screen.getByRole("heading", { level: 1, name: "Add Product" })).toBeInTheDocument();
  });
});
