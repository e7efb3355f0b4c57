// The editor's namespaces, downloaded by the pages that show it (editor, signature, member
// pages) through RouteMessages (app/i18n/route-messages.tsx), not by every hydrated page.
import photos from "../../i18n/messages/en/photos.ts";
import editor from "./editor.en.ts";
import exportPage from "./export.en.ts";
import report from "./report.en.ts";

export default { editor, export: exportPage, report, photos };
