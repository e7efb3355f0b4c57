import type { MessageKey, MessageValues } from "../i18n/translate.ts";

// What the account pages' actions (app/accounts/.server/auth-forms.ts, account-forms.ts)
// answer a posted form with, for the page to show.

/** A message for the page: a key of the catalogue, or the server's text (already localized). */
export type FormText = { key: MessageKey; values?: MessageValues } | { text: string };

/** The sign-in, sign-up and reset pages' forms. */
export type SignInIntent = "login" | "signup" | "reset" | "forgot" | "google";

/** The account page's forms. */
export type AccountIntent =
  | "createKey"
  | "revokeKey"
  | "resendVerification"
  | "changePassword"
  | "sendReset"
  | "signOut"
  | "deleteAccount";

export type AuthFormIntent = SignInIntent | AccountIntent;

export type FormField =
  | "email"
  | "password"
  | "confirmPassword"
  | "terms"
  | "currentPassword"
  | "newPassword"
  | "label"
  | "confirmEmail";

export type AuthFormState = {
  /** which form of the page was sent */
  intent: AuthFormIntent;
  /** the HTTP status the page is answered with */
  status: number;
  fieldErrors: Partial<Record<FormField, FormText>>;
  formError: FormText | null;
  /** what is shown again: never a password */
  email: string;
  /** the reset link was asked for (forgot), or the password changed (reset) */
  done: boolean;
  /** what the form did, said beside it (an account page form's success) */
  notice: FormText | null;
  /** the API's Retry-After, when it refused for too many tries */
  retryAfter: string | null;
};
