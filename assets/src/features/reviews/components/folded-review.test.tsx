import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FOLD_AFTER, FoldedReview } from "./folded-review";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("FoldedReview", () => {
  it("shows a short review whole, with no button", () => {
    const text = "Lovely brushes.\nThey hold their shape.";
    render(<FoldedReview text={text} />);

    expect(screen.getByText(/Lovely brushes\./)).toHaveTextContent("Lovely brushes. They hold their shape.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("folds a long review to its beginning, cut at a word's end, and unfolds it with Show all and Show less", async () => {
    const text = words(2000); // about 17,000 characters
    render(<FoldedReview text={text} />);

    const shown = screen.getByText(/^word0 word1/);
    const folded = shown.textContent ?? "";
    expect(folded.length).toBeLessThanOrEqual(FOLD_AFTER + 1);
    expect(folded.length).toBeGreaterThan(FOLD_AFTER * 0.8);
    expect(folded).toMatch(/ word\d+…$/);
    expect(text.startsWith(folded.slice(0, -1))).toBe(true);
    const showAll = screen.getByRole("button", { name: "Show all" });
    expect(showAll).toHaveAttribute("aria-expanded", "false");
    expect(showAll).toHaveAttribute("aria-controls", shown.id);

    await userEvent.click(showAll);
    expect(shown).toHaveTextContent(text);
    const showLess = screen.getByRole("button", { name: "Show less" });
    expect(showLess).toHaveAttribute("aria-expanded", "true");
    expect(showLess).toHaveFocus();

    await userEvent.click(showLess);
    expect(shown.textContent).toBe(folded);
  });

  it("cuts an unbroken text at the limit", () => {
    render(<FoldedReview text={"x".repeat(10_000)} />);

    expect(screen.getByText(/^x+…$/).textContent).toHaveLength(FOLD_AFTER + 1);
  });
});
