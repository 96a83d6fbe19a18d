import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { CertificateConsent, type CertificateChoice } from "./certificate-consent";

function Harness({ initial, onChange }: { initial: CertificateChoice; onChange?: (value: CertificateChoice) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CertificateConsent
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe("CertificateConsent", () => {
  it("shows the name field only once the box is ticked, limited to 100 characters", async () => {
    const changes: CertificateChoice[] = [];
    render(<Harness initial={{ agree: false, name: "Ana" }} onChange={(value) => changes.push(value)} />);

    expect(screen.getByRole("heading", { name: "Certificate of authenticity" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Print my name on the certificate of authenticity" }));

    const field = screen.getByRole("textbox", { name: "Name on the certificate" });
    expect(field).toHaveValue("Ana");
    expect(field).toHaveAttribute("maxLength", "100");
    await userEvent.type(field, "!");
    expect(changes.at(-1)).toEqual({ agree: true, name: "Ana!" });
  });

  it("ties an error to the field", () => {
    render(
      <CertificateConsent value={{ agree: true, name: "" }} onChange={() => {}} error="Enter the name to print." />,
    );

    expect(screen.getByRole("textbox", { name: "Name on the certificate" })).toHaveAccessibleDescription(
      "Enter the name to print.",
    );
  });
});
