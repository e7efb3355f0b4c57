import { randomBytes } from "node:crypto";
import { chmod, copyFile, cp, lstat, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../env.ts";
import { type ServerSecret, secretId } from "../server-secret.ts";
import {
  BackupError,
  type BackupManifest,
  compactUtcTimestamp,
  DATABASE_FILE,
  fileDigest,
  MANIFEST_FILE,
  ORIGINALS_DIR,
  parseManifest,
  SECRET_FILE,
} from "./manifest.ts";
import { databaseInUse, inspectDatabase, SIDE_FILES, sqliteFile } from "./sqlite-file.ts";

export type RestoreOptions = {
  config: Pick<Config, "databaseUrl" | "dataDir" | "photosDir">;
  backupDir: string;
  /** the server secret this environment sets (null: none yet) */
  secret: ServerSecret | null;
  /** restore even without the secret the backup was made with (`--new-secret`) */
  newSecret?: boolean;
  /** photos live in an S3 bucket (S3_BUCKET set): the local photo directory is left alone */
  photosInObjectStorage?: boolean;
  now?: Date;
};

export type RestoreResult = {
  manifest: BackupManifest;
  /** where the previous files were moved (null when there was nothing to move) */
  asideDir: string | null;
  /** what was done, one line each, for the script to print */
  steps: string[];
  warnings: string[];
};

/**
 * Puts a backup in place of the current data: checks the manifest and every checksum first,
 * refuses while a server has the database open or without the server secret the backup was
 * made with (unless `newSecret`), moves the current database and photos (and the secret, for
 * a backup made when backups held it) into `DATA_DIR/before-restore-<timestamp>/` (nothing is
 * deleted), then renames verified copies of the backup's files into place. A failure
 * part-way moves everything back.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config } = options;
  const backupDir = path.resolve(options.backupDir);
  const databaseFile = path.resolve(sqliteFile(config));
  const manifest = await verifyBackup(backupDir);
  const has = (relative: string) => manifest.files.some((file) => file.path === relative);
  const steps: string[] = [`verified ${manifest.files.length} files of ${backupDir}`];
  const warnings: string[] = [];

  if (await exists(databaseFile)) {
    const state = databaseInUse(databaseFile);
    if (state === "in-use") {
      throw new BackupError(
        `The database ${databaseFile} is in use by a running server: stop the server first`,
      );
    }
    if (state === "unreadable") {
      warnings.push(
        `The current database ${databaseFile} is not readable; it is moved aside as is`,
      );
    }
  }

  if (!has(SECRET_FILE)) {
    const check = checkSecret(manifest, options.secret, options.newSecret ?? false);
    if (check.step) steps.push(check.step);
    if (check.warning) warnings.push(check.warning);
  }

  const suffix = `.restore-${randomBytes(4).toString("hex")}`;
  const staged: Array<{ from: string; to: string }> = [];
  const moved: Array<{ from: string; to: string }> = [];
  const placed: string[] = [];
  const asideDir = path.join(config.dataDir, `before-restore-${compactUtcTimestamp(options.now)}`);
  try {
    // 1. Copies of the backup next to their destinations (same file system: renames below).
    const stage = async (relative: string, to: string, mode?: number) => {
      const from = `${to}${suffix}`;
      await mkdir(path.dirname(from), { recursive: true });
      await copyFile(path.join(backupDir, relative), from);
      if (mode) await chmod(from, mode);
      const expected = manifest.files.find((file) => file.path === relative);
      if ((await fileDigest(from)).sha256 !== expected?.sha256) {
        throw new BackupError(`The copy of ${relative} differs from the backup`);
      }
      return from;
    };
    staged.push({ from: await stage(DATABASE_FILE, databaseFile), to: databaseFile });
    const photosIncluded = manifest.photos === "included" && !options.photosInObjectStorage;
    const photosStage = `${config.photosDir}${suffix}`;
    if (photosIncluded) {
      staged.push({ from: photosStage, to: config.photosDir });
      await mkdir(path.join(photosStage, "originals"), { recursive: true });
      for (const file of manifest.files.filter((f) => f.path.startsWith(`${ORIGINALS_DIR}/`))) {
        const to = path.join(photosStage, "originals", path.basename(file.path));
        await rename(await stage(file.path, to), to);
      }
    } else {
      warnings.push(
        manifest.photos === "included"
          ? "S3_BUCKET is set: the backup's photos are not restored (restore the bucket with its own tools)"
          : "The backup holds no photos (they were in object storage): photos left as they are",
      );
    }
    const secretFile = path.join(config.dataDir, SECRET_FILE);
    if (has(SECRET_FILE)) {
      staged.push({ from: await stage(SECRET_FILE, secretFile, 0o600), to: secretFile });
    }

    // 2. The current files aside, nothing deleted.
    const current = [
      databaseFile,
      ...SIDE_FILES.map((side) => `${databaseFile}${side}`),
      ...(photosIncluded ? [config.photosDir] : []),
      ...(has(SECRET_FILE) ? [secretFile] : []),
    ];
    for (const from of current) {
      if (!(await exists(from))) continue;
      // never merged into an earlier restore's directory: a rename would overwrite its files
      if (moved.length === 0) await mkdir(asideDir, { mode: 0o700 });
      const to = path.join(asideDir, path.basename(from));
      await move(from, to);
      moved.push({ from, to });
      steps.push(`moved ${from} to ${to}`);
    }

    // 3. The verified copies into place.
    for (const { from, to } of staged) {
      await rename(from, to);
      placed.push(to);
    }
    const { counts } = manifest;
    steps.push(
      `restored ${databaseFile} (${counts.users} users, ${counts.signatures} signatures)`,
      ...(photosIncluded ? [`restored ${counts.photos} photos into ${config.photosDir}`] : []),
      ...(has(SECRET_FILE) ? [`restored ${secretFile}`] : []),
    );
    return { manifest, asideDir: moved.length ? asideDir : null, steps, warnings };
  } catch (error) {
    await rollBack({ staged, placed, moved });
    throw error;
  }
}

const WITHOUT_SECRET =
  "`--new-secret` restores without it: every session ends, Google service account keys must " +
  "be connected again, and members' links can no longer be copied (they still open)";

/**
 * Whether this environment's server secret is the backup's: the sessions and everything
 * sealed in the database need it. A backup that does not say (no secret was set when it was
 * made) restores with any.
 */
function checkSecret(
  manifest: BackupManifest,
  secret: ServerSecret | null,
  newSecret: boolean,
): { step?: string; warning?: string } {
  if (!manifest.secretId) return {};
  const where = secret && (secret.file ? `${secret.source} (${secret.file})` : secret.source);
  if (secret && secretId(secret.value) === manifest.secretId) {
    return { step: `the server secret of ${where} is the one this backup was made with` };
  }
  if (newSecret) {
    return {
      warning:
        "Restored without the server secret the backup was made with (--new-secret): every " +
        "session ends, Google service account keys must be connected again, and members' " +
        "links can no longer be copied (they still open)",
    };
  }
  throw new BackupError(
    secret
      ? `This backup was made with another secret than the one of ${where}. Set AUTH_SECRET, ` +
          `or AUTH_SECRET_FILE to the file holding the secret it was made with, then restore ` +
          `again. ${WITHOUT_SECRET}. Nothing was restored.`
      : "This backup needs the server secret it was made with, and none is set. Set " +
          "AUTH_SECRET, or AUTH_SECRET_FILE to the file holding it (or put it in " +
          `DATA_DIR/${SECRET_FILE}), then restore again. ${WITHOUT_SECRET}. Nothing was restored.`,
  );
}

/** Reads the manifest and checks every file it lists before anything is touched. */
export async function verifyBackup(backupDir: string): Promise<BackupManifest> {
  let json: string;
  try {
    json = await readFile(path.join(backupDir, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(`${backupDir} holds no ${MANIFEST_FILE}: not a Paraph backup`);
  }
  const manifest = parseManifest(json);
  const problems: string[] = [];
  for (const file of manifest.files) {
    const absolute = path.join(backupDir, file.path);
    const info = await lstat(absolute).catch(() => null);
    if (!info?.isFile()) {
      problems.push(`${file.path}: missing`);
      continue;
    }
    const digest = await fileDigest(absolute);
    if (digest.bytes !== file.bytes || digest.sha256 !== file.sha256) {
      problems.push(`${file.path}: checksum mismatch`);
    }
  }
  if (problems.length) {
    throw new BackupError(
      `The backup ${backupDir} is damaged, nothing was restored:\n  ${problems.join("\n  ")}`,
    );
  }
  if (!inspectDatabase(path.join(backupDir, DATABASE_FILE)).ok) {
    throw new BackupError(
      `The backup's database fails PRAGMA integrity_check, nothing was restored`,
    );
  }
  return manifest;
}

/** Best effort: staged copies removed, placed copies removed, moved files moved back. */
async function rollBack(state: {
  staged: Array<{ from: string; to: string }>;
  placed: string[];
  moved: Array<{ from: string; to: string }>;
}): Promise<void> {
  for (const { from } of state.staged) await rm(from, { recursive: true, force: true });
  for (const to of state.placed) await rm(to, { recursive: true, force: true });
  for (const { from, to } of state.moved.reverse()) await move(to, from).catch(() => {});
}

/** rename, or copy then remove across file systems (DATABASE_URL may point outside DATA_DIR). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true, preserveTimestamps: true });
    await rm(from, { recursive: true, force: true });
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
