import {
  constants,
  createHash,
  generateKeyPairSync,
  KeyObject,
  randomBytes,
  randomUUID,
  sign,
  verify,
  X509Certificate,
} from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { crc32, deflateSync } from "node:zlib";
import type { INetworkModule, NetworkRequestOptions, NetworkResponse } from "@azure/msal-node";

// Microsoft Entra ID and Microsoft Graph on loopback, over HTTPS (MSAL refuses any authority
// that is not https:) with a certificate for localhost and 127.0.0.1 from a CA made at start.
// Entra: per tenant, the OIDC discovery document, the JWKS and the v2.0 token endpoint's
// client-credentials grant (a client secret, or a client assertion signed with the app's
// certificate, verified for real); instance discovery at /common/discovery/instance. Graph:
// /v1.0/users, a group's members and transitive members, users' photos, for a token of the
// tenant's own (its signature, lifetime and roles checked). Plus v2.0 user tokens, signed by
// the tenant's key, for an Outlook add-in's SSO (Office's nested app authentication).
//
// MSAL (@azure/msal-node 7) against it, which is what the app configures too:
//
//   new ConfidentialClientApplication({
//     auth: {
//       clientId: app.clientId,
//       authority: `${fake.url}/${tenant.tenantId}`, // or `${fake.url}/${tenant.domain}`
//       clientSecret: app.secret, // or clientCertificate: { thumbprintSha256, privateKey }
//       knownAuthorities: [new URL(fake.url).host], // "127.0.0.1:PORT"
//     },
//     system: { networkClient: fake.networkClient }, // in process only
//   });
//
// `knownAuthorities` is what makes MSAL trust a host it does not know: without it, MSAL asks
// https://login.microsoftonline.com/common/discovery/instance (the real one, whatever the
// authority) and fails with endpoints_resolution_error. `cloudDiscoveryMetadata` (the fake's
// own /common/discovery/instance answer, as a string) would do instead; `authorityMetadata` is
// not needed. With `knownAuthorities`, MSAL sends exactly two requests: GET
// /{tenant}/v2.0/.well-known/openid-configuration (once per application object), then POST
// {token_endpoint}?client-request-id=… with the form. MSAL's default HTTP client is the global
// fetch, which does not trust the fake's CA (MSAL then also reports endpoints_resolution_error,
// the TLS failure hidden): in process, give it `networkClient` (or one over `fetch` of the
// app's); a spawned server process trusts the CA with NODE_EXTRA_CA_CERTS=fake.caFile. MSAL keeps
// each token until 5 minutes before it expires (`skipCache: true` asks anew); after a 429 or a
// 5xx from the token endpoint it throws at once, without asking, for the Retry-After's seconds
// or 60 without one, with the AADSTS number as `errorCode` ("90033", not the OAuth error).

/** The resource Graph's tokens are for (their `aud`). */
export const GRAPH_RESOURCE = "https://graph.microsoft.com";
const GRAPH_APP_ID = "00000003-0000-0000-c000-000000000000";
const CLIENT_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
const TOKEN_SECONDS = 3599;
const CLOCK_SKEW_SECONDS = 300;
const MAX_TOP = 999;
const DEFAULT_TOP = 100;
/** Office's own client id: the `azp` of an SSO token that Office obtained for an add-in. */
const OFFICE_CLIENT_ID = "d3590ed6-52b3-4102-aeff-aad2292ab01c";
const READ_USERS = ["User.Read.All", "User.ReadWrite.All", "Directory.Read.All"];
const READ_MEMBERS = ["GroupMember.Read.All", "Group.Read.All", "Directory.Read.All"];
const GRAPH_JSON =
  "application/json;odata.metadata=minimal;odata.streaming=true;IEEE754Compatible=false;charset=utf-8";
/** A tenant's OIDC discovery document, JWKS and token endpoint (the tenant: its id or domain). */
const ENTRA_PATH =
  /^\/([^/]+)\/(v2\.0\/\.well-known\/openid-configuration|discovery\/v2\.0\/keys|oauth2\/v2\.0\/token)$/;
const TENANT_DOMAINS = ["contoso.example", "fabrikam.example", "northwind.example"];

export type FakeTenant = {
  tenantId: string;
  domain: string;
  /** MSAL's `authority` for this tenant */
  authority: string;
};

export type FakeAppOptions = {
  clientId?: string;
  displayName?: string;
  /** a client secret (one is made up when neither it nor `certificate` is given) */
  secret?: string;
  /** a self-signed certificate (RSA 2048), its public half registered with the app */
  certificate?: boolean;
  /** the application permission User.Read.All, admin-consented */
  grantUserReadAll?: boolean;
  /** more application permissions (roles), e.g. GroupMember.Read.All for a group's members */
  roles?: string[];
};

export type FakeApp = {
  tenantId: string;
  clientId: string;
  secret?: string;
  /** what the administrator uploaded to the app registration */
  certificatePem?: string;
  privateKeyPem?: string;
  /** hex, as Entra shows it (MSAL's `clientCertificate.thumbprintSha256`) */
  thumbprintSha256?: string;
  /** hex (MSAL's `clientCertificate.thumbprint`, the SHA-1 one) */
  thumbprintSha1?: string;
  roles: string[];
};

export type GraphUserInput = {
  displayName: string;
  givenName?: string;
  surname?: string;
  mail: string;
  /** default: `mail` */
  userPrincipalName?: string;
  jobTitle?: string;
  department?: string;
  businessPhone?: string;
  mobilePhone?: string;
  /** e.g. "fr-FR" */
  preferredLanguage?: string;
  /** default true */
  accountEnabled?: boolean;
  officeLocation?: string;
  companyName?: string;
  photo?: { bytes: Buffer; mimeType: string };
};

/** A change to a user; `photo: null` removes the photo. */
export type GraphUserPatch = Partial<Omit<GraphUserInput, "photo">> & {
  photo?: GraphUserInput["photo"] | null;
};

/** The user resource as Graph has it (null where unset); /users returns part of it by default. */
export type GraphUser = {
  id: string;
  displayName: string;
  givenName: string | null;
  surname: string | null;
  jobTitle: string | null;
  department: string | null;
  businessPhones: string[];
  mobilePhone: string | null;
  mail: string | null;
  userPrincipalName: string;
  preferredLanguage: string | null;
  accountEnabled: boolean;
  officeLocation: string | null;
  companyName: string | null;
};

export type UserTokenOptions = {
  tenantId: string;
  /** the API the token is for: the add-in's client id (v2.0 tokens) or its Application ID URI */
  audience: string;
  email: string;
  name: string;
  /** default: the tenant's user with this address, else an id derived from it */
  oid?: string;
  /** default "access_as_user" */
  scp?: string;
  /** the client that got the token (default: Office's own) */
  azp?: string;
  /** default 3600; negative for a token that expired already */
  expiresInSeconds?: number;
  /** default `${url}/${tenantId}/v2.0` */
  issuer?: string;
  /** signed with a key that is not in the tenant's JWKS (the header still names the tenant's) */
  forged?: boolean;
};

export type MicrosoftFailureTarget = "token" | "graph" | "users" | "members" | "photo";

