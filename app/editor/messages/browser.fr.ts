// The editor's namespaces with the export texts, downloaded by the signature page through
// RouteMessages (app/i18n/route-messages.tsx), not by every hydrated page.
import photos from "../../i18n/messages/fr/photos.ts";
import editor from "./editor.fr.ts";
import exportPage from "./export.fr.ts";
import report from "./report.fr.ts";

export default { editor, report, photos, export: exportPage };
