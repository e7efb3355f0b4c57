import { execFile } from "node:child_process";
import { createPublicKey, verify } from "node:crypto";
import { promisify } from "node:util";
import { ConfidentialClientApplication, LogLevel } from "@azure/msal-node";
import { JWT } from "google-auth-library";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  DIRECTORY_SCOPES,
  type FakeGoogle,
  GOOGLE_TOKEN_AUDIENCE,
  startFakeGoogle,
} from "../support/fake-google.ts";
import {
  type FakeApp,
  type FakeMicrosoft,
  type FakeTenant,
  GRAPH_RESOURCE,
  startFakeMicrosoft,
} from "../support/fake-microsoft.ts";

// The directories' fakes (tests/support/fake-google.ts, fake-microsoft.ts) against the real
// client libraries: MSAL's client-credentials flow (secret, certificate) over the fake's HTTPS,
// Graph's paging and faults; google-auth-library's delegated JWT and the Directory API's pages.

const run = promisify(execFile);
const GRAPH_SCOPE = `${GRAPH_RESOURCE}/.default`;

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString());
}

describe("fake Entra ID and Graph", () => {
  let microsoft: FakeMicrosoft;
  let contoso: FakeTenant;
  let fabrikam: FakeTenant;
  let secretApp: FakeApp;
  let certificateApp: FakeApp;
  let fabrikamApp: FakeApp;

  const msal = (tenant: FakeTenant, credential: object, clientId: string) =>
    new ConfidentialClientApplication({
      auth: {
        clientId,
        authority: `${microsoft.url}/${tenant.tenantId}`,
        knownAuthorities: [microsoft.host],
        ...credential,
      },
      system: {
        networkClient: microsoft.networkClient,
        loggerOptions: { logLevel: LogLevel.Error, loggerCallback: () => {} },
      },
    });

  async function tokenOf(app: FakeApp, tenant: FakeTenant): Promise<string> {
    const result = await msal(
      tenant,
      { clientSecret: app.secret },
      app.clientId,
    ).acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE] });
    return result?.accessToken ?? "";
  }

  const graph = (path: string, token: string, headers: Record<string, string> = {}) =>
    microsoft.fetch(path.startsWith("https:") ? path : `${microsoft.graphUrl}${path}`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  beforeAll(async () => {
    microsoft = await startFakeMicrosoft();
    [contoso, fabrikam] = await Promise.all([microsoft.addTenant(), microsoft.addTenant()]);
    [secretApp, certificateApp, fabrikamApp] = await Promise.all([
      microsoft.addApp(contoso.tenantId, {
        grantUserReadAll: true,
        roles: ["GroupMember.Read.All"],
      }),
      microsoft.addApp(contoso.tenantId, { certificate: true, grantUserReadAll: true }),
      microsoft.addApp(fabrikam.tenantId, { grantUserReadAll: true }),
    ]);
    microsoft.fill(contoso.tenantId, 2_000, { photos: true });
    microsoft.fill(fabrikam.tenantId, 3);
  });
  afterAll(() => microsoft.close());

  test("MSAL gets a Graph token with a client secret, after the OIDC discovery", async () => {
    const before = microsoft.requests;
    const result = await msal(
      contoso,
      { clientSecret: secretApp.secret },
      secretApp.clientId,
    ).acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE] });
    expect(microsoft.requests - before).toBe(2);
    const claims = claimsOf(result?.accessToken ?? "");
    expect(claims).toMatchObject({
      aud: GRAPH_RESOURCE,
      tid: contoso.tenantId,
      appid: secretApp.clientId,
      appidacr: "1",
      roles: ["User.Read.All", "GroupMember.Read.All"],
    });
  });

  test("MSAL gets a token with a certificate (PS256 with x5t#S256, RS256 with x5t)", async () => {
    for (const clientCertificate of [
      {
        thumbprintSha256: certificateApp.thumbprintSha256,
        privateKey: certificateApp.privateKeyPem,
      },
      { thumbprint: certificateApp.thumbprintSha1, privateKey: certificateApp.privateKeyPem },
    ]) {
      const result = await msal(
        contoso,
        { clientCertificate },
        certificateApp.clientId,
      ).acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE] });
      expect(claimsOf(result?.accessToken ?? "")).toMatchObject({
        appid: certificateApp.clientId,
        appidacr: "2",
      });
    }
    // the app's certificate, but signed by another key: Entra checks the signature
    const other = await microsoft.addApp(contoso.tenantId, { certificate: true });
    const forged = msal(
      contoso,
      {
        clientCertificate: {
          thumbprintSha256: certificateApp.thumbprintSha256,
          privateKey: other.privateKeyPem,
        },
      },
      certificateApp.clientId,
    );
    await expect(
      forged.acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE] }),
    ).rejects.toMatchObject({
      errorCode: "invalid_client",
      errorMessage: expect.stringContaining("AADSTS700027"),
    });
  });

  test("Entra refuses a bad secret, another tenant's app, a wrong scope, an unknown tenant", async () => {
    await expect(
      msal(
        contoso,
        { clientSecret: "not-the-secret" },
        secretApp.clientId,
      ).acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE] }),
    ).rejects.toMatchObject({
      errorCode: "invalid_client",
      errorMessage: expect.stringContaining("AADSTS7000215"),
    });
    // contoso's app asking fabrikam for a token: not registered there
    await expect(
      msal(
        fabrikam,
        { clientSecret: secretApp.secret },
        secretApp.clientId,
      ).acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE] }),
    ).rejects.toMatchObject({
      errorCode: "unauthorized_client",
      errorMessage: expect.stringContaining("AADSTS700016"),
    });
    const wrongScope = await microsoft.fetch(`${contoso.authority}/oauth2/v2.0/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: secretApp.clientId,
        client_secret: secretApp.secret ?? "",
        scope: "User.Read",
      }),
    });
    expect(wrongScope.status).toBe(400);
    expect(await wrongScope.json()).toMatchObject({ error: "invalid_scope", error_codes: [70011] });
    const unknownTenant = await microsoft.fetch(
      `${microsoft.url}/00000000-0000-0000-0000-000000000001/v2.0/.well-known/openid-configuration`,
    );
    expect(unknownTenant.status).toBe(400);
    expect(await unknownTenant.json()).toMatchObject({ error_codes: [90002] });
  });

  test("Graph pages through 2,000 users 999 at a time; each tenant sees its own", async () => {
    const token = await tokenOf(secretApp, contoso);
    const select = "id,displayName,mail,department,accountEnabled,preferredLanguage";
    const seen = new Set<string>();
    let next: string | undefined = `/v1.0/users?$select=${select}&$top=999&$count=true`;
    let pages = 0;
    let count: unknown;
    while (next) {
      const answer = await graph(next, token, { ConsistencyLevel: "eventual" });
      expect(answer.status).toBe(200);
      const page = (await answer.json()) as {
        "@odata.nextLink"?: string;
        "@odata.count"?: number;
        value: Array<Record<string, unknown>>;
      };
      if (pages === 0) count = page["@odata.count"];
      for (const user of page.value) {
        expect(Object.keys(user).sort()).toEqual(select.split(",").sort());
        seen.add(String(user.id));
      }
      pages += 1;
      next = page["@odata.nextLink"];
      if (next) expect(next).toContain(`$select=${encodeURIComponent(select)}`);
    }
    expect({ pages, count, users: seen.size }).toEqual({ pages: 3, count: 2_000, users: 2_000 });

    const theirs = await graph("/v1.0/users", await tokenOf(fabrikamApp, fabrikam));
    const { value } = (await theirs.json()) as { value: Array<{ mail: string }> };
    expect(fabrikam.domain).not.toBe(contoso.domain);
    expect(value.map((user) => user.mail.split("@")[1])).toEqual(Array(3).fill(fabrikam.domain));
  });

  test("Graph's query options, filters and their errors", async () => {
    const token = await tokenOf(secretApp, contoso);
    const unknown = await graph("/v1.0/users?$select=id,shoeSize", token);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: {
        message: "Could not find a property named 'shoeSize' on type 'microsoft.graph.user'.",
      },
    });
    const filter =
      "department eq 'Sales' and startswith(displayName,'A') and accountEnabled eq true";
    const sales = await graph(`/v1.0/users?$filter=${encodeURIComponent(filter)}&$top=999`, token);
    const { value } = (await sales.json()) as { value: Array<{ displayName: string }> };
    expect(value.length).toBeGreaterThan(0);
    expect(value.every((user) => user.displayName.startsWith("A"))).toBe(true);
    const endsWith = `/v1.0/users?$filter=${encodeURIComponent(`endswith(mail,'@${contoso.domain}')`)}`;
    const plain = await graph(endsWith, token);
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ error: { code: "Request_UnsupportedQuery" } });
    const advanced = await graph(`${endsWith}&$count=true`, token, {
      ConsistencyLevel: "eventual",
    });
    expect(((await advanced.json()) as { "@odata.count": number })["@odata.count"]).toBe(2_000);
    const badToken = await graph("/v1.0/users?$skiptoken=RFNwdAIAnope", token);
    expect(badToken.status).toBe(400);
    const tooMany = await graph("/v1.0/users?$top=1000", token);
    expect(tooMany.status).toBe(400);
  });

  test("a group's transitive members and a user's photo", async () => {
    const token = await tokenOf(secretApp, contoso);
    const [ada, bob, chloe] = microsoft.users(contoso.tenantId);
    const inner = microsoft.addGroup(contoso.tenantId, [bob!.id]);
    const outer = microsoft.addGroup(contoso.tenantId, [ada!.id, inner, chloe!.id]);
    const answer = await graph(
      `/v1.0/groups/${outer}/transitiveMembers/microsoft.graph.user?$select=id,mail`,
      token,
    );
    const { value } = (await answer.json()) as { value: Array<{ id: string }> };
    expect(value.map((user) => user.id).sort()).toEqual([ada!.id, bob!.id, chloe!.id].sort());
    expect(
      (await graph(`/v1.0/groups/${microsoft.users(contoso.tenantId)[0]!.id}/members`, token))
        .status,
    ).toBe(404);
    // reading members needs GroupMember.Read.All (or more), not only User.Read.All
    const certificateToken = await msal(
      contoso,
      {
        clientCertificate: {
          thumbprintSha256: certificateApp.thumbprintSha256,
          privateKey: certificateApp.privateKeyPem,
        },
      },
      certificateApp.clientId,
    ).acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE] });
    const denied = await graph(
      `/v1.0/groups/${outer}/members`,
      certificateToken?.accessToken ?? "",
    );
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: { code: "Authorization_RequestDenied" } });

    const withPhoto = microsoft
      .users(contoso.tenantId)
      .find((user) => user.mail?.endsWith("1@contoso.example"));
    const photo = await graph(`/v1.0/users/${withPhoto!.userPrincipalName}/photo/$value`, token);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const noPhoto = microsoft
      .users(contoso.tenantId)
      .find((user) => user.mail?.endsWith("2@contoso.example"));
    const missing = await graph(`/v1.0/users/${noPhoto!.id}/photo/$value`, token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "ImageNotFound" } });
  });

  test("Graph throttles with Retry-After, and refuses expired and missing tokens", async () => {
    const token = await tokenOf(secretApp, contoso);
    microsoft.failNext("users", 429, 1, { retryAfterSeconds: 7 });
    const throttled = await graph("/v1.0/users?$top=1", token);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("7");
    expect(await throttled.json()).toMatchObject({ error: { code: "TooManyRequests" } });
    expect((await graph("/v1.0/users?$top=1", token)).status).toBe(200);

    const none = await microsoft.fetch(`${microsoft.graphUrl}/v1.0/users`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      error: { code: "InvalidAuthenticationToken", message: "Access token is empty." },
    });

    microsoft.expireTokens();
    const expired = await graph("/v1.0/users?$top=1", token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      error: { message: "Lifetime validation failed, the token is expired." },
    });
    // MSAL still holds the old token: a new one takes skipCache
    const app = msal(contoso, { clientSecret: secretApp.secret }, secretApp.clientId);
    const fresh = await app.acquireTokenByClientCredential({
      scopes: [GRAPH_SCOPE],
      skipCache: true,
    });
    expect((await graph("/v1.0/users?$top=1", fresh?.accessToken ?? "")).status).toBe(200);
  });

  test("the add-in's user tokens verify against the tenant's JWKS, forged ones do not", async () => {
    const options = {
      tenantId: contoso.tenantId,
      audience: "api://localhost:3000/8c3e0d1a-5f8b-4d8e-9f6b-0a1b2c3d4e5f",
      email: "user0001@contoso.example",
      name: "Alex Wilber",
    };
    const jwks = (await (
      await microsoft.fetch(`${contoso.authority}/discovery/v2.0/keys`)
    ).json()) as ReturnType<FakeMicrosoft["jwks"]>;
    const check = (token: string) => {
      const [header, payload, signature] = token.split(".");
      const { kid } = JSON.parse(Buffer.from(header!, "base64url").toString()) as { kid: string };
      const jwk = jwks.keys.find((key) => key.kid === kid);
      const key = createPublicKey({ key: { kty: "RSA", n: jwk!.n, e: jwk!.e }, format: "jwk" });
      return verify(
        "sha256",
        Buffer.from(`${header}.${payload}`),
        key,
        Buffer.from(signature!, "base64url"),
      );
    };
    const token = microsoft.issueUserToken(options);
    expect(check(token)).toBe(true);
    expect(claimsOf(token)).toMatchObject({
      iss: `${contoso.authority}/v2.0`,
      tid: contoso.tenantId,
      preferred_username: options.email,
      oid: microsoft.users(contoso.tenantId).find((user) => user.mail === options.email)?.id,
      scp: "access_as_user",
      ver: "2.0",
    });
    expect(check(microsoft.issueUserToken({ ...options, forged: true }))).toBe(false);
  });

  test("a spawned process trusts the fake with NODE_EXTRA_CA_CERTS", async () => {
    const script = `fetch(process.argv[1]).then((r) => console.log(r.status))`;
    const { stdout } = await run(
      process.execPath,
      ["-e", script, `${contoso.authority}/v2.0/.well-known/openid-configuration`],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: microsoft.caFile } },
    );
    expect(stdout.trim()).toBe("200");
  });
});

describe("fake Google Directory API", () => {
  const ADMIN = "admin@example.com";
  let google: FakeGoogle;

  function delegated(subject: string, scopes: string[]): JWT {
    const key = google.serviceAccountKey;
    return new JWT({
      email: key.client_email,
      key: key.private_key,
      keyId: key.private_key_id,
      subject,
      scopes,
      transporterOptions: {
        retry: false,
        retryConfig: { retry: 0 },
        // the library's token URL is fixed: its requests are sent to the fake's instead
        fetchImplementation: ((input: RequestInfo | URL, init?: RequestInit) => {
          const url = input instanceof Request ? input.url : String(input);
          return fetch(url === GOOGLE_TOKEN_AUDIENCE ? google.tokenUrl : input, init);
        }) as typeof fetch,
      },
    });
  }

  const usersUrl = (params: Record<string, string>) =>
    `${google.apiRootUrl}admin/directory/v1/users?${new URLSearchParams({ customer: "my_customer", ...params })}`;

  async function bearer(subject: string, scopes: string[]): Promise<string> {
    const { token } = await delegated(subject, scopes).getAccessToken();
    return token ?? "";
  }

  beforeAll(async () => {
    google = await startFakeGoogle();
    google.directory.fill(2_000, { photos: true });
    google.directory.addUser({ email: ADMIN, givenName: "Ada", familyName: "Admin" });
    google.admins.add(ADMIN);
  });
  afterAll(() => google.close());

  test("google-auth-library lists 2,000 users in pages of 500, then an org unit's", async () => {
    const client = delegated(ADMIN, [DIRECTORY_SCOPES.users]);
    type Page = {
      users?: Array<{ primaryEmail: string; orgUnitPath: string }>;
      nextPageToken?: string;
    };
    async function all(params: Record<string, string>) {
      const emails: string[] = [];
      const paths = new Set<string>();
      let pageToken: string | undefined;
      let pages = 0;
      do {
        const { data } = await client.request<Page>({
          url: usersUrl({ ...params, maxResults: "500", ...(pageToken && { pageToken }) }),
        });
        for (const user of data.users ?? []) {
          emails.push(user.primaryEmail);
          paths.add(user.orgUnitPath);
        }
        pageToken = data.nextPageToken;
        pages += 1;
      } while (pageToken);
      return { emails, paths, pages };
    }
    const everybody = await all({ orderBy: "email" });
    expect(everybody.pages).toBe(5);
    expect(everybody.emails).toHaveLength(2_001);
    expect(everybody.emails).toEqual([...everybody.emails].sort());

    const engineering = await all({ query: "orgUnitPath='/Engineering' isSuspended=false" });
    expect([...engineering.paths].sort()).toEqual(["/Engineering", "/Engineering/Platform"]);
    expect(engineering.emails).toHaveLength(1_334);
    expect(engineering.pages).toBe(3);
  });

  test("the Directory API answers only an administrator's token with its scope", async () => {
    const notAdmin = await fetch(usersUrl({}), {
      headers: {
        authorization: `Bearer ${await bearer("user0001@example.com", [DIRECTORY_SCOPES.users])}`,
      },
    });
    expect(notAdmin.status).toBe(403);
    expect(await notAdmin.json()).toMatchObject({
      error: {
        errors: [{ reason: "forbidden", message: "Not Authorized to access this resource/api" }],
      },
    });
    const gmailOnly = await fetch(usersUrl({}), {
      headers: {
        authorization: `Bearer ${await bearer(ADMIN, ["https://www.googleapis.com/auth/gmail.settings.basic"])}`,
      },
    });
    expect(gmailOnly.status).toBe(403);
    expect(await gmailOnly.json()).toMatchObject({
      error: {
        message: "Request had insufficient authentication scopes.",
        errors: [{ reason: "insufficientPermissions" }],
      },
    });
    await expect(
      bearer(ADMIN, ["https://www.googleapis.com/auth/admin.directory.user"]),
    ).rejects.toMatchObject({
      response: { data: { error: "invalid_scope" } },
    });
  });

  test("a user's thumbnail photo, web-safe base64; 404 without one", async () => {
    const token = await bearer(ADMIN, [DIRECTORY_SCOPES.users]);
    const [withPhoto, withoutPhoto] = ["user0001@example.com", "user0002@example.com"];
    const answer = await fetch(
      `${google.apiRootUrl}admin/directory/v1/users/${withPhoto}/photos/thumbnail`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const photo = (await answer.json()) as { photoData: string; mimeType: string; width: number };
    expect(photo).toMatchObject({ mimeType: "image/png", width: 96 });
    const bytes = Buffer.from(photo.photoData.replaceAll("-", "+").replaceAll("_", "/"), "base64");
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    const none = await fetch(
      `${google.apiRootUrl}admin/directory/v1/users/${withoutPhoto}/photos/thumbnail`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(none.status).toBe(404);
  });

  test("faults: a 429 with Retry-After, an unsupported query, expired tokens", async () => {
    const token = await bearer(ADMIN, [DIRECTORY_SCOPES.users]);
    const get = (url: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } });
    google.failNext("users.list", 429, 1, { headers: { "Retry-After": "3" } });
    const throttled = await get(usersUrl({}));
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("3");
    expect((await get(usersUrl({ maxResults: "1" }))).status).toBe(200);
    const unsupported = await get(usersUrl({ query: "manager='boss@example.com'" }));
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: { errors: [{ reason: "invalid" }] } });
    google.expireTokens();
    expect((await get(usersUrl({}))).status).toBe(401);
  });
});
