import { readFile } from "node:fs/promises";
import path from "node:path";
import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemResponse } from "../../../.server/http/problem.ts";
import { zipArchive } from "../../../.server/zip-writer.ts";
import { isLocale } from "../../../i18n/locales.ts";
import { outlookManifest, PACKAGE_ICONS } from "../outlook/manifest.ts";
import { getTeamOrThrow } from "../teams.ts";
import { TEAM_MANAGER } from "./team-manager.ts";

// GET /api/teams/{id}/outlook.zip?lang=en|fr – the team's Outlook add-in as the app package
// Microsoft 365's admin center takes (Integrated apps → Upload custom apps): manifest.json
// (outlook/manifest.ts) and its two icons, in the manager's language.

/** The icons ship with the site (public/outlook/), read once from the built client. */
let icons: Promise<{ color: Buffer; outline: Buffer }> | null = null;
function packageIcons() {
  icons ??= (async () => {
    const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client", "outlook");
    const [color, outline] = await Promise.all([
      readFile(path.join(dir, "icon-192.png")),
      readFile(path.join(dir, "outline-32.png")),
    ]);
    return { color, outline };
  })();
  icons.catch(() => {
    icons = null;
  });
  return icons;
}

export const outlookPackage = endpoint(
  { ...TEAM_MANAGER, params: ["id"] },
  async ({ app, params, request, locale: requestLocale, caller: { user } }) => {
    const asked = new URL(request.url).searchParams.get("lang");
    const locale = asked && isLocale(asked) ? asked : requestLocale;
    const team = await getTeamOrThrow(app.db, user.id, params.id, locale);
    if (!team.outlook) {
      return problemResponse({
        code: ProblemCode.Conflict,
        messageKey: "teams.outlook.errors.notSetUp",
        locale,
      });
    }
    const manifest = outlookManifest({
      publicUrl: app.config.publicUrl,
      appName: app.config.appName,
      team: { id: team.id, name: team.name, outlook: team.outlook },
      locale,
    });
    const { color, outline } = await packageIcons();
    const zip = zipArchive([
      { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest, null, 2)) },
      { name: PACKAGE_ICONS.color, data: color },
      { name: PACKAGE_ICONS.outline, data: outline },
    ]);
    return new Response(new Uint8Array(zip), {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="paraph-outlook-${team.id.slice(0, 8)}.zip"`,
        "cache-control": "no-store",
      },
    });
  },
);
