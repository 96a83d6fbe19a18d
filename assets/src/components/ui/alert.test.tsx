import { render, screen, within } from "@testing-library/react";
import { Alert } from "./alert";

describe("Alert", () => {
  it("shows the message in red, announced as an alert", () => {
    render(<Alert>Wrong email or password.</Alert>);

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Wrong email or password.");
    expect(alert).toHaveClass("text-red-700");
  });

  it("puts an action under the message", () => {
    render(<Alert action={<button type="button">Try again</button>}>The card form did not load.</Alert>);

    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("The card form did not load.").tagName).toBe("P");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
