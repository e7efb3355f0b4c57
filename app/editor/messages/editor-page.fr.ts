// The editor page's namespaces (its React island, app/islands/editor.tsx): what its first
// screen shows. The sections below it (./later-sections-catalogue.fr.ts), the report's checks
// (./report-catalogue.fr.ts) and the signature page's export texts come apart.
import editor from "./editor-first-screen.fr.ts";
import report from "./report-first-screen.fr.ts";

export default { editor, report };
