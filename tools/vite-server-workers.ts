import path from "node:path";
import type { Plugin } from "vite";

// Worker threads of the server (app/.server/untrusted/, ADR 030) run a module of their own, so
// the server's build emits each as an extra chunk with a fixed name beside the server's chunks
// (`build/server/assets/`), where the server finds it from its own chunk's URL.

/** `entries`: built file name (relative to build/server) → module path from the project root. */
export function serverWorkers(entries: Record<string, string>): Plugin {
  let root = process.cwd();
  return {
    name: "paraph:server-workers",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.name !== "ssr") return;
      for (const [fileName, file] of Object.entries(entries)) {
        this.emitFile({ type: "chunk", id: path.resolve(root, file), fileName });
      }
    },
  };
}
