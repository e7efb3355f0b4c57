// The editor page's namespaces (its React island, app/islands/editor.tsx): the editor's,
// without the signature page's export texts.
import photos from "../../i18n/messages/en/photos.ts";
import editor from "./editor.en.ts";
import report from "./report.en.ts";

export default { editor, report, photos };
