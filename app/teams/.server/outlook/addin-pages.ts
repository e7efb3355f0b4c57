// What Outlook loads from Paraph for a team's add-in (docs/decisions/041-outlook-addin.md):
// the script (addin-main.ts, with the team and the texts in both languages), the page of its
// event runtime, and the task pane. Office hosts them: Outlook on the web in a frame of its
// own origins, the desktop apps in their web view; office.js comes from Microsoft's CDN.
import type { Locale } from "../../../i18n/locales.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import { escapeHtml } from "../../../signature/email-jsx/html.ts";
import { type AddinConfig, type AddinMessages, addinMain } from "./addin-main.ts";
import { LAUNCH_ACTIONS } from "./manifest.ts";

export const OFFICE_JS_URL = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

/** Where Office hosts add-ins (Outlook on the web, Microsoft 365, Outlook.com). */
const OFFICE_FRAME_ANCESTORS = [
  "https://outlook.office.com",
  "https://outlook.office365.com",
  "https://outlook.cloud.microsoft",
  "https://outlook.live.com",
  "https://*.office.com",
  "https://*.office365.com",
  "https://*.officeapps.live.com",
  "https://*.microsoft.com",
];

export const ADDIN_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'self' ${new URL(OFFICE_JS_URL).origin}`,
  "connect-src 'self'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  `frame-ancestors ${OFFICE_FRAME_ANCESTORS.join(" ")}`,
].join("; ");

function messagesOf(locale: Locale): AddinMessages {
  const t = serverT(locale);
  return {
    heading: t("teams.outlook.pane.heading"),
    loading: t("teams.outlook.pane.loading"),
    inserted: t("teams.outlook.pane.inserted"),
    insert: t("teams.outlook.pane.insert"),
    replyNone: t("teams.outlook.pane.replyNone"),
    failed: t("teams.outlook.pane.failed"),
  };
}

/** The add-in's script for a team: addinMain, called with its settings. */
export function addinScript(publicUrl: string, teamId: string): string {
  const config: AddinConfig = {
    origin: new URL(publicUrl).origin,
    team: teamId,
    messages: { en: messagesOf("en"), fr: messagesOf("fr") },
    actions: LAUNCH_ACTIONS,
  };
  // the settings are JSON in a script: a "</script>" in a text cannot end it
  const settings = JSON.stringify(config).replace(/</g, "\\u003c");
  return `"use strict";\n(${addinMain.toString()})(${settings});\n`;
}

/** The event runtime's page (Outlook on the web and the new Outlook) or the task pane. */
export function addinPage(kind: "launch" | "taskpane", teamId: string, appName: string): string {
  const script = `/outlook/addin.js?team=${encodeURIComponent(teamId)}`;
  const head = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(appName)}</title>
<script src="${OFFICE_JS_URL}"></script>
<script src="${escapeHtml(script)}" defer></script>`;
  if (kind === "launch") return `${head}\n</head>\n<body></body>\n</html>\n`;
  return `${head}
<style>
body { font: 14px/1.5 "Segoe UI", system-ui, sans-serif; margin: 0; color: #1e293b; }
main { padding: 16px; }
h1 { font-size: 16px; margin: 0 0 8px; }
[data-status] { margin: 0 0 12px; }
[data-tone="error"] { color: #991b1b; font-weight: 600; }
[data-preview]:not([hidden]) { display: block; margin: 0 0 12px; padding: 8px; border: 1px solid #cbd5e1; border-radius: 6px; overflow-x: auto; }
button { font: inherit; font-weight: 600; color: #fff; background: #3730a3; border: 0; border-radius: 6px; padding: 6px 12px; cursor: pointer; }
button:disabled { opacity: .6; }
</style>
</head>
<body>
<main id="paraph-taskpane">
<h1>${escapeHtml(appName)}</h1>
<p data-status role="status"></p>
<div data-preview hidden></div>
<button type="button" data-insert hidden></button>
</main>
</body>
</html>
`;
}
