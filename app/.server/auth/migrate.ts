import { getMigrations } from "better-auth/db/migration";
import type { Auth } from "./auth.server.ts";

/**
 * Creates or extends Better Auth's tables (user, session, account, verification). Runs before
 * our own migrations so they can reference "user"(id); idempotent.
 */
export async function migrateAuthTables(auth: Auth): Promise<string[]> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return [
    ...toBeCreated.map((table) => `create ${table.table}`),
    ...toBeAdded.map((table) => `add ${table.table}(${Object.keys(table.fields).join(", ")})`),
  ];
}
