// The signature editor (/app): its whole namespace, as the server and the signature page use it;
// the editor page loads it in two parts (./editor-page.en.ts, ./later-sections.en.ts).
import first from "./editor-first-screen.en.ts";
import later from "./later-sections.en.ts";

export default { ...first, ...later };
