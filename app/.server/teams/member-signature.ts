// A member's signature: the team's design filled with the member's fields, rendered as the
// editor renders (Pro rules: teams are Pro), with the compatibility report of the studio.
import type { Locale } from "../../i18n/locales.ts";
import { withPlanRules } from "../../plans/rules.ts";
import { render } from "../../signature/render.ts";
import type { SignatureFields } from "../../signature/schema.ts";
import { type MemberFields, memberSignature } from "../../teams/member.ts";
import { apiCompatibilityReport } from "../api/compatibility-report.ts";
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
 * The report summed up for one card of the grid: its checks, and the features a client
 * does not support at all (partial support, listed in the editor's report, is left out here).
 */
export function memberProblems(fields: SignatureFields, html: string, locale: Locale): MemberProblems {
  const report = apiCompatibilityReport(fields, html, locale);
  const unsupported = report.clients
    .filter((client) => client.errors > 0)
    .map((client) => ({
      severity: "error" as const,
      text: `${client.family}: ${client.findings
        .filter((finding) => finding.support === "n")
        .map((finding) => finding.feature)
        .join(", ")}`,
    }));
  const messages = [
    ...report.checks.map((check) => ({ severity: check.severity, text: check.message })),
    ...unsupported,
  ];
  return {
    errors: messages.filter((message) => message.severity === "error").length,
    warnings: messages.filter((message) => message.severity === "warning").length,
    messages,
    characters: report.characters.count,
  };
}
