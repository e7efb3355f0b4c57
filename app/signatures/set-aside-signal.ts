// A sign-out or an account deletion is done by the account page's form, on the server; what
// it leaves in this browser is set aside by the next page's script (app/islands/main.ts,
// docs/product.md#storage, ADR 028). The server says how in a short-lived cookie the script
// reads once: "keep" the signatures that exist only here for the account, or "forget" them
// (the person downloaded them, or the account is gone). A cookie, not the URL: a link from
// elsewhere must not be able to make a browser forget anything.

export const SET_ASIDE_COOKIE = "set-aside";

export type SetAsideChoice = "keep" | "forget";

/** Set-Cookie for the page after a sign-out or a deletion; read by script, so not HttpOnly. */
export function setAsideCookie(choice: SetAsideChoice, secure: boolean): string {
  return [
    `${SET_ASIDE_COOKIE}=${choice}`,
    "Path=/",
    "Max-Age=300",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The choice `document.cookie` carries, if any. */
export function setAsideChoice(cookies: string): SetAsideChoice | null {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === SET_ASIDE_COOKIE && (value === "keep" || value === "forget")) return value;
  }
  return null;
}

/** Set-Cookie (or `document.cookie` assignment) that removes the signal once read. */
export const CLEAR_SET_ASIDE = `${SET_ASIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
