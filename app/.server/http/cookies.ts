// Reading one cookie of a request's Cookie header, as Better Auth reads its own: the session
// cache (accounts/.server/session-cache.ts) and a new API key's handover
// (api-keys/.server/new-key-handover.ts) read theirs with it.

export const AMBIGUOUS = Symbol("ambiguous");

/**
 * The raw value of the cookie `name` in a Cookie header: null when it is absent, AMBIGUOUS
 * when it appears more than once, or appears but not as a cookie name that can be read (no
 * reading is then trusted: the session cache lets Better Auth alone decide).
 */
export function cookieValue(header: string | null, name: string): string | null | typeof AMBIGUOUS {
  if (!header?.includes(name)) return null;
  let value: string | null = null;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
    if (value !== null) return AMBIGUOUS;
    value = part.slice(equals + 1).trim();
  }
  return value ?? AMBIGUOUS;
}
