// `node tests/support/lose-checked-out-connection.ts <postgres url>`: takes a connection from
// the app's pool (app/.server/db/connect.ts), has PostgreSQL end its session while the app
// holds it between two statements (as a transaction does, or a restart at the wrong moment),
// then uses it and the pool again. Prints {"outcome": …} and exits 0 when the loss surfaced as
// a failed query; a process without a listener for it dies of an unhandled 'error' event.
import { sql } from "kysely";
import pg from "pg";
import { connectDatabase } from "../../app/.server/db/connect.ts";
import { createLogger } from "../../app/.server/log.ts";
import { until } from "./wait.ts";

const url = process.argv[2];
if (!url) throw new Error("usage: lose-checked-out-connection.ts <postgres url>");
// the app's own listener says when a connection learnt its session was ended
let lost = 0;
const silent = createLogger("silent");
const db = connectDatabase(url, {
  ...silent,
  warn: (message) => {
    if (message === "database connection lost") lost += 1;
  },
});
const admin = new pg.Client({ connectionString: url });
await admin.connect();
let outcome = "no error";
try {
  await db.kysely.connection().execute(async (connection) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
    const pid = rows[0]!.pid;
    await admin.query("select pg_terminate_backend($1)", [pid]);
    // The session's end reaches the connection while no statement runs on it: the goodbye
    // PostgreSQL sent is read, and the connection's `error` heard, before it is used again (a
    // statement sent before that would race the goodbye, and the connection could go back to
    // the pool before it knows it is dead).
    await until(() => lost > 0, "the connection hearing its session ended");
    await sql`select 1`.execute(connection);
  });
} catch (error) {
  outcome = `query failed: ${(error as Error).message}`;
}
await sql`select 1`.execute(db.kysely);
console.log(JSON.stringify({ outcome }));
await admin.end();
await db.kysely.destroy();
