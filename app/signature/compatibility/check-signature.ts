// The caniemail check the editor's report runs in the browser: only the features signature HTML
// can show (signature-vocabulary.ts), about a quarter of the data. For any signature it finds
// what check.ts finds (check-signature.test.ts).
import * as signatureData from "./caniemail-signature-data.generated.ts";
import { compatibilityChecker } from "./checker.ts";

/** Every feature of a signature's `html` that a client of the four families does not fully support. */
export const checkSignatureCompatibility = compatibilityChecker(signatureData);
