import { act, render, screen } from "@testing-library/react";
import { notify } from "@/lib/toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("mounts the toast container on the first toast and shows it", async () => {
    const { container } = render(
      <Toaster autoClose={5000} position="top-right" pauseOnHover draggable draggablePercent={80} />,
    );
    expect(container).toBeEmptyDOMElement();

    await act(() => notify.success("Your review added"));

    expect(await screen.findByText("Your review added")).toBeInTheDocument();
  });
});

describe("Toaster positions", () => {
  it("puts a toast asked for at the bottom right there, the others top right", async () => {
    const { container } = render(<Toaster autoClose={false} position="top-right" />);

    await act(() => notify.success("Your review added", { position: "bottom-right" }));
    await act(() => notify.error("Something else"));

    const bottomRight = await screen.findByText("Your review added");
    expect(bottomRight.closest(".Toastify__toast-container")).toHaveClass("Toastify__toast-container--bottom-right");
    expect((await screen.findByText("Something else")).closest(".Toastify__toast-container")).toHaveClass(
      "Toastify__toast-container--top-right",
    );
    expect(container).not.toBeEmptyDOMElement();
  });
});