export type FakeMicrosoft = {
  /** https://127.0.0.1:PORT, Entra's and Graph's */
  url: string;
  /** "127.0.0.1:PORT", for MSAL's `knownAuthorities` */
  host: string;
  /** the app's Graph base: it calls `${graphUrl}/v1.0/users` */
  graphUrl: string;
  /** the CA that signed the server's certificate */
  caPem: string;
  /** the CA in a file, for NODE_EXTRA_CA_CERTS of spawned processes */
  caFile: string;
  /** a fetch that trusts the CA (node:https underneath), for in-process callers */
  fetch: typeof fetch;
  /** MSAL's `system.networkClient` over that fetch */
  networkClient: INetworkModule;
  addTenant(options?: { domain?: string; companyName?: string }): Promise<FakeTenant>;
  addApp(tenantId: string, options?: FakeAppOptions): Promise<FakeApp>;
  addUser(tenantId: string, user: GraphUserInput): GraphUser;
  /** the user by id or userPrincipalName */
  updateUser(tenantId: string, key: string, patch: GraphUserPatch): GraphUser;
  removeUser(tenantId: string, key: string): void;
  /** a group of these users and groups (ids); returns its id */
  addGroup(tenantId: string, memberIds: string[], options?: { displayName?: string }): string;
  users(tenantId: string): GraphUser[];
  /**
   * `count` users made up deterministically (user0001@<domain>…, titles, departments, phones,
   * fr-FR, en-US or no language); with `photos`, every second one has a PNG photo.
   */
  fill(tenantId: string, count: number, options?: { photos?: boolean }): GraphUser[];
  /** the tenant's JWKS (as served at /{tenantId}/discovery/v2.0/keys) */
  jwks(tenantId: string): { keys: Jwk[] };
  /** a v2.0 access token for a signed-in user, as Office's SSO hands one to an add-in */
  issueUserToken(options: UserTokenOptions): string;
  /**
   * The next `count` requests of this target answer with this failure: `token` (the token
   * endpoint), `graph` (any Graph call), `users`, `members`, `photo`. A 429 carries Retry-After
   * (`retryAfterSeconds`, default 1), other statuses only when given.
   */
  failNext(
    target: MicrosoftFailureTarget,
    status: 429 | 500 | 502 | 503 | 504 | "reset",
    count?: number,
    options?: { retryAfterSeconds?: number },
  ): void;
  /** every token issued so far is answered as expired from now on */
  expireTokens(): void;
  /** every request received */
  readonly requests: number;
  readonly tokenRequests: number;
  readonly graphRequests: number;
  /** `performance.now()` at each request's arrival, in order */
  requestTimes: number[];
  /** every answer is sent this much later */
  delayMs: number;
  /** forgets tenants, apps, users, failures, counts and delay (the CA and the port stay) */
  reset(): void;
  close(): Promise<void>;
};

export type Jwk = {
  kty: "RSA";
  use: "sig";
  kid: string;
  x5t: string;
  n: string;
  e: string;
  x5c: string[];
  issuer: string;
};

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
type SigningKey = { kid: string; privateKey: KeyObject; publicKey: KeyObject; certDer: Buffer };
type Certificate = { publicKey: KeyObject; sha1: string; sha256: string };
type App = {
  clientId: string;
  displayName: string;
  servicePrincipalId: string;
  secrets: string[];
  certificates: Certificate[];
  roles: string[];
};
type UserRecord = GraphUser & {
  createdDateTime: string;
  photo?: { bytes: Buffer; mimeType: string };
};
type Group = { id: string; displayName: string; members: string[] };
type Tenant = FakeTenant & {
  companyName: string;
  key: SigningKey;
  apps: Map<string, App>;
  users: Map<string, UserRecord>;
  groups: Map<string, Group>;
  filled: number;
};
type GraphGrant = { tenant: Tenant; roles: string[]; scopes: string[] };
type Failure = { status: number | "reset"; remaining: number; retryAfterSeconds?: number };
type Context = { requestId: string; clientRequestId: string };

