import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { describePhotoStoreContract } from "./store.contract.ts";
import { createLocalPhotoStore } from "./store.ts";
import { createTempStore, type TempStore } from "./test-images.ts";

const ID = "0123456789abcdef01234567";
const brokenDirs: string[] = [];
afterAll(async () => {
  for (const dir of brokenDirs) await rm(dir, { recursive: true, force: true });
});

describePhotoStoreContract("local directory", {
  async create() {
    const temp = await createTempStore();
    return { store: temp.store, cleanup: temp.cleanup };
  },
  async createBroken() {
    // A regular file where the directory should be: unusable even for root.
    const dir = await mkdtemp(path.join(tmpdir(), "paraph-photos-"));
    brokenDirs.push(dir);
    const file = path.join(dir, "not-a-directory");
    await writeFile(file, "");
    return createLocalPhotoStore(file);
  },
  modifiedAtResolutionMs: 20,
});

describe("createLocalPhotoStore", () => {
  let temp: TempStore;
  beforeEach(async () => {
    temp = await createTempStore();
  });
  afterEach(async () => {
    await temp.cleanup();
  });

  it("writes originals and variants where documented, without temporary leftovers", async () => {
    await temp.store.putOriginal(ID, Buffer.from("original"));
    await temp.store.putVariant(ID, "circle-solid-d1d5db-1-96", Buffer.from("variant"));
    await temp.store.check();
    expect(await temp.files()).toEqual([
      `originals/${ID}.png`,
      `variants/${ID}/circle-solid-d1d5db-1-96.png`,
    ]);
    await temp.store.deletePhoto(ID);
    expect(await temp.files()).toEqual([]);
  });

  it("creates its directory when checked, and ignores stray files when listing", async () => {
    const store = createLocalPhotoStore(path.join(temp.dir, "not", "yet"));
    await store.check();
    await store.putOriginal(ID, Buffer.from("x"));
    await writeFile(path.join(temp.dir, "not", "yet", "originals", `${ID}.png.abc123.tmp`), "");
    await writeFile(path.join(temp.dir, "not", "yet", "originals", "notes.txt"), "");
    const ids: string[] = [];
    for await (const original of store.listOriginals()) ids.push(original.id);
    expect(ids).toEqual([ID]);
  });
});
