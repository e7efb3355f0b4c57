// A Microsoft Entra ID directory (docs/decisions/040-directory-sync.md): Microsoft Graph's
// /users (or a group's transitive members), read by the team's app registration with the
// application permission User.Read.All, its token from the client-credentials flow through
// @azure/msal-node (a client secret, or a certificate's key: MSAL signs the assertion).
// MSAL's HTTP goes through our fetch (one pace, one timeout, the same trust store as Graph's
// calls). Disabled accounts and accounts without a mailbox are left out.
import { createPrivateKey, X509Certificate } from "node:crypto";
import {
  AuthError,
  ConfidentialClientApplication,
  type INetworkModule,
  LogLevel,
  type NetworkRequestOptions,
} from "@azure/msal-node";
import * as z from "zod/mini";
import type { DirectorySettings } from "../../directory.ts";
import {
  DirectoryError,
  type DirectoryHttp,
  describe,
  getWithToken,
  jsonOf,
  send,
} from "./directory-http.ts";
import type { DirectoryReader } from "./directory-reader.ts";
import type { DirectoryPerson } from "./sync-plan.ts";

export const MICROSOFT_LOGIN_URL = "https://login.microsoftonline.com";
export const MICROSOFT_GRAPH_URL = "https://graph.microsoft.com";

type EntraSettings = Extract<DirectorySettings, { provider: "entra" }>;

/** The sealed secret of an Entra connection. */
export type EntraSecret =
  | { kind: "secret"; secret: string }
  | { kind: "certificate"; certificatePem: string; privateKeyPem: string };

const SELECT = [
  "id",
  "displayName",
  "givenName",
  "surname",
  "jobTitle",
  "department",
  "businessPhones",
  "mobilePhone",
  "mail",
  "preferredLanguage",
  "officeLocation",
  "accountEnabled",
].join(",");

const text = () => z.optional(z.nullable(z.string()));
const GraphUser = z.looseObject({
  id: z.string(),
  displayName: text(),
  givenName: text(),
  surname: text(),
  jobTitle: text(),
  department: text(),
  businessPhones: z.optional(z.nullable(z.array(z.string()))),
  mobilePhone: text(),
  mail: text(),
  preferredLanguage: text(),
  officeLocation: text(),
  accountEnabled: z.optional(z.nullable(z.boolean())),
});
const UsersPage = z.looseObject({
  value: z.array(GraphUser),
  "@odata.nextLink": z.optional(z.string()),
});

export type EntraDirectoryOptions = {
  settings: EntraSettings;
  secret: EntraSecret;
  loginUrl: string;
  graphUrl: string;
  http: DirectoryHttp;
};

export function entraDirectory(options: EntraDirectoryOptions): DirectoryReader {
  const { settings, http } = options;
  const graph = options.graphUrl.replace(/\/+$/, "");
  const app = new ConfidentialClientApplication({
    auth: {
      clientId: settings.clientId,
      authority: `${options.loginUrl.replace(/\/+$/, "")}/${encodeURIComponent(settings.tenantId)}`,
      ...credentialOf(options.secret),
      // a login host other than Microsoft's (a sovereign cloud, the tests' own) is trusted as
      // it is: no instance discovery at Microsoft
      ...(new URL(options.loginUrl).host !== new URL(MICROSOFT_LOGIN_URL).host && {
        knownAuthorities: [new URL(options.loginUrl).host],
      }),
    },
    system: {
      networkClient: networkThrough(http),
      loggerOptions: {
        logLevel: LogLevel.Error,
        piiLoggingEnabled: false,
        loggerCallback: () => {},
      },
    },
  });

  async function token(renew: boolean): Promise<string> {
    try {
      const result = await app.acquireTokenByClientCredential({
        scopes: [`${graphResource(graph)}/.default`],
        skipCache: renew,
      });
      if (!result?.accessToken) throw new DirectoryError("unavailable", "no token");
      return result.accessToken;
    } catch (error) {
      throw tokenError(error);
    }
  }

  async function page(url: string): Promise<z.infer<typeof UsersPage>> {
    const answer = await getWithToken(http, url, token, { ConsistencyLevel: "eventual" });
    if (answer.status !== 200) throw apiError(url, answer);
    const result = UsersPage.safeParse(jsonOf(url, answer));
    if (!result.success)
      throw new DirectoryError("rejected", `${new URL(url).pathname}: unexpected answer`);
    return result.data;
  }

  return {
    async listPeople() {
      const path = settings.groupId
        ? `/v1.0/groups/${encodeURIComponent(settings.groupId)}/transitiveMembers/microsoft.graph.user`
        : "/v1.0/users";
      const first = new URL(`${graph}${path}`);
      first.searchParams.set("$select", SELECT);
      first.searchParams.set("$top", "999");
      first.searchParams.set("$count", "true");
      const filters = ["accountEnabled eq true", settings.filter && `(${settings.filter})`];
      first.searchParams.set("$filter", filters.filter(Boolean).join(" and "));
      const people: DirectoryPerson[] = [];
      let next: string | undefined = first.href;
      while (next) {
        const result = await page(next);
        for (const user of result.value) {
          if (user.accountEnabled === false) continue;
          people.push(personOf(user));
        }
        next = result["@odata.nextLink"];
        // the next page is Graph's own: never a link to elsewhere
        if (next && new URL(next).origin !== new URL(graph).origin) {
          throw new DirectoryError("rejected", "a next page outside Graph");
        }
      }
      return people;
    },

    async readPhoto(person) {
      const url = `${graph}/v1.0/users/${encodeURIComponent(person.id)}/photo/$value`;
      const answer = await getWithToken(http, url, token);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw apiError(url, answer);
      return answer.body;
    },
  };
}

