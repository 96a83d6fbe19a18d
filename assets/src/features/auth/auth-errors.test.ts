import { ApiError } from "@/lib/api-client";
import { firebaseError } from "@/testing/mocks/firebase";
import { FALLBACK_AUTH_MESSAGE, authErrorMessage } from "./auth-errors";

describe("authErrorMessage", () => {
  it.each([
    ["auth/wrong-password", "Wrong email or password."],
    ["auth/user-not-found", "Wrong email or password."],
    ["auth/invalid-credential", "Wrong email or password."],
    ["auth/email-already-in-use", "An account with this email already exists."],
    ["auth/weak-password", "Password should be at least 6 characters."],
    ["auth/invalid-email", "Provide a valid email"],
    ["auth/popup-closed-by-user", "The Google sign-in window was closed."],
  ])("says %s in plain words", (code, message) => {
    expect(authErrorMessage(firebaseError(code))).toBe(message);
  });

  it("explains throttling, network failures and blocked pop-ups", () => {
    expect(authErrorMessage(firebaseError("auth/too-many-requests"))).toMatch(/Too many attempts/);
    expect(authErrorMessage(firebaseError("auth/network-request-failed"))).toMatch(
      /couldn't reach the sign-in service/,
    );
    expect(authErrorMessage(firebaseError("auth/popup-blocked"))).toMatch(/blocked the Google sign-in window/);
  });

  it("shows the provider's own message for other errors", () => {
    expect(
      authErrorMessage(
        firebaseError(
          "auth/user-disabled",
          "Firebase: The user account has been disabled by an administrator. (auth/user-disabled).",
        ),
      ),
    ).toBe("The user account has been disabled by an administrator. (auth/user-disabled).");
  });

  it("adds a sentence to a provider message that is only a code", () => {
    expect(authErrorMessage(firebaseError("auth/internal-error"))).toBe(
      "Sign-in failed. Please try again. (auth/internal-error)",
    );
  });

  it("shows the shop's detail when the token exchange fails", () => {
    const error = new ApiError({
      status: 403,
      detail: "This sign-in belongs to another email address.",
      code: "email_mismatch",
    });

    expect(authErrorMessage(error)).toBe("This sign-in belongs to another email address.");
  });

  it("has a fallback for anything else", () => {
    expect(authErrorMessage(undefined)).toBe(FALLBACK_AUTH_MESSAGE);
    expect(authErrorMessage({})).toBe(FALLBACK_AUTH_MESSAGE);
  });
});
