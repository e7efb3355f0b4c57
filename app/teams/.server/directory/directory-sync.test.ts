import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/support/auth-client.ts";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../../tests/support/databases.ts";
import {
  type FakeGoogle,
  solidPng,
  startFakeGoogle,
} from "../../../../tests/support/fake-google.ts";
import { NO_POSTGRES, needs } from "../../../../tests/support/needs.ts";
import {
  createUser,
  type MigratedDatabase,
  openMigratedDatabase,
  setPaid,
} from "../../../../tests/support/signatures-db.ts";
import { until } from "../../../../tests/support/wait.ts";
import type { Db } from "../../../.server/db/connect.ts";
import type { Config } from "../../../.server/env.ts";
import type { JobEngine } from "../../../.server/jobs/engine.ts";
import { createInProcessEngine } from "../../../.server/jobs/in-process.ts";
import type { Logger } from "../../../.server/log.ts";
import { createLocalPhotoStore, type PhotoStore } from "../../../.server/photos/store.ts";
import { SEAL_PURPOSES, seal } from "../../../.server/sealed.ts";
import { photoIdOfUrl } from "../../../signature/photo-url.ts";
import { type DirectoryMapping, defaultMapping } from "../../directory.ts";
import { MemberFieldsSchema } from "../../member.ts";
import { connectDirectory, getDirectory, updateDirectoryChoices } from "./directory-store.ts";
import { type DirectorySync, startDirectorySync } from "./directory-sync.ts";

// Directory syncs against the local Google of tests/support/fake-google.ts (its Admin SDK), on
// each database with the in-process job engine: preview, first apply, a later change, a
// member's own correction, removals, photos, the schedule, faults. Entra's reader is checked
// against the local Microsoft in tests/integration/directory-sync.test.ts.

const SECRET = "directory-sync-test-secret-0123456789abcdef";
const ADMIN = "admin@example.com";
const silent: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silent,
};

