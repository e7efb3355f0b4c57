import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../../tests/support/s3rver.ts";
import { createPhotoStore } from "./create-store.ts";
import { createS3Client, createS3PhotoStore } from "./s3-store.ts";
import { describePhotoStoreContract } from "./store.contract.ts";
import { createLocalPhotoStore } from "./store.ts";
import { createTempStore, type TempStore } from "./test-images.ts";

const ID = "0123456789abcdef01234567";
const brokenDirs: string[] = [];
afterAll(async () => {
  for (const dir of brokenDirs) await rm(dir, { recursive: true, force: true });
});

// ---- local directory -------------------------------------------------------------------

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

// ---- S3 (s3rver) -----------------------------------------------------------------------

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describePhotoStoreContract("S3 (s3rver)", {
  async create() {
    return { store: createS3PhotoStore(await s3.createBucket("paraph/photos/")) };
  },
  async createBroken() {
    return createS3PhotoStore(s3.config({ bucket: "no-such-bucket" }));
  },
  // S3 and s3rver report LastModified to the second.
  modifiedAtResolutionMs: 1000,
});

/** Every key in the bucket, read behind the store's back. */
async function keysOf(bucket: string): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

describe("createS3PhotoStore", () => {
  it("writes the documented keys under its prefix, as image/png", async () => {
    const config = await s3.createBucket("photos/");
    const store = createS3PhotoStore(config);
    await store.putOriginal(ID, Buffer.from("original"));
    await store.putVariant(ID, "circle-solid-d1d5db-1-96", Buffer.from("variant"));
    expect(await keysOf(config.bucket)).toEqual([
      `photos/originals/${ID}.png`,
      `photos/variants/${ID}/circle-solid-d1d5db-1-96.png`,
    ]);
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: config.bucket, Key: `photos/originals/${ID}.png` }),
    );
    expect(head.ContentType).toBe("image/png");
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: config.bucket, Key: `photos/originals/${ID}.png` }),
    );
    expect(await object.Body?.transformToString()).toBe("original");
  });

  it("keeps stores with different prefixes of one bucket apart", async () => {
    const config = await s3.createBucket();
    const bare = createS3PhotoStore(config);
    const prefixed = createS3PhotoStore({ ...config, prefix: "tenant/" });
    await bare.putOriginal(ID, Buffer.from("bare"));
    expect(await prefixed.getOriginal(ID)).toBeNull();
    const listedByPrefixed: string[] = [];
    for await (const original of prefixed.listOriginals()) listedByPrefixed.push(original.id);
    expect(listedByPrefixed).toEqual([]);
    expect(await keysOf(config.bucket)).toEqual([`originals/${ID}.png`]);
  });

  it("sends streamed bodies as they are (no aws-chunked checksum framing)", async () => {
    // With the SDK's default checksums, s3rver stores the aws-chunked framing as the object.
    const config = await s3.createBucket();
    const client = createS3Client(config);
    const body = Buffer.concat([Buffer.from("streamed"), randomBytes(32 * 1024)]);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: "streamed.png",
          Body: Readable.from([body]),
          ContentLength: body.length,
        }),
      );
    } finally {
      client.destroy();
    }
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: config.bucket, Key: "streamed.png" }),
    );
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(body)).toBe(true);
  });

  it("lists originals across several pages", async () => {
    const store = createS3PhotoStore({ ...(await s3.createBucket()), pageSize: 2 });
    const ids = ["a", "b", "c", "d", "e"].map((digit) => digit.repeat(24));
    for (const id of ids) await store.putOriginal(id, Buffer.from(id));
    await store.putVariant(ids[0]!, "x", Buffer.from("x"));
    const listed: string[] = [];
    for await (const original of store.listOriginals()) listed.push(original.id);
    expect(listed.sort()).toEqual(ids);
  });

  it("fails its check on unknown credentials without revealing the secret", async () => {
    // s3rver knows access key ids but does not verify SigV4 signatures: an unknown id is refused.
    const secretAccessKey = "do-not-print-this-secret";
    const { bucket } = await s3.createBucket();
    const store = createS3PhotoStore(
      s3.config({ bucket, credentials: { accessKeyId: "UNKNOWN", secretAccessKey } }),
    );
    const error = await store.check().then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(
      /^photo storage not ready: S3 bucket "paraph-test-\d+" answered 403/,
    );
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(secretAccessKey);
  });
});

describe("createPhotoStore", () => {
  it("uses S3 when configured, the local directory otherwise", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "paraph-photos-"));
    try {
      const config = await s3.createBucket();
      await createPhotoStore({ photosDir: dir, s3: config }).putOriginal(ID, Buffer.from("s3"));
      expect(await keysOf(config.bucket)).toEqual([`originals/${ID}.png`]);

      const local = createPhotoStore({ photosDir: dir, s3: null });
      expect(await local.getOriginal(ID)).toBeNull();
      await local.putOriginal(ID, Buffer.from("local"));
      expect((await createLocalPhotoStore(dir).getOriginal(ID))?.toString()).toBe("local");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