/** The Graph resource of a Graph URL: Microsoft's, or the one the tests run. */
function graphResource(graph: string): string {
  return new URL(graph).origin;
}

function credentialOf(secret: EntraSecret) {
  if (secret.kind === "secret") return { clientSecret: secret.secret };
  const certificate = new X509Certificate(secret.certificatePem);
  return {
    clientCertificate: {
      thumbprintSha256: certificate.fingerprint256.replaceAll(":", "").toLowerCase(),
      privateKey: createPrivateKey(secret.privateKeyPem)
        .export({ type: "pkcs8", format: "pem" })
        .toString(),
    },
  };
}

function personOf(user: z.infer<typeof GraphUser>): DirectoryPerson {
  return {
    id: user.id,
    email: user.mail ?? "",
    displayName: user.displayName ?? "",
    givenName: user.givenName ?? "",
    familyName: user.surname ?? "",
    jobTitle: user.jobTitle ?? "",
    department: user.department ?? "",
    workPhone: user.businessPhones?.[0] ?? "",
    mobilePhone: user.mobilePhone ?? "",
    officeLocation: user.officeLocation ?? "",
    language: user.preferredLanguage ?? null,
    // Graph's list does not say whether a photo exists, nor its version
    photoTag: null,
  };
}

/** MSAL's requests through the directory's HTTP: the pace, the timeout, the trust store. */
function networkThrough(http: DirectoryHttp): INetworkModule {
  async function request<T>(method: "GET" | "POST", url: string, options?: NetworkRequestOptions) {
    await http.rate.take(http.signal);
    const answer = await send(http, url, options?.headers ?? {}, { method, body: options?.body });
    let body: unknown = {};
    try {
      body = JSON.parse(answer.body.toString("utf8"));
    } catch {}
    return {
      status: answer.status,
      headers: Object.fromEntries(answer.headers.entries()),
      body: body as T,
    };
  }
  return {
    sendGetRequestAsync: (url, options) => request("GET", url, options),
    sendPostRequestAsync: (url, options) => request("POST", url, options),
  };
}

type GraphBody = { error?: { code?: unknown; message?: unknown } };

function apiError(url: string, answer: Awaited<ReturnType<typeof send>>): DirectoryError {
  const detail = describe(url, answer);
  let code = "";
  try {
    code = String((JSON.parse(answer.body.toString("utf8")) as GraphBody).error?.code ?? "");
  } catch {}
  if (answer.status === 403) return new DirectoryError("permission", detail);
  if (answer.status === 404 && url.includes("/groups/")) {
    return new DirectoryError("groupNotFound", detail);
  }
  if (answer.status === 400 || code === "Request_UnsupportedQuery") {
    return new DirectoryError("filter", detail);
  }
  return new DirectoryError("rejected", detail);
}

function tokenError(error: unknown): DirectoryError {
  if (error instanceof DirectoryError) return error;
  if (error instanceof AuthError) {
    const detail = `${error.errorCode}: ${error.errorMessage}`.slice(0, 500);
    const status = (error as AuthError & { status?: number }).status;
    // MSAL's own network failures, Entra's 429 and 5xx (after one, MSAL throws by itself until
    // the Retry-After has passed, with the AADSTS number as its code)
    if (
      (status !== undefined && (status === 429 || status >= 500)) ||
      /network|timed_out|endpoints_resolution|server_unavailable|temporarily_unavailable/i.test(
        error.errorCode,
      ) ||
      /^(AADSTS)?(50196|90033)$/.test(error.errorCode) ||
      /AADSTS(50196|90033)\b/.test(error.errorMessage)
    ) {
      return new DirectoryError("unavailable", detail);
    }
    return new DirectoryError("credentials", detail);
  }
  // our fetch failing (timeout, reset) before MSAL made an error of it
  return new DirectoryError("unavailable", String(error));
}