export async function startFakeMicrosoft(
  options: { delayMs?: number } = {},
): Promise<FakeMicrosoft> {
  const tls = await newServerCertificates();
  const directory = mkdtempSync(join(tmpdir(), "fake-microsoft-"));
  const caFile = join(directory, "ca.pem");
  writeFileSync(caFile, tls.caPem);
  const tenants = new Map<string, Tenant>();
  const failures = new Map<MicrosoftFailureTarget, Failure[]>();
  const pageTokenKey = randomBytes(32);
  /** the `uti` of every token issued, until expireTokens() moves them to `expired` */
  const issued = new Set<string>();
  const expired = new Set<string>();
  /** counted and reserved before a tenant's keys are made, so that tenants made at once differ */
  let tenantsMade = 0;
  const domains = new Set<string>();
  let forgeryKey: KeyObject | null = null;
  let requests = 0;
  let tokenRequests = 0;
  let graphRequests = 0;

  const server = https.createServer({ key: tls.keyPem, cert: tls.certPem }, (req, res) => {
    requests += 1;
    fake.requestTimes.push(performance.now());
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        send(
          res,
          500,
          { error: { code: "InternalError", message: String(error) } },
          { "content-type": "application/json; charset=utf-8" },
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `https://${host}`;
  const graphAudiences = new Set([GRAPH_RESOURCE, GRAPH_APP_ID, url]);
  const agent = new https.Agent({ ca: tls.caPem, keepAlive: true });
  const trustingFetch = httpsFetch(agent);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const requestUrl = new URL(req.url ?? "/", url);
    const path = requestUrl.pathname;
    const context: Context = {
      requestId: randomUUID(),
      clientRequestId:
        headerOf(req, "client-request-id") ??
        requestUrl.searchParams.get("client-request-id") ??
        randomUUID(),
    };
    let answered: Answer | "reset";
    if (path.startsWith("/v1.0/")) {
      graphRequests += 1;
      answered = graphCall(req, path, requestUrl.searchParams, context);
    } else {
      answered = entraCall(req, path, requestUrl.searchParams, body, context);
    }
    if (answered === "reset") {
      req.socket.destroy();
      return;
    }
    if (fake.delayMs > 0) await sleep(fake.delayMs);
    if (res.destroyed) return;
    const { status, body: answerBody, headers } = answered;
    send(res, status, answerBody, {
      "content-type": path.startsWith("/v1.0/") ? GRAPH_JSON : "application/json; charset=utf-8",
      "request-id": context.requestId,
      "client-request-id": context.clientRequestId,
      ...headers,
    });
  }

  // --- Entra ID ---

  function entraCall(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: string,
    context: Context,
  ): Answer | "reset" {
    if (path === "/common/discovery/instance") return instanceDiscovery(query, context);
    const route = ENTRA_PATH.exec(path);
    if (!route) return { status: 404, body: { error: "not_found" } };
    const tenantKey = decodeURIComponent(route[1]!);
    if (route[2] === "discovery/v2.0/keys" && tenantKey === "common") {
      return { status: 200, body: { keys: [...tenants.values()].map(jwkOf) } };
    }
    if (route[2] === "oauth2/v2.0/token") {
      tokenRequests += 1;
      const injected = takeFailure(["token"]);
      if (injected?.status === "reset") return "reset";
      if (injected) return tokenFailure(injected, context);
      if (req.method !== "POST") {
        return entraError(
          405,
          "invalid_request",
          900561,
          "The endpoint only accepts POST requests.",
          context,
        );
      }
    }
    const tenant = tenantByKey(tenantKey);
    if (!tenant) {
      const unknownTenant = `Tenant '${tenantKey}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud. Check with your subscription administrator, this may happen if there are no active subscriptions for the tenant.`;
      return route[2] === "oauth2/v2.0/token"
        ? entraError(400, "invalid_request", 90002, unknownTenant, context)
        : entraError(400, "invalid_tenant", 90002, unknownTenant, context);
    }
    if (route[2] === "v2.0/.well-known/openid-configuration") {
      return { status: 200, body: openIdConfiguration(tenant) };
    }
    if (route[2] === "discovery/v2.0/keys") return { status: 200, body: { keys: [jwkOf(tenant)] } };
    const form = new URLSearchParams(body);
    // client_secret_basic: the id and secret in the Authorization header, form-encoded
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (basic && !form.has("client_id")) {
      const [id = "", secret = ""] = Buffer.from(basic, "base64").toString().split(":");
      form.set("client_id", decodeURIComponent(id));
      form.set("client_secret", decodeURIComponent(secret));
    }
    return tokenAnswer(tenant, tenantKey, form, context);
  }

  function openIdConfiguration(tenant: Tenant) {
    const base = `${url}/${tenant.tenantId}`;
    return {
      token_endpoint: `${base}/oauth2/v2.0/token`,
      token_endpoint_auth_methods_supported: [
        "client_secret_post",
        "private_key_jwt",
        "client_secret_basic",
      ],
      jwks_uri: `${base}/discovery/v2.0/keys`,
      response_modes_supported: ["query", "fragment", "form_post"],
      subject_types_supported: ["pairwise"],
      id_token_signing_alg_values_supported: ["RS256"],
      response_types_supported: ["code", "id_token", "code id_token", "id_token token"],
      scopes_supported: ["openid", "profile", "email", "offline_access"],
      issuer: `${base}/v2.0`,
      request_uri_parameter_supported: false,
      userinfo_endpoint: `${url}/oidc/userinfo`,
      authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
      device_authorization_endpoint: `${base}/oauth2/v2.0/devicecode`,
      http_logout_supported: true,
      frontchannel_logout_supported: true,
      end_session_endpoint: `${base}/oauth2/v2.0/logout`,
      claims_supported: ["sub", "iss", "aud", "exp", "iat", "name", "tid", "ver", "email"],
      kerberos_endpoint: `${base}/kerberos`,
      tenant_region_scope: "EU",
      cloud_instance_name: "microsoftonline.com",
      cloud_graph_host_name: "graph.windows.net",
      msgraph_host: host,
      rbac_url: "https://pas.windows.net",
    };
  }

  function instanceDiscovery(query: URLSearchParams, context: Context): Answer {
    let authorize: URL;
    try {
      authorize = new URL(query.get("authorization_endpoint") ?? "");
    } catch {
      return entraError(400, "invalid_instance", 50049, "Unknown or invalid instance.", context);
    }
    if (authorize.host !== host) {
      return entraError(400, "invalid_instance", 50049, "Unknown or invalid instance.", context);
    }
    const tenant = authorize.pathname.split("/").filter(Boolean)[0] ?? "common";
    return {
      status: 200,
      body: {
        tenant_discovery_endpoint: `${url}/${tenant}/v2.0/.well-known/openid-configuration`,
        "api-version": "1.1",
        metadata: [{ preferred_network: host, preferred_cache: host, aliases: [host] }],
      },
    };
  }

  function tokenAnswer(
    tenant: Tenant,
    tenantKey: string,
    form: URLSearchParams,
    context: Context,
  ): Answer {
    const missing = (name: string) =>
      entraError(
        400,
        "invalid_request",
        900144,
        `The request body must contain the following parameter: '${name}'.`,
        context,
      );
    const grantType = form.get("grant_type");
    if (!grantType) return missing("grant_type");
    if (grantType !== "client_credentials") {
      return entraError(
        400,
        "unsupported_grant_type",
        70003,
        `The app requested an unsupported grant type '${grantType}'.`,
        context,
      );
    }
    const clientId = form.get("client_id");
    if (!clientId) return missing("client_id");
    const app = tenant.apps.get(clientId.toLowerCase());
    if (!app) {
      return entraError(
        400,
        "unauthorized_client",
        700016,
        `Application with identifier '${clientId}' was not found in the directory '${tenant.domain}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant.`,
        context,
      );
    }
    const secret = form.get("client_secret");
    const assertion = form.get("client_assertion");
    let authentication: "1" | "2";
    if (secret !== null) {
      if (!app.secrets.includes(secret)) {
        return entraError(
          401,
          "invalid_client",
          7000215,
          `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${app.clientId}'.`,
          context,
        );
      }
      authentication = "1";
    } else if (assertion !== null) {
      if (form.get("client_assertion_type") !== CLIENT_ASSERTION_TYPE) {
        return entraError(
          401,
          "invalid_client",
          7000218,
          "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
          context,
        );
      }
      const refused = assertionProblem(assertion, app, tenant, tenantKey);
      if (refused) return entraError(401, "invalid_client", refused.code, refused.message, context);
      authentication = "2";
    } else {
      return entraError(
        401,
        "invalid_client",
        7000218,
        "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
        context,
      );
    }
    const scope = form.get("scope");
    if (!scope) return missing("scope");
    const resources = [...graphAudiences].map((resource) => `${resource}/.default`);
    if (scope.trim().split(/\s+/).length !== 1 || !resources.includes(scope.trim())) {
      return entraError(
        400,
        "invalid_scope",
        70011,
        `The provided value for the input parameter 'scope' is not valid. The scope ${scope} is not valid.`,
        context,
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const uti = randomBytes(16).toString("base64url");
    issued.add(uti);
    const claims = {
      aud: GRAPH_RESOURCE,
      iss: `${url}/${tenant.tenantId}/`,
      iat: now,
      nbf: now,
      exp: now + TOKEN_SECONDS,
      aio: randomBytes(24).toString("base64url"),
      app_displayname: app.displayName,
      appid: app.clientId,
      appidacr: authentication,
      idp: `${url}/${tenant.tenantId}/`,
      idtyp: "app",
      oid: app.servicePrincipalId,
      rh: "0.AAAA",
      ...(app.roles.length > 0 && { roles: app.roles }),
      sub: app.servicePrincipalId,
      tenant_region_scope: "EU",
      tid: tenant.tenantId,
      uti,
      ver: "1.0",
    };
    return {
      status: 200,
      headers: { "cache-control": "no-store, no-cache", pragma: "no-cache" },
      body: {
        token_type: "Bearer",
        expires_in: TOKEN_SECONDS,
        ext_expires_in: TOKEN_SECONDS,
        access_token: signJwt(
          { typ: "JWT", alg: "RS256", x5t: tenant.key.kid, kid: tenant.key.kid },
          claims,
          tenant.key.privateKey,
        ),
      },
    };
  }

  /** Why Entra refuses this client assertion (RFC 7523 as Entra checks it), or null. */
  function assertionProblem(
    assertion: string,
    app: App,
    tenant: Tenant,
    tenantKey: string,
  ): { code: number; message: string } | null {
    const failed = (message: string) => ({ code: 700027, message });
    const parts = assertion.split(".");
    const header = jsonPart(parts[0]);
    const claims = jsonPart(parts[1]);
    if (parts.length !== 3 || !header || !claims) {
      return { code: 50027, message: "JWT token is invalid or malformed." };
    }
    const thumbprint =
      typeof header["x5t#S256"] === "string"
        ? { hash: "sha256" as const, hex: hexOf(header["x5t#S256"]) }
        : typeof header.x5t === "string"
          ? { hash: "sha1" as const, hex: hexOf(header.x5t) }
          : null;
    if (!thumbprint) {
      return failed(
        "Client assertion failed signature validation. [Reason - The key was not found.]",
      );
    }
    const certificate = app.certificates.find((c) => c[thumbprint.hash] === thumbprint.hex);
    if (!certificate) {
      return failed(
        `The certificate with identifier used to sign the client assertion is not registered on application. [Reason - The key was not found., Thumbprint of key used by client: '${thumbprint.hex}', Please visit the Azure Portal, Graph Explorer or directly use MS Graph to see configured keys for app Id '${app.clientId}'.]`,
      );
    }
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    const signature = Buffer.from(parts[2]!, "base64url");
    const valid =
      header.alg === "RS256"
        ? verify("sha256", signed, certificate.publicKey, signature)
        : header.alg === "PS256"
          ? verify(
              "sha256",
              signed,
              {
                key: certificate.publicKey,
                padding: constants.RSA_PKCS1_PSS_PADDING,
                saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
              },
              signature,
            )
          : false;
    if (!valid) return failed("Client assertion failed signature validation.");
    const audiences = new Set(
      [tenant.tenantId, tenant.domain, tenantKey].map((t) => `${url}/${t}/oauth2/v2.0/token`),
    );
    audiences.add(`${url}/${tenant.tenantId}/v2.0`);
    if (typeof claims.aud !== "string" || !audiences.has(claims.aud)) {
      return failed(
        `Client assertion failed audience validation. Audience '${String(claims.aud)}' is not the token endpoint.`,
      );
    }
    if (claims.iss !== app.clientId || claims.sub !== app.clientId) {
      return failed("Client assertion's issuer and subject must both be the client id.");
    }
    if (typeof claims.jti !== "string" || claims.jti === "") {
      return failed("Client assertion is missing its jti claim.");
    }
    const now = Math.floor(Date.now() / 1000);
    const notBefore = typeof claims.nbf === "number" ? claims.nbf : claims.iat;
    if (
      typeof claims.exp !== "number" ||
      claims.exp + CLOCK_SKEW_SECONDS <= now ||
      (typeof notBefore === "number" && notBefore - CLOCK_SKEW_SECONDS > now)
    ) {
      return {
        code: 700024,
        message: "Client assertion is not within its valid time range.",
      };
    }
    return null;
  }

  function tokenFailure(failure: Failure, context: Context): Answer {
    const status = failure.status as number;
    const [error, code, message] = TOKEN_FAILURES[status] ?? TOKEN_FAILURES[503]!;
    const answer = entraError(status, error, code, message, context);
    return { ...answer, headers: { ...answer.headers, ...retryAfter(failure) } };
  }

  function entraError(
    status: number,
    error: string,
    code: number,
    message: string,
    context: Context,
  ): Answer {
    const traceId = randomUUID();
    const timestamp = new Date()
      .toISOString()
      .replace("T", " ")
      .replace(/\.\d+Z$/, "Z");
    return {
      status,
      headers: { "x-ms-request-id": traceId },
      body: {
        error,
        error_description: `AADSTS${code}: ${message} Trace ID: ${traceId} Correlation ID: ${context.clientRequestId} Timestamp: ${timestamp}`,
        error_codes: [code],
        timestamp,
        trace_id: traceId,
        correlation_id: context.clientRequestId,
        error_uri: `${url}/error?code=${code}`,
      },
    };
  }

  // --- Microsoft Graph ---

  type GraphRoute = {
    target: MicrosoftFailureTarget;
    needs: string[];
    respond: (grant: GraphGrant) => Answer;
  };

  function graphCall(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    context: Context,
  ): Answer | "reset" {
    const route = graphRoute(req, path, query, context);
    const injected = takeFailure([route.target, "graph"]);
    if (injected?.status === "reset") return "reset";
    if (injected) return graphFailure(injected, context);
    if (req.method !== "GET") {
      return graphError(
        405,
        "Request_BadRequest",
        "Specified HTTP method is not allowed for the request target.",
        context,
      );
    }
    const grant = graphGrant(req, context);
    if (!("tenant" in grant)) return grant;
    const allowed = [...grant.roles, ...grant.scopes];
    if (route.needs.length > 0 && !route.needs.some((permission) => allowed.includes(permission))) {
      return graphError(
        403,
        "Authorization_RequestDenied",
        "Insufficient privileges to complete the operation.",
        context,
      );
    }
    return route.respond(grant);
  }

  function graphRoute(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    context: Context,
  ): GraphRoute {
    const segments = path.split("/").slice(2).map(decodeURIComponent);
    const [collection, key, ...rest] = segments;
    const notFound = (segment: string): GraphRoute => ({
      target: "graph",
      needs: [],
      respond: () =>
        graphError(400, "BadRequest", `Resource not found for the segment '${segment}'.`, context),
    });
    if (collection === "users") {
      if (key === undefined) {
        return {
          target: "users",
          needs: READ_USERS,
          respond: (grant) =>
            listAnswer(req, query, context, grant, {
              path: "/v1.0/users",
              items: [...grant.tenant.users.values()],
            }),
        };
      }
      if (rest.length === 0) {
        return {
          target: "users",
          needs: READ_USERS,
          respond: (grant) => userAnswer(grant, key, query, context),
        };
      }
      if (
        rest[0] === "photo" &&
        (rest.length === 1 || (rest.length === 2 && rest[1] === "$value"))
      ) {
        return {
          target: "photo",
          needs: READ_USERS,
          respond: (grant) => photoAnswer(grant, key, rest.length === 2, context),
        };
      }
      return notFound(rest[0] ?? "");
    }
    if (collection === "groups" && key !== undefined) {
      if (rest.length === 0) {
        return {
          target: "graph",
          needs: READ_MEMBERS,
          respond: (grant) => {
            const group = grant.tenant.groups.get(key);
            if (!group) return resourceNotFound(key, context);
            return {
              status: 200,
              body: {
                "@odata.context": `${url}/v1.0/$metadata#groups/$entity`,
                id: group.id,
                displayName: group.displayName,
              },
            };
          },
        };
      }
      const relation = rest[0];
      const cast = rest[1];
      if (
        (relation === "members" || relation === "transitiveMembers") &&
        (rest.length === 1 || (rest.length === 2 && cast === "microsoft.graph.user"))
      ) {
        return {
          target: "members",
          needs: READ_MEMBERS,
          respond: (grant) => {
            const group = grant.tenant.groups.get(key);
            if (!group) return resourceNotFound(key, context);
            const members =
              relation === "members" ? group.members : transitive(grant.tenant, group);
            const usersOnly = cast === "microsoft.graph.user";
            const items = members
              .map((id) => grant.tenant.users.get(id) ?? grant.tenant.groups.get(id))
              .filter((item): item is UserRecord | Group => item !== undefined)
              .filter((item) => !usersOnly || "userPrincipalName" in item);
            return listAnswer(req, query, context, grant, {
              path: `/v1.0/groups/${key}/${relation}${usersOnly ? "/microsoft.graph.user" : ""}`,
              items,
              typed: !usersOnly,
            });
          },
        };
      }
      return notFound(relation ?? "");
    }
    return notFound(collection ?? "");
  }

  /** A group's users and groups, nested ones' too, each once. */
  function transitive(tenant: Tenant, group: Group, seen = new Set<string>([group.id])): string[] {
    const found: string[] = [];
    for (const id of group.members) {
      if (seen.has(id)) continue;
      seen.add(id);
      found.push(id);
      const nested = tenant.groups.get(id);
      if (nested) found.push(...transitive(tenant, nested, seen));
    }
    return found;
  }

  /** The bearer token's grant, or Graph's 401. */
  function graphGrant(req: IncomingMessage, context: Context): GraphGrant | Answer {
    const unauthorized = (message: string): Answer => ({
      ...graphError(401, "InvalidAuthenticationToken", message, context),
      headers: {
        "www-authenticate": `Bearer realm="", authorization_uri="${url}/common/oauth2/authorize", client_id="${GRAPH_APP_ID}"`,
      },
    });
    const token = /^Bearer\s+(\S*)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (token === "") return unauthorized("Access token is empty.");
    const parts = token.split(".");
    const header = jsonPart(parts[0]);
    const claims = jsonPart(parts[1]);
    if (parts.length !== 3 || !header || !claims) {
      return unauthorized("CompactToken parsing failed with error code: 80049217");
    }
    const tenant = typeof claims.tid === "string" ? tenants.get(claims.tid) : undefined;
    const signed =
      tenant !== undefined &&
      header.alg === "RS256" &&
      verify(
        "sha256",
        Buffer.from(`${parts[0]}.${parts[1]}`),
        tenant.key.publicKey,
        Buffer.from(parts[2]!, "base64url"),
      );
    if (!tenant || !signed) return unauthorized("Access token validation failure.");
    if (typeof claims.aud !== "string" || !graphAudiences.has(claims.aud)) {
      return unauthorized("Access token validation failure. Invalid audience.");
    }
    const now = Math.floor(Date.now() / 1000);
    if (
      typeof claims.exp !== "number" ||
      claims.exp <= now ||
      (typeof claims.uti === "string" && expired.has(claims.uti))
    ) {
      return unauthorized("Lifetime validation failed, the token is expired.");
    }
    const roles = Array.isArray(claims.roles) ? claims.roles.map(String) : [];
    const scopes = typeof claims.scp === "string" ? claims.scp.split(" ") : [];
    return { tenant, roles, scopes };
  }

  function userAnswer(
    grant: GraphGrant,
    key: string,
    query: URLSearchParams,
    context: Context,
  ): Answer {
    const user = userByKey(grant.tenant, key);
    if (!user) return resourceNotFound(key, context);
    const select = selection(query.get("$select"), context);
    if (!Array.isArray(select)) return select;
    return {
      status: 200,
      body: {
        "@odata.context": `${url}/v1.0/$metadata#users${select.length > 0 ? `(${select.join(",")})` : ""}/$entity`,
        ...projected(user, select),
      },
    };
  }

  function photoAnswer(grant: GraphGrant, key: string, bytes: boolean, context: Context): Answer {
    const user = userByKey(grant.tenant, key);
    if (!user) return resourceNotFound(key, context);
    if (!user.photo) {
      return graphError(
        404,
        "ImageNotFound",
        "Exception of type 'Microsoft.Fast.Profile.Core.Exception.ImageNotFoundException' was thrown.",
        context,
      );
    }
    const etag = `"${createHash("sha256").update(user.photo.bytes).digest("hex").slice(0, 32).toUpperCase()}"`;
    if (bytes) {
      return {
        status: 200,
        headers: { "content-type": user.photo.mimeType, etag },
        body: user.photo.bytes,
      };
    }
    const { width, height } = imageSize(user.photo.bytes);
    return {
      status: 200,
      body: {
        "@odata.context": `${url}/v1.0/$metadata#users('${user.id}')/photo/$entity`,
        "@odata.mediaContentType": user.photo.mimeType,
        "@odata.mediaEtag": etag,
        id: `${width}X${height}`,
        height,
        width,
      },
    };
  }

  /** A collection page: $select, $filter, $count, $top, $skiptoken as Graph reads them. */
  function listAnswer(
    req: IncomingMessage,
    query: URLSearchParams,
    context: Context,
    grant: GraphGrant,
    list: { path: string; items: Array<UserRecord | Group>; typed?: boolean },
  ): Answer {
    const advanced = (headerOf(req, "consistencylevel") ?? "").toLowerCase() === "eventual";
    for (const name of query.keys()) {
      const option = name.toLowerCase();
      if (!option.startsWith("$")) continue;
      if (option === "$skip") {
        return graphError(
          400,
          "Request_BadRequest",
          "'$skip' is not supported by the service.",
          context,
        );
      }
      if (!["$select", "$filter", "$top", "$count", "$skiptoken"].includes(option)) {
        return graphError(
          400,
          "BadRequest",
          `The fake Graph does not support the query option '${name}'.`,
          context,
        );
      }
    }
    const select = selection(query.get("$select"), context);
    if (!Array.isArray(select)) return select;
    const topText = query.get("$top");
    const top = topText === null ? DEFAULT_TOP : Number(topText);
    if (topText !== null && (!/^\d+$/.test(topText) || top < 1 || top > MAX_TOP)) {
      return graphError(
        400,
        "Request_UnsupportedQuery",
        `Invalid page size specified: '${topText}'. Must be between 1 and ${MAX_TOP} inclusive.`,
        context,
      );
    }
    const count = query.get("$count")?.toLowerCase() === "true";
    if (count && !advanced) {
      return graphError(400, "Request_BadRequest", "$count is not currently supported.", context);
    }
    const filterText = query.get("$filter");
    const filter = filterText === null ? null : parseFilter(filterText);
    if (filterText !== null && !filter) {
      return graphError(400, "Request_UnsupportedQuery", "Unsupported Query.", context);
    }
    if (filter?.advanced && !(advanced && count)) {
      return graphError(
        400,
        "Request_UnsupportedQuery",
        `Operator '${filter.advanced}' is not supported because the required parameters might be missing. Try adding $count=true query parameter and ConsistencyLevel:eventual header. Refer to https://aka.ms/graph-docs/advanced-queries for more information`,
        context,
      );
    }
    const matching = list.items
      .filter((item) => !filter || ("userPrincipalName" in item && filter.match(item)))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const fingerprint = JSON.stringify([
      grant.tenant.tenantId,
      list.path,
      query.get("$select"),
      filterText,
    ]);
    const skipToken = query.get("$skiptoken");
    let after = "";
    if (skipToken !== null) {
      const read = readPageToken(skipToken, fingerprint);
      if (read === null) {
        return graphError(
          400,
          "Directory_ExpiredPageToken",
          "The specified page token value has expired and can no longer be included in your request.",
          context,
        );
      }
      after = read;
    }
    const rest = after ? matching.filter((item) => item.id > after) : matching;
    const page = rest.slice(0, top);
    const last = page.at(-1);
    const fullUsers = READ_USERS.some((permission) =>
      [...grant.roles, ...grant.scopes].includes(permission),
    );
    const value = page.map((item) => {
      const type = "userPrincipalName" in item ? "#microsoft.graph.user" : "#microsoft.graph.group";
      const resource =
        "userPrincipalName" in item
          ? fullUsers
            ? projected(item, select)
            : { id: item.id }
          : { id: item.id, displayName: item.displayName };
      return list.typed || !fullUsers ? { "@odata.type": type, ...resource } : resource;
    });
    const entitySet = list.typed ? "directoryObjects" : "users";
    return {
      status: 200,
      body: {
        "@odata.context": `${url}/v1.0/$metadata#${entitySet}${select.length > 0 ? `(${select.join(",")})` : ""}`,
        ...(count && skipToken === null && { "@odata.count": matching.length }),
        ...(rest.length > top &&
          last && {
            "@odata.nextLink": nextLink(list.path, query, writePageToken(last.id, fingerprint)),
          }),
        value,
      },
    };
  }

  /** The request's own URL with its query (as sent) and the page's $skiptoken. */
  function nextLink(path: string, query: URLSearchParams, token: string): string {
    const kept = [...query].filter(([name]) => name.toLowerCase() !== "$skiptoken");
    const pairs = [...kept, ["$skiptoken", token]].map(
      ([name, value]) => `${name}=${encodeURIComponent(value ?? "")}`,
    );
    return `${url}${path}?${pairs.join("&")}`;
  }

  /** $select's properties (canonical names), [] for Graph's default set; else the 400. */
  function selection(text: string | null, context: Context): string[] | Answer {
    if (text === null || text.trim() === "") return [];
    const chosen: string[] = [];
    for (const name of text.split(",").map((part) => part.trim())) {
      const property = USER_PROPERTIES.get(name.toLowerCase());
      if (!property) {
        return graphError(
          400,
          "BadRequest",
          `Could not find a property named '${name}' on type 'microsoft.graph.user'.`,
          context,
        );
      }
      if (!chosen.includes(property)) chosen.push(property);
    }
    return chosen;
  }

  function writePageToken(after: string, fingerprint: string): string {
    const payload = Buffer.from(after).toString("base64url");
    return `RFNwdAIA${payload}${pageTokenMac(payload, fingerprint)}`;
  }

  function readPageToken(token: string, fingerprint: string): string | null {
    const match = /^RFNwdAIA([A-Za-z0-9_-]+)([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match || match[2] !== pageTokenMac(match[1]!, fingerprint)) return null;
    return Buffer.from(match[1]!, "base64url").toString();
  }

  function pageTokenMac(payload: string, fingerprint: string): string {
    return createHash("sha256")
      .update(pageTokenKey)
      .update(`${fingerprint}\n${payload}`)
      .digest("base64url")
      .slice(0, 22);
  }

  function graphFailure(failure: Failure, context: Context): Answer {
    const status = failure.status as number;
    const [code, message] = GRAPH_FAILURES[status] ?? GRAPH_FAILURES[503]!;
    const answer = graphError(status, code, message, context);
    return { ...answer, headers: { ...answer.headers, ...retryAfter(failure) } };
  }

  function resourceNotFound(key: string, context: Context): Answer {
    return graphError(
      404,
      "Request_ResourceNotFound",
      `Resource '${key}' does not exist or one of its queried reference-property objects are not present.`,
      context,
    );
  }

  function graphError(status: number, code: string, message: string, context: Context): Answer {
    return {
      status,
      body: {
        error: {
          code,
          message,
          innerError: {
            date: new Date().toISOString().slice(0, 19),
            "request-id": context.requestId,
            "client-request-id": context.clientRequestId,
          },
        },
      },
    };
  }

  function retryAfter(failure: Failure): Record<string, string> {
    const seconds = failure.retryAfterSeconds ?? (failure.status === 429 ? 1 : undefined);
    return seconds === undefined ? {} : { "retry-after": String(seconds) };
  }

  function takeFailure(targets: MicrosoftFailureTarget[]): Failure | undefined {
    for (const target of targets) {
      const queue = failures.get(target) ?? [];
      const failure = queue[0];
      if (!failure) continue;
      failure.remaining -= 1;
      if (failure.remaining <= 0) queue.shift();
      return failure;
    }
    return undefined;
  }

  // --- directory state ---

  function tenantOf(tenantId: string): Tenant {
    const tenant = tenants.get(tenantId);
    if (!tenant) throw new Error(`no tenant ${tenantId}`);
    return tenant;
  }

  function tenantByKey(key: string): Tenant | undefined {
    const lower = key.toLowerCase();
    return tenants.get(lower) ?? [...tenants.values()].find((tenant) => tenant.domain === lower);
  }

  function userByKey(tenant: Tenant, key: string): UserRecord | undefined {
    const lower = key.toLowerCase();
    return (
      tenant.users.get(lower) ??
      [...tenant.users.values()].find((user) => user.userPrincipalName.toLowerCase() === lower)
    );
  }

  function jwkOf(tenant: Tenant): Jwk {
    const { n, e } = tenant.key.publicKey.export({ format: "jwk" });
    return {
      kty: "RSA",
      use: "sig",
      kid: tenant.key.kid,
      x5t: tenant.key.kid,
      n: n!,
      e: e!,
      x5c: [tenant.key.certDer.toString("base64")],
      issuer: `${url}/${tenant.tenantId}/v2.0`,
    };
  }

  function record(tenant: Tenant, input: GraphUserInput, id: string, created: string): UserRecord {
    const upn = input.userPrincipalName ?? input.mail;
    const clash = userByKey(tenant, upn);
    if (clash && clash.id !== id) throw new Error(`${upn} is already a user of ${tenant.domain}`);
    return {
      id,
      displayName: input.displayName,
      givenName: input.givenName ?? null,
      surname: input.surname ?? null,
      jobTitle: input.jobTitle ?? null,
      department: input.department ?? null,
      businessPhones: input.businessPhone ? [input.businessPhone] : [],
      mobilePhone: input.mobilePhone ?? null,
      mail: input.mail,
      userPrincipalName: upn,
      preferredLanguage: input.preferredLanguage ?? null,
      accountEnabled: input.accountEnabled ?? true,
      officeLocation: input.officeLocation ?? null,
      companyName: input.companyName ?? null,
      createdDateTime: created,
      ...(input.photo && { photo: input.photo }),
    };
  }

  function inputOf(user: UserRecord): GraphUserInput {
    return {
      displayName: user.displayName,
      givenName: user.givenName ?? undefined,
      surname: user.surname ?? undefined,
      mail: user.mail ?? user.userPrincipalName,
      userPrincipalName: user.userPrincipalName,
      jobTitle: user.jobTitle ?? undefined,
      department: user.department ?? undefined,
      businessPhone: user.businessPhones[0],
      mobilePhone: user.mobilePhone ?? undefined,
      preferredLanguage: user.preferredLanguage ?? undefined,
      accountEnabled: user.accountEnabled,
      officeLocation: user.officeLocation ?? undefined,
      companyName: user.companyName ?? undefined,
      photo: user.photo,
    };
  }

  function takeCert(pem: string): Certificate {
    const certificate = new X509Certificate(pem);
    return {
      publicKey: certificate.publicKey,
      sha1: createHash("sha1").update(certificate.raw).digest("hex").toUpperCase(),
      sha256: createHash("sha256").update(certificate.raw).digest("hex").toUpperCase(),
    };
  }

  const fake: FakeMicrosoft = {
    url,
    host,
    graphUrl: url,
    caPem: tls.caPem,
    caFile,
    fetch: trustingFetch,
    networkClient: networkClientFor(trustingFetch),
    async addTenant(tenantOptions = {}) {
      const tenantId = randomUUID();
      tenantsMade += 1;
      const domain = (
        tenantOptions.domain ??
        TENANT_DOMAINS[tenantsMade - 1] ??
        `tenant${tenantsMade}.example`
      ).toLowerCase();
      if (domains.has(domain)) throw new Error(`${domain} is already a tenant's domain`);
      domains.add(domain);
      const made = await selfSignedRsa("CN=accounts.accesscontrol.windows.net");
      const certificate = new X509Certificate(made.certificatePem);
      const key: SigningKey = {
        kid: createHash("sha1").update(certificate.raw).digest("base64url"),
        privateKey: made.privateKey,
        publicKey: certificate.publicKey,
        certDer: certificate.raw,
      };
      const companyName = tenantOptions.companyName ?? capitalized(domain.split(".")[0] ?? domain);
      tenants.set(tenantId, {
        tenantId,
        domain,
        authority: `${url}/${tenantId}`,
        companyName,
        key,
        apps: new Map(),
        users: new Map(),
        groups: new Map(),
        filled: 0,
      });
      return { tenantId, domain, authority: `${url}/${tenantId}` };
    },
    async addApp(tenantId, appOptions = {}) {
      const tenant = tenantOf(tenantId);
      const clientId = (appOptions.clientId ?? randomUUID()).toLowerCase();
      const displayName = appOptions.displayName ?? "Paraph directory sync";
      const secret =
        appOptions.secret ??
        (appOptions.certificate
          ? undefined
          : `${randomBytes(3).toString("base64url").slice(0, 3)}8Q~${randomBytes(30).toString("base64url").slice(0, 37)}`);
      const roles = [
        ...(appOptions.grantUserReadAll ? ["User.Read.All"] : []),
        ...(appOptions.roles ?? []),
      ];
      const app: App = {
        clientId,
        displayName,
        servicePrincipalId: randomUUID(),
        secrets: secret === undefined ? [] : [secret],
        certificates: [],
        roles,
      };
      const registered: FakeApp = {
        tenantId,
        clientId,
        roles,
        ...(secret !== undefined && { secret }),
      };
      if (appOptions.certificate) {
        const made = await selfSignedRsa(`CN=${displayName}`);
        const certificate = takeCert(made.certificatePem);
        app.certificates.push(certificate);
        Object.assign(registered, {
          certificatePem: made.certificatePem,
          privateKeyPem: made.privateKeyPem,
          thumbprintSha256: certificate.sha256,
          thumbprintSha1: certificate.sha1,
        });
      }
      tenant.apps.set(clientId, app);
      return registered;
    },
    addUser(tenantId, input) {
      const tenant = tenantOf(tenantId);
      const id = randomUUID();
      const created = new Date(Date.UTC(2022, 0, 1) + tenant.users.size * 60_000).toISOString();
      const user = record(tenant, input, id, created);
      tenant.users.set(id, user);
      return resourceOf(user);
    },
    updateUser(tenantId, key, patch) {
      const tenant = tenantOf(tenantId);
      const current = userByKey(tenant, key);
      if (!current) throw new Error(`no user ${key} in ${tenant.domain}`);
      const { photo, ...rest } = patch;
      const merged = { ...inputOf(current), ...rest };
      if (photo === null) delete merged.photo;
      else if (photo) merged.photo = photo;
      const next = record(tenant, merged, current.id, current.createdDateTime);
      tenant.users.set(current.id, next);
      return resourceOf(next);
    },
    removeUser(tenantId, key) {
      const tenant = tenantOf(tenantId);
      const user = userByKey(tenant, key);
      if (!user) throw new Error(`no user ${key} in ${tenant.domain}`);
      tenant.users.delete(user.id);
      for (const group of tenant.groups.values()) {
        group.members = group.members.filter((id) => id !== user.id);
      }
    },
    addGroup(tenantId, memberIds, groupOptions = {}) {
      const tenant = tenantOf(tenantId);
      const id = randomUUID();
      tenant.groups.set(id, {
        id,
        displayName: groupOptions.displayName ?? `Group ${tenant.groups.size + 1}`,
        members: [...memberIds],
      });
      return id;
    },
    users: (tenantId) =>
      [...tenantOf(tenantId).users.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map(resourceOf),
    fill(tenantId, count, fillOptions = {}) {
      const tenant = tenantOf(tenantId);
      const added: GraphUser[] = [];
      for (let n = tenant.filled + 1; n <= tenant.filled + count; n += 1) {
        added.push(fake.addUser(tenantId, madeUpUser(n, tenant, fillOptions.photos ?? false)));
      }
      tenant.filled += count;
      return added;
    },
    jwks: (tenantId) => ({ keys: [jwkOf(tenantOf(tenantId))] }),
    issueUserToken(tokenOptions) {
      const tenant = tenantOf(tokenOptions.tenantId);
      const now = Math.floor(Date.now() / 1000);
      const oid =
        tokenOptions.oid ??
        userByKey(tenant, tokenOptions.email)?.id ??
        uuidOf(`${tenant.tenantId}:${tokenOptions.email.toLowerCase()}`);
      const uti = randomBytes(16).toString("base64url");
      issued.add(uti);
      const claims = {
        aud: tokenOptions.audience,
        iss: tokenOptions.issuer ?? `${url}/${tenant.tenantId}/v2.0`,
        iat: now,
        nbf: now,
        exp: now + (tokenOptions.expiresInSeconds ?? 3600),
        aio: randomBytes(24).toString("base64url"),
        azp: tokenOptions.azp ?? OFFICE_CLIENT_ID,
        azpacr: "0",
        name: tokenOptions.name,
        oid,
        preferred_username: tokenOptions.email,
        rh: "0.AAAA",
        scp: tokenOptions.scp ?? "access_as_user",
        sid: randomUUID(),
        sub: createHash("sha256").update(`${oid}:${tokenOptions.audience}`).digest("base64url"),
        tid: tenant.tenantId,
        uti,
        ver: "2.0",
      };
      if (tokenOptions.forged && !forgeryKey) {
        forgeryKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
      }
      const key = tokenOptions.forged && forgeryKey ? forgeryKey : tenant.key.privateKey;
      return signJwt({ typ: "JWT", alg: "RS256", kid: tenant.key.kid }, claims, key);
    },
    failNext(target, status, count = 1, more = {}) {
      const queue = failures.get(target) ?? [];
      queue.push({ status, remaining: count, retryAfterSeconds: more.retryAfterSeconds });
      failures.set(target, queue);
    },
    expireTokens() {
      for (const uti of issued) expired.add(uti);
      issued.clear();
    },
    get requests() {
      return requests;
    },
    get tokenRequests() {
      return tokenRequests;
    },
    get graphRequests() {
      return graphRequests;
    },
    requestTimes: [],
    delayMs: options.delayMs ?? 0,
    reset() {
      tenants.clear();
      domains.clear();
      tenantsMade = 0;
      failures.clear();
      issued.clear();
      expired.clear();
      fake.requestTimes.length = 0;
      fake.delayMs = 0;
      requests = 0;
      tokenRequests = 0;
      graphRequests = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        });
      }),
  };
  return fake;
}

/** What Entra answers an injected failure of its token endpoint with. */
const TOKEN_FAILURES: Record<number, [error: string, code: number, message: string]> = {
  429: ["temporarily_unavailable", 90055, "There are too many incoming requests."],
  500: [
    "server_error",
    50000,
    "There was an error issuing a token or an issue with our sign-in service.",
  ],
  503: ["temporarily_unavailable", 90033, "A transient error has occurred. Please try again."],
};

/** What Graph answers an injected failure with. */
const GRAPH_FAILURES: Record<number, [code: string, message: string]> = {
  429: ["TooManyRequests", "Too many requests"],
  500: ["generalException", "General exception while processing."],
  503: [
    "serviceNotAvailable",
    "The service is temporarily unavailable for maintenance or is overloaded.",
  ],
  504: ["timeout", "The operation timed out before it could be completed."],
};

/** Graph's user properties that $select knows (by lower-case name), and the default set. */
const USER_PROPERTIES = new Map(
  [
    "id",
    "displayName",
    "givenName",
    "surname",
    "jobTitle",
    "department",
    "businessPhones",
    "mobilePhone",
    "mail",
    "userPrincipalName",
    "preferredLanguage",
    "accountEnabled",
    "officeLocation",
    "companyName",
    "createdDateTime",
    "mailNickname",
    "userType",
    "otherMails",
    "proxyAddresses",
    "imAddresses",
    "employeeId",
    "employeeType",
    "city",
    "country",
    "state",
    "streetAddress",
    "postalCode",
    "usageLocation",
    "faxNumber",
    "ageGroup",
    "onPremisesSyncEnabled",
    "onPremisesImmutableId",
    "externalUserState",
  ].map((name) => [name.toLowerCase(), name]),
);
const DEFAULT_USER_PROPERTIES = [
  "businessPhones",
  "displayName",
  "givenName",
  "jobTitle",
  "mail",
  "mobilePhone",
  "officeLocation",
  "preferredLanguage",
  "surname",
  "userPrincipalName",
  "id",
];

function resourceOf(user: UserRecord): GraphUser {
  const { createdDateTime: _created, photo: _photo, ...resource } = user;
  return resource;
}

/** The user with only these properties (Graph's default set for []), unset ones null. */
function projected(user: UserRecord, select: string[]): Record<string, unknown> {
  const derived: Record<string, unknown> = {
    ...resourceOf(user),
    createdDateTime: user.createdDateTime,
    mailNickname: (user.mail ?? user.userPrincipalName).split("@")[0],
    userType: "Member",
    otherMails: [],
    proxyAddresses: user.mail ? [`SMTP:${user.mail}`] : [],
    imAddresses: [],
  };
  const properties = select.length > 0 ? select : DEFAULT_USER_PROPERTIES;
  return Object.fromEntries(properties.map((name) => [name, derived[name] ?? null]));
}

type GraphFilter = { match: (user: UserRecord) => boolean; advanced: string | null };
const FILTER_FUNCTION = /\s*(startswith|endswith)\(\s*([A-Za-z]+)\s*,\s*'((?:[^']|'')*)'\s*\)\s*/iy;
const FILTER_EQ = /\s*([A-Za-z]+)\s+eq\s+('(?:[^']|'')*'|true|false|null)\s*/iy;
const FILTER_AND = /and\b/iy;
const GROUP_OPEN = /\s*\(/y;
const GROUP_CLOSE = /\s*\)/y;
const STRING_PROPERTIES = [
  "displayName",
  "givenName",
  "surname",
  "mail",
  "userPrincipalName",
  "jobTitle",
  "department",
  "companyName",
  "officeLocation",
  "preferredLanguage",
  "employeeId",
];

