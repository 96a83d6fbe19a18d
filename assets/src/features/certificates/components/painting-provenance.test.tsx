import { screen, waitFor } from "@testing-library/react";
import { mockApi, renderWithProviders } from "@/testing/test-utils";
import { PaintingProvenance } from "./painting-provenance";

describe("PaintingProvenance", () => {
  it("lists the painting's certificates under a Provenance heading", async () => {
    mockApi({
      "/api/paintings/3/provenance": [
        { text: "Sold by Brush & Canvas in 2026, certificate BC-2026-0007", number: "BC-2026-0007", year: 2026 },
      ],
    });

    renderWithProviders(<PaintingProvenance paintingId={3} />);

    const heading = await screen.findByRole("heading", { name: "Provenance" });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Provenance" })).toHaveTextContent(
      "Sold by Brush & Canvas in 2026, certificate BC-2026-0007",
    );
  });

  it("shows nothing when there is none", async () => {
    const fetch = mockApi({ "/api/paintings/4/provenance": [] });

    const { container } = renderWithProviders(<PaintingProvenance paintingId={4} />);

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole("heading", { name: "Provenance" })).not.toBeInTheDocument();
  });
});
