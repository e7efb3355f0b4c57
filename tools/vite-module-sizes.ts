import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// The browser build records which modules each chunk holds and how long each module's code is
// in it: `build/module-sizes.json` (outside build/client, so it is never served). The bench and
// the JavaScript budget test read it to name the biggest modules a page loads
// (bench/page-modules.ts).

export type ModuleSizes = {
  /** chunk file (as served, e.g. `assets/editor-x.js`) → module (from the project root) → rendered characters */
  chunks: Record<string, Record<string, number>>;
};

export function moduleSizes(): Plugin {
  let root = process.cwd();
  return {
    name: "paraph:module-sizes",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const chunks: ModuleSizes["chunks"] = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const name = id.startsWith(root) ? path.relative(root, id) : id;
          modules[name.replace(/\0/g, "")] = module.renderedLength;
        }
        chunks[output.fileName] = modules;
      }
      writeFileSync(
        path.join(path.dirname(options.dir), "module-sizes.json"),
        JSON.stringify({ chunks } satisfies ModuleSizes),
      );
    },
  };
}
