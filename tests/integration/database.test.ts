import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDailyPageViews, recordPageView } from "../../app/.server/analytics/page-views.ts";
import type { Db } from "../../app/.server/db/connect.ts";
import { migrateToLatest } from "../../app/.server/db/migrate.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type MigratedDatabase, openMigratedDatabase } from "../support/signatures-db.ts";

for (const engine of ENGINES) {
  describe(`database on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let migrated: MigratedDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      // Better Auth's tables first, as at start-up: 0002 references "user"(id).
      migrated = await openMigratedDatabase(database.url);
      db = migrated.db;
    });
    afterAll(async () => {
      await migrated?.close();
      await database?.drop();
    });

    it("picks the engine from the URL and migrates idempotently", async () => {
      expect(db.engine).toBe(engine);
      expect(migrated.applied).toEqual([
        "0001-page-views",
        "0002-contact-messages",
        "0003-signatures",
        "0004-photo-ownership",
        "0005-signature-schema-version",
        "0006-pro-grants",
        "0007-api-keys",
        "0008-teams",
        "0009-purchases-and-link-mail",
        "0010-signature-language",
        "0011-push-jobs",
        "0012-directory-sync",
        "0013-outlook-addin",
      ]);
      expect(await migrateToLatest(db)).toEqual([]);
    });

    it("aggregates page views by day, path and locale", async () => {
      const at = new Date("2026-05-04T10:00:00Z");
      await recordPageView(db.kysely, { path: "/create", locale: "en", at });
      await recordPageView(db.kysely, { path: "/create", locale: "en", at });
      await recordPageView(db.kysely, { path: "/fr/create", locale: "fr", at });
      const rows = await listDailyPageViews(db.kysely, "2026-05-01");
      expect(rows.map((r) => [r.day, r.path, r.locale, Number(r.views)])).toEqual([
        ["2026-05-04", "/create", "en", 2],
        ["2026-05-04", "/fr/create", "fr", 1],
      ]);
    });

    it("runs the server on it: migrations on start, /readyz, page views recorded", async () => {
      const fresh = await createTestDatabase(engine);
      let server: RunningServer | undefined;
      try {
        server = await startServer({ DATABASE_URL: fresh.url });
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        const event = await fetch(`${server.url}/api/events`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ path: "/", locale: "en" }),
        });
        expect(event.status).toBe(204);
        expect(server.logs()).toContain(`"engine":"${engine}"`);
      } finally {
        await server?.stop();
        await fresh.drop();
      }
    });
  });
}
