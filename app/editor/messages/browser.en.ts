// The editor's namespaces with the export texts, downloaded by the signature page through
// RouteMessages (app/i18n/route-messages.tsx), not by every hydrated page.
import photos from "../../i18n/messages/en/photos.ts";
import editor from "./editor.en.ts";
import exportPage from "./export.en.ts";
import report from "./report.en.ts";

export default { editor, report, photos, export: exportPage };
