// The team's Outlook add-in, as Microsoft 365's unified manifest (schema 1.24, Microsoft's
// published JSON schema; docs/decisions/041-outlook-addin.md): event-based activation on new
// messages, replies, forwards and new meetings (Mailbox 1.10), a compose button that opens
// the task pane, Office SSO through the team's app registration (`webApplicationInfo`). Its
// pages and script are Paraph's (/outlook/…); the team is named in their URLs.
import type { Locale } from "../../../i18n/locales.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import { type OutlookSettings, outlookResource } from "../../outlook.ts";

export const MANIFEST_SCHEMA_VERSION = "1.24";
export const MANIFEST_SCHEMA_URL = `https://developer.microsoft.com/json-schemas/teams/v${MANIFEST_SCHEMA_VERSION}/MicrosoftTeams.schema.json`;
/** The add-in's files in the app package, besides the manifest. */
export const PACKAGE_ICONS = { color: "color.png", outline: "outline.png" } as const;
/** The actions the add-in's script associates (public/outlook/addin.js). */
export const LAUNCH_ACTIONS = {
  message: "onNewMessageComposeHandler",
  appointment: "onNewAppointmentComposeHandler",
} as const;

const MAILBOX_1_10 = { capabilities: [{ name: "Mailbox", minVersion: "1.10" }] };

export function outlookManifest({
  publicUrl,
  appName,
  team,
  locale,
}: {
  publicUrl: string;
  appName: string;
  team: { id: string; name: string; outlook: OutlookSettings };
  locale: Locale;
}) {
  const t = serverT(locale);
  const origin = new URL(publicUrl).origin;
  const page = (name: string) => `${origin}/outlook/${name}?team=${team.id}`;
  const icon = (size: number) => ({ size, url: `${origin}/outlook/icon-${size}.png` });
  const values = { appName, team: team.name };
  return {
    $schema: MANIFEST_SCHEMA_URL,
    manifestVersion: MANIFEST_SCHEMA_VERSION,
    version: "1.0.0",
    id: team.id,
    developer: {
      name: appName,
      websiteUrl: origin,
      privacyUrl: `${origin}${locale === "fr" ? "/fr/legal/privacy" : "/legal/privacy"}`,
      termsOfUseUrl: `${origin}${locale === "fr" ? "/fr/terms" : "/terms"}`,
    },
    name: {
      short: t("teams.outlook.manifest.name", values).slice(0, 30),
      full: t("teams.outlook.manifest.fullName", values).slice(0, 100),
    },
    description: {
      short: t("teams.outlook.manifest.short", values).slice(0, 80),
      full: t("teams.outlook.manifest.full", values).slice(0, 4000),
    },
    icons: PACKAGE_ICONS,
    accentColor: "#3730A3",
    localizationInfo: { defaultLanguageTag: locale === "fr" ? "fr-fr" : "en-us" },
    validDomains: [new URL(origin).host],
    webApplicationInfo: {
      id: team.outlook.clientId,
      resource: outlookResource(publicUrl, team.outlook.clientId),
    },
    authorization: {
      permissions: {
        resourceSpecific: [{ name: "MailboxItem.ReadWrite.User", type: "Delegated" }],
      },
    },
    extensions: [
      {
        requirements: { scopes: ["mail"], ...MAILBOX_1_10 },
        runtimes: [
          {
            requirements: MAILBOX_1_10,
            id: "autorun",
            type: "general",
            code: { page: page("launch.html"), script: `${origin}/outlook/addin.js` },
            lifetime: "short",
            actions: Object.values(LAUNCH_ACTIONS).map((id) => ({
              id,
              type: "executeFunction",
              displayName: id,
            })),
          },
          {
            id: "taskpane",
            type: "general",
            code: { page: page("taskpane.html") },
            lifetime: "short",
            actions: [{ id: "openTaskpane", type: "openPage", pinnable: false }],
          },
        ],
        ribbons: [
          {
            contexts: ["mailCompose"],
            tabs: [
              {
                builtInTabId: "TabDefault",
                groups: [
                  {
                    id: "paraphGroup",
                    label: appName.slice(0, 64),
                    icons: [icon(16), icon(32), icon(80)],
                    controls: [
                      {
                        id: "paraphSignature",
                        type: "button",
                        label: t("teams.outlook.manifest.button", values).slice(0, 64),
                        icons: [icon(16), icon(32), icon(80)],
                        supertip: {
                          title: t("teams.outlook.manifest.button", values).slice(0, 64),
                          description: t("teams.outlook.manifest.buttonTip", values).slice(0, 250),
                        },
                        actionId: "openTaskpane",
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        autoRunEvents: [
          {
            requirements: MAILBOX_1_10,
            events: [
              { type: "newMessageComposeCreated", actionId: LAUNCH_ACTIONS.message },
              { type: "newAppointmentOrganizerCreated", actionId: LAUNCH_ACTIONS.appointment },
            ],
          },
        ],
      },
    ],
  };
}
