// A member's signature: the team's design filled with the member's fields, rendered as the
// editor renders (Pro rules: teams are Pro), with the compatibility report of the studio.
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { withPlanRules } from "../../plans/rules.ts";
import { checkCompatibility } from "../../signature/compatibility.server.ts";
import { render } from "../../signature/render.ts";
import { compatibilityReport } from "../../signature/report.ts";
import type { SignatureFields } from "../../signature/schema.ts";
import { type MemberFields, memberSignature } from "../../teams/member.ts";
import type { Db } from "../db/connect.ts";
import type { Config } from "../env.ts";
import { serverRenderOptions } from "../signatures/render-options.ts";
import { getSignature } from "../signatures/repository.ts";
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

export function memberFields(design: SignatureFields, member: MemberFields): SignatureFields {
  return withPlanRules(memberSignature(design, member), true);
}

export function renderMemberSignature(
  config: Config,
  design: SignatureFields,
  member: MemberFields,
  locale: Locale,
) {
  const fields = memberFields(design, member);
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
