// `npm run backup [target]`: a consistent backup of the SQLite database and the photo
// originals into <target>/paraph-backup-<UTC timestamp>/ (default ./backups), safe while the
// server runs. The server secret stays out of it (a restore needs it: docs/production.md).
// PostgreSQL: use pg_dump.
import { createBackup } from "../app/.server/backup/create-backup.ts";
import { BackupError } from "../app/.server/backup/manifest.ts";
import { loadScriptConfig } from "../app/.server/backup/script-config.ts";
import { ConfigError } from "../app/.server/env.ts";

try {
  const { config, secret } = loadScriptConfig();
  const { dir, manifest, warnings } = await createBackup({
    config,
    secret,
    targetDir: process.argv[2] ?? "backups",
    photosInObjectStorage: config.s3 !== null,
  });
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (secret) {
    const where = secret.file ? `${secret.file} (${secret.source})` : secret.source;
    console.log(
      `The server secret is not in this backup: a restore needs the same one, from ${where}. ` +
        "Keep a copy of it apart from the backups, and give it to the restore as AUTH_SECRET " +
        "or AUTH_SECRET_FILE (docs/production.md).",
    );
  }
  const { users, signatures, photos } = manifest.counts;
  console.log(
    `Backed up ${users} users, ${signatures} signatures and ${photos} photos ` +
      `(${manifest.files.length} files, checksums in manifest.json) to:`,
  );
  console.log(dir);
} catch (error) {
  const expected = error instanceof BackupError || error instanceof ConfigError;
  console.error(`Backup failed: ${expected ? error.message : error}`);
  if (!expected && error instanceof Error) console.error(error.stack);
  process.exit(1);
}
