import type en from "./editor.en.ts";
import first from "./editor-first-screen.fr.ts";
import later from "./later-sections.fr.ts";

export default { ...first, ...later } satisfies typeof en;
