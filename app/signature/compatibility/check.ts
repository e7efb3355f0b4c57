// The caniemail check with all of caniemail's data that inline-styled HTML can show: what the
// server and the tests check signatures with (compatibility.server.ts). The editor's report
// uses check-signature.ts, which finds the same in any signature with a fraction of the data.
import * as everything from "./caniemail-data.generated.ts";
import { compatibilityChecker } from "./checker.ts";

export { CANIEMAIL_LAST_UPDATE } from "./caniemail-data.generated.ts";
export * from "./checker.ts";

/** Every feature of `html` that a client of the four families does not fully support. */
export const checkEmailCompatibility = compatibilityChecker(everything);
