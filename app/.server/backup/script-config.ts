import { type Config, loadConfig } from "../env.ts";

/**
 * The server's configuration for the backup and restore scripts. Neither needs the auth
 * secret, and loadConfig would generate one into DATA_DIR when none exists: a placeholder
 * keeps the scripts from writing a secret of their own into the directory they back up or
 * restore.
 */
export function loadScriptConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({
    ...env,
    AUTH_SECRET: env.AUTH_SECRET ?? "unused-by-backup-and-restore-scripts",
  });
}
