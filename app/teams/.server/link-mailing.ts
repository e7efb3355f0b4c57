// Mailing members their links within limits (ADR 031), so that a team's mailing is never a
// relay to addresses a caller chose: a member is mailed again only after a cooldown, an
// address gets a few link mails a day from all teams together, and a team and an account
// send a bounded number a day. The mail itself is fixed text (link-mail.ts).

import type { Db } from "../../.server/db/connect.ts";
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
} from "../../.server/http/rate-limit.ts";
import { RATE_LIMITS } from "../../.server/http/rate-limits.ts";
import type { Mail, Mailer } from "../../.server/mail/mailer.ts";
import { claimLinkMail, markLinksSent, releaseLinkMail } from "./member-links.ts";
import type { Member } from "./members.ts";

const limitOf = ({ windowSeconds, max }: { windowSeconds: number; max: number }) => ({
  windowSeconds,
  max,
});

/** The three daily limits are rows of the table of limits (http/rate-limits.ts). */
export const LINK_MAIL_LIMITS = {
  /** a member is mailed again at the earliest this long after their last link mail */
  memberCooldownMs: 10 * 60_000,
  address: limitOf(RATE_LIMITS.linkMailAddress),
  team: limitOf(RATE_LIMITS.linkMailTeam),
  account: limitOf(RATE_LIMITS.linkMailAccount),
} as const;

export type LinkMailLimits = {
  memberCooldownMs: number;
  address: { windowSeconds: number; max: number };
  team: { windowSeconds: number; max: number };
  account: { windowSeconds: number; max: number };
};

export type LinkMailLimiters = {
  limits: LinkMailLimits;
  address: RateLimiter;
  team: RateLimiter;
  account: RateLimiter;
};

export function createLinkMailLimiters(
  store: RateLimitStore,
  limits: LinkMailLimits = LINK_MAIL_LIMITS,
): LinkMailLimiters {
  return {
    limits,
    address: createRateLimiter(store, {
      name: RATE_LIMITS.linkMailAddress.name,
      ...limits.address,
    }),
    team: createRateLimiter(store, { name: RATE_LIMITS.linkMailTeam.name, ...limits.team }),
    account: createRateLimiter(store, {
      name: RATE_LIMITS.linkMailAccount.name,
      ...limits.account,
    }),
  };
}

/** How long until a member last mailed at `mailedAt` may be mailed again (0: now). */
export function linkMailWaitMs(
  mailedAt: string | null,
  now: Date,
  cooldownMs: number = LINK_MAIL_LIMITS.memberCooldownMs,
): number {
  if (mailedAt === null) return 0;
  return Math.max(0, new Date(mailedAt).getTime() + cooldownMs - now.getTime());
}

/**
 * The inbox an address reaches, as far as the limit goes: lower case, without a `+tag`, and
 * without the dots Gmail ignores. Counting more addresses as one only limits sooner.
 */
export function inboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0] ?? "";
  if (domain === "gmail.com" || domain === "googlemail.com") local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

export type HeldReason = "cooldown" | "address" | "team" | "account";

export type LinkMailing = {
  sent: number;
  /** members not mailed, by reason */
  held: Record<HeldReason, number>;
  /** how long until every member held can be mailed (0 when none was held) */
  retryInMs: number;
};

/**
 * Mails each member their link (`mail`, made by the caller) unless a limit holds it, in
 * order; once the team's or the account's daily limit is reached, the rest are held too.
 * A member's turn is taken in the database before anything else and given back when the
 * mail is not sent, so the cooldown holds across concurrent requests and instances.
 */
export async function mailMemberLinks(
  { db, mailer, limiters }: { db: Db; mailer: Mailer; limiters: LinkMailLimiters },
  {
    teamId,
    ownerId,
    mails,
    now = new Date(),
  }: {
    teamId: string;
    ownerId: string;
    mails: ReadonlyArray<{ member: Member; mail: Mail }>;
    now?: Date;
  },
): Promise<LinkMailing> {
  const { memberCooldownMs } = limiters.limits;
  const held: Record<HeldReason, number> = { cooldown: 0, address: 0, team: 0, account: 0 };
  let retryInMs = 0;
  let dailyLimit: "team" | "account" | null = null;
  const sent: string[] = [];
  const hold = (reason: HeldReason, waitMs: number) => {
    held[reason] += 1;
    retryInMs = Math.max(retryInMs, waitMs);
  };
  for (const { member, mail } of mails) {
    if (dailyLimit) {
      held[dailyLimit] += 1;
      continue;
    }
    if (!(await claimLinkMail(db, member.id, now, memberCooldownMs))) {
      // mailed since the roster was read: a whole cooldown from about now
      const wait = linkMailWaitMs(member.link.mailedAt, now, memberCooldownMs) || memberCooldownMs;
      hold("cooldown", wait);
      continue;
    }
    const refusal = await firstRefusal(limiters, [
      ["team", `team:${teamId}`],
      ["account", `user:${ownerId}`],
      ["address", `address:${inboxKey(member.fields.email)}`],
    ]);
    if (refusal) {
      await releaseLinkMail(db, member.id, now, member.link.mailedAt);
      hold(refusal.reason, refusal.retryAfterSeconds * 1000);
      if (refusal.reason !== "address") dailyLimit = refusal.reason;
      continue;
    }
    try {
      await mailer.send(mail);
    } catch (error) {
      await releaseLinkMail(db, member.id, now, member.link.mailedAt);
      throw error;
    }
    sent.push(member.id);
  }
  await markLinksSent(db, sent, now);
  return { sent: sent.length, held, retryInMs };
}

async function firstRefusal(
  limiters: LinkMailLimiters,
  checks: ReadonlyArray<readonly ["team" | "account" | "address", string]>,
) {
  for (const [reason, key] of checks) {
    const result = await limiters[reason].check(key);
    if (!result.ok) return { reason, retryAfterSeconds: result.retryAfterSeconds };
  }
  return null;
}
