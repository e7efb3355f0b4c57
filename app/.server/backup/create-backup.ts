import { randomBytes } from "node:crypto";
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_ID_PATTERN } from "../../signature/photo-url.ts";
import type { Config } from "../env.ts";
import { type ServerSecret, secretId } from "../server-secret.ts";
import {
  BackupError,
  type BackupFile,
  type BackupManifest,
  compactUtcTimestamp,
  DATABASE_FILE,
  fileDigest,
  MANIFEST_FILE,
  ORIGINALS_DIR,
} from "./manifest.ts";
import { inspectDatabase, sqliteFile, vacuumInto } from "./sqlite-file.ts";

export type BackupOptions = {
  config: Pick<Config, "databaseUrl" | "dataDir" | "photosDir" | "appName">;
  /** the server secret: not copied, only identified (null when none is set yet) */
  secret: ServerSecret | null;
  /** where `paraph-backup-<timestamp>/` is created */
  targetDir: string;
  /** photos live in an S3 bucket (S3_BUCKET set): back up the database only */
  photosInObjectStorage: boolean;
  now?: Date;
};

export type BackupResult = { dir: string; manifest: BackupManifest; warnings: string[] };

const ORIGINAL_NAME = new RegExp(`^${PHOTO_ID_PATTERN.source.slice(1, -1)}\\.png$`);

/**
 * Writes a consistent backup of a SQLite instance while its server may be running: the
 * database through VACUUM INTO, then the photo originals (content-addressed and never
 * rewritten: copied after the database, every photo it references already exists, unless
 * deleted in between), and a manifest with each file's SHA-256 and which server secret a
 * restore needs. The secret itself stays out: it seals what the database keeps (ADR 031).
 * Everything goes to a hidden temporary directory renamed into place at the end: a failure
 * leaves no partial backup behind.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config } = options;
  const databaseFile = sqliteFile(config);
  if (!(await isFile(databaseFile))) {
    throw new BackupError(`No database at ${databaseFile}: nothing to back up`);
  }
  const warnings: string[] = [];
  const name = `paraph-backup-${compactUtcTimestamp(options.now)}`;
  const targetDir = path.resolve(options.targetDir);
  const finalDir = path.join(targetDir, name);
  if (await exists(finalDir)) throw new BackupError(`${finalDir} already exists`);
  await mkdir(targetDir, { recursive: true });
  const workDir = path.join(targetDir, `.${name}.partial-${randomBytes(4).toString("hex")}`);
  // The backup holds password hashes and sealed secrets: readable by its owner only.
  await mkdir(workDir, { mode: 0o700 });
  try {
    const files: BackupFile[] = [];
    const keep = async (relative: string) => {
      const file = path.join(workDir, relative);
      await fsync(file);
      files.push({ path: relative, ...(await fileDigest(file)) });
    };

    vacuumInto(databaseFile, path.join(workDir, DATABASE_FILE));
    const inspected = inspectDatabase(path.join(workDir, DATABASE_FILE));
    if (!inspected.ok) throw new BackupError("The copied database fails PRAGMA integrity_check");
    await keep(DATABASE_FILE);

    let photoCount = 0;
    if (options.photosInObjectStorage) {
      warnings.push(
        "S3_BUCKET is set: photos are in object storage, back the bucket up with its own tools " +
          "(versioning, replication). This backup holds the database only.",
      );
    } else {
      const originals = await listOriginals(path.join(config.photosDir, "originals"));
      if (originals.length) await mkdir(path.join(workDir, ORIGINALS_DIR), { recursive: true });
      for (const original of originals) {
        const relative = `${ORIGINALS_DIR}/${original}`;
        try {
          await copyFile(
            path.join(config.photosDir, "originals", original),
            path.join(workDir, relative),
          );
        } catch (error) {
          // deleted since the listing (its owner deleted it): nothing left to keep
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          warnings.push(`Photo ${original} was deleted during the backup: not included`);
          continue;
        }
        await keep(relative);
        photoCount++;
      }
    }

    if (!options.secret) {
      warnings.push(
        "No server secret is set (AUTH_SECRET, AUTH_SECRET_FILE or DATA_DIR/auth-secret): " +
          "this backup cannot say which one it needs.",
      );
    }

    const manifest: BackupManifest = {
      format: "paraph-backup",
      version: 1,
      createdAt: (options.now ?? new Date()).toISOString(),
      appName: config.appName,
      engine: "sqlite",
      photos: options.photosInObjectStorage ? "object-storage" : "included",
      ...(options.secret && { secretId: secretId(options.secret.value) }),
      counts: { signatures: inspected.signatures, users: inspected.users, photos: photoCount },
      files,
    };
    await writeFile(path.join(workDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsync(path.join(workDir, MANIFEST_FILE));
    await rename(workDir, finalDir);
    await fsync(targetDir);
    return { dir: finalDir, manifest, warnings };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** Originals only (variants are rebuilt on demand); in-flight `*.tmp` uploads are skipped. */
async function listOriginals(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => ORIGINAL_NAME.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function fsync(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