for (const engine of ENGINES) {
  describe(`directory sync on ${engine}`, needs(engine === "postgres" ? NO_POSTGRES : null), () => {
    let database: TestDatabase;
    let migrated: MigratedDatabase;
    let db: Db;
    let ownerId: string;
    let google: FakeGoogle;
    let photosDir: string;
    let photos: PhotoStore;
    let jobs: JobEngine;
    let sync: DirectorySync;
    let clock = Date.parse("2026-11-29T09:00:00Z");

    function config(): Pick<
      Config,
      "authSecret" | "publicUrl" | "directorySync" | "proForEveryone"
    > {
      return {
        authSecret: SECRET,
        publicUrl: "https://paraph.test",
        proForEveryone: false,
        directorySync: {
          googleTokenUrl: google.tokenUrl,
          googleAdminApiUrl: google.apiRootUrl,
          microsoftLoginUrl: "https://127.0.0.1:9",
          microsoftGraphUrl: "https://127.0.0.1:9",
          ratePerSecond: { google: 500, entra: 500 },
        },
      };
    }

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      migrated = await openMigratedDatabase(database.url);
      db = migrated.db;
      ownerId = await createUser(migrated.auth, uniqueEmail("directory"));
      await setPaid(db, ownerId, true);
      google = await startFakeGoogle();
      photosDir = mkdtempSync(path.join(tmpdir(), "paraph-directory-photos-"));
      photos = createLocalPhotoStore(photosDir);
    });
    afterAll(async () => {
      await google?.close();
      await migrated?.close();
      await database?.drop();
      rmSync(photosDir, { recursive: true, force: true });
    });
    beforeEach(() => {
      google.reset();
      google.admins.add(ADMIN);
      jobs = createInProcessEngine(silent);
      sync = startDirectorySync({
        db,
        log: silent,
        jobs,
        photos,
        config: config(),
        tickMs: 0,
        timeoutMs: 5_000,
        now: () => new Date(clock),
      });
    });
    afterEach(async () => {
      sync.stop();
      await jobs.close(1_000);
    });

    async function newTeam(
      mapping: DirectoryMapping = defaultMapping(["department"]),
      settings: { orgUnitPath?: string; groupKey?: string } = {},
    ) {
      const teamId = randomUUID();
      const at = new Date().toISOString();
      await db.kysely
        .insertInto("team")
        .values({
          id: teamId,
          owner_id: ownerId,
          name: "Acme",
          design_id: null,
          self_edit: 0,
          google_key: seal(
            JSON.stringify(google.serviceAccountKey),
            SECRET,
            SEAL_PURPOSES.googleKey,
          ),
          google_client_email: google.serviceAccountKey.client_email,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await connectDirectory(db, teamId, {
        settings: {
          provider: "google",
          adminEmail: ADMIN,
          orgUnitPath: settings.orgUnitPath ?? "",
          groupKey: settings.groupKey ?? "",
        },
        sealedSecret: null,
        mapping,
        intervalMinutes: 60,
      });
      return teamId;
    }

    async function runAndWait(teamId: string, kind: "preview" | "sync") {
      expect(await sync.run(teamId, kind)).toBe(true);
      await sync.idle();
      return (await getDirectory(db, teamId))!;
    }

    async function members(teamId: string) {
      const rows = await db.kysely
        .selectFrom("team_member")
        .select(["id", "email", "fields", "locale", "directory_id", "link_hash"])
        .where("team_id", "=", teamId)
        .orderBy("email")
        .execute();
      return rows.map((row) => ({
        ...row,
        fields: MemberFieldsSchema.parse(JSON.parse(row.fields)),
      }));
    }

    it("previews, then applies: members with their mapped fields, language, photo and link", async () => {
      google.directory.addUser({
        email: "ada@example.com",
        givenName: "Ada",
        familyName: "Lovelace",
        title: "Analyst",
        department: "Engines",
        workPhone: "+44 20 7946 0000",
        language: "fr",
        photo: { bytes: solidPng(64, 64, [200, 30, 30]), mimeType: "image/png" },
      });
      google.directory.addUser({ email: "bob@example.com", givenName: "Bob", familyName: "Byte" });
      const teamId = await newTeam();

      const previewed = await runAndWait(teamId, "preview");
      expect(previewed.status).toBe("idle");
      expect(previewed.preview?.counts).toMatchObject({ added: 2, updated: 0, removed: 0 });
      expect(previewed.preview?.adds.map((add) => add.email)).toEqual([
        "ada@example.com",
        "bob@example.com",
      ]);
      // a preview changes nothing, and schedules nothing
      expect(await members(teamId)).toEqual([]);
      expect(previewed.appliedAt).toBeNull();

      const synced = await runAndWait(teamId, "sync");
      expect(synced.summary).toMatchObject({ added: 2, photos: 1 });
      expect(synced.appliedAt).not.toBeNull();
      expect(synced.nextSyncAt).toBe(new Date(clock + 60 * 60_000).toISOString());
      const [ada, bob] = await members(teamId);
      expect(ada!.fields).toMatchObject({
        fullName: "Ada Lovelace",
        jobTitle: "Analyst",
        phone: "+44 20 7946 0000",
        extra: { department: "Engines" },
      });
      expect(ada!.locale).toBe("fr");
      expect(ada!.link_hash).not.toBeNull();
      const photoId = photoIdOfUrl(ada!.fields.photoUrl);
      expect(photoId).toBeTruthy();
      expect(await photos.getOriginal(photoId!)).not.toBeNull();
      expect(bob!.fields.photoUrl).toBe("");
    });

    it("every photo of a large directory arrives (outcomes written in batches while others are read)", async () => {
      google.directory.fill(240, { photos: true });
      const teamId = await newTeam();
      const synced = await runAndWait(teamId, "sync");
      expect(synced.summary).toMatchObject({ added: 240, photos: 120 });
      const withPhoto = (await members(teamId)).filter((member) => member.fields.photoUrl !== "");
      expect(withPhoto).toHaveLength(120);
      // nothing changed: no photo is read again (Google's etags)
      const before = google.directoryRequests;
      const again = await runAndWait(teamId, "sync");
      expect(again.summary).toMatchObject({ unchanged: 240, photos: 0 });
      expect(google.directoryRequests - before).toBe(1);
    });

    it("a later change arrives; a member's own correction stays until the directory changes", async () => {
      google.directory.addUser({
        email: "ada@example.com",
        givenName: "Ada",
        familyName: "L",
        title: "Analyst",
      });
      google.directory.addUser({
        email: "bob@example.com",
        givenName: "Bob",
        familyName: "B",
        title: "Clerk",
      });
      const teamId = await newTeam();
      await runAndWait(teamId, "preview");
      await runAndWait(teamId, "sync");
      // Bob corrects his title himself
      const bob = (await members(teamId)).find((m) => m.email === "bob@example.com")!;
      await db.kysely
        .updateTable("team_member")
        .set({ fields: JSON.stringify({ ...bob.fields, jobTitle: "Senior clerk" }) })
        .where("id", "=", bob.id)
        .execute();
      google.directory.updateUser("ada@example.com", { title: "Chief analyst" });

      const again = await runAndWait(teamId, "sync");
      expect(again.summary).toMatchObject({ added: 0, updated: 1, removed: 0, unchanged: 1 });
      const after = await members(teamId);
      expect(after.map((m) => m.fields.jobTitle)).toEqual(["Chief analyst", "Senior clerk"]);

      google.directory.updateUser("bob@example.com", { title: "Head clerk" });
      await runAndWait(teamId, "sync");
      expect((await members(teamId)).map((m) => m.fields.jobTitle)).toEqual([
        "Chief analyst",
        "Head clerk",
      ]);
    });

    it("people who leave the directory leave the team; people added by hand stay", async () => {
      google.directory.addUser({ email: "ada@example.com", givenName: "Ada", familyName: "L" });
      google.directory.addUser({ email: "bob@example.com", givenName: "Bob", familyName: "B" });
      const teamId = await newTeam();
      await runAndWait(teamId, "sync");
      const at = new Date().toISOString();
      await db.kysely
        .insertInto("team_member")
        .values({
          id: randomUUID(),
          team_id: teamId,
          email: "carol@example.com",
          fields: JSON.stringify({ fullName: "Carol", email: "carol@example.com" }),
          locale: "en",
          created_at: at,
          updated_at: at,
        })
        .execute();
      google.directory.removeUser("bob@example.com");
      const previewed = await runAndWait(teamId, "preview");
      expect(previewed.preview?.removals).toEqual([
        { email: "bob@example.com", fullName: "Bob B" },
      ]);
      expect(previewed.preview?.counts.kept).toBe(1);
      await runAndWait(teamId, "sync");
      expect((await members(teamId)).map((m) => m.email)).toEqual([
        "ada@example.com",
        "carol@example.com",
      ]);
    });

    it("an organisational unit and a group pick who is in the team", async () => {
      google.directory.fill(30);
      const sales = google.directory.users().filter((user) => user.orgUnitPath === "/Sales");
      const engineering = google.directory
        .users()
        .filter((user) => user.orgUnitPath.startsWith("/Engineering"));
      const unit = await newTeam(undefined, { orgUnitPath: "/Engineering" });
      const fromUnit = await runAndWait(unit, "preview");
      expect(fromUnit.preview?.counts.added).toBe(engineering.length);

      google.directory.addGroup(
        "sellers@example.com",
        sales.slice(0, 3).map((user) => user.primaryEmail),
      );
      const group = await newTeam(undefined, { groupKey: "sellers@example.com" });
      const fromGroup = await runAndWait(group, "preview");
      expect(fromGroup.preview?.adds.map((add) => add.email)).toEqual(
        sales
          .slice(0, 3)
          .map((user) => user.primaryEmail)
          .sort(),
      );
    });

    it("a 429 with Retry-After, a 503 and a reset are waited out; the sync completes", async () => {
      google.directory.fill(12);
      const teamId = await newTeam();
      google.failNext("users.list", 429, 1, { headers: { "retry-after": "1" } });
      google.failNext("users.list", 503, 1);
      google.failNext("users.list", "reset", 1);
      const synced = await runAndWait(teamId, "sync");
      expect(synced.status).toBe("idle");
      expect(synced.summary?.added).toBe(12);
    });

    it("an expired token is renewed once", async () => {
      google.directory.fill(3);
      const teamId = await newTeam();
      await runAndWait(teamId, "sync");
      google.expireTokens();
      google.directory.updateUser("user0001@example.com", { title: "Renamed" });
      const synced = await runAndWait(teamId, "sync");
      expect(synced.status).toBe("idle");
      expect(synced.summary?.updated).toBe(1);
    });

    it("an address that is no administrator's fails the run with its reason", async () => {
      google.directory.fill(3);
      google.admins.clear();
      const teamId = await newTeam();
      const failed = await runAndWait(teamId, "preview");
      expect(failed).toMatchObject({ status: "failed", error: "delegation" });
    });

    it("the schedule: a due sync is claimed once and runs; a large removal waits for the manager", async () => {
      google.directory.fill(20);
      const teamId = await newTeam();
      await runAndWait(teamId, "sync");
      google.directory.updateUser("user0002@example.com", { title: "Moved on" });
      // not due yet
      expect(await sync.tick()).toBe(0);
      clock += 61 * 60_000;
      // (the suite's other teams are due too)
      expect(await sync.tick()).toBeGreaterThanOrEqual(1);
      expect(await sync.tick()).toBe(0);
      await sync.idle();
      const ran = (await getDirectory(db, teamId))!;
      expect(ran.summary?.updated).toBe(1);

      for (const user of google.directory.users().slice(0, 15)) {
        google.directory.removeUser(user.primaryEmail);
      }
      clock += 61 * 60_000;
      expect(await sync.tick()).toBeGreaterThanOrEqual(1);
      await sync.idle();
      const held = (await getDirectory(db, teamId))!;
      expect(held).toMatchObject({ status: "held", error: "massRemoval" });
      expect(held.preview?.counts.removed).toBe(15);
      expect(await members(teamId)).toHaveLength(20);
      // the manager applies it
      await runAndWait(teamId, "sync");
      expect(await members(teamId)).toHaveLength(5);
    });

    it("a newer run wins: the older one writes nothing", async () => {
      google.directory.fill(5);
      const teamId = await newTeam();
      const release = google.holdAnswers();
      await sync.run(teamId, "sync");
      await until(() => google.tokenRequests > 0, "the first run asks for its token");
      await sync.run(teamId, "preview");
      release();
      await sync.idle();
      const state = (await getDirectory(db, teamId))!;
      expect(state.appliedAt).toBeNull();
      expect(state.preview?.counts.added).toBe(5);
      expect(await members(teamId)).toEqual([]);
    });

    it("an owner without Pro has nothing synced", async () => {
      google.directory.fill(2);
      const teamId = await newTeam();
      await setPaid(db, ownerId, false);
      try {
        expect(await runAndWait(teamId, "sync")).toMatchObject({
          status: "failed",
          error: "notPro",
        });
      } finally {
        await setPaid(db, ownerId, true);
      }
    });

    it("a changed mapping asks for a new preview; without photos nothing is read", async () => {
      google.directory.fill(4, { photos: true });
      const teamId = await newTeam();
      await runAndWait(teamId, "preview");
      await updateDirectoryChoices(db, teamId, {
        mapping: { fields: { fullName: "displayName" }, locale: false, photo: false },
        intervalMinutes: 0,
      });
      const changed = (await getDirectory(db, teamId))!;
      expect(changed.preview).toBeNull();
      const synced = await runAndWait(teamId, "sync");
      expect(synced.summary?.photos).toBe(0);
      expect(synced.nextSyncAt).toBeNull();
      expect((await members(teamId)).every((m) => m.fields.jobTitle === "")).toBe(true);
    });
  });
}
