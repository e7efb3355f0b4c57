import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_ID_PATTERN } from "../../signature/photo-url.ts";

/** Where photos live. Originals are content-addressed, so writes are idempotent. */
export interface PhotoStore {
  /** Stores the normalized PNG; a second call with the same id keeps the first file. */
  putOriginal(id: string, png: Buffer): Promise<void>;
  getOriginal(id: string): Promise<Buffer | null>;
  getVariant(id: string, name: string): Promise<Buffer | null>;
  putVariant(id: string, name: string, png: Buffer): Promise<void>;
}

const VARIANT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Local directory store: `<dir>/originals/<id>.png` and `<dir>/variants/<id>/<name>.png`.
 * Each file is written to a temporary name in the same directory and renamed into place, so
 * a reader never sees half a file.
 */
export function createLocalPhotoStore(dir: string): PhotoStore {
  const root = path.resolve(dir);
  const originalPath = (id: string) => path.join(root, "originals", `${checkId(id)}.png`);
  const variantPath = (id: string, name: string) =>
    path.join(root, "variants", checkId(id), `${checkVariantName(name)}.png`);

  return {
    async putOriginal(id, png) {
      const target = originalPath(id);
      if (await exists(target)) return;
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
    },
  };
}

/** Ids and names become file names: refuse anything that is not exactly the expected shape. */
function checkId(id: string): string {
  if (!PHOTO_ID_PATTERN.test(id)) throw new Error(`invalid photo id: ${JSON.stringify(id)}`);
  return id;
}

function checkVariantName(name: string): string {
  if (!VARIANT_NAME_PATTERN.test(name)) {
    throw new Error(`invalid photo variant name: ${JSON.stringify(name)}`);
  }
  return name;
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

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}
