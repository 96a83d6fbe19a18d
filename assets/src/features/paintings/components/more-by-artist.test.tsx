import { act, screen, waitFor, within } from "@testing-library/react";
import { aPainting } from "@/testing/paintings";
import { jsonResponse, mockApi, paginated, renderWithProviders } from "@/testing/test-utils";
import { MoreByArtist } from "./more-by-artist";

describe("MoreByArtist", () => {
  it("shows the artist's other works when the painting is not among the newest, without a link for four or fewer", async () => {
    mockApi({ "/api/paintings": paginated([aPainting(9), aPainting(8)]) });

    renderWithProviders(<MoreByArtist painting={{ _id: 3, artist: "Claire Dubois" }} />);

    const section = within(await screen.findByRole("region", { name: "More by Claire Dubois" }));
    expect(section.getAllByRole("link").map((link) => link.textContent)).toEqual(["Painting 9", "Painting 8"]);
  });

  it("says nothing when the works cannot be had", async () => {
    const fetch = mockApi({
      "/api/paintings": () => jsonResponse({ detail: "The shop is down.", code: "error" }, 503),
    });

    const { container } = renderWithProviders(<MoreByArtist painting={{ _id: 3, artist: "Claire Dubois" }} />);

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // Let the failed answer reach the component (the client reads the error's JSON first).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });
});
