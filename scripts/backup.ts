// `npm run backup [target]`: a consistent backup of the SQLite database, the photo originals
// and the generated auth secret into <target>/paraph-backup-<UTC timestamp>/ (default
// ./backups), safe while the server runs. PostgreSQL: use pg_dump (docs/production.md).
import { createBackup } from "../app/.server/backup/create-backup.ts";
import { BackupError } from "../app/.server/backup/manifest.ts";
import { loadScriptConfig } from "../app/.server/backup/script-config.ts";
import { ConfigError } from "../app/.server/env.ts";

try {
  const config = loadScriptConfig();
  const { dir, manifest, warnings } = await createBackup({
    config,
    targetDir: process.argv[2] ?? "backups",
    photosInObjectStorage: config.s3 !== null,
  });
  for (const warning of warnings) console.warn(`warning: ${warning}`);
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
