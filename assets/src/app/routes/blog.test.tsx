import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BlogPage } from "./blog";

describe("BlogPage", () => {
  it("lists the five questions as an accordion that opens and closes from the keyboard", async () => {
    const user = userEvent.setup();
    render(<BlogPage />);

    const questions = screen
      .getAllByRole("button", { expanded: false })
      .concat(screen.getAllByRole("button", { expanded: true }));
    expect(questions).toHaveLength(5);
    expect(document.title).toBe("Blog | Brush & Canvas");

    const question = screen.getByRole("button", { name: "How does prototypal inheritance work in JavaScript?" });
    const panel = document.getElementById(question.getAttribute("aria-controls")!)!;
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();

    question.focus();
    await user.keyboard("{Enter}");
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/prototype/);

    await user.keyboard(" ");
    expect(question).toHaveAttribute("aria-expanded", "false");
  });

  it("asks the five front-end questions", () => {
    render(<BlogPage />);

    for (const name of [
      /performance of a React application/,
      /ways to manage state/,
      /prototypal inheritance/,
      /not set state directly/,
      /unit test/,
    ]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });
});
