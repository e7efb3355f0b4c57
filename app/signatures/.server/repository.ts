// Cloud signatures of one user (docs/product.md#storage, #api): the only module that reads or writes the
// `signature` table. Every call is scoped by the owner's id: another user's signature does
// not exist for the caller (404, never 403). Plan rules (docs/product.md#plans) are applied inside the
// write's transaction so concurrent saves cannot get around them.
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { compiledQuery } from "../../.server/db/compiled-query.ts";
import type { Db } from "../../.server/db/connect.ts";
import type { Database, SignatureTable } from "../../.server/db/schema.ts";
import { ProblemCode, problemResponse } from "../../.server/http/problem.ts";
import { lockUserPlan, spendFreeTemplate } from "../../billing/.server/index.ts";
import type { PlanPolicy } from "../../billing/effective-plan.ts";
import type { Locale } from "../../i18n/locales.ts";
import {
  type SignatureFields,
  type SignatureFieldsPatch,
  SignatureFieldsSchema,
} from "../../signature/schema.ts";
import { assertRoomForAnotherSignature, planSave } from "./plan-enforcement.ts";

const NO_PLAN_POLICY: PlanPolicy = { proForEveryone: false };

import { fromStoredFields, toStoredFields } from "./stored-fields.ts";

/** The API's and the browser's shape of a stored signature (docs/product.md#storage). */
export type CloudSignature = {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
} & SignatureFields;

/**
 * The columns read back, named rather than `*`: a column added by a later migration does not
 * change what a prepared statement returns (PostgreSQL refuses to run one whose result type
 * changed), and the statements can stay prepared (db/connect.ts).
 */
