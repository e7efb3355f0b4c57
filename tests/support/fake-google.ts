import {
  createHash,
  createHmac,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { crc32, deflateSync } from "node:zlib";

// Google on loopback: the OAuth token endpoint of a service account with domain-wide
// delegation (RFC 7523 JWT bearer grant, checked as Google checks it; a token carries the
// scopes asked for), the Gmail API's send-as settings of the users it knows (the Gmail push),
// and the Admin SDK Directory API's reads (the directory sync: users.list, users.get,
// members.list, the users' thumbnail photos, orgunits.list), which Google answers only to a
// token of one of the domain's administrators. Failures are injected per address or per call.

/** The audience Google requires in the assertion (google-auth-library always signs this one). */
export const GOOGLE_TOKEN_AUDIENCE = "https://oauth2.googleapis.com/token";
const GMAIL_SCOPE = "https://www.googleapis.com/auth/gmail.settings.basic";
/** The Directory API's read-only scopes, one per kind of resource. */
export const DIRECTORY_SCOPES = {
  users: "https://www.googleapis.com/auth/admin.directory.user.readonly",
  members: "https://www.googleapis.com/auth/admin.directory.group.member.readonly",
  orgUnits: "https://www.googleapis.com/auth/admin.directory.orgunit.readonly",
} as const;
const KNOWN_SCOPES = new Set<string>([GMAIL_SCOPE, ...Object.values(DIRECTORY_SCOPES)]);
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const TOKEN_SECONDS = 3600;
/** Gmail refuses longer signatures. */
const MAX_SIGNATURE_CHARS = 10_000;
const SEND_AS_PATH = /^\/gmail\/v1\/users\/([^/]+)\/settings\/sendAs\/([^/]+)$/;
const DIRECTORY_PREFIX = "/admin/directory/v1/";
const USERS_PATH = /^\/admin\/directory\/v1\/users$/;
const USER_PATH = /^\/admin\/directory\/v1\/users\/([^/]+)$/;
const PHOTO_PATH = /^\/admin\/directory\/v1\/users\/([^/]+)\/photos\/thumbnail$/;
const MEMBERS_PATH = /^\/admin\/directory\/v1\/groups\/([^/]+)\/members$/;
const ORG_UNITS_PATH = /^\/admin\/directory\/v1\/customer\/([^/]+)\/orgunits$/;
/** Where a user's `thumbnailPhotoUrl` points (served by the fake, without a token). */
const THUMBNAIL_PATH = /^\/ao\/([^/]+)$/;
const NOT_AUTHORIZED = "Not Authorized to access this resource/api";

export type FakeServiceAccountKey = {
  type: "service_account";
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
  universe_domain: string;
};

/** A failure answered instead of the next API calls: an HTTP status, or the connection reset. */
export type InjectedFailure = {
  status: number | "reset";
  headers?: Record<string, string>;
  /** Google's `errors[0].reason`; a default per status otherwise */
  reason?: string;
  /** only for this method (GET, PUT, PATCH) */
  method?: string;
};

/**
 * What `failNext` targets besides a Gmail address: `*` is any API call, `directory` any Admin
 * SDK call, the others one Directory API method.
 */
export type DirectoryFailureTarget =
  | "directory"
  | "users.list"
  | "users.get"
  | "members.list"
  | "photos"
  | "orgunits.list";

/** A person of the fake's Workspace directory, as a test describes them. */
export type DirectoryUserInput = {
  email: string;
  givenName: string;
  familyName: string;
  title?: string;
  department?: string;
  workPhone?: string;
  mobilePhone?: string;
  /** the preferred language's code, e.g. "fr" */
  language?: string;
  /** default "/" */
  orgUnitPath?: string;
  suspended?: boolean;
  photo?: { bytes: Buffer; mimeType: "image/jpeg" | "image/png" };
};

/** A change to a person; `email` renames them (same id), `photo: null` removes the photo. */
export type DirectoryUserPatch = Partial<Omit<DirectoryUserInput, "photo">> & {
  photo?: DirectoryUserInput["photo"] | null;
};

/** The user resource as `users.list` and `users.get` answer it (admin_view). */
export type DirectoryUser = {
  kind: "admin#directory#user";
  id: string;
  etag: string;
  primaryEmail: string;
  name: { givenName: string; familyName: string; fullName: string };
  isAdmin: boolean;
  isDelegatedAdmin: boolean;
  lastLoginTime: string;
  creationTime: string;
  agreedToTerms: boolean;
  suspended: boolean;
  archived: boolean;
  changePasswordAtNextLogin: boolean;
  ipWhitelisted: boolean;
  emails: Array<{ address: string; primary: boolean }>;
  languages?: Array<{ languageCode: string; preference: "preferred" }>;
  organizations?: Array<{
    title?: string;
    department?: string;
    primary: true;
    customType: "";
  }>;
  phones?: Array<{ value: string; type: "work" | "mobile" }>;
  customerId: string;
  orgUnitPath: string;
  isMailboxSetup: boolean;
  isEnrolledIn2Sv: boolean;
  isEnforcedIn2Sv: boolean;
  includeInGlobalAddressList: boolean;
  thumbnailPhotoUrl?: string;
  thumbnailPhotoEtag?: string;
};

export type DirectoryFillOptions = {
  /** default "example.com" */
  domain?: string;
  /** the first user's number (default: one after the users filled so far) */
  start?: number;
  /** every second user gets a 96×96 PNG photo */
  photos?: boolean;
};

/** The Workspace directory behind the Admin SDK (tests change it directly). */
export type FakeDirectory = {
  addUser(user: DirectoryUserInput): DirectoryUser;
  updateUser(email: string, patch: DirectoryUserPatch): DirectoryUser;
  removeUser(email: string): void;
  /** a group of these addresses (users, other groups' addresses, outsiders); returns its id */
  addGroup(groupEmail: string, memberEmails: string[]): string;
  /** every user, by primary email */
  users(): DirectoryUser[];
  /**
   * `count` users made up deterministically: user0001@example.com…, with titles, departments,
   * phones, over /Sales, /Engineering and /Engineering/Platform, every third one French.
   */
  fill(count: number, options?: DirectoryFillOptions): DirectoryUser[];
};

export type FakeGoogle = {
  url: string;
  tokenUrl: string;
  apiRootUrl: string;
  /** the key of the one service account the token endpoint trusts */
  serviceAccountKey: FakeServiceAccountKey;
  /** addresses of the domain's users; others are 404 */
  users: Set<string>;
  /** each user's current signature */
  signatures: Map<string, string>;
  /** successful updates (PUT or PATCH) per address */
  updates: Map<string, number>;
  /** the domain's administrators: the only subjects whose tokens the Directory API answers */
  admins: Set<string>;
  /** the Workspace customer's id (`customer=` accepts it as well as `my_customer`) */
  customerId: string;
  /** the Admin SDK's users, groups and org units (a user added there also gets a mailbox) */
  directory: FakeDirectory;
  /** every request received, token requests included */
  readonly requests: number;
  readonly tokenRequests: number;
  readonly reads: number;
  /** Admin SDK requests received (failed ones included) */
  readonly directoryRequests: number;
  /** users.list and members.list requests received, one per page asked for */
  readonly pageRequests: number;
  /** `performance.now()` at each request's arrival, in order (for reports, not for checks) */
  requestTimes: number[];
  /** slows every answer: the request is acted on at once, its answer sent this much later */
  delayMs: number;
  /**
   * Holds every answer from now on until the returned function is called: requests are still
   * acted on at once (a Google that applied a change and has not said so yet).
   */
  holdAnswers(): () => void;
  /**
   * The next `count` API calls for this target answer with this failure: a Gmail address,
   * `*` (any API call), or a Directory API target (`directory`: any of them).
   */
  failNext(
    target: string,
    status: number | "reset",
    count?: number,
    options?: Omit<InjectedFailure, "status">,
  ): void;
  /** token requests (for `subject` only, if given) fail with this OAuth error until cleared */
  failTokenWith(
    error: string | null,
    options?: { status?: number; description?: string; subject?: string },
  ): void;
  /** every token issued so far is refused from now on (401), as an expired one */
  expireTokens(): void;
  /** forgets users, signatures, the directory, counts, failures and delay (the key stays) */
  reset(): void;
  /** a new key pair for the same account (Google no longer knowing the old key's half) */
  otherKey(): FakeServiceAccountKey;
  close(): Promise<void>;
};

type TokenFailure = { error: string; status: number; description: string; subject?: string };
type Grant = { subject: string; scopes: Set<string>; expiresAt: number };
type Answer = { status: number; body: unknown; headers?: Record<string, string> };
type Photo = { bytes: Buffer; mimeType: string; etag: string; width: number; height: number };
type StoredUser = {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  title?: string;
  department?: string;
  workPhone?: string;
  mobilePhone?: string;
  language?: string;
  orgUnitPath: string;
  suspended: boolean;
  photo?: Photo;
  creationTime: string;
  lastLoginTime: string;
};
type Group = { id: string; email: string; members: string[] };

export async function startFakeGoogle(
  options: { delayMs?: number; users?: Iterable<string> } = {},
): Promise<FakeGoogle> {
  const projectId = `paraph-test-${randomBytes(3).toString("hex")}`;
  const clientEmail = `signatures@${projectId}.iam.gserviceaccount.com`;
  const pair = newKeyPair();
  const tokens = new Map<string, Grant>();
  const failures = new Map<string, Array<InjectedFailure & { remaining: number }>>();
  const pageTokenKey = randomBytes(32);
  const directoryUsers = new Map<string, StoredUser>();
  const groups = new Map<string, Group>();
  let tokenFailure: TokenFailure | null = null;
  let requests = 0;
  let tokenRequests = 0;
  let reads = 0;
  let directoryRequests = 0;
  let pageRequests = 0;
  let sequence = 0;
  let filled = 0;
  let held: { released: Promise<void>; release: () => void } | null = null;

  const server = createServer((req, res) => {
    requests += 1;
    fake.requestTimes.push(performance.now());
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { code: 500, message: String(error) } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const requestUrl = new URL(req.url ?? "/", "http://fake");
    const path = requestUrl.pathname;
    if (path === "/token") {
      tokenRequests += 1;
      return answer(res, tokenAnswer(req, body));
    }
    if (path.startsWith(DIRECTORY_PREFIX)) {
      directoryRequests += 1;
      const directoryAnswer = directoryCall(req, path, requestUrl.searchParams);
      if (directoryAnswer === "reset") {
        req.socket.destroy();
        return;
      }
      return answer(res, directoryAnswer);
    }
    const thumbnail = THUMBNAIL_PATH.exec(path);
    if (thumbnail) return thumbnailAnswer(res, decodeURIComponent(thumbnail[1]!));
    const match = SEND_AS_PATH.exec(path);
    if (!match) return answer(res, { status: 404, body: { error: "no such endpoint" } });
    const userId = decodeURIComponent(match[1]!).toLowerCase();
    const sendAsEmail = decodeURIComponent(match[2]!).toLowerCase();
    const injected = takeFailure([userId, "*"], req.method ?? "GET");
    if (injected?.status === "reset") {
      req.socket.destroy();
      return;
    }
    if (injected) {
      return answer(res, {
        status: injected.status,
        headers: injected.headers,
        body: apiError(injected.status, injected.reason),
      });
    }
    return answer(res, sendAsAnswer(req, body, userId, sendAsEmail));
  }

  async function answer(res: ServerResponse, { status, body, headers }: Answer) {
    if (held) await held.released;
    if (fake.delayMs > 0) await sleep(fake.delayMs);
    if (res.destroyed) return;
    send(res, status, body, headers);
  }

  function tokenAnswer(req: IncomingMessage, body: string): Answer {
    const oauthError = (status: number, error: string, description: string): Answer => ({
      status,
      body: { error, error_description: description },
    });
    if (req.method !== "POST") return oauthError(405, "invalid_request", "POST only");
    const form = new URLSearchParams(body);
    if (form.get("grant_type") !== JWT_BEARER) {
      return oauthError(400, "unsupported_grant_type", "Invalid grant_type: ");
    }
    const claims = verifiedClaims(form.get("assertion") ?? "", pair.publicKey);
    if (!claims) return oauthError(400, "invalid_grant", "Invalid JWT Signature.");
    const now = Math.floor(Date.now() / 1000);
    if (claims.iss !== clientEmail) {
      return oauthError(400, "invalid_grant", "Invalid grant: account not found");
    }
    if (claims.aud !== GOOGLE_TOKEN_AUDIENCE) {
      return oauthError(400, "invalid_grant", "Invalid JWT: Failed audience check.");
    }
    if (
      typeof claims.exp !== "number" ||
      typeof claims.iat !== "number" ||
      claims.exp <= now ||
      claims.exp - claims.iat > TOKEN_SECONDS ||
      claims.iat > now + 60
    ) {
      return oauthError(
        400,
        "invalid_grant",
        "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.",
      );
    }
    const scopes = typeof claims.scope === "string" ? claims.scope.split(" ").filter(Boolean) : [];
    if (scopes.length === 0 || scopes.some((scope) => !KNOWN_SCOPES.has(scope))) {
      return oauthError(400, "invalid_scope", "Invalid OAuth scope or ID token audience provided.");
    }
    if (typeof claims.sub !== "string" || claims.sub === "") {
      return oauthError(400, "invalid_request", "Domain-wide delegation needs a subject (sub).");
    }
    const subject = claims.sub.toLowerCase();
    if (tokenFailure && (!tokenFailure.subject || tokenFailure.subject === subject)) {
      return oauthError(tokenFailure.status, tokenFailure.error, tokenFailure.description);
    }
    const token = `ya29.fake-${Buffer.from(subject).toString("base64url")}.${randomBytes(12).toString("base64url")}`;
    tokens.set(token, {
      subject,
      scopes: new Set(scopes),
      expiresAt: Date.now() + TOKEN_SECONDS * 1000,
    });
    return {
      status: 200,
      body: { access_token: token, expires_in: TOKEN_SECONDS, token_type: "Bearer" },
    };
  }

  /** The token's grant, or the answer refusing it: 401 without a live token, 403 without scope. */
  function authorized(req: IncomingMessage, scope: string): Grant | Answer {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const grant = bearer ? tokens.get(bearer) : undefined;
    if (!grant || grant.expiresAt <= Date.now()) {
      return {
        status: 401,
        headers: { "www-authenticate": 'Bearer realm="https://accounts.google.com/"' },
        body: apiError(401),
      };
    }
    if (!grant.scopes.has(scope)) return insufficientScopes(scope);
    return grant;
  }

  function sendAsAnswer(
    req: IncomingMessage,
    body: string,
    userId: string,
    sendAsEmail: string,
  ): Answer {
    const grant = authorized(req, GMAIL_SCOPE);
    if (!("subject" in grant)) return grant;
    const user = userId === "me" ? grant.subject : userId;
    if (user !== grant.subject) {
      return {
        status: 403,
        body: apiError(403, "forbidden", `Delegation denied for ${grant.subject}`),
      };
    }
    if (!fake.users.has(user) || sendAsEmail !== user) return { status: 404, body: apiError(404) };
    if (req.method === "GET") {
      reads += 1;
      return { status: 200, body: sendAs(user) };
    }
    if (req.method !== "PUT" && req.method !== "PATCH") {
      return { status: 405, body: apiError(405, "methodNotAllowed") };
    }
    let resource: { signature?: unknown };
    try {
      resource = JSON.parse(body) as { signature?: unknown };
    } catch {
      return { status: 400, body: apiError(400, "parseError", "Invalid JSON payload received.") };
    }
    if (typeof resource.signature === "string") {
      if (resource.signature.length > MAX_SIGNATURE_CHARS) {
        return { status: 400, body: apiError(400, "invalidArgument", "Signature is too long") };
      }
      fake.signatures.set(user, resource.signature);
    }
    fake.updates.set(user, (fake.updates.get(user) ?? 0) + 1);
    return { status: 200, body: sendAs(user) };
  }

  function sendAs(user: string) {
    return {
      sendAsEmail: user,
      displayName: "",
      replyToAddress: "",
      signature: fake.signatures.get(user) ?? "",
      isPrimary: true,
      isDefault: true,
      treatAsAlias: false,
      verificationStatus: "accepted",
    };
  }

  // --- Admin SDK Directory API ---

  type DirectoryRoute = {
    target: Exclude<DirectoryFailureTarget, "directory">;
    scope: string;
    respond: (query: URLSearchParams) => Answer;
  };

  function directoryRoute(path: string): DirectoryRoute | null {
    if (USERS_PATH.test(path)) {
      return { target: "users.list", scope: DIRECTORY_SCOPES.users, respond: listUsers };
    }
    const photo = PHOTO_PATH.exec(path);
    if (photo) {
      const key = decodeURIComponent(photo[1]!);
      return { target: "photos", scope: DIRECTORY_SCOPES.users, respond: () => photoOf(key) };
    }
    const user = USER_PATH.exec(path);
    if (user) {
      const key = decodeURIComponent(user[1]!);
      return {
        target: "users.get",
        scope: DIRECTORY_SCOPES.users,
        respond: (query) => getUser(key, query),
      };
    }
    const members = MEMBERS_PATH.exec(path);
    if (members) {
      const key = decodeURIComponent(members[1]!);
      return {
        target: "members.list",
        scope: DIRECTORY_SCOPES.members,
        respond: (query) => listMembers(key, query),
      };
    }
    const orgUnits = ORG_UNITS_PATH.exec(path);
    if (orgUnits) {
      const customer = decodeURIComponent(orgUnits[1]!);
      return {
        target: "orgunits.list",
        scope: DIRECTORY_SCOPES.orgUnits,
        respond: (query) => listOrgUnits(customer, query),
      };
    }
    return null;
  }

  function directoryCall(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Answer | "reset" {
    const route = directoryRoute(path);
    if (!route) return { status: 404, body: apiError(404) };
    if (route.target === "users.list" || route.target === "members.list") pageRequests += 1;
    const injected = takeFailure([route.target, "directory", "*"], req.method ?? "GET");
    if (injected?.status === "reset") return "reset";
    if (injected) {
      return {
        status: injected.status,
        headers: injected.headers,
        body: apiError(injected.status, injected.reason),
      };
    }
    if (req.method !== "GET") return { status: 405, body: apiError(405, "methodNotAllowed") };
    const grant = authorized(req, route.scope);
    if (!("subject" in grant)) return grant;
    // a user's public profile is for everybody of the domain; the rest is for administrators
    const publicView = route.target === "users.list" && query.get("viewType") === "domain_public";
    if (!publicView && !fake.admins.has(grant.subject)) {
      return { status: 403, body: apiError(403, "forbidden", NOT_AUTHORIZED) };
    }
    return route.respond(query);
  }

  function listUsers(query: URLSearchParams): Answer {
    const customer = query.get("customer");
    const domain = query.get("domain")?.toLowerCase();
    if (!customer && !domain) return invalid(400, "badRequest", "Bad Request");
    if (customer && customer !== "my_customer" && customer !== fake.customerId) {
      return invalid(400, "badRequest", "Bad Request");
    }
    const maxResults = intParam(query, "maxResults", 100, 500);
    if (typeof maxResults !== "number") return maxResults;
    const orderBy = query.get("orderBy") ?? "email";
    if (!["email", "givenName", "familyName"].includes(orderBy)) return invalidValue(orderBy);
    const sortOrder = query.get("sortOrder") ?? "ASCENDING";
    if (sortOrder !== "ASCENDING" && sortOrder !== "DESCENDING") return invalidValue(sortOrder);
    const projection = query.get("projection") ?? "basic";
    if (!["basic", "full", "custom"].includes(projection)) return invalidValue(projection);
    const viewType = query.get("viewType") ?? "admin_view";
    if (viewType !== "admin_view" && viewType !== "domain_public") return invalidValue(viewType);
    const matches = parseUserQuery(query.get("query") ?? "", (user) => fake.admins.has(user.email));
    if (!matches) return invalid(400, "invalid", "Invalid Input");
    const fingerprint = JSON.stringify([
      customer,
      domain,
      query.get("query") ?? "",
      orderBy,
      sortOrder,
      viewType,
    ]);
    const keyOf = (user: StoredUser) =>
      orderBy === "email"
        ? [user.email]
        : [(orderBy === "givenName" ? user.givenName : user.familyName).toLowerCase(), user.email];
    const direction = sortOrder === "ASCENDING" ? 1 : -1;
    const candidates = [...directoryUsers.values()].filter(
      (user) => (!domain || user.email.endsWith(`@${domain}`)) && matches(user),
    );
    const page = pageOf(candidates, keyOf, direction, maxResults, query, fingerprint);
    if ("status" in page) return page;
    const users = page.items.map((user) =>
      viewType === "admin_view" ? userResource(user) : publicUserResource(user),
    );
    return {
      status: 200,
      body: {
        kind: "admin#directory#users",
        etag: etagOf(users),
        ...(users.length > 0 && { users }),
        ...(page.nextPageToken && { nextPageToken: page.nextPageToken }),
      },
    };
  }

  function getUser(key: string, query: URLSearchParams): Answer {
    const user = userByKey(key);
    if (!user) return invalid(404, "notFound", "Resource Not Found: userKey");
    const viewType = query.get("viewType") ?? "admin_view";
    return {
      status: 200,
      body: viewType === "domain_public" ? publicUserResource(user) : userResource(user),
    };
  }

  function photoOf(key: string): Answer {
    const user = userByKey(key);
    if (!user) return invalid(404, "notFound", "Resource Not Found: userKey");
    if (!user.photo) return invalid(404, "notFound", "Resource Not Found: photo");
    const { photo } = user;
    return {
      status: 200,
      body: {
        kind: "admin#directory#user#photo",
        id: user.id,
        etag: photo.etag,
        primaryEmail: user.email,
        mimeType: photo.mimeType,
        height: photo.height,
        width: photo.width,
        // Google's "web-safe" base64: base64url's alphabet, with its `=` padding kept
        photoData: photo.bytes.toString("base64").replaceAll("+", "-").replaceAll("/", "_"),
      },
    };
  }

  function listMembers(groupKey: string, query: URLSearchParams): Answer {
    const group = groupByKey(groupKey);
    if (!group) return invalid(404, "notFound", "Resource Not Found: groupKey");
    const maxResults = intParam(query, "maxResults", 200, 200);
    if (typeof maxResults !== "number") return maxResults;
    const derived = query.get("includeDerivedMembership") === "true";
    const emails = derived ? derivedMembers(group) : group.members;
    const candidates = [...new Set(emails)].sort();
    const fingerprint = JSON.stringify([group.id, derived]);
    const page = pageOf(candidates, (email) => [email], 1, maxResults, query, fingerprint);
    if ("status" in page) return page;
    const members = page.items.map(memberResource);
    return {
      status: 200,
      body: {
        kind: "admin#directory#members",
        etag: etagOf(members),
        ...(members.length > 0 && { members }),
        ...(page.nextPageToken && { nextPageToken: page.nextPageToken }),
      },
    };
  }

  /** Users reached through nested groups too (each group once), outsiders included. */
  function derivedMembers(group: Group, seen = new Set<string>()): string[] {
    seen.add(group.id);
    return group.members.flatMap((email) => {
      const nested = groups.get(email);
      if (!nested) return [email];
      return seen.has(nested.id) ? [] : derivedMembers(nested, seen);
    });
  }

  function memberResource(email: string) {
    const group = groups.get(email);
    const user = directoryUsers.get(email);
    const id = group?.id ?? user?.id ?? outsiderId(email);
    const resource = {
      kind: "admin#directory#member",
      id,
      email,
      role: "MEMBER",
      type: group ? "GROUP" : "USER",
      ...(!group && { status: user?.suspended ? "SUSPENDED" : "ACTIVE" }),
    };
    return { ...resource, etag: etagOf(resource) };
  }

  function listOrgUnits(customer: string, query: URLSearchParams): Answer {
    if (customer !== "my_customer" && customer !== fake.customerId) {
      return invalid(400, "invalid", "Invalid Customer Id");
    }
    const parent = normalizedUnit(query.get("orgUnitPath") ?? "/");
    const type = query.get("type") ?? "children";
    if (!["all", "children", "allIncludingParent"].includes(type)) return invalidValue(type);
    const paths = new Set<string>();
    for (const user of directoryUsers.values()) {
      const parts = user.orgUnitPath.split("/").filter(Boolean);
      for (let depth = 1; depth <= parts.length; depth += 1) {
        paths.add(`/${parts.slice(0, depth).join("/")}`);
      }
    }
    if (parent !== "/" && !paths.has(parent)) {
      return invalid(404, "notFound", "Org unit not found");
    }
    const within = (path: string) => parent === "/" || path.startsWith(`${parent}/`);
    const chosen = [...paths].sort().filter((path) => {
      if (type === "allIncludingParent" && path === parent) return true;
      if (!within(path) || path === parent) return false;
      return type !== "children" || parentOf(path) === parent;
    });
    const organizationUnits = chosen.map((path) => ({
      kind: "admin#directory#orgUnit",
      etag: etagOf(path),
      name: path.slice(path.lastIndexOf("/") + 1),
      description: "",
      orgUnitPath: path,
      orgUnitId: orgUnitIdOf(path),
      parentOrgUnitPath: parentOf(path),
      parentOrgUnitId: orgUnitIdOf(parentOf(path)),
    }));
    return {
      status: 200,
      body: {
        kind: "admin#directory#orgUnits",
        etag: etagOf(organizationUnits),
        ...(organizationUnits.length > 0 && { organizationUnits }),
      },
    };
  }

  /** One page after the page token's position, in `keyOf` order; the next token if more follow. */
  function pageOf<T>(
    candidates: T[],
    keyOf: (item: T) => string[],
    direction: 1 | -1,
    size: number,
    query: URLSearchParams,
    fingerprint: string,
  ): { items: T[]; nextPageToken?: string } | Answer {
    const sorted = candidates
      .map((item) => ({ item, key: keyOf(item) }))
      .sort((a, b) => direction * compareKeys(a.key, b.key));
    const pageToken = query.get("pageToken");
    let after: string[] | null = null;
    if (pageToken) {
      after = readPageToken(pageToken, fingerprint);
      if (!after) return invalid(400, "invalid", "Invalid Input");
    }
    const rest = after
      ? sorted.filter(({ key }) => direction * compareKeys(key, after) > 0)
      : sorted;
    const items = rest.slice(0, size);
    const last = items.at(-1);
    return {
      items: items.map(({ item }) => item),
      ...(rest.length > size && last && { nextPageToken: writePageToken(last.key, fingerprint) }),
    };
  }

  function writePageToken(after: string[], fingerprint: string): string {
    const payload = Buffer.from(JSON.stringify(after)).toString("base64url");
    return `${payload}.${pageTokenMac(payload, fingerprint)}`;
  }

  /** The position a page token stands for, if this server made it for this very query. */
  function readPageToken(token: string, fingerprint: string): string[] | null {
    const [payload, mac] = token.split(".");
    if (!payload || mac !== pageTokenMac(payload, fingerprint)) return null;
    try {
      const after: unknown = JSON.parse(Buffer.from(payload, "base64url").toString());
      return Array.isArray(after) && after.every((part) => typeof part === "string") ? after : null;
    } catch {
      return null;
    }
  }

  function pageTokenMac(payload: string, fingerprint: string): string {
    return createHmac("sha256", pageTokenKey)
      .update(`${fingerprint}\n${payload}`)
      .digest("base64url")
      .slice(0, 22);
  }

  function userByKey(key: string): StoredUser | undefined {
    const lower = key.toLowerCase();
    return (
      directoryUsers.get(lower) ?? [...directoryUsers.values()].find((user) => user.id === key)
    );
  }

  function groupByKey(key: string): Group | undefined {
    return groups.get(key.toLowerCase()) ?? [...groups.values()].find((group) => group.id === key);
  }

  function userResource(user: StoredUser): DirectoryUser {
    const organization = {
      ...(user.title !== undefined && { title: user.title }),
      ...(user.department !== undefined && { department: user.department }),
    };
    const phones = [
      ...(user.workPhone ? [{ value: user.workPhone, type: "work" as const }] : []),
      ...(user.mobilePhone ? [{ value: user.mobilePhone, type: "mobile" as const }] : []),
    ];
    const resource: Omit<DirectoryUser, "etag"> = {
      kind: "admin#directory#user",
      id: user.id,
      primaryEmail: user.email,
      name: {
        givenName: user.givenName,
        familyName: user.familyName,
        fullName: `${user.givenName} ${user.familyName}`.trim(),
      },
      isAdmin: fake.admins.has(user.email),
      isDelegatedAdmin: false,
      lastLoginTime: user.lastLoginTime,
      creationTime: user.creationTime,
      agreedToTerms: true,
      suspended: user.suspended,
      archived: false,
      changePasswordAtNextLogin: false,
      ipWhitelisted: false,
      emails: [{ address: user.email, primary: true }],
      ...(user.language && {
        languages: [{ languageCode: user.language, preference: "preferred" as const }],
      }),
      ...(Object.keys(organization).length > 0 && {
        organizations: [{ ...organization, primary: true as const, customType: "" as const }],
      }),
      ...(phones.length > 0 && { phones }),
      customerId: fake.customerId,
      orgUnitPath: user.orgUnitPath,
      isMailboxSetup: true,
      isEnrolledIn2Sv: false,
      isEnforcedIn2Sv: false,
      includeInGlobalAddressList: true,
      ...(user.photo && {
        thumbnailPhotoUrl: `${url}/ao/${encodeURIComponent(user.id)}`,
        thumbnailPhotoEtag: user.photo.etag,
      }),
    };
    return { ...resource, etag: etagOf(resource) };
  }

  /** What `viewType=domain_public` shows of a user: their public profile. */
  function publicUserResource(user: StoredUser) {
    const full = userResource(user);
    const resource = {
      kind: full.kind,
      id: full.id,
      primaryEmail: full.primaryEmail,
      name: full.name,
      emails: full.emails,
      ...(full.organizations && { organizations: full.organizations }),
      ...(full.phones && { phones: full.phones }),
      ...(full.thumbnailPhotoUrl && {
        thumbnailPhotoUrl: full.thumbnailPhotoUrl,
        thumbnailPhotoEtag: full.thumbnailPhotoEtag,
      }),
    };
    return { ...resource, etag: etagOf(resource) };
  }

  async function thumbnailAnswer(res: ServerResponse, userId: string) {
    const photo = [...directoryUsers.values()].find((user) => user.id === userId)?.photo;
    if (held) await held.released;
    if (res.destroyed) return;
    if (!photo) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
      return;
    }
    res.writeHead(200, { "content-type": photo.mimeType, etag: photo.etag }).end(photo.bytes);
  }

  function storedUser(input: DirectoryUserInput, id: string, creationTime: string): StoredUser {
    return {
      id,
      email: input.email.toLowerCase(),
      givenName: input.givenName,
      familyName: input.familyName,
      title: input.title,
      department: input.department,
      workPhone: input.workPhone,
      mobilePhone: input.mobilePhone,
      language: input.language,
      orgUnitPath: normalizedUnit(input.orgUnitPath ?? "/"),
      suspended: input.suspended ?? false,
      photo: input.photo && photoOfBytes(input.photo.bytes, input.photo.mimeType),
      creationTime,
      lastLoginTime: "1970-01-01T00:00:00.000Z",
    };
  }

  const directory: FakeDirectory = {
    addUser(input) {
      const email = input.email.toLowerCase();
      if (directoryUsers.has(email) || groups.has(email)) {
        throw new Error(`${email} is already in the directory`);
      }
      sequence += 1;
      const id = String(103_000_000_000_000_000_000n + BigInt(sequence) * 7_919n);
      const created = new Date(Date.UTC(2021, 2, 1) + sequence * 60_000).toISOString();
      const user = storedUser(input, id, created);
      directoryUsers.set(email, user);
      fake.users.add(email);
      return userResource(user);
    },
    updateUser(email, patch) {
      const current = directoryUsers.get(email.toLowerCase());
      if (!current) throw new Error(`${email} is not in the directory`);
      const { photo, ...rest } = patch;
      const next: StoredUser = {
        ...storedUser(
          {
            ...current,
            ...rest,
            email: rest.email ?? current.email,
            photo: undefined,
          },
          current.id,
          current.creationTime,
        ),
        photo:
          photo === null
            ? undefined
            : photo
              ? photoOfBytes(photo.bytes, photo.mimeType)
              : current.photo,
        lastLoginTime: current.lastLoginTime,
      };
      if (next.email !== current.email) {
        if (directoryUsers.has(next.email)) throw new Error(`${next.email} is already taken`);
        directoryUsers.delete(current.email);
        fake.users.delete(current.email);
        fake.users.add(next.email);
        for (const group of groups.values()) {
          group.members = group.members.map((member) =>
            member === current.email ? next.email : member,
          );
        }
      }
      directoryUsers.set(next.email, next);
      return userResource(next);
    },
    removeUser(email) {
      const lower = email.toLowerCase();
      if (!directoryUsers.delete(lower)) throw new Error(`${email} is not in the directory`);
      fake.users.delete(lower);
      for (const group of groups.values()) {
        group.members = group.members.filter((member) => member !== lower);
      }
    },
    addGroup(groupEmail, memberEmails) {
      const email = groupEmail.toLowerCase();
      if (groups.has(email) || directoryUsers.has(email)) {
        throw new Error(`${email} is already in the directory`);
      }
      sequence += 1;
      const id = `03${createHash("sha256").update(`${email}:${sequence}`).digest("hex").slice(0, 13)}`;
      groups.set(email, { id, email, members: memberEmails.map((m) => m.toLowerCase()) });
      return id;
    },
    users: () =>
      [...directoryUsers.values()]
        .sort((a, b) => compareKeys([a.email], [b.email]))
        .map(userResource),
    fill(count, fillOptions = {}) {
      const domain = fillOptions.domain ?? "example.com";
      const start = fillOptions.start ?? filled + 1;
      const added: DirectoryUser[] = [];
      for (let n = start; n < start + count; n += 1) {
        added.push(directory.addUser(madeUpUser(n, domain, fillOptions.photos ?? false)));
      }
      filled = Math.max(filled, start + count - 1);
      return added;
    },
  };

  function takeFailure(targets: string[], method: string): InjectedFailure | undefined {
    for (const target of targets) {
      const queue = failures.get(target) ?? [];
      const index = queue.findIndex((f) => f.remaining > 0 && (!f.method || f.method === method));
      const failure = queue[index];
      if (!failure) continue;
      failure.remaining -= 1;
      if (failure.remaining === 0) queue.splice(index, 1);
      return failure;
    }
    return undefined;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function keyFor(privateKey: string, keyId: string): FakeServiceAccountKey {
    return {
      type: "service_account",
      project_id: projectId,
      private_key_id: keyId,
      private_key: privateKey,
      client_email: clientEmail,
      client_id: `1${BigInt(`0x${randomBytes(8).toString("hex")}`)
        .toString()
        .padStart(20, "0")}`,
      auth_uri: "https://accounts.google.com/o/oauth2/auth",
      token_uri: GOOGLE_TOKEN_AUDIENCE,
      auth_provider_x509_cert_url: "https://www.googleapis.com/oauth2/v1/certs",
      client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
      universe_domain: "googleapis.com",
    };
  }

  const fake: FakeGoogle = {
    url,
    tokenUrl: `${url}/token`,
    apiRootUrl: `${url}/`,
    serviceAccountKey: keyFor(pair.privateKey, randomBytes(20).toString("hex")),
    users: new Set([...(options.users ?? [])].map((user) => user.toLowerCase())),
    signatures: new Map(),
    updates: new Map(),
    admins: new Set(),
    customerId: `C0${randomBytes(4).toString("hex").slice(0, 7)}`,
    directory,
    get requests() {
      return requests;
    },
    get tokenRequests() {
      return tokenRequests;
    },
    get reads() {
      return reads;
    },
    get directoryRequests() {
      return directoryRequests;
    },
    get pageRequests() {
      return pageRequests;
    },
    requestTimes: [],
    delayMs: options.delayMs ?? 0,
    holdAnswers() {
      if (!held) {
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        held = { released, release };
      }
      const hold = held;
      return () => {
        if (held === hold) held = null;
        hold.release();
      };
    },
    failNext(target, status, count = 1, more = {}) {
      const key = target.toLowerCase();
      const queue = failures.get(key) ?? [];
      queue.push({ ...more, status, remaining: count });
      failures.set(key, queue);
    },
    failTokenWith(error, more = {}) {
      tokenFailure = error
        ? {
            error,
            status: more.status ?? (error === "invalid_grant" ? 400 : 401),
            description: more.description ?? TOKEN_ERROR_DESCRIPTIONS[error] ?? error,
            subject: more.subject?.toLowerCase(),
          }
        : null;
    },
    expireTokens() {
      for (const grant of tokens.values()) grant.expiresAt = 0;
    },
    reset() {
      fake.users.clear();
      fake.signatures.clear();
      fake.updates.clear();
      fake.admins.clear();
      fake.requestTimes.length = 0;
      fake.delayMs = 0;
      held?.release();
      held = null;
      failures.clear();
      tokenFailure = null;
      directoryUsers.clear();
      groups.clear();
      requests = 0;
      tokenRequests = 0;
      reads = 0;
      directoryRequests = 0;
      pageRequests = 0;
      sequence = 0;
      filled = 0;
    },
    otherKey: () => keyFor(newKeyPair().privateKey, randomBytes(20).toString("hex")),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

const TOKEN_ERROR_DESCRIPTIONS: Record<string, string> = {
  unauthorized_client:
    "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.",
  access_denied: "Requested client not authorized.",
  invalid_grant: "Invalid grant: account not found",
};

const STATUS_NAMES: Record<number, [status: string, reason: string, message: string]> = {
  400: ["INVALID_ARGUMENT", "invalidArgument", "Invalid argument"],
  401: [
    "UNAUTHENTICATED",
    "authError",
    "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
  ],
  403: ["PERMISSION_DENIED", "forbidden", "The caller does not have permission"],
  404: ["NOT_FOUND", "notFound", "Requested entity was not found."],
  405: ["FAILED_PRECONDITION", "methodNotAllowed", "Method not allowed"],
  429: ["RESOURCE_EXHAUSTED", "rateLimitExceeded", "Too many requests"],
  500: ["INTERNAL", "backendError", "Internal error encountered."],
  502: ["UNAVAILABLE", "backendError", "Bad gateway"],
  503: ["UNAVAILABLE", "backendError", "The service is currently unavailable."],
  504: ["DEADLINE_EXCEEDED", "backendError", "Deadline exceeded"],
};

/** Google's JSON error body. */
function apiError(code: number, reason?: string, message?: string) {
  const [status, defaultReason, defaultMessage] = STATUS_NAMES[code] ?? [
    "UNKNOWN",
    "unknown",
    `HTTP ${code}`,
  ];
  const text = message ?? defaultMessage;
  return {
    error: {
      code,
      message: text,
      status,
      errors: [{ message: text, domain: "global", reason: reason ?? defaultReason }],
    },
  };
}

function invalid(code: number, reason: string, message: string): Answer {
  return { status: code, body: apiError(code, reason, message) };
}

function invalidValue(value: string): Answer {
  return invalid(400, "invalid", `Invalid value '${value}'.`);
}

/** A token whose scopes do not cover the call, as Google answers it (the reason in `details`). */
function insufficientScopes(scope: string): Answer {
  const message = "Request had insufficient authentication scopes.";
  return {
    status: 403,
    headers: {
      "www-authenticate": `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${scope}"`,
    },
    body: {
      error: {
        code: 403,
        message,
        errors: [
          {
            message: "Insufficient Permission",
            domain: "global",
            reason: "insufficientPermissions",
          },
        ],
        status: "PERMISSION_DENIED",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
            domain: "googleapis.com",
            metadata: { service: "admin.googleapis.com", method: "directory" },
          },
        ],
      },
    },
  };
}

/** An integer parameter within 1..max, its default when absent; else Google's 400. */
function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  max: number,
): number | Answer {
  const text = query.get(name);
  if (text === null) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > max) {
    return invalid(
      400,
      "invalid",
      `Invalid value '${text}'. Values must be within the range: [1, ${max}]`,
    );
  }
  return value;
}

type UserMatch = (user: StoredUser) => boolean;
const QUERY_CLAUSE = /\s*([A-Za-z]+)(=|:)('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[^\s'"]+)\s*/y;

/**
 * The search of users.list's `query`, the part of it the fake knows: space-separated clauses
 * (AND) on orgUnitPath, isSuspended, isAdmin, email, givenName, familyName, orgTitle and
 * orgDepartment (https://developers.google.com/workspace/admin/directory/v1/guides/search-users).
 * Null for anything else.
 */
function parseUserQuery(query: string, isAdmin: UserMatch): UserMatch | null {
  const clauses: UserMatch[] = [];
  let at = 0;
  while (at < query.length) {
    QUERY_CLAUSE.lastIndex = at;
    const clause = QUERY_CLAUSE.exec(query);
    if (!clause) return query.slice(at).trim() === "" ? combine(clauses) : null;
    at = QUERY_CLAUSE.lastIndex;
    const match = clauseMatch(clause[1]!, clause[2]!, unquoted(clause[3]!), isAdmin);
    if (!match) return null;
    clauses.push(match);
  }
  return combine(clauses);
}

function combine(clauses: UserMatch[]): UserMatch {
  return (user) => clauses.every((match) => match(user));
}

function unquoted(value: string): string {
  const quote = value[0];
  if ((quote === "'" || quote === '"') && value.endsWith(quote) && value.length >= 2) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}

function clauseMatch(
  field: string,
  operator: string,
  value: string,
  isAdmin: UserMatch,
): UserMatch | null {
  const wanted = value.toLowerCase();
  const text = (
    read: (user: StoredUser) => string | undefined,
    prefixes = true,
  ): UserMatch | null => {
    if (operator === "=") return (user) => (read(user) ?? "").toLowerCase() === wanted;
    if (wanted.endsWith("*")) {
      if (!prefixes) return null;
      const prefix = wanted.slice(0, -1);
      return (user) => (read(user) ?? "").toLowerCase().startsWith(prefix);
    }
    return (user) => (read(user) ?? "").toLowerCase().includes(wanted);
  };
  const flag = (read: (user: StoredUser) => boolean): UserMatch | null => {
    if (operator !== "=" || (wanted !== "true" && wanted !== "false")) return null;
    return (user) => read(user) === (wanted === "true");
  };
  switch (field) {
    case "orgUnitPath": {
      if (operator !== "=" || !value.startsWith("/")) return null;
      const unit = normalizedUnit(value).toLowerCase();
      // the unit and every unit beneath it
      return (user) => {
        const path = user.orgUnitPath.toLowerCase();
        return unit === "/" || path === unit || path.startsWith(`${unit}/`);
      };
    }
    case "isSuspended":
      return flag((user) => user.suspended);
    case "isAdmin":
      return flag(isAdmin);
    case "email":
      return text((user) => user.email);
    case "givenName":
      return text((user) => user.givenName);
    case "familyName":
      return text((user) => user.familyName);
    case "orgTitle":
      return text((user) => user.title, false);
    case "orgDepartment":
      return text((user) => user.department, false);
    default:
      return null;
  }
}

function normalizedUnit(path: string): string {
  const parts = path.split("/").filter(Boolean);
  return `/${parts.join("/")}`;
}

function parentOf(path: string): string {
  return normalizedUnit(path.slice(0, path.lastIndexOf("/")));
}

function orgUnitIdOf(path: string): string {
  return `id:03${createHash("sha256").update(path.toLowerCase()).digest("hex").slice(0, 10)}`;
}

function outsiderId(email: string): string {
  const digits = BigInt(`0x${createHash("sha256").update(email).digest("hex").slice(0, 15)}`);
  return String(109_000_000_000_000_000_000n + digits);
}

function compareKeys(a: string[], b: string[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i] ?? "";
    const y = b[i] ?? "";
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function etagOf(value: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 27)}"`;
}

function photoOfBytes(bytes: Buffer, mimeType: string): Photo {
  const { width, height } = imageSize(bytes);
  return {
    bytes,
    mimeType,
    etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    width,
    height,
  };
}

/** A PNG's or JPEG's pixel size (96×96, Google's thumbnail size, when unreadable). */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1]!;
      const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return { width: 96, height: 96 };
}

