// The editor's namespaces, downloaded by the pages that show it (editor, signature, member
// pages) through RouteMessages (app/i18n/route-messages.tsx), not by every hydrated page.
import photos from "../../i18n/messages/fr/photos.ts";
import editor from "./editor.fr.ts";
import exportPage from "./export.fr.ts";
import report from "./report.fr.ts";

export default { editor, export: exportPage, report, photos };
