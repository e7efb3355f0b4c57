import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../app/.server/db/connect.ts";
import {
  adoptUntrackedPhotos,
  browserOwner,
  claimSignaturePhoto,
  collectPhotos,
  ORPHAN_GRACE_MS,
  recordPhotoOwner,
  releaseUserPhotos,
  userOwner,
} from "../../app/.server/photos/ownership.ts";
import { createLocalPhotoStore, type PhotoStore } from "../../app/.server/photos/store.ts";
import { SignatureFieldsSchema } from "../../app/signature/schema.ts";
import { createSignature } from "../../app/signatures/.server/repository.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import {
  createUser,
  type MigratedDatabase,
  openMigratedDatabase,
} from "../support/signatures-db.ts";

const DAY = 24 * 60 * 60 * 1000;
const PNG = Buffer.from("not really a png, the store does not care");
let sequence = 0;
/** A fresh 24-hex photo id. */
const newId = () =>
  (Date.now().toString(16) + (sequence++).toString(16)).padStart(24, "0").slice(-24);

for (const engine of ENGINES) {
  describe(`photo ownership on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let migrated: MigratedDatabase;
    let db: Db;
    let store: PhotoStore;
    let storeDir: string;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      migrated = await openMigratedDatabase(database.url);
      db = migrated.db;
      storeDir = mkdtempSync(path.join(tmpdir(), "paraph-owned-"));
      store = createLocalPhotoStore(storeDir);
    });
    afterAll(async () => {
      await migrated?.close();
      await database?.drop();
      rmSync(storeDir, { recursive: true, force: true });
    });

    async function upload(owner: Parameters<typeof recordPhotoOwner>[1]["owner"], at = new Date()) {
      const id = newId();
      await recordPhotoOwner(db.kysely, { id, bytes: PNG.length, owner }, at);
      await store.putOriginal(id, PNG);
      await store.putVariant(id, "circle-solid-d1d5db-1-80", PNG);
      return id;
    }
    const owners = async (id: string) =>
      (
        await db.kysely
          .selectFrom("photo_owner")
          .select("owner")
          .where("photo_id", "=", id)
          .orderBy("owner")
          .execute()
      ).map((row) => row.owner);
    const stored = async (id: string) => (await store.getOriginal(id)) !== null;
    const photoUrl = (id: string) => `http://localhost:3000/photos/${id}.png`;

    it("moves a browser's upload to the account that saves a signature with it, only from that browser", async () => {
      const userId = await createUser(migrated.auth, `claim-${engine}-${newId()}@example.com`);
      const id = await upload(browserOwner("browser-a"));
      await claimSignaturePhoto(db.kysely, {
        photoUrl: photoUrl(id),
        userId,
        browserId: "someone-else",
      });
      expect(await owners(id)).toEqual(["browser:browser-a"]);
      await claimSignaturePhoto(db.kysely, {
        photoUrl: photoUrl(id),
        userId,
        browserId: "browser-a",
      });
      expect(await owners(id)).toEqual([userOwner(userId)]);
    });

    it("claims a photo used as a logo or a banner like one used as a photo", async () => {
      const userId = await createUser(migrated.auth, `brand-${engine}-${newId()}@example.com`);
      const logo = await upload(browserOwner("browser-b"));
      const banner = await upload(browserOwner("browser-b"));
      await claimSignaturePhoto(db.kysely, {
        photoUrl: `http://localhost:3000/photos/${logo}/logo-180x48-d.png`,
        userId,
        browserId: "browser-b",
      });
      await claimSignaturePhoto(db.kysely, {
        photoUrl: `http://localhost:3000/photos/${banner}/banner-600x200.png`,
        userId,
        browserId: "browser-b",
      });
      expect(await owners(logo)).toEqual([userOwner(userId)]);
      expect(await owners(banner)).toEqual([userOwner(userId)]);
    });

    it("deletes the photos only a deleted account owned, with their variants, and keeps shared ones", async () => {
      const userId = await createUser(migrated.auth, `gone-${engine}-${newId()}@example.com`);
      const own = await upload(userOwner(userId));
      const shared = await upload(userOwner(userId));
      await recordPhotoOwner(db.kysely, { id: shared, bytes: 1, owner: browserOwner("other") });
      expect(await releaseUserPhotos(db.kysely, store, userId)).toBe(1);
      expect(await stored(own)).toBe(false);
      expect(await store.getVariant(own, "circle-solid-d1d5db-1-80")).toBeNull();
      expect(await stored(shared)).toBe(true);
      expect(await owners(shared)).toEqual(["browser:other"]);
    });

    it("collects anonymous photos unused for the retention period, not recent or system ones", async () => {
      const now = new Date();
      const old = new Date(now.getTime() - 40 * DAY);
      const expired = await upload(browserOwner("b1"), old);
      const recent = await upload(browserOwner("b2"), new Date(now.getTime() - 5 * DAY));
      const system = await upload("system", old);
      const legacy = await upload("legacy", old);
      const result = await collectPhotos(db.kysely, store, { now, retentionDays: 30 });
      expect(result.deletedPhotos).toBeGreaterThanOrEqual(2);
      expect(await stored(expired)).toBe(false);
      expect(await stored(legacy)).toBe(false);
      expect(await stored(recent)).toBe(true);
      expect(await stored(system)).toBe(true);
    });

    it("keeps an old photo an account's signature uses; releases it once none does", async () => {
      const now = new Date();
      const old = new Date(now.getTime() - 40 * DAY);
      const userId = await createUser(migrated.auth, `sig-${engine}-${newId()}@example.com`);
      const used = await upload(userOwner(userId), old);
      const unused = await upload(userOwner(userId), old);
      await createSignature(
        db,
        userId,
        SignatureFieldsSchema.parse({ fullName: "Ada", photoUrl: photoUrl(used) }),
        { locale: "en" },
      );
      await collectPhotos(db.kysely, store, { now, retentionDays: 30 });
      expect(await stored(used)).toBe(true);
      expect(await owners(used)).toEqual([userOwner(userId)]);
      expect(await stored(unused)).toBe(false);
    });

    it("gives unowned photos an hour of grace, and releases owners of accounts that no longer exist", async () => {
      const now = new Date();
      const fresh = await upload(userOwner("no-such-user"), now);
      await collectPhotos(db.kysely, store, { now, retentionDays: 30 });
      expect(await owners(fresh)).toEqual([]);
      expect(await stored(fresh)).toBe(true);
      await collectPhotos(db.kysely, store, {
        now: new Date(now.getTime() + ORPHAN_GRACE_MS + 1000),
        retentionDays: 30,
      });
      expect(await stored(fresh)).toBe(false);
    });

    it("adopts photos stored before they were tracked, as legacy, once", async () => {
      const id = newId();
      await store.putOriginal(id, PNG);
      expect(await adoptUntrackedPhotos(db.kysely, store)).toBeGreaterThanOrEqual(1);
      expect(await owners(id)).toEqual(["legacy"]);
      expect(await adoptUntrackedPhotos(db.kysely, store)).toBe(0);
    });
  });
}
