import type { Auth } from "./auth.server.ts";

/**
 * Creates or extends Better Auth's tables (user, session, account, verification). Runs before
 * our own migrations so they can reference "user"(id); idempotent.
 */
export async function migrateAuthTables(auth: Auth): Promise<string[]> {
  // Better Auth's migration code, loaded when migrations are checked rather than at import.
  const { getMigrations } = await import("better-auth/db/migration");
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return [
    ...toBeCreated.map((table) => `create ${table.table}`),
    ...toBeAdded.map((table) => `add ${table.table}(${Object.keys(table.fields).join(", ")})`),
  ];
}
