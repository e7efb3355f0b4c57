// `npm run stats`: daily page-view aggregates of the last 30 days (docs/product.md#behaviours).
import { listDailyPageViews } from "../app/.server/analytics/page-views.ts";
import { connectDatabase } from "../app/.server/db/connect.ts";
import { migrateToLatest } from "../app/.server/db/migrate.ts";
import { loadConfig } from "../app/.server/env.ts";

const config = loadConfig();
const db = connectDatabase(config.databaseUrl);
await migrateToLatest(db);
const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const rows = await listDailyPageViews(db.kysely, since);
if (rows.length === 0) console.log(`No page views since ${since}.`);
let day = "";
for (const row of rows) {
  if (row.day !== day) {
    day = row.day;
    const total = rows.filter((r) => r.day === day).reduce((sum, r) => sum + Number(r.views), 0);
    console.log(`\n${day}  ${total} views`);
  }
  console.log(`  ${String(row.views).padStart(6)}  ${row.locale}  ${row.path}`);
}
await db.kysely.destroy();
