import { type Config, loadConfig } from "../env.ts";
import { findServerSecret, type ServerSecret } from "../server-secret.ts";

/**
 * The server's configuration for the backup and restore scripts, and the server secret as
 * this environment sets it (null when none is set yet). loadConfig would generate a secret
 * into DATA_DIR when none is set: a placeholder then keeps the scripts from writing one of
 * their own into the directory they back up or restore.
 */
export function loadScriptConfig(env: NodeJS.ProcessEnv = process.env): {
  config: Config;
  secret: ServerSecret | null;
} {
  const placeholder =
    env.AUTH_SECRET || env.AUTH_SECRET_FILE
      ? {}
      : { AUTH_SECRET: "unused-by-backup-and-restore-scripts" };
  const config = loadConfig({ ...env, ...placeholder });
  return { config, secret: findServerSecret(env, config.dataDir) };
}
