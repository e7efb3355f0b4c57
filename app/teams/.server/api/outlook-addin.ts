import { endpoint } from "../../../.server/api/endpoint.ts";
import { ADDIN_PAGE_CSP, addinPage, addinScript } from "../outlook/addin-pages.ts";

// GET /outlook/launch.html, /outlook/taskpane.html, /outlook/addin.js (?team={id}) – the
// Outlook add-in's pages and script (docs/decisions/041-outlook-addin.md). Public: they hold
// no member's data (the signature comes from /api/outlook/signature, for an Office token).
// Framed by Office's own origins only.

const TEAM = /^[0-9a-f-]{36}$/;

function teamOf(request: Request): string {
  const team = new URL(request.url).searchParams.get("team") ?? "";
  return TEAM.test(team) ? team : "";
}

const pageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": ADDIN_PAGE_CSP,
  "cache-control": "public, max-age=300",
};

export const outlookLaunchPage = endpoint(
  {},
  async ({ request, app }) =>
    new Response(addinPage("launch", teamOf(request), app.config.appName), {
      headers: pageHeaders,
    }),
);

export const outlookTaskpane = endpoint(
  {},
  async ({ request, app }) =>
    new Response(addinPage("taskpane", teamOf(request), app.config.appName), {
      headers: pageHeaders,
    }),
);

export const outlookScript = endpoint(
  {},
  async ({ request, app }) =>
    new Response(addinScript(app.config.publicUrl, teamOf(request)), {
      headers: {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "public, max-age=300",
      },
    }),
);
