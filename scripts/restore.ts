// `npm run restore <backup dir> [--new-secret]`: verifies a backup made by `npm run backup`
// (manifest and every checksum), refuses while a server has the database open or without the
// server secret the backup was made with (AUTH_SECRET, AUTH_SECRET_FILE or DATA_DIR's; unless
// --new-secret), moves the current database and photos into
// DATA_DIR/before-restore-<timestamp>/ and puts the backup in place.
import { BackupError } from "../app/.server/backup/manifest.ts";
import { restoreBackup } from "../app/.server/backup/restore-backup.ts";
import { loadScriptConfig } from "../app/.server/backup/script-config.ts";
import { ConfigError } from "../app/.server/env.ts";

const [backupDir, ...flags] = process.argv.slice(2);
if (!backupDir || backupDir.startsWith("-") || flags.some((flag) => flag !== "--new-secret")) {
  console.error(
    "Usage: npm run restore -- <backup directory> [--new-secret]   (stop the server first)",
  );
  process.exit(2);
}
try {
  const { config, secret } = loadScriptConfig();
  const { steps, warnings, asideDir } = await restoreBackup({
    config,
    backupDir,
    secret,
    newSecret: flags.includes("--new-secret"),
    photosInObjectStorage: config.s3 !== null,
  });
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const step of steps) console.log(step);
  console.log(
    asideDir
      ? `Restored. The previous data is kept in ${asideDir}; start the server.`
      : "Restored (there was no previous data). Start the server.",
  );
} catch (error) {
  const expected = error instanceof BackupError || error instanceof ConfigError;
  console.error(`Restore failed: ${expected ? error.message : error}`);
  if (!expected && error instanceof Error) console.error(error.stack);
  process.exit(1);
}
