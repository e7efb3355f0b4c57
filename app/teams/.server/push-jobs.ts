// What the Gmail push worker sends for one member: their address, their signature as the
// team's design renders it now, and the team's service account key, unsealed.

import type { Db } from "../../.server/db/connect.ts";
import type { Config } from "../../.server/env.ts";
import { SEAL_PURPOSES, unseal } from "../../.server/sealed.ts";
import type { PushJob, PushRefusal } from "./gmail/gmail-push.ts";
import { ServiceAccountKeySchema } from "./gmail/service-account.ts";
import { renderMemberSignature, teamDesign } from "./member-signature.ts";
import { MEMBER_COLUMNS_JOINED, toMember } from "./members.ts";
import { ownerIsPaid } from "./owner-plan.ts";

export function pushJobLoader(db: Db, config: Config) {
  return async (memberId: string): Promise<PushJob | PushRefusal | null> => {
    const row = await db.kysely
      .selectFrom("team_member")
      .innerJoin("team", "team.id", "team_member.team_id")
      .select([...MEMBER_COLUMNS_JOINED, "team.owner_id", "team.design_id", "team.google_key"])
      .where("team_member.id", "=", memberId)
      .executeTakeFirst();
    if (!row?.google_key) return null;
    const sealed = unseal(row.google_key, config.authSecret, SEAL_PURPOSES.googleKey);
    const key = sealed === null ? null : ServiceAccountKeySchema.safeParse(JSON.parse(sealed));
    if (!key?.success) return null;
    const design = await teamDesign(db, row.owner_id, { designId: row.design_id });
    if (!design) return null;
    // teams are Pro: an owner refunded while members were waiting has them pushed no further
    const ownerPaid = await ownerIsPaid(db, config, row.owner_id);
    if (!ownerPaid) return { refused: "notPro" };
    const member = toMember(row);
    const { html } = renderMemberSignature(config, design, member.fields, {
      locale: member.locale,
      ownerPaid,
    });
    return { email: member.fields.email, html, key: key.data };
  };
}
