// A team's roster: the only module that writes `team_member` (links: member-links.ts; a
// directory sync's writes: directory/roster-sync.ts).
// Callers have already checked that the team is the caller's (teams.ts).
import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../.server/db/connect.ts";
import type { Database, TeamMemberTable } from "../../.server/db/schema.ts";
import { ProblemCode, problemResponse } from "../../.server/http/problem.ts";
import type { Locale } from "../../i18n/locales.ts";
import { isLocale } from "../../i18n/locales.ts";
import {
  EMPTY_MEMBER_FIELDS,
  type MemberFields,
  MemberFieldsSchema,
  type MemberInput,
  memberKey,
  TEAM_LIMITS,
} from "../member.ts";

export type Member = {
  id: string;
  fields: MemberFields;
  locale: Locale;
  link: {
    active: boolean;
    sentAt: string | null;
    /** when they were last mailed a link, whichever (the resend cooldown counts from it) */
    mailedAt: string | null;
    openedAt: string | null;
    lastOpenedAt: string | null;
  };
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = [
  "id",
  "fields",
  "locale",
  "link_hash",
  "link_sent_at",
  "link_mailed_at",
  "link_opened_at",
  "link_last_opened_at",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof TeamMemberTable>;

type MemberRow = Pick<Selectable<TeamMemberTable>, (typeof COLUMNS)[number]>;

/** The same columns, named with their table, for queries that join `team`. */
export const MEMBER_COLUMNS_JOINED = COLUMNS.map((column) => `team_member.${column}` as const);

const MEMBER_ID = /^[0-9a-f-]{36}$/;

export function toMember(row: MemberRow): Member {
  const parsed = MemberFieldsSchema.safeParse(JSON.parse(row.fields));
  return {
    id: row.id,
    // written through the schema only; a row that no longer parses still shows its address
    fields: parsed.success ? parsed.data : EMPTY_MEMBER_FIELDS,
    locale: isLocale(row.locale) ? row.locale : "en",
    link: {
      active: row.link_hash !== null,
      sentAt: row.link_sent_at,
      mailedAt: row.link_mailed_at,
      openedAt: row.link_opened_at,
      lastOpenedAt: row.link_last_opened_at,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function ofTeam(kysely: Kysely<Database>, teamId: string) {
  return kysely.selectFrom("team_member").select(COLUMNS).where("team_id", "=", teamId);
}

/** Members whose fields (name, address, title, numbers…) contain `search`, any case. */
function matching<Q extends SelectQueryBuilder<Database, "team_member", object>>(
  query: Q,
  search: string | undefined,
): Q {
  const words = search?.trim().toLowerCase();
  if (!words) return query;
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return query.where(sql<boolean>`lower(fields) like ${pattern} escape '\\'`) as Q;
}

export async function countMembers(
  { kysely }: Db,
  teamId: string,
  search?: string,
): Promise<number> {
  const row = await matching(
    kysely
      .selectFrom("team_member")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("team_id", "=", teamId),
    search,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Members in roster order (by address), a page at a time; every member without `page`. */
export async function listMembers(
  { kysely }: Db,
  teamId: string,
  page?: { offset: number; limit: number; search?: string },
): Promise<Member[]> {
  let query = matching(ofTeam(kysely, teamId), page?.search).orderBy("email");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return (await query.execute()).map(toMember);
}

export async function getMember(
  { kysely }: Db,
  teamId: string,
  memberId: string,
): Promise<Member | null> {
  if (!MEMBER_ID.test(memberId)) return null;
  const row = await ofTeam(kysely, teamId).where("id", "=", memberId).executeTakeFirst();
  return row ? toMember(row) : null;
}

/** The member's Outlook add-in fetched their signature now. */
export async function markOutlookSeen({ kysely }: Db, memberId: string): Promise<void> {
  await kysely
    .updateTable("team_member")
    .set({ outlook_seen_at: new Date().toISOString() })
    .where("id", "=", memberId)
    .execute();
}

/** The team's member with this address (any case), if any. */
export async function getMemberByEmail(
  { kysely }: Db,
  teamId: string,
  email: string,
): Promise<Member | null> {
  const row = await ofTeam(kysely, teamId).where("email", "=", memberKey(email)).executeTakeFirst();
  return row ? toMember(row) : null;
}

/** These members of the team (ids of another team's members, or none, are left out). */
export async function getMembers(
  { kysely }: Db,
  teamId: string,
  memberIds: readonly string[],
): Promise<Member[]> {
  const ids = memberIds.filter((id) => MEMBER_ID.test(id));
  const members: Member[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await ofTeam(kysely, teamId)
      .where("id", "in", ids.slice(start, start + 500))
      .orderBy("email")
      .execute();
    members.push(...rows.map(toMember));
  }
  return members;
}

export function memberNotFound(locale: Locale): Response {
  return problemResponse({
    code: ProblemCode.NotFound,
    messageKey: "problems.memberNotFound",
    locale,
  });
}

function rosterFull(locale: Locale): Response {
  return problemResponse({
    code: ProblemCode.Conflict,
    messageKey: "problems.rosterFull",
    values: { count: TEAM_LIMITS.members },
    locale,
  });
}

function stored(input: MemberInput, now: string) {
  const { locale, ...fields } = input;
  return {
    email: memberKey(fields.email),
    fields: JSON.stringify(fields),
    locale,
    updated_at: now,
  };
}

/** A 409 problem when another member of the team (not `exceptId`) has this address. */
async function assertAddressFree(
  trx: Kysely<Database>,
  teamId: string,
  email: string,
  exceptId: string | null,
  locale: Locale,
): Promise<void> {
  let query = trx
    .selectFrom("team_member")
    .select("id")
    .where("team_id", "=", teamId)
    .where("email", "=", memberKey(email));
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (!(await query.executeTakeFirst())) return;
  throw problemResponse({
    code: ProblemCode.Conflict,
    messageKey: "problems.memberExists",
    values: { email },
    locale,
  });
}

/** Adds one member; 409 when the address is already in the team or the roster is full. */
export async function addMember(
  db: Db,
  teamId: string,
  input: MemberInput,
  locale: Locale,
): Promise<Member> {
  return db.kysely.transaction().execute(async (trx) => {
    const scoped = { ...db, kysely: trx };
    if ((await countMembers(scoped, teamId)) >= TEAM_LIMITS.members) throw rosterFull(locale);
    await assertAddressFree(trx, teamId, input.email, null, locale);
    const now = new Date().toISOString();
    const row = await trx
      .insertInto("team_member")
      .values({ id: randomUUID(), team_id: teamId, ...stored(input, now), created_at: now })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toMember(row);
  });
}

/** Replaces a member's fields; 404 for another team's member, 409 for a taken address. */
export async function updateMember(
  db: Db,
  teamId: string,
  memberId: string,
  input: MemberInput,
  locale: Locale,
): Promise<Member> {
  if (!MEMBER_ID.test(memberId)) throw memberNotFound(locale);
  return db.kysely.transaction().execute(async (trx) => {
    await assertAddressFree(trx, teamId, input.email, memberId, locale);
    const row = await trx
      .updateTable("team_member")
      .set({
        ...stored(input, new Date().toISOString()),
        // a corrected address is another one: the resend cooldown was the old address's
        link_mailed_at: sql<
          string | null
        >`case when email = ${memberKey(input.email)} then link_mailed_at end`,
      })
      .where("id", "=", memberId)
      .where("team_id", "=", teamId)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw memberNotFound(locale);
    return toMember(row);
  });
}

/** The member's own corrections from their link (title and numbers only). */
export async function selfEditMember(
  { kysely }: Db,
  memberId: string,
  fields: MemberFields,
): Promise<void> {
  await kysely
    .updateTable("team_member")
    .set({ fields: JSON.stringify(fields), updated_at: new Date().toISOString() })
    .where("id", "=", memberId)
    .execute();
}

export async function removeMember(
  { kysely }: Db,
  teamId: string,
  memberId: string,
): Promise<boolean> {
  if (!MEMBER_ID.test(memberId)) return false;
  const result = await kysely
    .deleteFrom("team_member")
    .where("id", "=", memberId)
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes these members of the team; how many there were. */
export async function removeMembers(
  { kysely }: Db,
  teamId: string,
  memberIds: readonly string[],
): Promise<number> {
  const ids = memberIds.filter((id) => MEMBER_ID.test(id));
  let removed = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const result = await kysely
      .deleteFrom("team_member")
      .where("team_id", "=", teamId)
      .where("id", "in", ids.slice(start, start + 500))
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/**
 * Adds the rows, or updates the member already holding a row's address, in one transaction:
 * all or nothing. Rows are already valid and free of duplicate addresses (roster-import.ts).
 */
export async function importMembers(
  db: Db,
  teamId: string,
  inputs: readonly MemberInput[],
  locale: Locale,
): Promise<{ added: number; updated: number }> {
  return db.kysely.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await trx
          .selectFrom("team_member")
          .select(["id", "email"])
          .where("team_id", "=", teamId)
          .execute()
      ).map((row) => [row.email, row.id]),
    );
    const now = new Date().toISOString();
    const fresh = inputs.filter((input) => !existing.has(memberKey(input.email)));
    if (existing.size + fresh.length > TEAM_LIMITS.members) throw rosterFull(locale);
    for (const input of inputs) {
      const id = existing.get(memberKey(input.email));
      if (id) {
        await trx.updateTable("team_member").set(stored(input, now)).where("id", "=", id).execute();
      }
    }
    // in chunks: one statement per 100 rows keeps under both engines' parameter limits
    for (let start = 0; start < fresh.length; start += 100) {
      await trx
        .insertInto("team_member")
        .values(
          fresh.slice(start, start + 100).map((input) => ({
            id: randomUUID(),
            team_id: teamId,
            ...stored(input, now),
            created_at: now,
          })),
        )
        .execute();
    }
    return { added: fresh.length, updated: inputs.length - fresh.length };
  });
}
