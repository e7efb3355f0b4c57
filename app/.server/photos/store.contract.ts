// What every PhotoStore promises, as one suite that store.test.ts runs against each backend.
import { randomBytes } from "node:crypto";
import { setTimeout as pause } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_VARIANTS_PER_PHOTO } from "./limits.ts";
import type { PhotoStore, StoredOriginal } from "./store.ts";

export type PhotoStoreFixture = {
  /** A new, empty, working store; each test gets its own. */
  create(): Promise<{ store: PhotoStore; cleanup?: () => Promise<void> }>;
  /** A store that cannot be used (an unwritable directory, a missing bucket). */
  createBroken(): Promise<PhotoStore>;
  /** The coarsest step of the modification times the backend records (S3: one second). */
  modifiedAtResolutionMs: number;
};

const ID = "0123456789abcdef01234567";
const OTHER_ID = "89abcdef0123456789abcdef";
const NEVER_STORED_ID = "ffffffffffffffffffffffff";

/** Bytes of every value, so any re-encoding or framing added on the way shows. */
const bytes = (label: string) => Buffer.concat([Buffer.from(label), randomBytes(4096)]);

export function describePhotoStoreContract(name: string, fixture: PhotoStoreFixture): void {
  describe(`${name}: PhotoStore contract`, () => {
    let store: PhotoStore;
    let cleanup: (() => Promise<void>) | undefined;

    beforeEach(async () => {
      ({ store, cleanup } = await fixture.create());
    });
    afterEach(async () => {
      await cleanup?.();
    });

    /** Long enough for the next write to get a later modification time. */
    const laterTimestamp = () => pause(fixture.modifiedAtResolutionMs * 1.1 + 10);

    async function storedVariants(id: string, names: string[]): Promise<string[]> {
      const found = await Promise.all(names.map((variant) => store.getVariant(id, variant)));
      return names.filter((_, index) => found[index] !== null);
    }

    async function listed(): Promise<StoredOriginal[]> {
      const originals: StoredOriginal[] = [];
      for await (const original of store.listOriginals()) originals.push(original);
      return originals.sort((a, b) => (a.id < b.id ? -1 : 1));
    }

    it("returns null for what it does not hold", async () => {
      expect(await store.getOriginal(ID)).toBeNull();
      expect(await store.getVariant(ID, "circle-solid-d1d5db-1-96")).toBeNull();
    });

    it("gives back exactly the bytes of originals and variants", async () => {
      const original = bytes("original");
      const variant = bytes("variant");
      await store.putOriginal(ID, original);
      await store.putVariant(ID, "circle-solid-d1d5db-1-96", variant);
      expect((await store.getOriginal(ID))?.equals(original)).toBe(true);
      expect((await store.getVariant(ID, "circle-solid-d1d5db-1-96"))?.equals(variant)).toBe(true);
      expect(await store.getVariant(ID, "square-none-000000-0-48")).toBeNull();
      expect(await store.getOriginal(OTHER_ID)).toBeNull();
    });

    it("keeps the first original for an id (content-addressed, stored once)", async () => {
      await store.putOriginal(ID, Buffer.from("first"));
      await store.putOriginal(ID, Buffer.from("second"));
      expect((await store.getOriginal(ID))?.toString()).toBe("first");
      expect((await listed()).map((original) => original.id)).toEqual([ID]);
    });

    it("replaces a variant stored again under the same name", async () => {
      await store.putVariant(ID, "x", Buffer.from("old"));
      await store.putVariant(ID, "x", Buffer.from("new"));
      expect((await store.getVariant(ID, "x"))?.toString()).toBe("new");
    });

    it("survives concurrent writes of the same variant", async () => {
      const png = Buffer.alloc(256 * 1024, 7);
      await Promise.all(Array.from({ length: 10 }, () => store.putVariant(ID, "x", png)));
      expect((await store.getVariant(ID, "x"))?.equals(png)).toBe(true);
    });

    it(`keeps at most ${MAX_VARIANTS_PER_PHOTO} variants per photo, evicting the oldest`, async () => {
      // v00 … v25: written in name order, so ties in coarse timestamps still order the same.
      const names = Array.from(
        { length: MAX_VARIANTS_PER_PHOTO + 2 },
        (_, index) => `v${String(index).padStart(2, "0")}`,
      );
      const [v00, v01, v02] = names;
      const full = names.slice(0, MAX_VARIANTS_PER_PHOTO); // v00 … v23
      await store.putVariant(OTHER_ID, "kept", Buffer.from("other photo"));
      await store.putVariant(ID, v00!, Buffer.from(v00!));
      await laterTimestamp();
      for (const variant of full.slice(1)) await store.putVariant(ID, variant, bytes(variant));

      // Storing an existing name again does not count twice.
      const last = full.at(-1)!;
      await store.putVariant(ID, last, Buffer.from("again"));
      expect(await storedVariants(ID, names)).toEqual(full);
      expect((await store.getVariant(ID, last))?.toString()).toBe("again");

      // The 25th evicts the oldest, and only it.
      const v24 = names[MAX_VARIANTS_PER_PHOTO]!;
      await store.putVariant(ID, v24, bytes(v24));
      expect(await storedVariants(ID, names)).toEqual([...full.slice(1), v24]);

      // Storing v01 again makes it the newest: the next one evicts v02 instead.
      await laterTimestamp();
      await store.putVariant(ID, v01!, Buffer.from("refreshed"));
      const v25 = names.at(-1)!;
      await store.putVariant(ID, v25, bytes(v25));
      const remaining = await storedVariants(ID, names);
      expect(remaining).toEqual(names.filter((variant) => variant !== v00 && variant !== v02));
      expect(remaining).toHaveLength(MAX_VARIANTS_PER_PHOTO);
      expect((await store.getVariant(ID, v01!))?.toString()).toBe("refreshed");

      // Other photos' variants are not counted nor touched.
      expect((await store.getVariant(OTHER_ID, "kept"))?.toString()).toBe("other photo");
    });

    it("deletes a photo's original and every variant, and deleting again is no error", async () => {
      await store.putOriginal(ID, bytes("original"));
      await store.putVariant(ID, "a", bytes("a"));
      await store.putVariant(ID, "b", bytes("b"));
      await store.putOriginal(OTHER_ID, Buffer.from("other"));
      await store.putVariant(OTHER_ID, "a", Buffer.from("other a"));

      await store.deletePhoto(ID);
      expect(await store.getOriginal(ID)).toBeNull();
      expect(await storedVariants(ID, ["a", "b"])).toEqual([]);
      expect((await store.getOriginal(OTHER_ID))?.toString()).toBe("other");
      expect((await store.getVariant(OTHER_ID, "a"))?.toString()).toBe("other a");
      expect((await listed()).map((original) => original.id)).toEqual([OTHER_ID]);

      await expect(store.deletePhoto(ID)).resolves.toBeUndefined();
      await expect(store.deletePhoto(NEVER_STORED_ID)).resolves.toBeUndefined();
      // The same photo uploaded again is stored again.
      await store.putOriginal(ID, Buffer.from("back"));
      expect((await store.getOriginal(ID))?.toString()).toBe("back");
    });

    it("lists exactly the stored originals, with their modification time", async () => {
      expect(await listed()).toEqual([]);
      const before = Date.now();
      const ids = ["aaaaaaaaaaaaaaaaaaaaaaaa", ID, OTHER_ID];
      for (const id of ids) await store.putOriginal(id, bytes(id));
      await store.putVariant(NEVER_STORED_ID, "x", bytes("variant without original"));
      const after = Date.now();

      const originals = await listed();
      expect(originals.map((original) => original.id)).toEqual([...ids].sort());
      for (const { modifiedAt } of originals) {
        expect(modifiedAt).toBeInstanceOf(Date);
        expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(
          before - fixture.modifiedAtResolutionMs - 1000,
        );
        expect(modifiedAt.getTime()).toBeLessThanOrEqual(after + 1000);
      }
    });

    it("refuses ids and names that are not file-name and key safe, storing nothing", async () => {
      for (const id of ["../../etc/passwd", "ABCDEF0123456789ABCDEF01", "abc", `${ID}/..`, ""]) {
        await expect(store.getOriginal(id)).rejects.toThrow(/invalid photo id/);
        await expect(store.putOriginal(id, Buffer.from("x"))).rejects.toThrow(/invalid photo id/);
        await expect(store.getVariant(id, "x")).rejects.toThrow(/invalid photo id/);
        await expect(store.putVariant(id, "x", Buffer.from("x"))).rejects.toThrow(
          /invalid photo id/,
        );
        await expect(store.deletePhoto(id)).rejects.toThrow(/invalid photo id/);
      }
      for (const variant of ["../x", "a/b", "", "UPPER", "-leading", "x.png", "a".repeat(65)]) {
        await expect(store.putVariant(ID, variant, Buffer.from("x"))).rejects.toThrow(
          /invalid photo variant name/,
        );
        await expect(store.getVariant(ID, variant)).rejects.toThrow(/invalid photo variant name/);
      }
      expect(await listed()).toEqual([]);
      expect(await store.getVariant(ID, "x")).toBeNull();
    });

    it("is ready when usable, and says so when not", async () => {
      await expect(store.check()).resolves.toBeUndefined();
      const broken = await fixture.createBroken();
      await expect(broken.check()).rejects.toThrow(/photo storage not ready/);
    });
  });
}
