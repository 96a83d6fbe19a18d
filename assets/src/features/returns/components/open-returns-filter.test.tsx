import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OpenReturnsFilter } from "./open-returns-filter";

describe("OpenReturnsFilter", () => {
  it("is a labelled checkbox that says when it changes", async () => {
    const onChange = jest.fn();
    const { rerender } = render(<OpenReturnsFilter checked={false} onChange={onChange} />);

    await userEvent.click(screen.getByRole("checkbox", { name: "Open returns" }));
    expect(onChange).toHaveBeenCalledWith(true);

    rerender(<OpenReturnsFilter checked onChange={onChange} />);
    expect(screen.getByRole("checkbox", { name: "Open returns" })).toBeChecked();
  });
});
