// The compatibility report: its whole namespace, as the server uses it; the editor page loads
// it in two parts (./report-first-screen.en.ts, ./report-checks.en.ts).
import checks from "./report-checks.en.ts";
import first from "./report-first-screen.en.ts";

export default { ...first, ...checks };
