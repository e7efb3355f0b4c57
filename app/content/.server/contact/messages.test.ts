import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../../tests/support/databases.ts";
import { onEngine } from "../../../../tests/support/needs.ts";
import {
  type MigratedDatabase,
  openMigratedDatabase,
} from "../../../../tests/support/signatures-db.ts";
import type { Db } from "../../../.server/db/connect.ts";
import {
  deleteContactMessagesBefore,
  listContactMessages,
  saveContactMessage,
} from "./messages.ts";

const message = {
  name: "Zoë O’Brien",
  email: "zoe@example.com",
  subject: "Quotes ' \" and emoji 🙂",
  message: "Line one\nLine two — with “quotes” and 5,000 characters at most.",
  locale: "fr",
};

for (const engine of ENGINES) {
  describe(`contact messages on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let migrated: MigratedDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      migrated = await openMigratedDatabase(database.url);
      db = migrated.db;
    });
    afterAll(async () => {
      await migrated?.close();
      await database?.drop();
    });

    it("stores a message with a uuid and an ISO date, and reads it back intact", async () => {
      const at = new Date("2026-03-04T05:06:07.089Z");
      const saved = await saveContactMessage(db.kysely, message, at);
      expect(saved.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(saved.createdAt).toBe("2026-03-04T05:06:07.089Z");
      const [read] = await listContactMessages(db.kysely);
      expect(read).toEqual({ ...message, id: saved.id, createdAt: saved.createdAt });
    });

    it("lists newest first and deletes only what is older than the cutoff", async () => {
      await saveContactMessage(
        db.kysely,
        { ...message, subject: "old" },
        new Date("2025-01-01T00:00:00Z"),
      );
      await saveContactMessage(
        db.kysely,
        { ...message, subject: "new" },
        new Date("2026-10-01T00:00:00Z"),
      );
      const subjects = (await listContactMessages(db.kysely)).map((m) => m.subject);
      expect(subjects).toEqual(["new", message.subject, "old"]);
      expect(
        await deleteContactMessagesBefore(db.kysely, new Date("2026-03-04T05:06:07.089Z")),
      ).toBe(1);
      expect((await listContactMessages(db.kysely)).map((m) => m.subject)).toEqual([
        "new",
        message.subject,
      ]);
      expect(await deleteContactMessagesBefore(db.kysely, new Date("2020-01-01T00:00:00Z"))).toBe(
        0,
      );
      expect(await listContactMessages(db.kysely, { limit: 1 })).toHaveLength(1);
    });
  });
}
