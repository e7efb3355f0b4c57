// The built server twice (`npm run build` first) on one fresh PostgreSQL schema
// (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL), for the benches that put the test load
// balancer in front of two instances. SQLite cannot be shared by two processes.
import { randomBytes } from "node:crypto";
import { type RunningServer, startServer } from "../tests/support/server.ts";

/** Why the two-instance benches are skipped (no PostgreSQL or no Redis), or null. */
export function twoInstancesSkipped(): string | null {
  return process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? null
    : "set TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis) to run it";
}

/**
 * Starts both on `ports`, `publicUrl` (the balancer's) their PUBLIC_URL, trusting `trustProxy`
 * proxy hops; `stop` stops them and drops the schema.
 */
export async function startTwoInstances({
  publicUrl,
  trustProxy,
  ports,
}: {
  publicUrl: string;
  trustProxy: "1" | "2";
  ports: readonly [number, number];
}) {
  // Imported here: the module announces skipped PostgreSQL suites when it loads.
  const { createTestDatabase } = await import("../tests/support/databases.ts");
  const database = await createTestDatabase("postgres");
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? "",
    TRUST_PROXY: trustProxy,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: publicUrl,
    API_RATE_LIMIT: "1000000",
  };
  const servers: RunningServer[] = [];
  const stop = async () => {
    for (const server of servers) await server.stop();
    await database.drop();
  };
  try {
    // The first runs the migrations; the second starts once it is ready.
    for (const port of ports) servers.push(await startServer({ ...env, PORT: String(port) }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { database, servers, stop };
}
