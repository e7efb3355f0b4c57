import type { MessageKey, MessageValues } from "../i18n/translate.ts";

// What the sign-in, sign-up and reset pages' actions (app/accounts/.server/auth-forms.ts)
// answer a posted form with, for the page to show.

/** A message for the page: a key of the catalogue, or the server's text (already localized). */
export type FormText = { key: MessageKey; values?: MessageValues } | { text: string };

export type AuthFormIntent = "login" | "signup" | "reset" | "forgot" | "google";

export type AuthFormState = {
  /** which form of the page was sent */
  intent: AuthFormIntent;
  /** the HTTP status the page is answered with */
  status: number;
  fieldErrors: Partial<Record<"email" | "password" | "confirmPassword" | "terms", FormText>>;
  formError: FormText | null;
  /** what is shown again: never a password */
  email: string;
  /** the reset link was asked for (forgot), or the password changed (reset) */
  done: boolean;
  /** the API's Retry-After, when it refused for too many tries */
  retryAfter: string | null;
};
