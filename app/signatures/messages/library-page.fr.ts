// The signature list's namespace, loaded by its page's island (app/islands/library.tsx).
import library from "./library.fr.ts";

export default { library };
