/**
 * The sign-in flows: Firebase proves who the user is, then the shop exchanges the
 * Firebase ID token for our API token, which starts the session (see session.ts).
 */
import type { AccessTokenClaims } from "@/lib/access-token";
import { loadFirebase } from "./load-firebase";
import { startSession } from "./start-session";

export async function logInWithPassword(email: string, password: string): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  return startSession(firebase, await firebase.signInWithPassword(email, password));
}

export async function continueWithGoogle(): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  const identity = await firebase.signInWithGoogle();
  return startSession(firebase, identity, identity.name || undefined);
}
