import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { migrateToLatest } from "../../app/.server/db/migrate.ts";
import { loadConfig } from "../../app/.server/env.ts";
import { createLogger } from "../../app/.server/log.ts";
import { createLocalPhotoStore } from "../../app/.server/photos/store.ts";
import { type Auth, createAuth } from "../../app/accounts/.server/auth.server.ts";
import { migrateAuthTables } from "../../app/accounts/.server/migrate.ts";

export type MigratedDatabase = {
  db: Db;
  auth: Auth;
  /** names of our own migrations this call applied */
  applied: string[];
  close: () => Promise<void>;
};

/** Better Auth's tables, then ours, on `url`: the server's start-up order (ADR 006). */
export async function openMigratedDatabase(url: string): Promise<MigratedDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "paraph-sigdb-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: url });
  const db = connectDatabase(url);
  const auth = await createAuth({
    config,
    db,
    mailer: { send: async () => {}, close: () => {} },
    log: createLogger("silent"),
    photos: createLocalPhotoStore(config.photosDir),
  });
  await migrateAuthTables(auth);
  const applied = await migrateToLatest(db);
  return {
    db,
    auth,
    applied,
    close: async () => {
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new account through Better Auth's own API; its user id. */
export async function createUser(auth: Auth, email: string): Promise<string> {
  const { user } = await auth.api.signUpEmail({
    body: { email, password: "correct-horse-1", name: "" },
  });
  return user.id;
}

type UserColumns = {
  user: { id: string; email: string; isPaid: unknown; hasFreeTemplate: unknown };
};

/** Makes a user Pro (or Free again), as the payment webhook will. */
export async function setPaid(db: Db, userId: string, paid: boolean): Promise<void> {
  await (db.kysely as unknown as Kysely<UserColumns>)
    .updateTable("user")
    .set({ isPaid: paid ? sql`true` : sql`false` })
    .where("id", "=", userId)
    .execute();
}

/** The raw plan columns of a user, as booleans on both engines. */
export async function userPlan(db: Db, userId: string) {
  const row = await (db.kysely as unknown as Kysely<UserColumns>)
    .selectFrom("user")
    .select(["isPaid", "hasFreeTemplate"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const bool = (value: unknown) => value === true || value === 1;
  return { isPaid: bool(row.isPaid), hasFreeTemplate: bool(row.hasFreeTemplate) };
}

/** The stored row of a signature (null when there is none), straight from the table. */
export async function signatureRow(db: Db, id: string) {
  return (
    (await db.kysely.selectFrom("signature").selectAll().where("id", "=", id).executeTakeFirst()) ??
    null
  );
}
