import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeMicrosoft,
  type FakeTenant,
  startFakeMicrosoft,
} from "../../../../tests/support/fake-microsoft.ts";
import type { OutlookSettings } from "../../outlook.ts";
import { createOfficeTokenVerifier, type OfficeTokenVerifier } from "./office-token.ts";

// Office SSO tokens as Entra issues them (tests/support/fake-microsoft.ts signs them with each
// tenant's key and publishes the JWKS), checked by the add-in's verifier.

const PUBLIC_URL = "https://signatures.contoso.example";
const CLIENT_ID = "4a1aa1d5-c567-49d0-ad0b-cd957a47f842";

describe("Office SSO tokens", () => {
  let microsoft: FakeMicrosoft;
  let tenant: FakeTenant;
  let other: FakeTenant;
  let verify: OfficeTokenVerifier;
  let settings: OutlookSettings;

  beforeAll(async () => {
    microsoft = await startFakeMicrosoft();
    [tenant, other] = await Promise.all([microsoft.addTenant(), microsoft.addTenant()]);
    verify = createOfficeTokenVerifier({
      loginUrl: microsoft.url,
      publicUrl: PUBLIC_URL,
      fetch: microsoft.fetch,
    });
    settings = { tenantId: tenant.tenantId, clientId: CLIENT_ID, reply: "full" };
  });
  afterAll(() => microsoft?.close());

  const token = (options: Partial<Parameters<FakeMicrosoft["issueUserToken"]>[0]> = {}) =>
    microsoft.issueUserToken({
      tenantId: tenant.tenantId,
      audience: CLIENT_ID,
      email: "Megan.Bowen@contoso.example",
      name: "Megan Bowen",
      ...options,
    });

  it("accepts the tenant's token for the team's app, by client id or application ID URI", async () => {
    expect(await verify(token(), settings)).toMatchObject({
      ok: true,
      email: "megan.bowen@contoso.example",
    });
    const byUri = token({ audience: `api://signatures.contoso.example/${CLIENT_ID}` });
    expect(await verify(byUri, settings)).toMatchObject({ ok: true });
  });

  it("refuses no token, another tenant's, a forged one, an expired one, another app's, another issuer's", async () => {
    const refusal = async (value: string | null) => {
      const result = await verify(value, settings);
      return result.ok ? "accepted" : result.refusal;
    };
    expect(await refusal(null)).toBe("noToken");
    expect(await refusal("not.a.jwt")).toBe("invalidToken");
    expect(await refusal(token({ tenantId: other.tenantId }))).toBe("wrongTenant");
    expect(await refusal(token({ forged: true }))).toBe("invalidToken");
    expect(await refusal(token({ expiresInSeconds: -600 }))).toBe("invalidToken");
    expect(await refusal(token({ audience: "00000003-0000-0000-c000-000000000000" }))).toBe(
      "invalidToken",
    );
    expect(await refusal(token({ issuer: `${microsoft.url}/${other.tenantId}/v2.0` }))).toBe(
      "invalidToken",
    );
  });
});
