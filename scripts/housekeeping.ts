// `npm run housekeeping`: one pass of the server's hourly housekeeping (expired photo owners,
// unowned photos, old page-view counters), also tracking photos stored before they were
// tracked. Safe while the server runs; useful from cron or after a restore.
import { connectDatabase } from "../app/.server/db/connect.ts";
import { migrateToLatest } from "../app/.server/db/migrate.ts";
import { loadConfig } from "../app/.server/env.ts";
import { runHousekeeping } from "../app/.server/housekeeping.ts";
import { createPhotoStore } from "../app/.server/photos/create-store.ts";

const config = loadConfig();
const db = connectDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
  const report = await runHousekeeping(
    { db, photos: createPhotoStore(config), config, redis: null },
    { adopt: true },
  );
  console.log(JSON.stringify(report));
} finally {
  await db.kysely.destroy();
}
