// What the compatibility report adds to the editor page's namespaces, loaded with its code
// (app/editor/later-report.tsx).
import report from "./report-checks.en.ts";

export default { report };
