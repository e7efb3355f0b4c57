// The editor page's namespaces (its React island, app/islands/editor.tsx): the editor's,
// without the signature page's export texts.
import photos from "../../i18n/messages/fr/photos.ts";
import editor from "./editor.fr.ts";
import report from "./report.fr.ts";

export default { editor, report, photos };