/**
 * The part of OData's $filter the fake knows: `prop eq 'text'|true|false`, `startswith(prop,'text')`,
 * `endswith(mail|userPrincipalName,'text')` and `prop eq null` (advanced queries), joined by
 * `and`, in parentheses or not (https://learn.microsoft.com/graph/aad-advanced-queries). Null
 * for anything else.
 */
function parseFilter(text: string): GraphFilter | null {
  const clauses: Array<(user: UserRecord) => boolean> = [];
  let advanced: string | null = null;
  let at = 0;
  let depth = 0;
  for (;;) {
    for (;;) {
      GROUP_OPEN.lastIndex = at;
      if (!GROUP_OPEN.exec(text)) break;
      at = GROUP_OPEN.lastIndex;
      depth += 1;
    }
    FILTER_FUNCTION.lastIndex = at;
    FILTER_EQ.lastIndex = at;
    const call = FILTER_FUNCTION.exec(text);
    const equal = call ? null : FILTER_EQ.exec(text);
    if (call) {
      at = FILTER_FUNCTION.lastIndex;
      const operator = call[1]!.toLowerCase();
      const property = STRING_PROPERTIES.find(
        (name) => name.toLowerCase() === call[2]!.toLowerCase(),
      );
      const wanted = call[3]!.replaceAll("''", "'").toLowerCase();
      if (!property) return null;
      if (operator === "endswith") {
        if (property !== "mail" && property !== "userPrincipalName") return null;
        advanced = "endsWith";
      }
      clauses.push((user) => {
        const value = String(user[property as keyof UserRecord] ?? "").toLowerCase();
        return operator === "startswith" ? value.startsWith(wanted) : value.endsWith(wanted);
      });
    } else if (equal) {
      at = FILTER_EQ.lastIndex;
      const name = equal[1]!.toLowerCase();
      const literal = equal[2]!;
      if (name === "accountenabled") {
        if (literal !== "true" && literal !== "false") return null;
        clauses.push((user) => user.accountEnabled === (literal === "true"));
      } else if (name === "id") {
        if (!literal.startsWith("'")) return null;
        const wanted = literal.slice(1, -1).toLowerCase();
        clauses.push((user) => user.id === wanted);
      } else {
        const property = STRING_PROPERTIES.find((p) => p.toLowerCase() === name);
        if (!property) return null;
        if (literal === "null") {
          advanced ??= "eq null";
          clauses.push((user) => user[property as keyof UserRecord] === null);
        } else if (literal.startsWith("'")) {
          const wanted = literal.slice(1, -1).replaceAll("''", "'").toLowerCase();
          clauses.push(
            (user) => String(user[property as keyof UserRecord] ?? "").toLowerCase() === wanted,
          );
        } else {
          return null;
        }
      }
    } else {
      return null;
    }
    for (;;) {
      GROUP_CLOSE.lastIndex = at;
      if (depth === 0 || !GROUP_CLOSE.exec(text)) break;
      at = GROUP_CLOSE.lastIndex;
      depth -= 1;
    }
    if (at >= text.trimEnd().length) break;
    FILTER_AND.lastIndex = at;
    if (!FILTER_AND.exec(text)) return null;
    at = FILTER_AND.lastIndex;
  }
  if (depth !== 0) return null;
  return { match: (user) => clauses.every((clause) => clause(user)), advanced };
}

