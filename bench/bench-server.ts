// A bench's own server: the built server (`npm run build` first) on a fresh database, on a free
// port whose address is its PUBLIC_URL (so Origin checks and cookies follow the bench's calls).
import { startServerOnItsPort } from "../tests/support/server.ts";

/** Starts it with `env` added; `stop` stops the server and drops the database. */
export async function startBenchServer(engine: "sqlite" | "postgres", env: Record<string, string>) {
  // Imported here: the module announces skipped PostgreSQL suites when it loads.
  const { createTestDatabase } = await import("../tests/support/databases.ts");
  const database = await createTestDatabase(engine);
  const server = await startServerOnItsPort({ DATABASE_URL: database.url, ...env });
  return {
    database,
    server,
    publicUrl: server.url,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}