const GIVEN_NAMES = [
  "Ada",
  "Bruno",
  "Chloé",
  "David",
  "Emma",
  "François",
  "Gaëlle",
  "Hugo",
  "Inès",
  "Jules",
  "Karim",
  "Léa",
  "Marc",
  "Nina",
  "Oscar",
  "Pauline",
];
const FAMILY_NAMES = [
  "Martin",
  "Lovelace",
  "Bernard",
  "Dubois",
  "Hopper",
  "Lefèvre",
  "Moreau",
  "Turing",
  "Girard",
  "Fontaine",
  "Roux",
  "Knuth",
  "Mercier",
];
const UNITS = [
  { path: "/Sales", department: "Sales", titles: ["Account Executive", "Sales Manager"] },
  {
    path: "/Engineering",
    department: "Engineering",
    titles: ["Software Engineer", "Engineering Manager"],
  },
  {
    path: "/Engineering/Platform",
    department: "Platform",
    titles: ["Site Reliability Engineer", "Platform Engineer"],
  },
];

function madeUpUser(n: number, domain: string, photos: boolean): DirectoryUserInput {
  const unit = UNITS[n % UNITS.length]!;
  const digits = String(n).padStart(4, "0");
  return {
    email: `user${digits}@${domain}`,
    givenName: GIVEN_NAMES[n % GIVEN_NAMES.length]!,
    familyName: FAMILY_NAMES[n % FAMILY_NAMES.length]!,
    title: unit.titles[n % unit.titles.length],
    department: unit.department,
    workPhone: `+33 1 40 00 ${digits.slice(0, 2)} ${digits.slice(2)}`,
    ...(n % 2 === 0 && { mobilePhone: `+33 6 12 34 ${digits.slice(0, 2)} ${digits.slice(2)}` }),
    ...(n % 3 === 0 && { language: "fr" }),
    orgUnitPath: unit.path,
    ...(photos &&
      n % 2 === 1 && {
        photo: {
          bytes: solidPng(96, 96, [(n * 37) % 256, (n * 91) % 256, (n * 53) % 256]),
          mimeType: "image/png" as const,
        },
      }),
  };
}

/** A valid PNG of one colour (truecolour, 8 bits). */
export function solidPng(width: number, height: number, [r, g, b]: number[]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r ?? 0, g ?? 0, b ?? 0], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function newKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(), publicKey };
}

/** The claims of an RS256 JWT signed by this key; null when it is not one. */
function verifiedClaims(assertion: string, publicKey: KeyObject): Record<string, unknown> | null {
  const [header, payload, signature] = assertion.split(".");
  if (!header || !payload || !signature) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
    if (alg !== "RS256") return null;
    const signed = verify(
      "sha256",
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, "base64url"),
    );
    if (!signed) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString());
    return typeof claims === "object" && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
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
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}
