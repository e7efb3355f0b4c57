import { randomBytes } from "node:crypto";
import { mkdir, opendir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_ID_PATTERN } from "../../signature/photo-url.ts";
import { MAX_VARIANTS_PER_PHOTO } from "./limits.ts";

/**
 * Where photos live. Originals are content-addressed, so writes are idempotent; variants are
 * a cache, at most MAX_VARIANTS_PER_PHOTO per photo. Ids and variant names are checked before
 * any I/O: a malformed one throws.
 */
export interface PhotoStore {
  /** Stores the normalized PNG; a second call with the same id keeps the first file. */
  putOriginal(id: string, png: Buffer): Promise<void>;
  getOriginal(id: string): Promise<Buffer | null>;
  getVariant(id: string, name: string): Promise<Buffer | null>;
  /** Stores (or replaces) a variant, then evicts the oldest beyond MAX_VARIANTS_PER_PHOTO. */
  putVariant(id: string, name: string, png: Buffer): Promise<void>;
  /** Removes the original and every variant of `id`; removing what is absent is no error. */
  deletePhoto(id: string): Promise<void>;
  /** Every stored original, in no particular order. */
  listOriginals(): AsyncIterable<StoredOriginal>;
  /** Readiness: resolves when the store can be read and written, throws otherwise. */
  check(): Promise<void>;
}

export type StoredOriginal = { id: string; modifiedAt: Date };

/** A stored variant as the eviction sees it. */
export type StoredVariant = { name: string; modifiedAt: Date };

const VARIANT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** File names (local) and key suffixes (S3) of stored PNGs; temporary files never match. */
export const ORIGINAL_FILE_PATTERN = /^([a-f0-9]{24})\.png$/;
export const VARIANT_FILE_PATTERN = /^([a-z0-9][a-z0-9-]{0,63})\.png$/;

/**
 * Local directory store: `<dir>/originals/<id>.png` and `<dir>/variants/<id>/<name>.png`.
 * Each file is written to a temporary name in the same directory and renamed into place, so
 * a reader never sees half a file.
 */
export function createLocalPhotoStore(dir: string): PhotoStore {
  const root = path.resolve(dir);
  const originalsDir = path.join(root, "originals");
  const originalPath = (id: string) => path.join(originalsDir, `${checkPhotoId(id)}.png`);
  const variantsDir = (id: string) => path.join(root, "variants", checkPhotoId(id));
  const variantPath = (id: string, name: string) =>
    path.join(variantsDir(id), `${checkVariantName(name)}.png`);

  return {
    async putOriginal(id, png) {
      const target = originalPath(id);
      if (await statIfExists(target)) return;
      await writeAtomically(target, png);
    },
    async getOriginal(id) {
      return readIfExists(originalPath(id));
    },
    async getVariant(id, name) {
      return readIfExists(variantPath(id, name));
    },
    async putVariant(id, name, png) {
      await writeAtomically(variantPath(id, name), png);
      await evictLocalVariants(variantsDir(id), name);
    },
    async deletePhoto(id) {
      // The original first: once it is gone no new variant can be rendered from it.
      await rm(originalPath(id), { force: true });
      await rm(variantsDir(id), { recursive: true, force: true });
    },
    async *listOriginals() {
      const entries = await opendir(originalsDir).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      if (!entries) return;
      for await (const entry of entries) {
        const id = ORIGINAL_FILE_PATTERN.exec(entry.name)?.[1];
        if (!id || !entry.isFile()) continue;
        const info = await statIfExists(path.join(originalsDir, entry.name));
        if (info) yield { id, modifiedAt: info.mtime };
      }
    },
    async check() {
      const probe = path.join(root, `.check-${randomBytes(6).toString("hex")}.tmp`);
      try {
        await mkdir(root, { recursive: true });
        await writeFile(probe, "", { flag: "wx" });
        await rm(probe);
      } catch (error) {
        throw new Error(`photo storage not ready: cannot write to ${root}`, { cause: error });
      }
    },
  };
}

/** Ids and names become file names and keys: refuse anything not exactly the expected shape. */
export function checkPhotoId(id: string): string {
  if (!PHOTO_ID_PATTERN.test(id)) throw new Error(`invalid photo id: ${JSON.stringify(id)}`);
  return id;
}

export function checkVariantName(name: string): string {
  if (!VARIANT_NAME_PATTERN.test(name)) {
    throw new Error(`invalid photo variant name: ${JSON.stringify(name)}`);
  }
  return name;
}

/**
 * The variants to delete so that at most `max` remain, never `keep` (the one just written):
 * the oldest by modification time, ties broken by name so every store picks the same ones.
 */
export function variantsToEvict(
  variants: readonly StoredVariant[],
  keep: string,
  max: number = MAX_VARIANTS_PER_PHOTO,
): string[] {
  const excess = variants.length - max;
  if (excess <= 0) return [];
  return variants
    .filter((variant) => variant.name !== keep)
    .sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime() || (a.name < b.name ? -1 : 1))
    .slice(0, excess)
    .map((variant) => variant.name);
}

async function evictLocalVariants(dir: string, keep: string): Promise<void> {
  const files = await readdir(dir).catch((error: unknown) => {
    if (isNotFound(error)) return []; // the photo was deleted meanwhile
    throw error;
  });
  const names = files
    .map((file) => VARIANT_FILE_PATTERN.exec(file)?.[1])
    .filter((name) => name !== undefined);
  if (names.length <= MAX_VARIANTS_PER_PHOTO) return;
  const variants: StoredVariant[] = [];
  for (const name of names) {
    // A concurrent eviction may have removed it already: then it no longer counts.
    const info = await statIfExists(path.join(dir, `${name}.png`));
    if (info) variants.push({ name, modifiedAt: info.mtime });
  }
  for (const name of variantsToEvict(variants, keep)) {
    await rm(path.join(dir, `${name}.png`), { force: true });
  }
}

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, data, { flag: "wx" });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function statIfExists(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}
