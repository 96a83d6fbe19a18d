/**
 * The sign-up flows. Firebase has made the account before the shop is asked for its token,
 * so a shop that only says "wait" (429 or 503 with `retryAfter`) is asked again after the
 * wait instead of the sign-up being undone: a new account is never left without its session.
 */
import type { AccessTokenClaims } from "@/lib/access-token";
import { isApiError } from "@/lib/api-client";
import type { FirebaseIdentity } from "./firebase";
import { loadFirebase, type FirebaseModule } from "./load-firebase";
import { startSession } from "./start-session";

/** How long one sign-up waits for the shop in all before it gives up and says why. */
export const MAX_WAIT_SECONDS = 180;

export type SignUpProgress = {
  /** Firebase has made the account: from now on, signing in is the way in. */
  accountMade?: () => void;
  /** The shop asked to wait: the seconds left, each second, then null when it is asked again. */
  waiting?: (secondsLeft: number | null) => void;
};

/** The seconds a refused request may be sent again after (the error's `retryAfter`), or null: do not retry. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || (error.status !== 429 && error.status !== 503)) return null;
  const seconds = error.body.retryAfter;
  return typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds) : null;
}

async function countDown(seconds: number, waiting?: SignUpProgress["waiting"]): Promise<void> {
  for (let left = seconds; left > 0; left -= 1) {
    waiting?.(left);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  waiting?.(null);
}

/** startSession for a new account, asked again while the shop says to wait (up to MAX_WAIT_SECONDS). */
export async function startNewAccountSession(
  firebase: FirebaseModule,
  identity: FirebaseIdentity,
  name: string | undefined,
  progress: SignUpProgress = {},
): Promise<AccessTokenClaims> {
  progress.accountMade?.();
  // startSession signs out of Firebase when the shop refuses: not while it only says wait.
  const keepSignedIn: FirebaseModule = { ...firebase, signOutOfFirebase: async () => {} };
  let waited = 0;
  for (;;) {
    try {
      return await startSession(keepSignedIn, identity, name);
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      if (seconds === null || waited + seconds > MAX_WAIT_SECONDS) {
        await firebase.signOutOfFirebase().catch(() => {});
        throw error;
      }
      await countDown(seconds, progress.waiting);
      waited += seconds;
    }
  }
}

/** Creates the account, starts the session and sends the e-mail that verifies the address. */
export async function signUpWithPassword(
  name: string,
  email: string,
  password: string,
  progress?: SignUpProgress,
): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  const identity = await firebase.signUpWithPassword(name, email, password);
  const claims = await startNewAccountSession(firebase, identity, name, progress);
  // Not sent is not fatal: the banner offers to send it again.
  await firebase.sendVerificationEmail().catch(() => {});
  return claims;
}

/** Google's account for this shop: the first sign-in makes it. */
export async function signUpWithGoogle(progress?: SignUpProgress): Promise<AccessTokenClaims> {
  const firebase = await loadFirebase();
  const identity = await firebase.signInWithGoogle();
  return startNewAccountSession(firebase, identity, identity.name || undefined, progress);
}
