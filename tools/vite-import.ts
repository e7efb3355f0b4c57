// Loads an app module through Vite's module runner, from plain Node: the renderer is TSX on the
// email JSX runtime and finds its templates with `import.meta.glob`, which only Vite builds. The
// bench and the browser tests that render signatures in their own process load it this way.
import { runnerImport } from "vite";

/** `path` from the repository's root, as `./app/…`. */
export async function viteImport<T>(path: string): Promise<T> {
  return (await runnerImport<T>(path, { configFile: false, logLevel: "error" })).module;
}
