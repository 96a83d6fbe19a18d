/**
 * The sign-in flows: Firebase proves who the user is, then the shop exchanges the
 * Firebase ID token for our API token, which starts the session (see auth-context).
 */
import { decodeAccessToken, writeAccessToken, type AccessTokenClaims } from "@/lib/access-token";
import { exchangeIdToken } from "./api/exchange-token";
import { loadFirebase, type FirebaseModule } from "./load-firebase";
import type { FirebaseIdentity } from "./firebase";

async function startSession(
  firebase: FirebaseModule,
  identity: FirebaseIdentity,
  name?: string,
): Promise<AccessTokenClaims> {
  let token: string;
  try {
    token = await exchangeIdToken({ email: identity.email, idToken: identity.idToken, name });
  } catch (error) {
    // Without our token the Firebase sign-in is of no use: don't leave it half done.
    await firebase.signOutOfFirebase().catch(() => {});
    throw error;
  }
  const claims = decodeAccessToken(token);
  if (!claims) throw new Error("The shop answered with an unreadable sign-in token. Please try again.");
  writeAccessToken(token);
  return claims;
}

export async function logInWithPassword(email: string, password: string): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  return startSession(firebase, await firebase.signInWithPassword(email, password));
}

export async function signUpWithPassword(name: string, email: string, password: string): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  return startSession(firebase, await firebase.signUpWithPassword(name, email, password), name);
}

export async function continueWithGoogle(): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  const identity = await firebase.signInWithGoogle();
  return startSession(firebase, identity, identity.name || undefined);
}
