/**
 * The sign-in flows: Firebase proves who the user is, then the shop exchanges the
 * Firebase ID token for our API token, which starts the session (see session.ts).
 */
import type { AccessTokenClaims } from "@/lib/access-token";
import { loadFirebase } from "./load-firebase";
import { startSession } from "./session";

export async function logInWithPassword(email: string, password: string): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  return startSession(firebase, await firebase.signInWithPassword(email, password));
}

/** Creates the account, starts the session and sends the e-mail that verifies the address. */
export async function signUpWithPassword(name: string, email: string, password: string): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  const claims = await startSession(firebase, await firebase.signUpWithPassword(name, email, password), name);
  // Not sent is not fatal: the banner offers to send it again.
  await firebase.sendVerificationEmail().catch(() => {});
  return claims;
}

export async function continueWithGoogle(): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  const identity = await firebase.signInWithGoogle();
  return startSession(firebase, identity, identity.name || undefined);
}
