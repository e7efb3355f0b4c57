import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { NO_POSTGRES, needs } from "../../../tests/support/needs.ts";
import { connectDatabase, type Db } from "./connect.ts";
import { createStatementNames } from "./pg-statements.ts";

describe("createStatementNames", () => {
  it("names each SQL text once, never one with `*`, and at most `max` of them", () => {
    const nameOf = createStatementNames(2);
    expect(nameOf("select id from a where x = $1")).toBe("k1");
    expect(nameOf("select id from a where x = $1")).toBe("k1");
    expect(nameOf("select * from a")).toBeNull();
    expect(nameOf("update a set x = $1 returning *")).toBeNull();
    expect(nameOf("select id from b")).toBeNull(); // two texts seen already
  });
});

describe("named statements on PostgreSQL", needs(NO_POSTGRES), () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    db = connectDatabase(database.url);
    await sql`create table item (id text primary key, value integer not null)`.execute(db.kysely);
    await sql`insert into item values ('a', 1), ('b', 2)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    await database?.drop();
  });

  type Tables = { item: { id: string; value: number } };
  const kysely = () => db.kysely as unknown as import("kysely").Kysely<Tables>;

  it("prepares Kysely's queries on the connection, and keeps answering after a column is added", async () => {
    const byValue = (min: number) =>
      kysely().selectFrom("item").select(["id", "value"]).where("value", ">=", min).execute();
    // every connection of the pool runs it at least once
    for (let i = 0; i < 20; i++)
      expect(await Promise.all([byValue(2), byValue(1)])).toHaveLength(2);
    const prepared = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements`.execute(db.kysely);
    expect(prepared.rows.map((row) => row.statement)).toContain(
      'select "id", "value" from "item" where "value" >= $1',
    );
    await sql`alter table item add column note text default 'n'`.execute(db.kysely);
    expect(await byValue(2)).toEqual([{ id: "b", value: 2 }]);
    // `select *` is sent unnamed, so it sees the new column at once
    expect(await kysely().selectFrom("item").selectAll().where("id", "=", "a").execute()).toEqual([
      { id: "a", value: 1, note: "n" },
    ]);
  });
});
