import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../tests/support/databases.ts";
import { onEngine } from "../../../tests/support/needs.ts";
import { connectDatabase, type Db } from "../../.server/db/connect.ts";
import { loadConfig } from "../../.server/env.ts";
import { createLogger } from "../../.server/log.ts";
import { createLocalPhotoStore } from "../../.server/photos/store.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { authSchemaFingerprint, ensureAuthTables } from "./migrate.ts";

const log = createLogger("silent");

async function authFor(db: Db, env: Record<string, string> = {}): Promise<Auth> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "paraph-auth-migrate-")),
    ...env,
  });
  return createAuth({
    config,
    db,
    mailer: { send: async () => {}, close: () => {} },
    log,
    photos: createLocalPhotoStore(config.photosDir),
  });
}

for (const engine of ENGINES) {
  describe(`ensureAuthTables on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      db = connectDatabase(database.url);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await database?.drop();
    });

    it("checks and migrates a new database, then skips the check while nothing changed", async () => {
      const auth = await authFor(db);
      const first = await ensureAuthTables(auth, db, log);
      expect(first.checked).toBe(true);
      expect(first.changes).toContain("create user");
      expect(await ensureAuthTables(auth, db, log)).toEqual({ checked: false, changes: [] });
    });

    it("checks again when the record is gone, and finds nothing to do", async () => {
      const auth = await authFor(db);
      await sql`delete from auth_schema_check`.execute(db.kysely);
      expect(await ensureAuthTables(auth, db, log)).toEqual({ checked: true, changes: [] });
      expect(await ensureAuthTables(auth, db, log)).toEqual({ checked: false, changes: [] });
    });

    it("checks again when the schema Better Auth needs changes (a column dropped meanwhile is restored)", async () => {
      const auth = await authFor(db);
      await sql`alter table "user" drop column "lastLogout"`.execute(db.kysely);
      const changed = {
        ...auth,
        options: {
          ...auth.options,
          user: {
            ...auth.options.user,
            additionalFields: {
              ...auth.options.user?.additionalFields,
              nickname: { type: "string", required: false },
            },
          },
        },
      } as unknown as Auth;
      expect(authSchemaFingerprint(changed)).not.toBe(authSchemaFingerprint(auth));
      const result = await ensureAuthTables(changed, db, log);
      expect(result.checked).toBe(true);
      expect(result.changes).toEqual(["add user(lastLogout, nickname)"]);
    });
  });
}

describe("authSchemaFingerprint", () => {
  it("is the same for the same options, whatever the secrets and URLs", async () => {
    const db = connectDatabase("file::memory:");
    try {
      const a = await authFor(db, { PUBLIC_URL: "https://a.example" });
      const b = await authFor(db, { PUBLIC_URL: "https://b.example" });
      expect(authSchemaFingerprint(a)).toMatch(/^[a-f0-9]{32}$/);
      expect(authSchemaFingerprint(a)).toBe(authSchemaFingerprint(b));
    } finally {
      await db.kysely.destroy();
    }
  });
});
