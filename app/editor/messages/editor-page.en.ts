// The editor page's namespaces (its React island, app/islands/editor.tsx): what its first
// screen shows. The sections below it (./later-sections-catalogue.en.ts), the report's checks
// (./report-catalogue.en.ts) and the signature page's export texts come apart.
import editor from "./editor-first-screen.en.ts";
import report from "./report-first-screen.en.ts";

export default { editor, report };
