// The editor's namespaces with the export texts, downloaded by the signature page through
// RouteMessages (app/i18n/route-messages.tsx), not by every hydrated page.
import editorPage from "./editor-page.fr.ts";
import exportPage from "./export.fr.ts";

export default { ...editorPage, export: exportPage };
