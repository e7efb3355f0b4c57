// API throughput: `GET /api/v1/signatures` and `GET /api/v1/signatures/{id}` of one signed-in
// user with 20 signatures, 50 connections for 10 s each (autocannon), on the built server
// (`npm run build` first), once per engine: SQLite, and PostgreSQL when TEST_DATABASE_URL is
// set. Session lookup, per-user rate limit (raised through API_RATE_LIMIT), request log and
// schema validation of every row read are all included, as in production.
import autocannon, { type Result } from "autocannon";
import { sql } from "kysely";
import { connectDatabase } from "../app/.server/db/connect.ts";
import { uniqueEmail } from "../tests/support/auth-client.ts";
import { freePort } from "../tests/support/free-port.ts";
import { startServer } from "../tests/support/server.ts";
import { signatureApi } from "../tests/support/signatures-api.ts";

export type ApiBenchRow = {
  engine: "sqlite" | "postgres";
  endpoint: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** answers other than 2xx (429s would mean the rate limit was not raised) */
  non2xx: number;
  errors: number;
};

export type ApiBenchOptions = {
  connections?: number;
  durationSeconds?: number;
  signatures?: number;
};

const SIGNATURE_FIELDS = {
  fullName: "Alexandra Montgomery",
  jobTitle: "Director of Business Development",
  company: "Northwind Traders",
  email: "alexandra@example.com",
  phone: "+1 (555) 123-4567",
  website: "example.com",
  linkedin: "@alexandra",
};

/** Makes the bench's user Pro, as the payment webhook would: Free accounts keep 3 signatures. */
async function makePro(databaseUrl: string, userId: string) {
  const db = connectDatabase(databaseUrl);
  try {
    await sql`update "user" set "isPaid" = true where id = ${userId}`.execute(db.kysely);
  } finally {
    await db.kysely.destroy();
  }
}

async function benchEngine(
  engine: "sqlite" | "postgres",
  { connections = 50, durationSeconds = 10, signatures = 20 }: ApiBenchOptions,
): Promise<ApiBenchRow[]> {
  // Imported here: the module announces skipped PostgreSQL suites when it loads.
  const { createTestDatabase } = await import("../tests/support/databases.ts");
  const database = await createTestDatabase(engine);
  const port = await freePort();
  const server = await startServer({
    DATABASE_URL: database.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_RATE_LIMIT: "1000000",
  });
  try {
    const api = signatureApi(server.url);
    const userId = await api.register(uniqueEmail("bench"));
    await makePro(database.url, userId);
    let lastId = "";
    for (let i = 0; i < signatures; i++) {
      const response = await api.create({ ...SIGNATURE_FIELDS, name: `Signature ${i + 1}` });
      if (response.status !== 201) throw new Error(`create: ${response.status}`);
      lastId = ((await response.json()) as { id: string }).id;
    }
    const headers = { cookie: api.jar.header(server.url) };
    const endpoints = ["/api/v1/signatures", `/api/v1/signatures/${lastId}`];
    const rows: ApiBenchRow[] = [];
    for (const path of endpoints) {
      const result: Result = await autocannon({
        url: `${server.url}${path}`,
        connections,
        duration: durationSeconds,
        headers,
      });
      rows.push({
        engine,
        endpoint: path === endpoints[0] ? "GET /api/v1/signatures" : "GET /api/v1/signatures/{id}",
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
    return rows;
  } finally {
    await server.stop();
    await database.drop();
  }
}

/** Runs the API bench on every available engine; prints nothing (see formatApiBench). */
export async function runApiBench(options: ApiBenchOptions = {}): Promise<ApiBenchRow[]> {
  const engines: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL
    ? ["sqlite", "postgres"]
    : ["sqlite"];
  const rows: ApiBenchRow[] = [];
  for (const engine of engines) rows.push(...(await benchEngine(engine, options)));
  return rows;
}

/** The rows as a small table, one line per engine and endpoint. */
export function formatApiBench(rows: ApiBenchRow[]): string {
  const lines = ["engine    endpoint                        req/s   p99 ms  non-2xx  errors"];
  for (const row of rows) {
    lines.push(
      [
        row.engine.padEnd(9),
        row.endpoint.padEnd(30),
        row.requestsPerSecond.toFixed(0).padStart(7),
        row.p99Ms.toFixed(0).padStart(8),
        String(row.non2xx).padStart(8),
        String(row.errors).padStart(7),
      ].join(" "),
    );
  }
  return lines.join("\n");
}

// `node bench/api.ts` on its own; `npm run bench` imports runApiBench instead.
if (import.meta.main) {
  console.log(formatApiBench(await runApiBench()));
}
