import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseServiceAccountKey } from "./service-account.ts";

const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();

const key = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "service_account",
    project_id: "acme-signatures",
    private_key_id: "0123456789abcdef0123456789abcdef01234567",
    private_key: rsa,
    client_email: "signatures@acme-signatures.iam.gserviceaccount.com",
    client_id: "112233445566778899000",
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: "https://oauth2.googleapis.com/token",
    universe_domain: "googleapis.com",
    ...fields,
  });

describe("parseServiceAccountKey", () => {
  it("accepts the JSON key Google gives, keeping its other fields", () => {
    const parsed = parseServiceAccountKey(key());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.key.client_email).toBe("signatures@acme-signatures.iam.gserviceaccount.com");
    expect(parsed.key.private_key).toBe(rsa);
    expect(parsed.key.token_uri).toBe("https://oauth2.googleapis.com/token");
    expect(parsed.key.universe_domain).toBe("googleapis.com");
  });

  it("accepts a key without token_uri", () => {
    expect(parseServiceAccountKey(key({ token_uri: undefined })).ok).toBe(true);
  });

  it.each([
    ["", "json"],
    ["{not json", "json"],
    ["[]", "json"],
    ["null", "json"],
    ['"service_account"', "json"],
  ])("refuses %j as not JSON", (text, error) => {
    expect(parseServiceAccountKey(text)).toEqual({ ok: false, error });
  });

  it.each([
    ['{"web":{"client_id":"x.apps.googleusercontent.com","client_secret":"s"}}'],
    ['{"installed":{"client_id":"x"}}'],
    [key({ type: "authorized_user" })],
    [key({ type: "external_account" })],
  ])("refuses other Google credentials: %s", (text) => {
    expect(parseServiceAccountKey(text)).toEqual({ ok: false, error: "notServiceAccount" });
  });

  it.each([["private_key"], ["client_email"], ["private_key_id"], ["project_id"], ["client_id"]])(
    "refuses a key without %s",
    (field) => {
      expect(parseServiceAccountKey(key({ [field]: undefined }))).toEqual({
        ok: false,
        error: "missingKey",
      });
    },
  );

  it("refuses an address that is not one, or a private key that is not PEM", () => {
    expect(parseServiceAccountKey(key({ client_email: "signatures" }))).toEqual({
      ok: false,
      error: "missingKey",
    });
    expect(parseServiceAccountKey(key({ private_key: "MIIEvQIBADANBg" }))).toEqual({
      ok: false,
      error: "missingKey",
    });
  });

  it("refuses a PEM that does not hold a usable RSA private key", () => {
    const truncated = `${rsa.slice(0, 200)}\n-----END PRIVATE KEY-----\n`;
    expect(parseServiceAccountKey(key({ private_key: truncated }))).toEqual({
      ok: false,
      error: "badKey",
    });
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    expect(parseServiceAccountKey(key({ private_key: ec }))).toEqual({
      ok: false,
      error: "badKey",
    });
  });
});
