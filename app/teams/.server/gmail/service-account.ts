import { createPrivateKey } from "node:crypto";
import * as z from "zod/mini";

// The JSON key Google gives for a service account (IAM → Service accounts → Keys → JSON). Its
// other fields (auth_uri, client_x509_cert_url, universe_domain…) are kept but not used:
// in particular `token_uri` never chooses where tokens are asked for (app config does), so a
// key cannot make the server post its assertions elsewhere.

const nonEmpty = () => z.string().check(z.trim(), z.minLength(1));

export const ServiceAccountKeySchema = z.looseObject({
  type: z.literal("service_account"),
  project_id: nonEmpty(),
  private_key_id: nonEmpty(),
  private_key: z.string().check(z.includes("PRIVATE KEY-----")),
  client_email: z.email(),
  client_id: nonEmpty(),
  token_uri: z.optional(z.string()),
});

export type ServiceAccountKey = z.infer<typeof ServiceAccountKeySchema>;

export type ServiceAccountKeyError = "json" | "notServiceAccount" | "missingKey" | "badKey";

export type ParsedServiceAccountKey =
  | { ok: true; key: ServiceAccountKey }
  | { ok: false; error: ServiceAccountKeyError };

/** The key a manager pasted or uploaded, checked down to its private key (RS256: RSA only). */
export function parseServiceAccountKey(text: string): ParsedServiceAccountKey {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "json" };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, error: "json" };
  }
  // an OAuth client's JSON ({"web": …}) or a user's credentials are the usual mistakes
  if ((json as { type?: unknown }).type !== "service_account") {
    return { ok: false, error: "notServiceAccount" };
  }
  const parsed = ServiceAccountKeySchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: "missingKey" };
  if (!isRsaPrivateKey(parsed.data.private_key)) return { ok: false, error: "badKey" };
  return { ok: true, key: parsed.data };
}

function isRsaPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === "rsa";
  } catch {
    return false;
  }
}