const GIVEN_NAMES = [
  "Adèle",
  "Alex",
  "Camille",
  "Diego",
  "Grady",
  "Isaiah",
  "Johanna",
  "Lidia",
  "Lynne",
  "Megan",
  "Nestor",
  "Patti",
];
const SURNAMES = [
  "Vance",
  "Wilber",
  "Dubois",
  "Martinez",
  "Archie",
  "Langer",
  "Lorenz",
  "Holloway",
  "Robbins",
  "Bowen",
  "Wilke",
  "Fernandez",
  "Moreau",
];
const DEPARTMENTS = [
  { department: "Sales", titles: ["Account Executive", "Sales Manager"] },
  { department: "Engineering", titles: ["Software Engineer", "Engineering Manager"] },
  { department: "Platform", titles: ["Site Reliability Engineer", "Platform Engineer"] },
];

function madeUpUser(n: number, tenant: Tenant, photos: boolean): GraphUserInput {
  const unit = DEPARTMENTS[n % DEPARTMENTS.length]!;
  const digits = String(n).padStart(4, "0");
  const givenName = GIVEN_NAMES[n % GIVEN_NAMES.length]!;
  const surname = SURNAMES[n % SURNAMES.length]!;
  return {
    displayName: `${givenName} ${surname}`,
    givenName,
    surname,
    mail: `user${digits}@${tenant.domain}`,
    jobTitle: unit.titles[n % unit.titles.length],
    department: unit.department,
    businessPhone: `+33 1 40 00 ${digits.slice(0, 2)} ${digits.slice(2)}`,
    ...(n % 2 === 0 && { mobilePhone: `+33 6 12 34 ${digits.slice(0, 2)} ${digits.slice(2)}` }),
    ...(n % 3 === 0
      ? { preferredLanguage: "fr-FR" }
      : n % 3 === 1
        ? { preferredLanguage: "en-US" }
        : {}),
    officeLocation: n % 2 === 0 ? "Paris" : "Lyon",
    companyName: tenant.companyName,
    ...(photos && n % 2 === 1 && { photo: { bytes: solidPng(n), mimeType: "image/png" } }),
  };
}

