// Client-side checks of the account forms. The server is the authority (the same limits are
// in app/accounts/.server/auth.server.ts and its messages come back localized); these only spare
// a round trip and point at the field.

export const MIN_PASSWORD_LENGTH = 8;

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
