import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import { sizeClasses } from "@/testing/class-names";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { ReviewModerationPage } from "./review-moderation";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

type Item = { _id: number; name: string; review: string; hidden: boolean; author: string | null; createdAt: string };

const item = (overrides: Partial<Item> & { _id: number }): Item => ({
  name: `Reviewer ${overrides._id}`,
  review: `Review ${overrides._id}`,
  hidden: false,
  author: `r${overrides._id}@example.com`,
  createdAt: "2025-05-01T10:00:00Z",
  ...overrides,
});

function envelope(all: Item[], url: URL) {
  const limit = Number(url.searchParams.get("limit"));
  const offset = Number(url.searchParams.get("offset"));
  const results = all.slice(offset, offset + limit);
  return jsonResponse({
    count: all.length,
    next: offset + limit < all.length ? "more" : null,
    previous: null,
    results,
  });
}

function renderPage() {
  return renderWithProviders(<ReviewModerationPage />, {
    route: "/dashboard/reviews",
    auth: signedInAs("root@example.com", undefined, { role: "admin" }),
  });
}

const row = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

describe("ReviewModerationPage", () => {
  afterEach(restoreMatchMedia);

  it("hides a review, says so and refreshes the list; then shows it again", async () => {
    const reviews = [
      item({ _id: 2, name: "Zoe", author: "zoe@example.com" }),
      item({ _id: 1, name: "Ines", hidden: true, author: null }),
    ];
    const fetch = mockApi({
      "/api/review/moderation": (url: URL) => envelope(reviews, url),
      "/api/review/2/hide": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        reviews[0] = { ...reviews[0], hidden: true };
        return jsonResponse(reviews[0]);
      },
      "/api/review/1/unhide": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        reviews[1] = { ...reviews[1], hidden: false };
        return jsonResponse(reviews[1]);
      },
    });
    renderPage();

    expect(await screen.findByRole("rowheader", { name: "Zoe" })).toBeInTheDocument();
    expect(within(row("Zoe")).getByText("zoe@example.com")).toBeInTheDocument();
    expect(within(row("Zoe")).getByText("Visible")).toBeInTheDocument();
    expect(within(row("Ines")).getByText("Hidden")).toBeInTheDocument();
    expect(sizeClasses(within(row("Zoe")).getByRole("button", { name: "Hide" }))).toEqual([
      "px-4",
      "py-1.5",
      "text-sm",
    ]);
    expect(sizeClasses(within(row("Ines")).getByRole("button", { name: "Show" }))).toEqual([
      "px-4",
      "py-1.5",
      "text-sm",
    ]);
    expect(fetch).toHaveBeenCalledWith("/api/review/moderation?limit=20&offset=0", expect.anything());

    await userEvent.click(within(row("Zoe")).getByRole("button", { name: "Hide" }));
    const dialog = screen.getByRole("dialog", { name: "Hide this review?" });
    expect(dialog).toHaveTextContent("The review by Zoe will no longer show on the shop.");
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/hide"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Review hidden"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(within(row("Zoe")).getByRole("button", { name: "Show" })).toBeInTheDocument());

    // Showing a review again is not asked.
    await userEvent.click(within(row("Ines")).getByRole("button", { name: "Show" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Review shown"));
    await waitFor(() => expect(within(row("Ines")).getByRole("button", { name: "Hide" })).toBeInTheDocument());
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/review/moderation"))).toHaveLength(3);
  });

  it("pages through 20 at a time with Load more", async () => {
    const reviews = Array.from({ length: 25 }, (_, index) => item({ _id: 25 - index }));
    mockApi({ "/api/review/moderation": (url: URL) => envelope(reviews, url) });
    renderPage();

    expect(await screen.findByRole("rowheader", { name: "Reviewer 25" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^(Hide|Show)$/ })).toHaveLength(20);

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));

    expect(await screen.findByRole("rowheader", { name: "Reviewer 1" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^(Hide|Show)$/ })).toHaveLength(25);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a change fails", async () => {
    mockApi({
      "/api/review/moderation": (url: URL) => envelope([item({ _id: 3 })], url),
      "/api/review/3/hide": () => jsonResponse({ detail: "Admins only.", code: "permission_denied" }, 403),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Hide" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Hide" }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Admins only."));
  });

  it("keeps the review when the confirmation is cancelled", async () => {
    const fetch = mockApi({ "/api/review/moderation": (url: URL) => envelope([item({ _id: 3 })], url) });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Hide" }));
    await userEvent.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide" })).toHaveFocus();
    expect(fetch.mock.calls.every(([url]) => String(url).startsWith("/api/review/moderation"))).toBe(true);
  });

  it("shows a card per review on a phone, with its state and action", async () => {
    mockMatchMedia(phone);
    mockApi({
      "/api/review/moderation": (url: URL) =>
        envelope(
          [item({ _id: 2, name: "Zoe", author: "zoe@example.com" }), item({ _id: 1, name: "Ines", hidden: true })],
          url,
        ),
    });
    renderPage();

    const zoe = within(await screen.findByRole("article", { name: "Zoe" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(zoe.getByText("Visible")).toBeInTheDocument();
    expect(zoe.getByText(/zoe@example\.com/)).toBeInTheDocument();
    expect(zoe.getByRole("button", { name: "Hide" })).toBeInTheDocument();
    const ines = within(screen.getByRole("article", { name: "Ines" }));
    expect(ines.getByText("Hidden")).toBeInTheDocument();
    expect(ines.getByRole("button", { name: "Show" })).toBeInTheDocument();
  });

  it("renders review text literally", async () => {
    const xss = "<img src=x onerror=alert(1)>";
    mockApi({ "/api/review/moderation": (url: URL) => envelope([item({ _id: 4, name: xss, review: xss })], url) });
    const { container } = renderPage();

    expect(await screen.findByRole("rowheader", { name: xss })).toBeInTheDocument();
    expect(screen.getAllByText(xss)).toHaveLength(2);
    expect(container.querySelector("img")).toBeNull();
  });

  it("folds a review of 10,000 characters with Show all, its Hide button in reach", async () => {
    const long = `${"A long story about brushes. ".repeat(357)}The end.`;
    mockApi({
      "/api/review/moderation": (url: URL) =>
        envelope([item({ _id: 5, name: "Verbose", review: long }), item({ _id: 6 })], url),
    });
    renderPage();

    const row = (await screen.findByRole("rowheader", { name: "Verbose" })).closest("tr") as HTMLElement;
    expect(within(row).queryByText(/The end\./)).not.toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Hide" })).toBeInTheDocument();
    // Only the long review has the button; it says which review it unfolds.
    expect(screen.getAllByRole("button", { name: "Show all" })).toHaveLength(1);
    expect(within(row).getByRole("button", { name: "Show all" })).toHaveAccessibleDescription("Verbose");

    await userEvent.click(within(row).getByRole("button", { name: "Show all" }));

    expect(within(row).getByText(/The end\./)).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Show less" })).toBeInTheDocument();
  });
});