/** A 96×96 PNG of one colour. */
function solidPng(seed: number): Buffer {
  const size = 96;
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x += 1)
    row.set([(seed * 37) % 256, (seed * 91) % 256, (seed * 53) % 256], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return { width: 0, height: 0 };
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A GUID-shaped id derived from `text` (stable across runs). */
function uuidOf(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function hexOf(base64url: string): string {
  return Buffer.from(base64url, "base64url").toString("hex").toUpperCase();
}

function jsonPart(part: string | undefined): Record<string, unknown> | null {
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString());
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function signJwt(header: object, claims: object, key: KeyObject): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const signed = `${encode(header)}.${encode(claims)}`;
  return `${signed}.${sign("sha256", Buffer.from(signed), key).toString("base64url")}`;
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

// --- certificates ---

const RSA_PKCS1 = {
  name: "RSASSA-PKCS1-v1_5",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
};
const ECDSA_P256 = { name: "ECDSA", namedCurve: "P-256" };

function validity(days: number) {
  const now = Date.now();
  return { notBefore: new Date(now - 3_600_000), notAfter: new Date(now + days * 86_400_000) };
}

function serialNumber(): string {
  return `01${randomBytes(15).toString("hex")}`;
}

function pkcs8Pem(key: KeyObject): string {
  return key.export({ type: "pkcs8", format: "pem" }).toString();
}

/**
 * @peculiar/x509, after the three functions of the Reflect metadata API that its dependency
 * tsyringe calls (it throws at load without them, and no polyfill is installed).
 */
async function loadX509(): Promise<typeof import("@peculiar/x509")> {
  const reflect = Reflect as typeof Reflect & { getMetadata?: unknown };
  if (typeof reflect.getMetadata !== "function") {
    const store = new WeakMap<object, Map<unknown, unknown>>();
    const own = (target: object) => {
      const known = store.get(target);
      if (known) return known;
      const created = new Map<unknown, unknown>();
      store.set(target, created);
      return created;
    };
    Object.assign(reflect, {
      defineMetadata: (key: unknown, value: unknown, target: object) => {
        own(target).set(key, value);
      },
      getOwnMetadata: (key: unknown, target: object) => store.get(target)?.get(key),
      getMetadata: (key: unknown, target: object) => {
        for (let at: object | null = target; at; at = Object.getPrototypeOf(at)) {
          const value = store.get(at)?.get(key);
          if (value !== undefined) return value;
        }
        return undefined;
      },
    });
  }
  return import("@peculiar/x509");
}

/** A self-signed RSA certificate and its key, as an administrator makes one for an app. */
async function selfSignedRsa(name: string) {
  const x509 = await loadX509();
  const keys = await crypto.subtle.generateKey(RSA_PKCS1, true, ["sign", "verify"]);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: serialNumber(),
      name,
      ...validity(365),
      keys,
      signingAlgorithm: RSA_PKCS1,
      extensions: [
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth]),
      ],
    },
    crypto,
  );
  const privateKey = KeyObject.from(keys.privateKey);
  return {
    certificatePem: certificate.toString("pem"),
    privateKeyPem: pkcs8Pem(privateKey),
    privateKey,
  };
}

