import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets kept at rest (a Google service account's key, members' links) or handed over once
// (a new API key's secret, on its way to the page that shows it): AES-256-GCM under a
// key derived from the server's secret (AUTH_SECRET) for this one purpose. `v1.` leaves room
// for another scheme; a sealed value opened with another server secret fails, never leaks.

/** What each sealed value is: a value sealed for one purpose does not open for another. */
export const SEAL_PURPOSES = {
  googleKey: "google-service-account",
  /** a team's Entra client secret or certificate (directory sync) */
  directorySecret: "directory-secret",
  memberLink: "member-link",
  newApiKey: "new-api-key",
} as const;

const VERSION = "v1";
const IV_BYTES = 12;

function keyOf(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "paraph-sealed", purpose, 32));
}

export function seal(plaintext: string, serverSecret: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join(".");
}

/** The plaintext, or null when the value was sealed with another secret or was tampered with. */
export function unseal(sealed: string, serverSecret: string, purpose: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyOf(serverSecret, purpose),
      Buffer.from(iv, "base64url"),
    );
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

function encode(part: string | Buffer): string {
  return typeof part === "string" ? part : part.toString("base64url");
}
