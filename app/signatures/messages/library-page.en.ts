// The signature list's namespace, loaded by its page's island (app/islands/library.tsx).
import library from "./library.en.ts";

export default { library };
