import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempStore, type TempStore } from "./test-images.ts";

const ID = "0123456789abcdef01234567";
let temp: TempStore;

beforeEach(async () => {
  temp = await createTempStore();
});
afterEach(async () => {
  await temp.cleanup();
});

describe("createLocalPhotoStore", () => {
  it("returns null for what it does not hold", async () => {
    expect(await temp.store.getOriginal(ID)).toBeNull();
    expect(await temp.store.getVariant(ID, "circle-solid-d1d5db-1-96")).toBeNull();
  });

  it("writes originals and variants where documented, without temporary leftovers", async () => {
    await temp.store.putOriginal(ID, Buffer.from("original"));
    await temp.store.putVariant(ID, "circle-solid-d1d5db-1-96", Buffer.from("variant"));
    expect(await temp.files()).toEqual([
      `originals/${ID}.png`,
      `variants/${ID}/circle-solid-d1d5db-1-96.png`,
    ]);
    expect((await temp.store.getOriginal(ID))?.toString()).toBe("original");
    expect((await temp.store.getVariant(ID, "circle-solid-d1d5db-1-96"))?.toString()).toBe(
      "variant",
    );
  });

  it("keeps the first original for an id (content-addressed, stored once)", async () => {
    await temp.store.putOriginal(ID, Buffer.from("first"));
    await temp.store.putOriginal(ID, Buffer.from("second"));
    expect((await temp.store.getOriginal(ID))?.toString()).toBe("first");
    expect(await temp.files()).toHaveLength(1);
  });

  it("survives concurrent writes of the same file", async () => {
    const png = Buffer.alloc(256 * 1024, 7);
    await Promise.all(Array.from({ length: 10 }, () => temp.store.putVariant(ID, "x", png)));
    expect((await temp.store.getVariant(ID, "x"))?.equals(png)).toBe(true);
    expect(await temp.files()).toEqual([`variants/${ID}/x.png`]);
  });

  it("refuses ids and names that are not file-name safe", async () => {
    for (const id of ["../../etc/passwd", "ABCDEF0123456789ABCDEF01", "abc", `${ID}/..`]) {
      await expect(temp.store.getOriginal(id)).rejects.toThrow(/invalid photo id/);
      await expect(temp.store.putOriginal(id, Buffer.from("x"))).rejects.toThrow(
        /invalid photo id/,
      );
    }
    for (const name of ["../x", "a/b", "", "UPPER", "-leading"]) {
      await expect(temp.store.putVariant(ID, name, Buffer.from("x"))).rejects.toThrow(
        /invalid photo variant name/,
      );
    }
    expect(await temp.files()).toEqual([]);
  });
});
