import { act, render, screen } from "@testing-library/react";
import { notify } from "@/lib/toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("mounts the toast container on the first toast and shows it", async () => {
    const { container } = render(<Toaster autoClose={5000} position="top-right" pauseOnHover draggable draggablePercent={80} />);
    expect(container).toBeEmptyDOMElement();

    await act(() => notify.success("Your review added"));

    expect(await screen.findByText("Your review added")).toBeInTheDocument();
  });
});
