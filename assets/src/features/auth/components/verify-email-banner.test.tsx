import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as firebase from "@/testing/mocks/firebase";
import { fakeJwt, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { EmailVerificationBanner } from "./email-verification-banner";
import { NOT_VERIFIED_YET, RATE_LIMITED_MESSAGE, RESENT_MESSAGE } from "./verify-email-banner";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

beforeEach(() => {
  firebase.resetFirebaseFake();
  firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
});

const banner = () => screen.findByRole("region", { name: "Email verification" });

function renderBanner(email: string | null = "ana@example.com") {
  return renderWithProviders(<EmailVerificationBanner />, email ? { auth: signedInAs(email) } : {});
}

describe("EmailVerificationBanner", () => {
  it("asks a signed-in e-mail/password user with an unverified address to verify it", async () => {
    firebase.setAccount({ emailVerified: false });
    renderBanner();

    expect(await banner()).toHaveTextContent("Please verify your email address");
    expect(screen.getByRole("button", { name: "Resend" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "I've verified it" })).toBeEnabled();
  });

  it.each([
    ["a verified address", { emailVerified: true }],
    ["a Google account", { emailVerified: true, hasPassword: false }],
  ])("stays hidden for %s", async (_, account) => {
    firebase.setAccount(account);
    renderBanner();

    await waitFor(() => expect(firebase.currentAccount).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Email verification" })).not.toBeInTheDocument();
  });

  it("stays hidden, and leaves Firebase alone, for a visitor", () => {
    renderBanner(null);

    expect(screen.queryByRole("region", { name: "Email verification" })).not.toBeInTheDocument();
    expect(firebase.currentAccount).not.toHaveBeenCalled();
  });

  it("stays hidden, and leaves Firebase alone, when the shop's token says the address is verified", async () => {
    renderWithProviders(<EmailVerificationBanner />, {
      auth: signedInAs("ana@example.com", undefined, { emailVerified: true }),
    });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Email verification" })).not.toBeInTheDocument();
    expect(firebase.currentAccount).not.toHaveBeenCalled();
  });

  it("sends the e-mail again, and says clearly when too many were asked for", async () => {
    firebase.setAccount({ emailVerified: false });
    renderBanner();
    const user = userEvent.setup();
    await banner();

    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText(RESENT_MESSAGE)).toBeInTheDocument();
    expect(firebase.sendVerificationEmail).toHaveBeenCalledTimes(1);

    firebase.sendVerificationEmail.mockRejectedValueOnce(firebase.firebaseError("auth/too-many-requests"));
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(RATE_LIMITED_MESSAGE);
  });

  it("'I've verified it' reloads the user and re-exchanges the token; it hides once verified", async () => {
    firebase.setAccount({ emailVerified: false });
    const fetch = mockApi({
      "/api/user/ana%40example.com": () => jsonResponse({ token: fakeJwt({ email: "ana@example.com" }) }),
    });
    renderBanner();
    const user = userEvent.setup();
    await banner();

    await user.click(screen.getByRole("button", { name: "I've verified it" }));
    expect(await screen.findByText(NOT_VERIFIED_YET)).toBeInTheDocument();

    firebase.setAccount({ emailVerified: true });
    await user.click(screen.getByRole("button", { name: "I've verified it" }));

    await waitFor(() => expect(screen.queryByRole("region", { name: "Email verification" })).not.toBeInTheDocument());
    expect(firebase.currentAccount).toHaveBeenCalledWith(true);
    expect(fetch).toHaveBeenCalledWith("/api/user/ana%40example.com", expect.objectContaining({ method: "PUT" }));
  });
});
