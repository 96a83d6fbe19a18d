import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";

function Harness({ onConfirm = jest.fn(), busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete it?"
        description="This cannot be undone."
        confirmLabel="Delete it"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("is a labelled modal dialog that takes focus to the safe choice and keeps it inside", async () => {
    render(<Harness />);

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));

    const dialog = screen.getByRole("dialog", { name: "Delete it?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    expect(screen.getByRole("button", { name: "Keep it" })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Delete it" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Keep it" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Delete it" })).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Delete" });

    await userEvent.click(opener);
    await userEvent.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("stays open, its buttons disabled, while busy", async () => {
    render(<Harness busy />);

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.keyboard("{Escape}");

    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete it" })).toBeDisabled();
  });

  it("calls onConfirm from its confirm button", async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete it" }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
