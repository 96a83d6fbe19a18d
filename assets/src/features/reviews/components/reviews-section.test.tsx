import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, mockApi, paginated, renderWithProviders } from "@/testing/test-utils";
import { ReviewsSection } from "./reviews-section";

describe("ReviewsSection", () => {
  it("lists the latest reviews in a one-then-three column grid", async () => {
    const fetch = mockApi({
      "/api/review?limit=6": paginated([
        { _id: 2, name: "Zoe", review: "Fast delivery." },
        { _id: 1, name: "Yusuf", review: "Brushes keep their shape." },
      ]),
    });

    renderWithProviders(<ReviewsSection />);

    expect(screen.getByRole("heading", { name: "What our customers say" })).toBeInTheDocument();
    const list = await screen.findByRole("list");
    expect(list).toHaveClass("grid-cols-1", "md:grid-cols-3");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Brushes keep their shape.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says so when there are no reviews", async () => {
    mockApi({ "/api/review?limit=6": paginated([]) });

    renderWithProviders(<ReviewsSection />);

    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();
  });

  it("shows the error and asks again on 'Try again'", async () => {
    let calls = 0;
    mockApi({
      "/api/review": () =>
        ++calls === 1
          ? jsonResponse({ detail: "Reviews are resting.", code: "unavailable" }, 503)
          : jsonResponse(paginated([{ _id: 7, name: "Ines", review: "Back again." }])),
    });

    renderWithProviders(<ReviewsSection />);

    expect(await screen.findByRole("alert")).toHaveTextContent("Reviews are resting.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Back again.")).toBeInTheDocument();
  });
});
