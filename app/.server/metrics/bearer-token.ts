import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares an `Authorization` header with `Bearer <token>` in constant time: both sides are
 * hashed first, so neither the content nor the length of the token leaks through timing.
 */
export function bearerTokenMatches(header: string | null, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "");
  const given = match?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
