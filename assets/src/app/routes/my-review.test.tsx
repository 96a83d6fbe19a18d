import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import {
  createTestQueryClient,
  jsonResponse,
  mockApi,
  paginated,
  renderWithProviders,
  signedInAs,
} from "@/testing/test-utils";
import { MyReviewPage } from "./my-review";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const XSS = "<img src=x onerror=alert(1)>";

type Handlers = Parameters<typeof mockApi>[0];

function setUp(overrides: Handlers = {}) {
  return mockApi({
    "/api/review?limit=6": paginated([{ _id: 5, name: "Zoe", review: "Fast delivery." }]),
    "/api/review/mine": [],
    ...overrides,
  });
}

function renderPage() {
  const queryClient = createTestQueryClient();
  renderWithProviders(<MyReviewPage />, {
    route: "/dashboard/review",
    auth: signedInAs("ana@example.com", undefined, { name: "Ana Silva" }),
    queryClient,
  });
  return queryClient;
}

const nameInput = () => screen.getByLabelText("Name") as HTMLInputElement;
const reviewInput = () => screen.getByLabelText("Review", { selector: "textarea" }) as HTMLTextAreaElement;
const submit = () => screen.getByRole("button", { name: "Add a Review" });

describe("MyReviewPage", () => {
  it("shows the form with the user's name, their reviews and the public grid", async () => {
    setUp({ "/api/review/mine": [{ _id: 9, name: "Ana", review: "Mine.", hidden: true }] });

    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Add Your Valuable Review" })).toBeInTheDocument();
    expect(nameInput()).toHaveValue("Ana Silva");
    expect(reviewInput()).toHaveValue("");
    expect(await screen.findByText("Mine.")).toBeInTheDocument();
    expect(screen.getByText("Hidden by an admin")).toBeInTheDocument();
    expect(await screen.findByText("Fast delivery.")).toBeInTheDocument();
    expect(screen.getByText("Fast delivery.").closest("ul")).toHaveClass("grid-cols-1", "md:grid-cols-3");
  });

  it("requires a name and a review, whitespace counting as empty", async () => {
    const fetch = setUp();
    renderPage();

    await userEvent.clear(nameInput());
    await userEvent.click(submit());
    expect(await screen.findByText("name is required")).toHaveClass("text-red-700");
    expect(screen.getByText("Review is required")).toHaveClass("text-red-700");

    await userEvent.type(nameInput(), "   ");
    await userEvent.type(reviewInput(), "  \n ");
    await userEvent.click(submit());
    expect(await screen.findByText("name is required")).toBeInTheDocument();
    expect(screen.getByText("Review is required")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("limits the name to 100 characters and the review to 2,000", async () => {
    const fetch = setUp();
    renderPage();

    await userEvent.clear(nameInput());
    await userEvent.click(nameInput());
    await userEvent.paste("n".repeat(101));
    await userEvent.click(reviewInput());
    await userEvent.paste("r".repeat(2001));
    await userEvent.click(submit());

    expect(await screen.findByText("Your name can be at most 100 characters")).toBeInTheDocument();
    expect(screen.getByText("Your review can be at most 2,000 characters")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("posts {name, review}, cheers at the bottom right, clears the form and refreshes the lists", async () => {
    let posted = false;
    const fetch = setUp({
      "/api/review?limit=6": () =>
        jsonResponse(paginated(posted ? [{ _id: 6, name: "Ana S.", review: "Lovely brushes." }] : [])),
      "/api/review/mine": () =>
        jsonResponse(posted ? [{ _id: 6, name: "Ana S.", review: "Lovely brushes.", hidden: false }] : []),
      "/api/review": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        posted = true;
        return jsonResponse({ _id: 6, name: "Ana S.", review: "Lovely brushes." }, 201);
      },
    });
    renderPage();
    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();

    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), "Ana S.");
    await userEvent.type(reviewInput(), "Lovely brushes.");
    await userEvent.click(submit());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Your review added", { position: "bottom-right" }));
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: "Ana S.", review: "Lovely brushes." });
    expect(nameInput()).toHaveValue("Ana Silva");
    expect(reviewInput()).toHaveValue("");
    // Both the user's list and the public grid show the new review.
    await waitFor(() => expect(screen.getAllByText("Lovely brushes.")).toHaveLength(2));
  });

  it("puts the server's field errors under the fields and keeps what was typed", async () => {
    setUp({
      "/api/review": () =>
        jsonResponse(
          {
            detail: "Check the review.",
            code: "invalid",
            fields: { name: ["Ensure this field has no more than 100 characters."] },
          },
          400,
        ),
    });
    renderPage();

    await userEvent.type(reviewInput(), "Good paper.");
    await userEvent.click(submit());

    expect(await screen.findByText("Ensure this field has no more than 100 characters.")).toHaveClass("text-red-700");
    expect(nameInput()).toHaveAttribute("aria-invalid", "true");
    expect(notify.error).toHaveBeenCalledWith("Check the review.");
    expect(reviewInput()).toHaveValue("Good paper.");
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows the 429 detail and keeps the text", async () => {
    const detail = "You are posting reviews too fast. Please try again in 42 seconds.";
    setUp({ "/api/review": () => jsonResponse({ detail, code: "throttled" }, 429) });
    renderPage();

    await userEvent.type(reviewInput(), "Again!");
    await userEvent.click(submit());

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(detail));
    expect(reviewInput()).toHaveValue("Again!");
    expect(nameInput()).toHaveValue("Ana Silva");
    expect(submit()).toBeEnabled();
  });

  it("asks before deleting one of the user's reviews, then deletes it", async () => {
    let deleted = false;
    const fetch = setUp({
      "/api/review/mine": () => jsonResponse(deleted ? [] : [{ _id: 9, name: "Ana", review: "Mine.", hidden: false }]),
      "/api/review/9": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("DELETE");
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this review?" });
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete review" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Review deleted"));
    expect(await screen.findByText("You haven't written a review yet.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the review when the user changes their mind", async () => {
    const fetch = setUp({ "/api/review/mine": [{ _id: 9, name: "Ana", review: "Mine.", hidden: false }] });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Keep review" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("renders review text literally, never as HTML", async () => {
    setUp({
      "/api/review?limit=6": paginated([{ _id: 1, name: XSS, review: XSS }]),
      "/api/review/mine": [{ _id: 1, name: XSS, review: XSS, hidden: false }],
    });
    const { container } = renderWithProviders(<MyReviewPage />, { auth: signedInAs("ana@example.com") });

    await waitFor(() => expect(screen.getAllByText(XSS)).toHaveLength(4));
    expect(container.querySelector("img")).toBeNull();
  });
});
