import type { Kysely } from "kysely";

// Signatures gained their own language (schema version 4, docs/decisions/033-bilingual-signatures.md).
// Before, a signature was written in the language of whoever looked at it, most often its
// owner: a stored row without one gets its owner's language (the account's, chosen at sign-up),
// so that it keeps the words it had. The row keeps its schema version and is read through the
// schema as before; rows that already say their language are left alone. Written without the
// app's schema (a migration must not change when the schema does).

const BATCH = 500;

type Rows = {
  signature: { id: string; user_id: string; fields: string; schema_version: number };
  user: { id: string; locale: string | null };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const kysely = db as unknown as Kysely<Rows>;
  // nothing to do on a new database: asked first, so that a database whose account tables are
  // made elsewhere (Better Auth's migrations, absent from some test databases) is not read
  const older = await kysely
    .selectFrom("signature")
    .select("id")
    .where("schema_version", "<", 4)
    .limit(1)
    .executeTakeFirst();
  if (!older) return;
  let after = "";
  for (;;) {
    const rows = await kysely
      .selectFrom("signature")
      .innerJoin("user", "user.id", "signature.user_id")
      .select(["signature.id as id", "signature.fields as fields", "user.locale as locale"])
      .where("signature.schema_version", "<", 4)
      .where("signature.id", ">", after)
      .orderBy("signature.id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const fields = withLanguage(row.fields, row.locale === "fr" ? "fr" : "en");
      if (fields !== null) {
        await kysely.updateTable("signature").set({ fields }).where("id", "=", row.id).execute();
      }
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** The stored JSON with `language` added, or null when it has one or is not an object. */
function withLanguage(json: string, language: "en" | "fr"): string | null {
  let fields: unknown;
  try {
    fields = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return null;
  if ("language" in fields) return null;
  return JSON.stringify({ ...fields, language });
}

export async function down(): Promise<void> {
  // older code drops the field it does not know when it reads the row
}
