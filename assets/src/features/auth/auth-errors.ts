import { isApiError } from "@/lib/api-client";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";

const MESSAGES: Record<string, string> = {
  "auth/wrong-password": "Wrong email or password.",
  "auth/user-not-found": "Wrong email or password.",
  "auth/invalid-credential": "Wrong email or password.",
  "auth/invalid-login-credentials": "Wrong email or password.",
  "auth/email-already-in-use": EMAIL_TAKEN_MESSAGE,
  "auth/weak-password": "Password should be at least 6 characters.",
  "auth/invalid-email": "Provide a valid email",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/network-request-failed": "We couldn't reach the sign-in service. Check your connection and try again.",
  "auth/popup-closed-by-user": "The Google sign-in window was closed.",
  "auth/cancelled-popup-request": "The Google sign-in window was closed.",
  "auth/expired-action-code": "This link has expired. Ask for a new one.",
  "auth/invalid-action-code": "This link is not valid any more: it may have been used already. Ask for a new one.",
  "auth/requires-recent-login": "For your security, please sign out, sign in again and retry.",
  "auth/missing-email": "Email is required",
  "auth/popup-blocked": "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
};

export const FALLBACK_AUTH_MESSAGE = "Sign-in failed. Please try again.";

/** A sentence for a failed sign-in: Firebase's error codes in plain words, else the provider's message. */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.detail;
  if (typeof error !== "object" || error === null) return FALLBACK_AUTH_MESSAGE;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === "string" && code in MESSAGES) return MESSAGES[code];
  // The Firebase chunk itself could not be downloaded.
  if (name === "ChunkLoadError") return MESSAGES["auth/network-request-failed"];
  if (typeof message === "string" && message.trim()) {
    // "Firebase: Error (auth/internal-error)." says nothing but its code.
    const bare = /^Firebase: Error \(([\w/-]+)\)\.?$/.exec(message.trim());
    if (bare) return `${FALLBACK_AUTH_MESSAGE} (${bare[1]})`;
    return message.replace(/^Firebase:\s*/, "").trim();
  }
  return FALLBACK_AUTH_MESSAGE;
}
