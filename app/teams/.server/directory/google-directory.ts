// A Google Workspace directory (docs/decisions/040-directory-sync.md): the Admin SDK Directory
// API's users.list, read through the team's service account (the Gmail push's) acting as one
// of the domain's administrators (domain-wide delegation, scope admin.directory.user.readonly;
// a group filter also needs admin.directory.group.member.readonly). Suspended users are left
// out; an organisational unit includes the units beneath it, as Google's search does.
import { gaxios, JWT } from "google-auth-library";
import * as z from "zod/mini";
import type { DirectorySettings } from "../../directory.ts";
import { GOOGLE_TOKEN_URL } from "../gmail/gmail-client.ts";
import type { ServiceAccountKey } from "../gmail/service-account.ts";
import {
  DirectoryError,
  type DirectoryHttp,
  describe,
  getWithToken,
  jsonOf,
  type send,
} from "./directory-http.ts";
import type { DirectoryReader } from "./directory-reader.ts";
import type { DirectoryPerson } from "./sync-plan.ts";

export const DIRECTORY_USER_SCOPE = "https://www.googleapis.com/auth/admin.directory.user.readonly";
export const DIRECTORY_GROUP_SCOPE =
  "https://www.googleapis.com/auth/admin.directory.group.member.readonly";
export const GOOGLE_ADMIN_API_URL = "https://admin.googleapis.com/";

type GoogleSettings = Extract<DirectorySettings, { provider: "google" }>;

const text = () => z.optional(z.nullable(z.string()));
const GoogleUser = z.looseObject({
  id: z.string(),
  primaryEmail: text(),
  suspended: z.optional(z.boolean()),
  name: z.optional(z.looseObject({ givenName: text(), familyName: text(), fullName: text() })),
  organizations: z.optional(
    z.array(
      z.looseObject({
        title: text(),
        department: text(),
        location: text(),
        primary: z.optional(z.boolean()),
      }),
    ),
  ),
  phones: z.optional(z.array(z.looseObject({ value: text(), type: text() }))),
  languages: z.optional(z.array(z.looseObject({ languageCode: text(), preference: text() }))),
  thumbnailPhotoUrl: text(),
  thumbnailPhotoEtag: text(),
});
const UsersPage = z.looseObject({
  users: z.optional(z.array(GoogleUser)),
  nextPageToken: z.optional(z.string()),
});
const MembersPage = z.looseObject({
  members: z.optional(z.array(z.looseObject({ id: z.string(), type: z.optional(z.string()) }))),
  nextPageToken: z.optional(z.string()),
});
const Photo = z.looseObject({ photoData: z.string() });

export type GoogleDirectoryOptions = {
  key: ServiceAccountKey;
  settings: GoogleSettings;
  tokenUrl: string;
  apiRootUrl: string;
  http: DirectoryHttp;
};

