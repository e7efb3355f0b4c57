import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { getSchema } from "better-auth/db";
import { getMigrations } from "better-auth/db/migration";
import type { Kysely } from "kysely";
import type { Db } from "../../.server/db/connect.ts";
import type { Logger } from "../../.server/log.ts";
import type { Auth } from "./auth.server.ts";

/**
 * Creates or extends Better Auth's tables (user, session, account, verification). Runs before
 * our own migrations so they can reference "user"(id); idempotent.
 */
export async function migrateAuthTables(auth: Auth): Promise<string[]> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return [
    ...toBeCreated.map((table) => `create ${table.table}`),
    ...toBeAdded.map((table) => `add ${table.table}(${Object.keys(table.fields).join(", ")})`),
  ];
}

/** One row per Better Auth schema this database was checked against (and migrated to). */
const CHECKS_TABLE = "auth_schema_check";
type ChecksDatabase = { [CHECKS_TABLE]: { fingerprint: string; checked_at: string } };

export type AuthTablesResult =
  /** Better Auth compared its schema with the database's tables: `changes` were made. */
  | { checked: true; changes: string[] }
  /** This database records a check of exactly this schema: nothing was read or changed. */
  | { checked: false; changes: [] };

/**
 * Better Auth's tables as the server's options need them, at start-up. Better Auth's own check
 * (getMigrations) reads the layout of every table on every start; it is skipped when this
 * database records that it already ran for the same schema: the same Better Auth and Kysely
 * adapter versions and the same schema options (additional fields, plugins). Any doubt (no
 * record, a record unreadable, a version unknown) runs the check. To force one, delete the rows
 * of `auth_schema_check`.
 */
export async function ensureAuthTables(auth: Auth, db: Db, log: Logger): Promise<AuthTablesResult> {
  const kysely = db.kysely as unknown as Kysely<ChecksDatabase>;
  const fingerprint = authSchemaFingerprint(auth);
  if (fingerprint && (await isRecorded(kysely, fingerprint)))
    return { checked: false, changes: [] };
  const changes = await migrateAuthTables(auth);
  if (fingerprint) {
    // Only saves the next start a check: a failure here (two first starts racing to create
    // the table) is no reason to stop this one.
    await record(kysely, fingerprint).catch((error: unknown) =>
      log.warn("auth schema check not recorded", { error }),
    );
  }
  return { checked: true, changes };
}

/** What decides Better Auth's tables; null when a version cannot be read (always check). */
export function authSchemaFingerprint(auth: Auth): string | null {
  const versions = AUTH_PACKAGES.map(packageVersion);
  if (versions.includes(null)) return null;
  const schema = JSON.stringify(getSchema(auth.options), (_key, value: unknown) =>
    typeof value === "function" ? `function ${value.name}` : value,
  );
  return createHash("sha256")
    .update(JSON.stringify(versions))
    .update(schema)
    .digest("hex")
    .slice(0, 32);
}

async function isRecorded(db: Kysely<ChecksDatabase>, fingerprint: string): Promise<boolean> {
  try {
    const row = await db
      .selectFrom(CHECKS_TABLE)
      .select("fingerprint")
      .where("fingerprint", "=", fingerprint)
      .executeTakeFirst();
    return row !== undefined;
  } catch {
    return false; // no such table yet: a first start
  }
}

async function record(db: Kysely<ChecksDatabase>, fingerprint: string): Promise<void> {
  await db.schema
    .createTable(CHECKS_TABLE)
    .ifNotExists()
    .addColumn("fingerprint", "text", (column) => column.primaryKey())
    .addColumn("checked_at", "text", (column) => column.notNull())
    .execute();
  await db
    .insertInto(CHECKS_TABLE)
    .values({ fingerprint, checked_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("fingerprint").doNothing())
    .execute();
}

/** The packages whose code decides how Better Auth's tables are laid out and migrated. */
const AUTH_PACKAGES = ["better-auth", "@better-auth/kysely-adapter"];

const require = createRequire(import.meta.url);

function packageVersion(name: string): string | null {
  try {
    let dir = path.dirname(require.resolve(name));
    for (;;) {
      const file = path.join(dir, "package.json");
      try {
        const json = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
        if (json.name === name) return json.version ?? null;
      } catch {
        // not here: look in the parent directory
      }
      const parent = path.dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
  } catch {
    return null;
  }
}
