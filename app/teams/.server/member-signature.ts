// A member's signature: the team's design filled with the member's fields (the one rule of
// app/signature/person-design.ts), rendered as the editor renders with the plan rules of the
// team's owner (a refunded owner's team shows the credit line again), with the studio's report.

import type { Db } from "../../.server/db/connect.ts";
import type { Config } from "../../.server/env.ts";
import { renderableFields } from "../../billing/rules.ts";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { checkCompatibility } from "../../signature/compatibility.server.ts";
import { personSignature } from "../../signature/person-design.ts";
import { render } from "../../signature/render.ts";
import { compatibilityReport } from "../../signature/report.ts";
import type { SignatureFields } from "../../signature/schema.ts";
import { getSignature, serverRenderOptions } from "../../signatures/.server/index.ts";
import type { MemberFields } from "../member.ts";
import type { Team } from "./teams.ts";

/** The design's fields (the owner's cloud signature), or null once it was deleted. */
export async function teamDesign(
  db: Db,
  ownerId: string,
  team: Pick<Team, "designId">,
): Promise<(SignatureFields & { id: string }) | null> {
  if (!team.designId) return null;
  const signature = await getSignature(db, ownerId, team.designId);
  if (!signature) return null;
  const { userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = signature;
  return fields;
}

/** When the team's design last changed; null once it was deleted. */
export async function designUpdatedAt(
  db: Db,
  ownerId: string,
  team: Pick<Team, "designId">,
): Promise<string | null> {
  if (!team.designId) return null;
  const row = await db.kysely
    .selectFrom("signature")
    .select("updated_at")
    .where("id", "=", team.designId)
    .where("user_id", "=", ownerId)
    .executeTakeFirst();
  return row?.updated_at ?? null;
}

export function memberFields(
  design: SignatureFields,
  member: MemberFields,
  ownerPaid: boolean,
): SignatureFields {
  const fields = personSignature(design, member);
  // the design owns its template: a Pro template stays; without Pro the credit line is back
  const allowed = renderableFields(fields, { isPaid: ownerPaid, ownedTemplate: design.template });
  if (!allowed) throw new Error(`the team design's own template ${design.template} was refused`);
  return allowed;
}

export function renderMemberSignature(
  config: Config,
  design: SignatureFields,
  member: MemberFields,
  { locale, ownerPaid }: { locale: Locale; ownerPaid: boolean },
) {
  // a member's signature is written in the member's language, whatever the design's
  const fields = { ...memberFields(design, member, ownerPaid), language: locale };
  return { fields, ...render(fields, serverRenderOptions(config, locale)) };
}

export type MemberProblems = {
  errors: number;
  warnings: number;
  /** each check's message and each client's unsupported features, in the manager's language */
  messages: { severity: "error" | "warning"; text: string }[];
  characters: number;
};

/**
 * The report summed up for one card of the grid: the studio's checks (contrast, dark mode,
 * logo, alt, links, size) and the features a client does not support at all, from the
 * server's caniemail check kept by the HTML's shape (one check per design, not per member).
 */
export function memberProblems(
  fields: SignatureFields,
  html: string,
  locale: Locale,
): MemberProblems {
  const t = serverT(locale);
  const report = compatibilityReport(fields, html, []);
  const clientsByFeature = new Map<string, string[]>();
  for (const { feature, client } of checkCompatibility(html)) {
    clientsByFeature.set(feature, [...(clientsByFeature.get(feature) ?? []), client]);
  }
  const messages = [
    ...report.checks.map((check) => ({
      severity: check.severity,
      text: t(`report.${check.message}`, check.values),
    })),
    ...[...clientsByFeature].map(([feature, clients]) => ({
      severity: "error" as const,
      text: `${feature}: ${clients.join(", ")}`,
    })),
  ];
  return {
    errors: messages.filter((message) => message.severity === "error").length,
    warnings: messages.filter((message) => message.severity === "warning").length,
    messages,
    characters: report.characters.count,
  };
}
