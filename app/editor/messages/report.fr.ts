import type en from "./report.en.ts";
import checks from "./report-checks.fr.ts";
import first from "./report-first-screen.fr.ts";

export default { ...first, ...checks } satisfies typeof en;
