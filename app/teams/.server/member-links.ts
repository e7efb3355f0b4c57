// Members' private links (issue 13, ADR 027): `/my-signature?member=<token>`, no account.
// A token is 256 random bits; the database finds the member by its SHA-256 and keeps the
// token itself only sealed (app/.server/sealed.ts), so the manager can copy the link again.
// Revoking forgets both: the old link then finds nothing, like a token that never existed.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../.server/db/connect.ts";
import { SEAL_PURPOSES, seal, unseal } from "../../.server/sealed.ts";
import type { Locale } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import { MEMBER_COLUMNS_JOINED, type Member, toMember } from "./members.ts";

/** `m_` and the base64url of 32 bytes */
export const MEMBER_TOKEN_FORMAT = /^m_[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function memberLinkUrl(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl}${pagePath("mySignature", locale)}?member=${token}`;
}

/** A new link for the member (the previous one stops working); returns the token. */
export async function renewMemberLink(
  { kysely }: Db,
  serverSecret: string,
  teamId: string,
  memberId: string,
): Promise<string | null> {
  const token = `m_${randomBytes(32).toString("base64url")}`;
  const result = await kysely
    .updateTable("team_member")
    .set({
      link_hash: hashToken(token),
      link_sealed: seal(token, serverSecret, SEAL_PURPOSES.memberLink),
      link_sent_at: null,
      link_opened_at: null,
      link_last_opened_at: null,
    })
    .where("id", "=", memberId)
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? token : null;
}

/** Links for every member who has none yet (new members, revoked links before a mailing). */
export async function ensureMemberLinks(
  db: Db,
  serverSecret: string,
  teamId: string,
  /** only these members (every member of the team without) */
  memberIds?: readonly string[],
): Promise<void> {
  if (memberIds?.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    const scoped = { ...db, kysely: trx };
    let query = trx
      .selectFrom("team_member")
      .select("id")
      .where("team_id", "=", teamId)
      .where("link_hash", "is", null);
    if (memberIds && memberIds.length <= 500) query = query.where("id", "in", memberIds);
    const chosen = memberIds && new Set(memberIds);
    const without = (await query.execute()).filter(({ id }) => !chosen || chosen.has(id));
    for (const { id } of without) await renewMemberLink(scoped, serverSecret, teamId, id);
  });
}

export async function revokeMemberLink(
  { kysely }: Db,
  teamId: string,
  memberId: string,
): Promise<boolean> {
  const result = await kysely
    .updateTable("team_member")
    .set({ link_hash: null, link_sealed: null, link_sent_at: null })
    .where("id", "=", memberId)
    .where("team_id", "=", teamId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The tokens of the team's members who have a link, by member id (for the manager). */
export async function memberTokens(
  { kysely }: Db,
  serverSecret: string,
  teamId: string,
  memberIds?: readonly string[],
): Promise<Map<string, string>> {
  let query = kysely
    .selectFrom("team_member")
    .select(["id", "link_sealed"])
    .where("team_id", "=", teamId)
    .where("link_sealed", "is not", null);
  if (memberIds) {
    if (memberIds.length === 0) return new Map();
    query = query.where("id", "in", memberIds);
  }
  const tokens = new Map<string, string>();
  for (const row of await query.execute()) {
    const token =
      row.link_sealed && unseal(row.link_sealed, serverSecret, SEAL_PURPOSES.memberLink);
    if (token) tokens.set(row.id, token);
  }
  return tokens;
}

/** How many of the team's links were mailed and how many were opened (for the manager). */
export async function linkCounts({ kysely }: Db, teamId: string) {
  const row = await kysely
    .selectFrom("team_member")
    .select((eb) => [
      eb.fn.count<number | string | bigint>("link_sent_at").as("sent"),
      eb.fn.count<number | string | bigint>("link_opened_at").as("opened"),
    ])
    .where("team_id", "=", teamId)
    .where("link_hash", "is not", null)
    .executeTakeFirstOrThrow();
  return { sent: Number(row.sent), opened: Number(row.opened) };
}

export async function markLinksSent(
  { kysely }: Db,
  memberIds: readonly string[],
  now = new Date(),
) {
  if (memberIds.length === 0) return;
  await kysely
    .updateTable("team_member")
    .set({ link_sent_at: now.toISOString() })
    .where("id", "in", memberIds)
    .execute();
}

/**
 * Takes the member's turn to be mailed at `now`: false when they were mailed less than
 * `cooldownMs` ago (or another request took the turn first). One statement, so two sends at
 * the same moment mail once.
 */
export async function claimLinkMail(
  { kysely }: Db,
  memberId: string,
  now: Date,
  cooldownMs: number,
): Promise<boolean> {
  const before = new Date(now.getTime() - cooldownMs).toISOString();
  const result = await kysely
    .updateTable("team_member")
    .set({ link_mailed_at: now.toISOString() })
    .where("id", "=", memberId)
    .where((eb) => eb.or([eb("link_mailed_at", "is", null), eb("link_mailed_at", "<=", before)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a turn taken at `claimedAt` back (the mail was not sent): `previous` is restored. */
export async function releaseLinkMail(
  { kysely }: Db,
  memberId: string,
  claimedAt: Date,
  previous: string | null,
): Promise<void> {
  await kysely
    .updateTable("team_member")
    .set({ link_mailed_at: previous })
    .where("id", "=", memberId)
    .where("link_mailed_at", "=", claimedAt.toISOString())
    .execute();
}

export type LinkedMember = { member: Member; teamId: string; ownerId: string };

/** The member a link belongs to, or null (malformed, revoked or never issued). */
export async function memberOfLink({ kysely }: Db, token: string): Promise<LinkedMember | null> {
  if (!MEMBER_TOKEN_FORMAT.test(token)) return null;
  const row = await kysely
    .selectFrom("team_member")
    .innerJoin("team", "team.id", "team_member.team_id")
    .select([...MEMBER_COLUMNS_JOINED, "team.id as team_id", "team.owner_id"])
    .where("team_member.link_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  return { member: toMember(row), teamId: row.team_id, ownerId: row.owner_id };
}

/** Notes that the member opened their link (first and last time). */
export async function markLinkOpened({ kysely }: Db, member: Member): Promise<void> {
  const now = new Date().toISOString();
  await kysely
    .updateTable("team_member")
    .set({ link_opened_at: member.link.openedAt ?? now, link_last_opened_at: now })
    .where("id", "=", member.id)
    .execute();
}
