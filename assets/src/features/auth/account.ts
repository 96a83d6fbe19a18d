/**
 * Account actions that only Firebase does (no server part, but the token exchange):
 * password reset, the verification e-mail, a new password. Firebase loads on first use.
 */
import { writeAccessToken } from "@/lib/access-token";
import { exchangeIdToken } from "./api/exchange-token";
import type { FirebaseAccount } from "./firebase";
import { loadFirebase } from "./load-firebase";

export async function sendPasswordResetLink(email: string): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.sendPasswordReset(email);
}

export async function resendVerificationEmail(): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.sendVerificationEmail();
}

/** The signed-in Firebase user's account (whether it has a password, is verified), or null. */
export async function getFirebaseAccount(): Promise<FirebaseAccount | null> {
  const firebase = await loadFirebase();
  return firebase.currentAccount();
}

/**
 * Reads the user again from Firebase and exchanges a fresh ID token, so the shop's server
 * sees the account as it is now (e.g. its e-mail just verified). Answers whether it is verified;
 * false when nobody is signed in to Firebase.
 */
export async function refreshAccount(): Promise<boolean> {
  const firebase = await loadFirebase();
  const account = await firebase.currentAccount(true);
  if (!account) return false;
  await exchangeFreshToken(firebase);
  return account.emailVerified;
}

async function exchangeFreshToken(firebase: Awaited<ReturnType<typeof loadFirebase>>): Promise<void> {
  const identity = await firebase.currentIdentity();
  if (identity) writeAccessToken(await exchangeIdToken({ email: identity.email, idToken: identity.idToken }));
}

/**
 * A new password: Firebase ends the account's other sessions, and the fresh token exchanged
 * here tells the shop to end its older tokens too (a stolen one among them), this one kept.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.changePassword(currentPassword, newPassword);
  await exchangeFreshToken(firebase);
}

export async function requestEmailChange(currentPassword: string, newEmail: string): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.requestEmailChange(currentPassword, newEmail);
}
