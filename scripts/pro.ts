// `npm run pro -- grant <email>` / `npm run pro -- revoke <email>`: an operator gives the Pro
// plan to an account, or takes it away, without Stripe (docs/product.md#plans, docs/pro-plan.md). The
// change is recorded like a payment (app/billing/.server/pro-grants.ts). Servers sharing
// REDIS_URL drop the account's cached session at once; others see the change within 30 s.

import { connectDatabase } from "../app/.server/db/connect.ts";
import { migrateToLatest } from "../app/.server/db/migrate.ts";
import { loadConfig } from "../app/.server/env.ts";
import { SESSION_CACHE_TTL_MS, SESSION_CHANNEL } from "../app/accounts/.server/index.ts";
import { grantByOperator, revokeByOperator } from "../app/billing/.server/index.ts";

const USAGE = "usage: npm run pro -- grant|revoke <email>";

const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = connectDatabase(config.databaseUrl);
let exitCode = 0;
try {
  // A database the server never started on has no accounts (nor Better Auth's tables) yet.
  const tables = await db.kysely.introspection.getTables();
  const hasUsers = tables.some((table) => table.name === "user");
  if (hasUsers) await migrateToLatest(db);
  const user = hasUsers
    ? await db.kysely
        .selectFrom("user")
        .select(["id", "email"])
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst()
    : undefined;
  if (!user) {
    console.error(`No account with the email ${email}.`);
    exitCode = 1;
  } else {
    const changed =
      command === "grant"
        ? await grantByOperator(db, user.id)
        : await revokeByOperator(db, user.id);
    console.log(
      changed
        ? `${user.email}: Pro ${command === "grant" ? "granted" : "revoked"}.`
        : `${user.email}: ${command === "grant" ? "already Pro" : "not Pro"}, nothing changed.`,
    );
    if (changed) await tellServers(user.id);
  }
} finally {
  await db.kysely.destroy();
}
process.exit(exitCode);

async function tellServers(userId: string): Promise<void> {
  if (!config.redisUrl) {
    console.log(`Running servers show the change within ${SESSION_CACHE_TTL_MS / 1000} s.`);
    return;
  }
  const { Redis } = await import("ioredis");
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.publish(SESSION_CHANNEL, userId);
  } finally {
    redis.disconnect();
  }
}
