/**
 * A stand-in for `@/features/auth/firebase` (our wrapper of the Firebase SDK). Use with
 *   jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
 * and call `resetFirebaseFake()` in `beforeEach`. It keeps one signed-in Firebase user
 * and tells subscribers about changes, like `onAuthStateChanged`.
 */
import type { FirebaseAccount, FirebaseIdentity, FirebaseUser } from "@/features/auth/firebase";

type Listener = (user: FirebaseUser | null) => void;

const listeners = new Set<Listener>();
let currentUser: FirebaseIdentity | null = null;

export function firebaseIdToken(email: string): string {
  return `firebase-id-token-for-${email}`;
}

export function identityFor(email: string, name = ""): FirebaseIdentity {
  return { email: email.toLowerCase(), name, idToken: firebaseIdToken(email.toLowerCase()) };
}

function publicUser(): FirebaseUser | null {
  return currentUser ? { email: currentUser.email, name: currentUser.name } : null;
}

/** Signs a user in (or, with null, out) of the fake Firebase and tells the subscribers. */
export function setFirebaseUser(user: FirebaseIdentity | null): void {
  currentUser = user;
  listeners.forEach((listener) => listener(publicUser()));
}

export const signInWithPassword = jest.fn<Promise<FirebaseIdentity>, [string, string]>();
export const signUpWithPassword = jest.fn<Promise<FirebaseIdentity>, [string, string, string]>();
export const signInWithGoogle = jest.fn<Promise<FirebaseIdentity>, []>();
export const currentIdentity = jest.fn<Promise<FirebaseIdentity | null>, []>();
export const subscribeToUser = jest.fn<() => void, [Listener]>();
export const signOutOfFirebase = jest.fn<Promise<void>, []>();
export const currentAccount = jest.fn<Promise<FirebaseAccount | null>, [boolean?]>();
export const sendPasswordReset = jest.fn<Promise<void>, [string]>();
export const checkPasswordResetCode = jest.fn<Promise<string>, [string]>();
export const resetPassword = jest.fn<Promise<void>, [string, string]>();
export const applyEmailCode = jest.fn<Promise<void>, [string]>();
export const sendVerificationEmail = jest.fn<Promise<void>, []>();
export const changePassword = jest.fn<Promise<void>, [string, string]>();
export const requestEmailChange = jest.fn<Promise<void>, [string, string]>();

/** The signed-in user's account as `currentAccount` answers it (default: a verified e-mail/password account). */
let account = { emailVerified: true, hasPassword: true };
export function setAccount(details: Partial<typeof account>): void {
  account = { ...account, ...details };
}

/** A Firebase error as the SDK throws it. */
export function firebaseError(code: string, message = `Firebase: Error (${code}).`): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

export function resetFirebaseFake(): void {
  listeners.clear();
  currentUser = null;
  signInWithPassword.mockReset().mockImplementation(async (email) => {
    const user = identityFor(email);
    setFirebaseUser(user);
    return user;
  });
  signUpWithPassword.mockReset().mockImplementation(async (name, email) => {
    const user = identityFor(email, name);
    setFirebaseUser(user);
    return user;
  });
  signInWithGoogle.mockReset().mockImplementation(async () => {
    const user = identityFor("gina@example.com", "Gina Google");
    setFirebaseUser(user);
    return user;
  });
  currentIdentity.mockReset().mockImplementation(async () => currentUser);
  subscribeToUser.mockReset().mockImplementation((listener) => {
    listeners.add(listener);
    // Firebase answers once it has read its persisted state: asynchronously.
    void Promise.resolve().then(() => listeners.has(listener) && listener(publicUser()));
    return () => listeners.delete(listener);
  });
  signOutOfFirebase.mockReset().mockImplementation(async () => setFirebaseUser(null));
  account = { emailVerified: true, hasPassword: true };
  currentAccount
    .mockReset()
    .mockImplementation(async () => (currentUser ? { email: currentUser.email, ...account } : null));
  sendPasswordReset.mockReset().mockResolvedValue();
  checkPasswordResetCode.mockReset().mockResolvedValue("ana@example.com");
  resetPassword.mockReset().mockResolvedValue();
  applyEmailCode.mockReset().mockResolvedValue();
  sendVerificationEmail.mockReset().mockResolvedValue();
  changePassword.mockReset().mockResolvedValue();
  requestEmailChange.mockReset().mockResolvedValue();
}
