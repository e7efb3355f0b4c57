import { randomBytes } from "node:crypto";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { CookieJar } from "./cookie-jar.ts";

export const uniqueEmail = (label: string) =>
  `${label}.${randomBytes(4).toString("hex")}@example.com`;

/** Browser-like JSON calls to one server: same-origin `Origin`, a cookie jar per client. */
export function authClient(baseUrl: string, jar = new CookieJar()) {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    jar.fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const get = (path: string, headers: Record<string, string> = {}) =>
    jar.fetch(`${baseUrl}${path}`, { headers });
  return { jar, post, get };
}

export type UserRow = {
  email: string;
  emailVerified: boolean;
  isAuthenticated: boolean;
  lastLogin: Date | null;
  lastLogout: Date | null;
  locale: string | null;
  isPaid: boolean;
  hasFreeTemplate: boolean;
};

/** Reads Better Auth's `user` rows straight from the database, converting SQLite's 0/1 and ISO text. */
export function userTable(databaseUrl: string) {
  const db: Db = connectDatabase(databaseUrl);
  const kysely = db.kysely as unknown as import("kysely").Kysely<{ user: Record<string, unknown> }>;
  const bool = (value: unknown) => value === true || value === 1 || value === "1";
  const date = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string);
  return {
    async get(email: string): Promise<UserRow> {
      const row = await kysely
        .selectFrom("user")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return {
        email: String(row.email),
        emailVerified: bool(row.emailVerified),
        isAuthenticated: bool(row.isAuthenticated),
        lastLogin: date(row.lastLogin),
        lastLogout: date(row.lastLogout),
        locale: (row.locale as string | null) ?? null,
        isPaid: bool(row.isPaid),
        hasFreeTemplate: bool(row.hasFreeTemplate),
      };
    },
    close: () => kysely.destroy(),
  };
}
