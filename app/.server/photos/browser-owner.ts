import { randomBytes } from "node:crypto";

// The browser that uploads a photo without an account owns it through this cookie: a random
// id, HttpOnly, sent only to the API. When the same browser saves a signature in an account,
// its photos move to the account (ownership.ts). Nothing else is kept about the browser.
export const PHOTO_OWNER_COOKIE = "photo_owner";
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export type BrowserIdentity = { id: string; isNew: boolean };

/** The `photo_owner` id the request carries, or null. */
export function browserIdFromCookie(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === PHOTO_OWNER_COOKIE && value && ID_PATTERN.test(value)) return value;
  }
  return null;
}

/** The request's browser id, or a new one (to be set with photoOwnerCookie). */
export function browserIdentity(request: Request): BrowserIdentity {
  const id = browserIdFromCookie(request);
  return id ? { id, isNew: false } : { id: randomBytes(16).toString("base64url"), isNew: true };
}

/** Set-Cookie of a new id; it lives as long as an unused anonymous photo is kept. */
export function photoOwnerCookie(
  id: string,
  { secure, maxAgeDays }: { secure: boolean; maxAgeDays: number },
): string {
  return [
    `${PHOTO_OWNER_COOKIE}=${id}`,
    "Path=/api/",
    `Max-Age=${maxAgeDays * 24 * 60 * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
