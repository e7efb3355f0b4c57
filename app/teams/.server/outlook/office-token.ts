// Who is asking for a signature from Outlook (docs/decisions/041-outlook-addin.md): the add-in
// sends the access token Office SSO gave it (`Office.auth.getAccessToken`), issued by Entra ID
// for the team's app registration. It is checked with jose against the tenant's published keys
// (JWKS): its signature, issuer (that tenant's v2.0 issuer), audience (the app, by client id or
// by its application ID URI), lifetime, and the tenant the team is bound to. Its
// `preferred_username` is the member's address.
import {
  createRemoteJWKSet,
  customFetch,
  decodeJwt,
  errors,
  type JWTPayload,
  jwtVerify,
} from "jose";
import { type OutlookSettings, outlookResource } from "../../outlook.ts";

export type OfficeTokenRefusal = "noToken" | "invalidToken" | "wrongTenant" | "noAddress";

export type OfficeTokenResult =
  | { ok: true; email: string; objectId: string | null }
  | { ok: false; refusal: OfficeTokenRefusal; detail: string };

export type OfficeTokenVerifier = (
  token: string | null,
  settings: OutlookSettings,
) => Promise<OfficeTokenResult>;

/** Tenants whose keys one process keeps. */
const MAX_TENANTS = 1_000;

export function createOfficeTokenVerifier({
  loginUrl,
  publicUrl,
  fetch,
}: {
  /** Entra's login host (Microsoft's, or the tests' own) */
  loginUrl: string;
  publicUrl: string;
  fetch?: typeof globalThis.fetch;
}): OfficeTokenVerifier {
  const login = loginUrl.replace(/\/+$/, "");
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  function keysOf(tenantId: string) {
    let keys = keySets.get(tenantId);
    if (!keys) {
      if (keySets.size >= MAX_TENANTS) keySets.delete(keySets.keys().next().value!);
      keys = createRemoteJWKSet(new URL(`${login}/${tenantId}/discovery/v2.0/keys`), {
        timeoutDuration: 5_000,
        cooldownDuration: 30_000,
        cacheMaxAge: 60 * 60_000,
        ...(fetch && { [customFetch]: fetch }),
      });
      keySets.set(tenantId, keys);
    }
    return keys;
  }

  return async (token, settings) => {
    if (!token) return { ok: false, refusal: "noToken", detail: "no bearer token" };
    let claims: JWTPayload;
    try {
      claims = decodeJwt(token);
    } catch {
      return { ok: false, refusal: "invalidToken", detail: "not a JWT" };
    }
    // said first, for a clear message: the signature is checked against the team's tenant below
    if (String(claims.tid ?? "").toLowerCase() !== settings.tenantId.toLowerCase()) {
      return { ok: false, refusal: "wrongTenant", detail: `tid ${String(claims.tid)}` };
    }
    try {
      const { payload } = await jwtVerify(token, keysOf(settings.tenantId), {
        issuer: `${login}/${settings.tenantId}/v2.0`,
        audience: [settings.clientId, outlookResource(publicUrl, settings.clientId)],
        algorithms: ["RS256"],
        clockTolerance: 60,
        requiredClaims: ["exp", "iat", "tid"],
      });
      const email = [payload.preferred_username, payload.upn, payload.email].find(
        (value): value is string => typeof value === "string" && value.includes("@"),
      );
      if (!email) return { ok: false, refusal: "noAddress", detail: "no address in the token" };
      return {
        ok: true,
        email: email.trim().toLowerCase(),
        objectId: typeof payload.oid === "string" ? payload.oid : null,
      };
    } catch (error) {
      const detail =
        error instanceof errors.JOSEError ? `${error.code}: ${error.message}` : String(error);
      return { ok: false, refusal: "invalidToken", detail: detail.slice(0, 300) };
    }
  };
}
