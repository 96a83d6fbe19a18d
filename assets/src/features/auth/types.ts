/** Router state of a redirect to /login: where the user was going, and whether that page needs an admin. */
export type LoginRedirectState = {
  from?: { pathname: string; search?: string; hash?: string };
  needsAdmin?: boolean;
  /** Something to confirm on arrival (the login page may load again: a toast before it would be lost). */
  notice?: "password-changed" | "email-changed" | "email-restored";
};
