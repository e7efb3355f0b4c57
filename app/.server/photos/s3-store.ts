import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../env.ts";
import { lazyRequire } from "../lazy-require.ts";
import { MAX_VARIANTS_PER_PHOTO } from "./limits.ts";
import {
  checkPhotoId,
  checkVariantName,
  ORIGINAL_FILE_PATTERN,
  type PhotoStore,
  type StoredVariant,
  VARIANT_FILE_PATTERN,
  variantsToEvict,
} from "./store.ts";

export type S3PhotoStoreOptions = S3Config & {
  /** Keys per ListObjectsV2 page (S3's maximum, 1000, unless a test wants several pages). */
  pageSize?: number;
};

/**
 * Single DELETEs in flight at once. DeleteObjects (batch) is not used: the SDK sends it with a
 * CRC32 header instead of Content-MD5 whatever the checksum setting, and older MinIO and other
 * S3-compatible servers refuse that. The variant cap keeps a photo to 25 objects.
 */
const DELETE_CONCURRENCY = 8;

/** The SDK takes ~60 ms to load: only servers configured for S3 load it. */
const sdk = lazyRequire<typeof import("@aws-sdk/client-s3")>("@aws-sdk/client-s3");

/**
 * S3-compatible object storage: `<prefix>originals/<id>.png` and
 * `<prefix>variants/<id>/<name>.png`. A PUT is atomic (readers see the old object or the new
 * one), so no temporary keys are needed.
 */
export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const { bucket, prefix, pageSize = 1000 } = options;
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    PutObjectCommand,
    paginateListObjectsV2,
  } = sdk();
  const client = createS3Client(options);
  const originalsPrefix = `${prefix}originals/`;
  const originalKey = (id: string) => `${originalsPrefix}${checkPhotoId(id)}.png`;
  const variantsPrefix = (id: string) => `${prefix}variants/${checkPhotoId(id)}/`;
  const variantKey = (id: string, name: string) =>
    `${variantsPrefix(id)}${checkVariantName(name)}.png`;

  async function getObject(key: string): Promise<Buffer | null> {
    try {
      const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = (await response.Body?.transformToByteArray()) ?? new Uint8Array();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async function objectExists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  async function putObject(key: string, png: Buffer): Promise<void> {
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: png, ContentType: "image/png" }),
    );
  }

  /** Every object under `keyPrefix`, page by page, with its key relative to the prefix. */
  async function* listObjects(keyPrefix: string) {
    const pages = paginateListObjectsV2(
      { client, pageSize },
      { Bucket: bucket, Prefix: keyPrefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified) continue;
        yield { name: object.Key.slice(keyPrefix.length), modifiedAt: object.LastModified };
      }
    }
  }

  async function deleteObjects(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
      const batch = keys.slice(start, start + DELETE_CONCURRENCY);
      await Promise.all(
        batch.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
      );
    }
  }

  async function variantKeys(id: string): Promise<string[]> {
    const keyPrefix = variantsPrefix(id);
    const keys: string[] = [];
    for await (const object of listObjects(keyPrefix)) keys.push(`${keyPrefix}${object.name}`);
    return keys;
  }

  async function evictVariants(id: string, keep: string): Promise<void> {
    const variants: StoredVariant[] = [];
    for await (const object of listObjects(variantsPrefix(id))) {
      const name = VARIANT_FILE_PATTERN.exec(object.name)?.[1];
      if (name) variants.push({ name, modifiedAt: object.modifiedAt });
    }
    if (variants.length <= MAX_VARIANTS_PER_PHOTO) return;
    await deleteObjects(variantsToEvict(variants, keep).map((name) => variantKey(id, name)));
  }

  return {
    async putOriginal(id, png) {
      const key = originalKey(id);
      // Content-addressed: a racing second PUT carries the same bytes, so head-then-put is enough.
      if (await objectExists(key)) return;
      await putObject(key, png);
    },
    async getOriginal(id) {
      return getObject(originalKey(id));
    },
    async getVariant(id, name) {
      return getObject(variantKey(id, name));
    },
    async putVariant(id, name, png) {
      await putObject(variantKey(id, name), png);
      await evictVariants(id, name);
    },
    async deletePhoto(id) {
      // The original first: once it is gone no new variant can be rendered from it.
      await deleteObjects([originalKey(id)]);
      await deleteObjects(await variantKeys(id));
    },
    async *listOriginals() {
      for await (const object of listObjects(originalsPrefix)) {
        const id = ORIGINAL_FILE_PATTERN.exec(object.name)?.[1];
        if (id) yield { id, modifiedAt: object.modifiedAt };
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(
          `photo storage not ready: S3 bucket ${JSON.stringify(bucket)} answered ${describeFailure(error)}`,
          { cause: error },
        );
      }
    },
  };
}

/** The client of the store, exported for tests that look behind the store's back. */
export function createS3Client(config: S3Config): S3Client {
  const { S3Client: Client } = sdk();
  return new Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    // The SDK's default (WHEN_SUPPORTED) adds a CRC32 to every upload, sent as an
    // aws-chunked trailer when the body is a stream; a server that does not speak aws-chunked
    // (s3rver, some S3-compatible services) stores the framing as the object's bytes.
    // Checksums only where an operation requires them (none that this store uses) work with
    // every server, on requests and responses alike; TLS still protects the bytes in transit.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** GetObject says NoSuchKey; HEAD responses have no body, so HeadObject says NotFound. */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof sdk().S3ServiceException &&
    (error.name === "NoSuchKey" ||
      (error.name === "NotFound" && error.$metadata.httpStatusCode === 404))
  );
}

function describeFailure(error: unknown): string {
  if (error instanceof sdk().S3ServiceException) {
    return `${error.$metadata.httpStatusCode ?? "no status"} ${error.name}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
