import { screen } from "@testing-library/react";
import { renderWithProviders, signedInAs } from "@/testing/test-utils";
import { MyProfilePage } from "./my-profile";

describe("MyProfilePage", () => {
  it("shows the signed-in user's name and email", () => {
    renderWithProviders(<MyProfilePage />, { auth: signedInAs("ana@example.com", undefined, { name: "Ana Lima" }) });

    expect(screen.getByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
    expect(screen.getByText("Ana Lima")).toBeInTheDocument();
    expect(screen.getByText("ana@example.com")).toBeInTheDocument();
  });
});