export function googleDirectory(options: GoogleDirectoryOptions): DirectoryReader {
  const { settings, http } = options;
  const root = options.apiRootUrl.replace(/\/*$/, "/");
  let client = newClient(options);

  async function token(renew: boolean): Promise<string> {
    if (renew) client = newClient(options);
    try {
      const { token: value } = await client.getAccessToken();
      if (!value) throw new DirectoryError("unavailable", "token endpoint gave no token");
      return value;
    } catch (error) {
      throw tokenError(error);
    }
  }

  async function getJson(url: string): Promise<unknown> {
    const answer = await getWithToken(http, url, token);
    if (answer.status === 200) return jsonOf(url, answer);
    throw apiError(url, answer);
  }

  async function groupMemberIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    let pageToken: string | undefined;
    do {
      const url = new URL(
        `admin/directory/v1/groups/${encodeURIComponent(settings.groupKey)}/members`,
        root,
      );
      url.searchParams.set("maxResults", "200");
      url.searchParams.set("includeDerivedMembership", "true");
      if (pageToken) url.searchParams.set("pageToken", pageToken);
      const page = parsed(MembersPage, await getJson(url.href), url.href);
      for (const member of page.members ?? []) {
        if (!member.type || member.type === "USER") ids.add(member.id);
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    return ids;
  }

  return {
    async listPeople() {
      const inGroup = settings.groupKey ? await groupMemberIds() : null;
      const people: DirectoryPerson[] = [];
      let pageToken: string | undefined;
      do {
        const url = new URL("admin/directory/v1/users", root);
        url.searchParams.set("customer", "my_customer");
        url.searchParams.set("maxResults", "500");
        url.searchParams.set("orderBy", "email");
        url.searchParams.set("projection", "full");
        url.searchParams.set("viewType", "admin_view");
        url.searchParams.set("query", usersQuery(settings));
        if (pageToken) url.searchParams.set("pageToken", pageToken);
        const page = parsed(UsersPage, await getJson(url.href), url.href);
        for (const user of page.users ?? []) {
          if (user.suspended) continue;
          if (inGroup && !inGroup.has(user.id)) continue;
          people.push(personOf(user));
        }
        pageToken = page.nextPageToken;
      } while (pageToken);
      return people;
    },

    async readPhoto(person) {
      const url = new URL(
        `admin/directory/v1/users/${encodeURIComponent(person.id)}/photos/thumbnail`,
        root,
      ).href;
      const answer = await getWithToken(http, url, token);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw apiError(url, answer);
      const { photoData } = parsed(Photo, jsonOf(url, answer), url);
      // "web-safe" base64: Node's base64 decoder reads both alphabets
      return Buffer.from(photoData, "base64");
    },
  };
}

function newClient({ key, settings, tokenUrl, http }: GoogleDirectoryOptions): JWT {
  return new JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    subject: settings.adminEmail,
    scopes: settings.groupKey
      ? [DIRECTORY_USER_SCOPE, DIRECTORY_GROUP_SCOPE]
      : [DIRECTORY_USER_SCOPE],
    transporterOptions: {
      retry: false,
      retryConfig: { retry: 0 },
      fetchImplementation: (async (input: string | URL | Request, init?: RequestInit) => {
        await http.rate.take(http.signal);
        const url = input instanceof Request ? input.url : String(input);
        const signals = [AbortSignal.timeout(http.timeoutMs), init?.signal, http.signal].filter(
          (s): s is AbortSignal => s != null,
        );
        return http.fetch(url === GOOGLE_TOKEN_URL ? tokenUrl : input, {
          ...init,
          signal: AbortSignal.any(signals),
        });
      }) as typeof fetch,
    },
  });
}

/** Active users, of the unit and those beneath it (validated: no quote in the path). */
function usersQuery(settings: GoogleSettings): string {
  const clauses = ["isSuspended=false"];
  if (settings.orgUnitPath && settings.orgUnitPath !== "/") {
    clauses.push(`orgUnitPath='${settings.orgUnitPath}'`);
  }
  return clauses.join(" ");
}

function personOf(user: z.infer<typeof GoogleUser>): DirectoryPerson {
  const organization =
    user.organizations?.find((entry) => entry.primary) ?? user.organizations?.[0];
  const phone = (type: string) => user.phones?.find((entry) => entry.type === type)?.value ?? "";
  const language =
    user.languages?.find((entry) => entry.preference === "preferred") ?? user.languages?.[0];
  return {
    id: user.id,
    email: user.primaryEmail ?? "",
    displayName: user.name?.fullName ?? "",
    givenName: user.name?.givenName ?? "",
    familyName: user.name?.familyName ?? "",
    jobTitle: organization?.title ?? "",
    department: organization?.department ?? "",
    workPhone: phone("work"),
    mobilePhone: phone("mobile"),
    officeLocation: organization?.location ?? "",
    language: language?.languageCode ?? null,
    ...(user.thumbnailPhotoUrl && { photoTag: user.thumbnailPhotoEtag ?? null }),
  };
}

function parsed<T extends z.ZodMiniType>(schema: T, value: unknown, url: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new DirectoryError("rejected", `${new URL(url).pathname}: unexpected answer`);
  }
  return result.data;
}

type ApiBody = { error?: { message?: unknown; errors?: Array<{ reason?: unknown }> } };

function apiError(url: string, answer: Awaited<ReturnType<typeof send>>): DirectoryError {
  const detail = describe(url, answer);
  let body: ApiBody = {};
  try {
    body = JSON.parse(answer.body.toString("utf8")) as ApiBody;
  } catch {}
  const reasons = (body.error?.errors ?? []).map((entry) => String(entry.reason));
  if (answer.status === 403) return new DirectoryError("delegation", detail);
  if (answer.status === 404 && url.includes("/groups/")) {
    return new DirectoryError("groupNotFound", detail);
  }
  if (answer.status === 400 || reasons.includes("invalid")) {
    return new DirectoryError("filter", detail);
  }
  return new DirectoryError("rejected", detail);
}

type TokenBody = { error?: unknown; error_description?: unknown };

function tokenError(error: unknown): DirectoryError {
  if (error instanceof DirectoryError) return error;
  if (!(error instanceof gaxios.GaxiosError)) {
    // thrown before any request: the key cannot sign
    return new DirectoryError("credentials", String(error));
  }
  const response = error.response;
  if (!response || response.status >= 500 || response.status === 429) {
    return new DirectoryError("unavailable", error.message);
  }
  const body = (response.data ?? {}) as TokenBody;
  const code = typeof body.error === "string" ? body.error : "";
  const detail = `token ${response.status} ${code}: ${String(body.error_description ?? "")}`;
  // the client id is not allowed these scopes in the Admin console, or the subject is no admin
  if (["unauthorized_client", "access_denied", "invalid_scope"].includes(code)) {
    return new DirectoryError("delegation", detail);
  }
  return new DirectoryError("credentials", detail);
}
