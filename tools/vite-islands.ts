import path from "node:path";
import type { Plugin } from "vite";

// Pages that React does not hydrate (content pages, ADR 016) still have a few interactive
// parts: "islands", plain TypeScript modules bundled by Vite as extra client entries. The
// server learns their built URLs from `virtual:islands` (name → URL), filled in while the
// client environment is bundled, which happens before the server's.

const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** `entries`: island name → module path relative to the project root. */
export function islands(entries: Record<string, string>): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  const built: Record<string, string> = {};
  const absolute = (file: string) => path.resolve(root, file);
  return {
    name: "paraph:islands",
    sharedDuringBuild: true,
    config(config, env) {
      root = config.root ? path.resolve(config.root) : process.cwd();
      command = env.command;
    },
    configEnvironment(name, config) {
      if (command !== "build" || name !== "client") return;
      const options = config.build?.rollupOptions;
      const input = options?.input;
      const extra = Object.values(entries).map(absolute);
      if (Array.isArray(input)) input.push(...extra);
      else throw new Error("paraph:islands expects React Router's client input to be an array");
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (command === "serve") {
        // The dev server compiles and serves each module at its own path.
        const dev = Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, `/${file}`]),
        );
        return `export default ${JSON.stringify(dev)};`;
      }
      const missing = Object.keys(entries).filter((name) => !built[name]);
      if (missing.length) {
        throw new Error(`paraph:islands: ${missing.join(", ")} not built yet (client first)`);
      }
      return `export default ${JSON.stringify(built)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !chunk.facadeModuleId) continue;
        for (const [name, file] of Object.entries(entries)) {
          if (chunk.facadeModuleId === absolute(file)) built[name] = `/${chunk.fileName}`;
        }
      }
    },
  };
}