/** A CA of the fake's own and the server's certificate for localhost and 127.0.0.1. */
async function newServerCertificates() {
  const x509 = await loadX509();
  const signingAlgorithm = { name: "ECDSA", hash: "SHA-256" };
  const caKeys = await crypto.subtle.generateKey(ECDSA_P256, true, ["sign", "verify"]);
  const ca = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: serialNumber(),
      name: "CN=Paraph tests fake Microsoft CA",
      ...validity(30),
      keys: caKeys,
      signingAlgorithm,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
          true,
        ),
        await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey, false, crypto),
      ],
    },
    crypto,
  );
  const serverKeys = await crypto.subtle.generateKey(ECDSA_P256, true, ["sign", "verify"]);
  const certificate = await x509.X509CertificateGenerator.create(
    {
      serialNumber: serialNumber(),
      subject: "CN=localhost",
      issuer: ca.subject,
      ...validity(30),
      signingAlgorithm,
      publicKey: serverKeys.publicKey,
      signingKey: caKeys.privateKey,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension([
          { type: "dns", value: "localhost" },
          { type: "ip", value: "127.0.0.1" },
        ]),
        await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey, false, crypto),
      ],
    },
    crypto,
  );
  return {
    caPem: ca.toString("pem"),
    certPem: certificate.toString("pem"),
    keyPem: pkcs8Pem(KeyObject.from(serverKeys.privateKey)),
  };
}

