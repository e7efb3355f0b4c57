// A team's Outlook add-in (issue 23, docs/decisions/041-outlook-addin.md): what the manager
// sets, and the shorter signature Outlook inserts on replies and forwards when the team chose
// it. Pure and isomorphic.
import type { SignatureFields } from "../signature/schema.ts";
import { SOCIAL_NETWORKS } from "../signature/social.ts";

/** Which signature replies and forwards get. */
export const OUTLOOK_REPLY_VERSIONS = ["full", "short", "none"] as const;
export type OutlookReplyVersion = (typeof OUTLOOK_REPLY_VERSIONS)[number];

export type OutlookSettings = {
  /** the Entra tenant (GUID) the members' tokens must come from */
  tenantId: string;
  /** the app registration the add-in's tokens are for (Office SSO) */
  clientId: string;
  reply: OutlookReplyVersion;
};

/** What Outlook is composing, as the add-in tells it. */
export const COMPOSE_KINDS = ["new", "reply", "forward", "appointment"] as const;
export type ComposeKind = (typeof COMPOSE_KINDS)[number];

/** The application ID URI the team's app registration exposes for Office SSO. */
export function outlookResource(publicUrl: string, clientId: string): string {
  return `api://${new URL(publicUrl).host}/${clientId}`;
}

/**
 * The short signature of replies: the person and how to reach them, without images, links,
 * networks, the call to action and the legal lines.
 */
export function shortSignatureFields(fields: SignatureFields): SignatureFields {
  return {
    ...fields,
    ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ""])) as Partial<
      Record<(typeof SOCIAL_NETWORKS)[number], string>
    >),
    photoEnabled: false,
    logoUrl: "",
    bannerUrl: "",
    bannerHref: "",
    address: "",
    website: "",
    customLinks: [],
    customFields: [],
    ctaLabel: "",
    ctaLabelTranslation: "",
    ctaUrl: "",
    disclaimer: "",
    disclaimerTranslation: "",
    legalForm: "",
    shareCapital: "",
    companyId: "",
    rcsCity: "",
    vatNumber: "",
  };
}
