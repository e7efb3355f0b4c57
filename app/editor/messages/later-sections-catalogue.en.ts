// What the editor's sections below its first screen add to the editor page's namespaces, loaded
// with their code (app/editor/later-sections.tsx).
import photos from "../../i18n/messages/en/photos.ts";
import later from "./later-sections.en.ts";

export default { editor: later, photos };
