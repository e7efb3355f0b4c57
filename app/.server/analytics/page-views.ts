import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

export async function recordPageView(
  db: Kysely<Database>,
  view: { path: string; locale: string; at?: Date },
): Promise<void> {
  const day = (view.at ?? new Date()).toISOString().slice(0, 10);
  await db
    .insertInto("page_view_daily")
    .values({ day, path: view.path, locale: view.locale, views: 1 })
    .onConflict((oc) =>
      oc.columns(["day", "path", "locale"]).doUpdateSet({ views: sql`page_view_daily.views + 1` }),
    )
    .execute();
}

export async function listDailyPageViews(db: Kysely<Database>, since: string) {
  return db
    .selectFrom("page_view_daily")
    .select(["day", "path", "locale", "views"])
    .where("day", ">=", since)
    .orderBy("day", "desc")
    .orderBy("views", "desc")
    .execute();
}

/** Deletes the daily counters of days before `cutoff`; how many rows went. */
export async function deletePageViewsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("page_view_daily")
    .where("day", "<", cutoff.toISOString().slice(0, 10))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