const COLUMNS = [
  "id",
  "user_id",
  "fields",
  "schema_version",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof SignatureTable>;

export type SignatureRow = Pick<Selectable<SignatureTable>, (typeof COLUMNS)[number]>;

/** The row as the API shows it; the identity members come first and cannot be overridden. */
export function toCloudSignature(row: SignatureRow): CloudSignature {
  const signature = {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...fromStoredFields(row.fields, row.schema_version),
  };
  signature.id = row.id;
  signature.userId = row.user_id;
  signature.createdAt = row.created_at;
  signature.updatedAt = row.updated_at;
  return signature;
}

export function signatureNotFound(locale: Locale): Response {
  return problemResponse({
    code: ProblemCode.NotFound,
    messageKey: "auth.signatureNotFound",
    locale,
  });
}

function ownSignatures(kysely: Kysely<Database>, userId: string) {
  return kysely.selectFrom("signature").select(COLUMNS).where("user_id", "=", userId);
}

/** Ids the server makes (UUIDs) and imports use; anything else cannot exist, so is not looked up. */
const SIGNATURE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The user's signatures, newest first by `createdAt`. */
export async function listSignatures({ kysely }: Db, userId: string): Promise<CloudSignature[]> {
  const rows = await ownSignatures(kysely, userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toCloudSignature);
}

/**
 * A row with the team it is the design of (design-teams.ts): the owner's first team by
 * creation with this design, as designTeams picks it; nulls when it is no team's.
 */
export type SignatureWithTeamRow = SignatureRow & {
  team_id: string | null;
  team_name: string | null;
};

/** The signatures with their design team, in one query (the API's reads, ADR 036). */
function withTeams(kysely: Kysely<Database>, userId: string) {
  return kysely
    .selectFrom("signature")
    .leftJoin("team", (join) =>
      join.on((eb) =>
        eb(
          "team.id",
          "=",
          eb
            .selectFrom("team as design")
            .select("design.id")
            .whereRef("design.design_id", "=", "signature.id")
            .where("design.owner_id", "=", userId)
            .orderBy("design.created_at")
            .orderBy("design.id")
            .limit(1),
        ),
      ),
    )
    .select(COLUMNS.map((column) => `signature.${column}` as const))
    .select(["team.id as team_id", "team.name as team_name"])
    .where("signature.user_id", "=", userId);
}

const listWithTeams = compiledQuery(["userId"], (kysely, { userId }) =>
  withTeams(kysely, userId).orderBy("signature.created_at", "desc").orderBy("signature.id", "desc"),
);

const oneWithTeam = compiledQuery(["userId", "id"], (kysely, { userId, id }) =>
  withTeams(kysely, userId).where("signature.id", "=", id),
);

/** The user's signatures with their design team, newest first by `createdAt`. */
export function listSignaturesWithTeams(
  { kysely }: Db,
  userId: string,
): Promise<SignatureWithTeamRow[]> {
  return listWithTeams(kysely, { userId });
}

/** One of the user's signatures with its design team, or null (also for anyone else's id). */
export async function getSignatureWithTeam(
  { kysely }: Db,
  userId: string,
  id: string,
): Promise<SignatureWithTeamRow | null> {
  if (!SIGNATURE_ID.test(id)) return null;
  return (await oneWithTeam(kysely, { userId, id }))[0] ?? null;
}

/**
 * The user's personal signatures: those that are a team's design are the team's (ADR 028) and
 * do not count against the Free plan's 3.
 */
export async function countSignatures({ kysely }: Db, userId: string): Promise<number> {
  const row = await kysely
    .selectFrom("signature")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("user_id", "=", userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("team")
            .select("team.id")
            .whereRef("team.design_id", "=", "signature.id")
            .where("team.owner_id", "=", userId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One of the user's signatures, or null (also for anyone else's id). */
export async function getSignature(
  { kysely }: Db,
  userId: string,
  id: string,
): Promise<CloudSignature | null> {
  if (!SIGNATURE_ID.test(id)) return null;
  const row = await ownSignatures(kysely, userId).where("id", "=", id).executeTakeFirst();
  return row ? toCloudSignature(row) : null;
}

/** One of the user's signatures, or a thrown 404 problem `Signature not found`. */
export async function getSignatureOrThrow(
  db: Db,
  userId: string,
  id: string,
  locale: Locale,
): Promise<CloudSignature> {
  const signature = await getSignature(db, userId, id);
  if (!signature) throw signatureNotFound(locale);
  return signature;
}

export type CreateSignatureOptions = {
  /** language of the problems thrown (plan limits) */
  locale: Locale;
  /** Imports and tests only: the API always lets the server choose (a random UUID). */
  id?: string;
  /** Imports and tests only: ISO-8601, default now. */
  createdAt?: string;
  /**
   * The caller's own key for this creation (the browser sends its local id): creating again
   * with the same key returns the signature made the first time.
   */
  clientKey?: string;
  /** Told once a save that changed the user's plan (spent the free Pro template) committed. */
  planChanged?: (userId: string) => Promise<void>;
  /** the instance's plan policy (billing/.server/effective-plan.ts); default: none */
  plans?: PlanPolicy;
};

/**
 * Stores a new signature for the user. Throws a 403 problem when a Free account already has
 * 3, or uses a Pro template without its free allowance (which this save then spends).
 */
export async function createSignature(
  db: Db,
  userId: string,
  fields: SignatureFields,
  {
    locale,
    id = randomUUID(),
    createdAt,
    clientKey,
    planChanged,
    plans = NO_PLAN_POLICY,
  }: CreateSignatureOptions,
): Promise<CloudSignature> {
  const now = createdAt ? new Date(createdAt).toISOString() : new Date().toISOString();
  let spent = false;
  const signature = await db.kysely.transaction().execute(async (trx) => {
    const plan = await lockUserPlan(trx, db.engine, userId, plans);
    if (clientKey !== undefined) {
      const earlier = await trx
        .selectFrom("signature")
        .select(COLUMNS)
        .where("user_id", "=", userId)
        .where("client_key", "=", clientKey)
        .executeTakeFirst();
      if (earlier) return toCloudSignature(earlier);
    }
    assertRoomForAnotherSignature(
      plan,
      await countSignatures({ ...db, kysely: trx }, userId),
      locale,
    );
    const save = planSave(fields, plan, null, locale);
    const row = await trx
      .insertInto("signature")
      .values({
        id,
        user_id: userId,
        ...toStoredFields(save.fields),
        client_key: clientKey ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    if (save.spendsFreeTemplate) await spendFreeTemplate(trx, userId);
    spent = save.spendsFreeTemplate;
    return toCloudSignature(row);
  });
  if (spent) await planChanged?.(userId);
  return signature;
}

/**
 * Changes some fields of one of the user's signatures. Throws 404 for an id the user does not
 * own, 403 when the new template is not available to the account.
 */
export async function updateSignature(
  db: Db,
  userId: string,
  id: string,
  patch: SignatureFieldsPatch,
  {
    locale,
    planChanged,
    plans = NO_PLAN_POLICY,
  }: Pick<CreateSignatureOptions, "locale" | "planChanged" | "plans">,
): Promise<CloudSignature> {
  let spent = false;
  const signature = await db.kysely.transaction().execute(async (trx) => {
    const plan = await lockUserPlan(trx, db.engine, userId, plans);
    const current = await getSignature({ ...db, kysely: trx }, userId, id);
    if (!current) throw signatureNotFound(locale);
    const {
      id: _id,
      userId: _userId,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...fields
    } = current;
    const merged = SignatureFieldsSchema.parse({ ...fields, ...definedOnly(patch) });
    const save = planSave(merged, plan, current.template, locale);
    const row = await trx
      .updateTable("signature")
      .set({ ...toStoredFields(save.fields), updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    if (save.spendsFreeTemplate) await spendFreeTemplate(trx, userId);
    spent = save.spendsFreeTemplate;
    return toCloudSignature(row);
  });
  if (spent) await planChanged?.(userId);
  return signature;
}

/** Deletes one of the user's signatures; 404 problem for an id the user does not own. */
export async function deleteSignature(
  { kysely }: Db,
  userId: string,
  id: string,
  locale: Locale,
): Promise<void> {
  if (!SIGNATURE_ID.test(id)) throw signatureNotFound(locale);
  const result = await kysely
    .deleteFrom("signature")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw signatureNotFound(locale);
}

/** A PATCH body's fields without the ones explicitly `undefined`. */
function definedOnly(patch: SignatureFieldsPatch): Partial<SignatureFields> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<SignatureFields>;
}
