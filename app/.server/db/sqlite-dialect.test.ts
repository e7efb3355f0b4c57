import { DatabaseSync } from "node:sqlite";
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CachedNodeSqliteDialect, STATEMENT_CACHE_SIZE } from "./sqlite-dialect.ts";

type Tables = { item: { id: string; value: number } };

function open() {
  const database = new DatabaseSync(":memory:");
  database.exec("create table item (id text primary key, value integer not null)");
  const prepare = vi.spyOn(database, "prepare");
  const kysely = new Kysely<Tables>({ dialect: new CachedNodeSqliteDialect(database) });
  return { database, prepare, kysely };
}

describe("CachedNodeSqliteDialect", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it("prepares each SQL text once and reuses it with other parameters", async () => {
    const { prepare, kysely } = open();
    close = () => kysely.destroy();
    for (const [id, value] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const) {
      await kysely.insertInto("item").values({ id, value }).execute();
    }
    const byValue = (min: number) =>
      kysely.selectFrom("item").select("id").where("value", ">=", min).orderBy("id").execute();
    expect(await byValue(2)).toEqual([{ id: "b" }, { id: "c" }]);
    expect(await byValue(3)).toEqual([{ id: "c" }]);
    // one insert and one select
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("reports changes and keeps working after a statement fails", async () => {
    const { kysely } = open();
    close = () => kysely.destroy();
    const insert = (id: string) => kysely.insertInto("item").values({ id, value: 1 }).execute();
    await insert("a");
    await expect(insert("a")).rejects.toThrow(/UNIQUE/);
    await insert("b");
    const result = await kysely.updateTable("item").set({ value: 5 }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it("rolls a failed transaction back", async () => {
    const { kysely } = open();
    close = () => kysely.destroy();
    await expect(
      kysely.transaction().execute(async (trx) => {
        await trx.insertInto("item").values({ id: "x", value: 1 }).execute();
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(await kysely.selectFrom("item").selectAll().execute()).toEqual([]);
  });

  it("sees a column added after its statement was prepared", async () => {
    const { kysely } = open();
    close = () => kysely.destroy();
    await kysely.insertInto("item").values({ id: "a", value: 1 }).execute();
    const all = () => sql<Record<string, unknown>>`select * from item`.execute(kysely);
    expect((await all()).rows).toEqual([{ id: "a", value: 1 }]);
    await sql`alter table item add column note text default 'n'`.execute(kysely);
    expect((await all()).rows).toEqual([{ id: "a", value: 1, note: "n" }]);
  });

  it("keeps at most STATEMENT_CACHE_SIZE statements, dropping the least recently used", async () => {
    const { prepare, kysely } = open();
    close = () => kysely.destroy();
    const query = (n: number) => sql`select ${sql.lit(n)} as n`.execute(kysely);
    await query(0);
    for (let n = 1; n <= STATEMENT_CACHE_SIZE; n++) await query(n);
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 1);
    await query(STATEMENT_CACHE_SIZE); // still cached
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 1);
    await query(0); // evicted: prepared again
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 2);
  });
});
