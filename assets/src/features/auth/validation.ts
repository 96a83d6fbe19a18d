import type { RegisterOptions } from "react-hook-form";

/** The sign-in forms' email check: unanchored, as in the shop's original app. */
export const EMAIL_PATTERN = /[a-z0-9]+@[a-z]+\.[a-z]{2,3}/;
export const PASSWORD_MIN_LENGTH = 6;

export const emailRules = {
  required: "Email is required",
  pattern: { value: EMAIL_PATTERN, message: "Provide a valid email" },
} satisfies RegisterOptions;

/** Shown under every password field from the start (the rule before its error). */
export const PASSWORD_HINT = "Use at least 6 characters.";

export const passwordRules = {
  required: "Password is required",
  minLength: { value: PASSWORD_MIN_LENGTH, message: "Must be 6 characters or longer" },
} satisfies RegisterOptions;

export const nameRules = {
  required: "Name is required",
  validate: (value: string) => value.trim() !== "" || "Name is required",
} satisfies RegisterOptions<{ name: string }, "name">;
