/**
 * Everything that touches the Firebase SDK. Load it only with `loadFirebase()`
 * (a dynamic import): the SDK is its own chunk, kept out of the pages of visitors.
 */
import { initializeApp } from "firebase/app";
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  applyActionCode,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from "firebase/auth";
import { getConfig } from "@/lib/config";

/** A Firebase user, with an ID token to exchange for our API token. */
export type FirebaseIdentity = {
  email: string;
  name: string;
  idToken: string;
};

export type FirebaseUser = {
  email: string | null;
  name: string;
};

/** What the account pages need to know of the signed-in Firebase user. */
export type FirebaseAccount = {
  email: string | null;
  emailVerified: boolean;
  /** Signs in with an e-mail and a password (can change it, must verify the e-mail). */
  hasPassword: boolean;
};

class SignInUnavailableError extends Error {
  readonly code = "shop/sign-in-unavailable";

  constructor() {
    super("Sign-in is not available right now. Please try again later.");
    this.name = "SignInUnavailableError";
  }
}

let auth: Auth | undefined;

function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const config = getConfig().firebase;
  if (!config) throw new SignInUnavailableError();
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  // getAuth's set-up, less its popup helper: that one loads Google's api.js on every page
  // with a session; only signInWithGoogle needs it, and passes it.
  const instance = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.emulatorUrl) connectAuthEmulator(instance, config.emulatorUrl, { disableWarnings: true });
  auth = instance;
  return instance;
}

async function identityOf(user: User, forceRefresh = false): Promise<FirebaseIdentity> {
  if (!user.email) {
    throw Object.assign(new Error("This account has no email address. Sign in another way."), {
      code: "shop/no-email",
    });
  }
  return { email: user.email, name: user.displayName ?? "", idToken: await user.getIdToken(forceRefresh) };
}

export async function signInWithPassword(email: string, password: string): Promise<FirebaseIdentity> {
  const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
  return identityOf(user);
}

export async function signUpWithPassword(name: string, email: string, password: string): Promise<FirebaseIdentity> {
  const { user } = await createUserWithEmailAndPassword(getFirebaseAuth(), email, password);
  await updateProfile(user, { displayName: name });
  // A token taken before the profile update has no `name` claim: ask for a fresh one.
  return identityOf(user, true);
}

export async function signInWithGoogle(): Promise<FirebaseIdentity> {
  const { user } = await signInWithPopup(getFirebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver);
  return identityOf(user);
}

/**
 * The signed-in Firebase user with a freshly issued ID token, or null when there is none.
 * Waits for Firebase to read its stored user first: a page may load it only to renew.
 */
export async function currentIdentity(): Promise<FirebaseIdentity | null> {
  const instance = getFirebaseAuth();
  await instance.authStateReady();
  const user = instance.currentUser;
  return user ? identityOf(user, true) : null;
}

/** Calls `listener` with the Firebase user once Firebase knows it, then on every change. */
export function subscribeToUser(listener: (user: FirebaseUser | null) => void): () => void {
  return onAuthStateChanged(getFirebaseAuth(), (user) =>
    listener(user ? { email: user.email, name: user.displayName ?? "" } : null),
  );
}

export async function signOutOfFirebase(): Promise<void> {
  await signOut(getFirebaseAuth());
}

/**
 * Where Firebase's e-mails lead back to (their links open the shop's own /auth/action page,
 * which offers this page next).
 */
function continueTo(path: string) {
  return { url: `${window.location.origin}${path}` };
}

async function signedInUser(): Promise<User> {
  const instance = getFirebaseAuth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) {
    throw Object.assign(new Error("Your sign-in has ended. Please sign in again."), { code: "shop/signed-out" });
  }
  return user;
}

function accountOf(user: User): FirebaseAccount {
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    hasPassword: user.providerData.some((provider) => provider.providerId === EmailAuthProvider.PROVIDER_ID),
  };
}

/** The signed-in user's account (null when Firebase has none), read again from Firebase when `reloaded`. */
export async function currentAccount(reloaded = false): Promise<FirebaseAccount | null> {
  const instance = getFirebaseAuth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) return null;
  if (reloaded) await reload(user);
  return accountOf(user);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(getFirebaseAuth(), email, continueTo("/login"));
}

/** Checks a reset link's code: answers the account's e-mail. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(getFirebaseAuth(), code);
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  await confirmPasswordReset(getFirebaseAuth(), code, newPassword);
}

/** Applies a verify-email link's code. */
export async function applyEmailCode(code: string): Promise<void> {
  await applyActionCode(getFirebaseAuth(), code);
}

export async function sendVerificationEmail(): Promise<void> {
  await sendEmailVerification(await signedInUser(), continueTo("/home"));
}

/** Proves the current password again (Firebase asks for a recent sign-in), then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = await signedInUser();
  if (!user.email) throw Object.assign(new Error("This account has no email address."), { code: "shop/no-email" });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}

/**
 * Proves the current password again (Firebase asks for a recent sign-in), then has Firebase
 * e-mail a link to the new address: the account's e-mail changes only when that link is opened.
 */
export async function requestEmailChange(currentPassword: string, newEmail: string): Promise<void> {
  const user = await signedInUser();
  if (!user.email) throw Object.assign(new Error("This account has no email address."), { code: "shop/no-email" });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await verifyBeforeUpdateEmail(user, newEmail, continueTo("/login"));
}
