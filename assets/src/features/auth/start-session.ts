/**
 * Starting a session from a sign-in or a sign-up (their pages' chunks only: the entry bundle
 * keeps the session itself, session.ts, and not this).
 */
import { decodeAccessToken, writeAccessToken, type AccessTokenClaims } from "@/lib/access-token";
import { isApiError } from "@/lib/api-client";
import { exchangeIdToken } from "./api/exchange-token";
import type { FirebaseIdentity } from "./firebase";
import type { FirebaseModule } from "./load-firebase";

/**
 * Exchanges the identity Firebase proved for our API token and stores it: the session
 * starts. If the shop refuses, the Firebase sign-in is undone (it is of no use alone).
 * An account the shop already has (made by staff, or another sign-in's) is only claimed by
 * a verified address: then the verification e-mail goes out first, and the error says so.
 */
export async function startSession(
  firebase: FirebaseModule,
  identity: FirebaseIdentity,
  name?: string,
): Promise<AccessTokenClaims> {
  let token: string;
  try {
    token = await exchangeIdToken({ email: identity.email, idToken: identity.idToken, name });
  } catch (error) {
    const mustVerify = isApiError(error) && error.code === "account_conflict";
    const sent =
      mustVerify &&
      (await firebase.sendVerificationEmail().then(
        () => true,
        () => false,
      ));
    await firebase.signOutOfFirebase().catch(() => {});
    if (sent) throw new Error(verifyFirstMessage(identity.email));
    throw error;
  }
  const claims = decodeAccessToken(token);
  if (!claims) throw new Error("The shop answered with an unreadable sign-in token. Please try again.");
  writeAccessToken(token);
  return claims;
}

/** What a sign-in that must verify its address first is told, once the link is on its way. */
export function verifyFirstMessage(email: string): string {
  return `This email address already has an account in this shop. To prove it is yours, open the link we have just sent to ${email}, then sign in again.`;
}