// --- clients that trust the fake's CA ---

/** A fetch over node:https with this agent (its `ca`): requests and answers as the global one. */
function httpsFetch(agent: https.Agent): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return new Promise<Response>((resolve, reject) => {
      const outgoing = https.request(
        request.url,
        { method: request.method, headers, agent, signal: request.signal },
        (res) => {
          const responseHeaders = new Headers();
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
            responseHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          }
          const status = res.statusCode ?? 502;
          const empty = status === 204 || status === 304 || request.method === "HEAD";
          if (empty) res.resume();
          resolve(
            new Response(
              empty ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>),
              {
                status,
                statusText: res.statusMessage,
                headers: responseHeaders,
              },
            ),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  };
}

/** MSAL's network client (INetworkModule) over a fetch. */
export function networkClientFor(fetchImpl: typeof fetch): INetworkModule {
  async function call<T>(
    url: string,
    method: "GET" | "POST",
    options?: NetworkRequestOptions,
    timeoutMs?: number,
  ): Promise<NetworkResponse<T>> {
    const response = await fetchImpl(url, {
      method,
      headers: options?.headers,
      ...(method === "POST" && { body: options?.body ?? "" }),
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { headers, body: (await response.json()) as T, status: response.status };
  }
  return {
    sendGetRequestAsync: <T>(url: string, options?: NetworkRequestOptions, timeout?: number) =>
      call<T>(url, "GET", options, timeout),
    sendPostRequestAsync: <T>(url: string, options?: NetworkRequestOptions) =>
      call<T>(url, "POST", options),
  };
}

/** A fetch that trusts this CA (for callers that are not given the fake's own `fetch`). */
export function trustingHttps(caPem: string): typeof fetch {
  return httpsFetch(new https.Agent({ ca: caPem, keepAlive: true }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, headers);
  res.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
}
