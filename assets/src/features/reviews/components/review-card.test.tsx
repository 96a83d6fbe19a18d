import { render, screen } from "@testing-library/react";
import { ReviewCard } from "./review-card";

describe("ReviewCard", () => {
  it("shows the avatar initial, the name and the review", () => {
    render(<ReviewCard review={{ _id: 3, name: "  maría lópez", review: "The palette knife is perfect." }} />);

    expect(screen.getByTestId("review-avatar")).toHaveTextContent(/^M$/);
    expect(screen.getByText("maría lópez")).toBeInTheDocument();
    expect(screen.getByText("The palette knife is perfect.")).toBeInTheDocument();
  });

  it("shows ? in the avatar of a nameless review", () => {
    render(<ReviewCard review={{ _id: 4, name: "", review: "Great." }} />);

    expect(screen.getByTestId("review-avatar")).toHaveTextContent("?");
  });
});
