import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const require = createRequire(import.meta.url);

/**
 * In the browser the signature renderer only needs `renderToStaticMarkup`, but the CommonJS
 * `react-dom/server` entry requires both of React's server renderers (legacy and streaming),
 * which tree-shaking cannot separate. Point browser builds at the legacy one alone.
 */
function browserStaticMarkupOnly(): Plugin {
  const legacy = path.join(
    path.dirname(require.resolve("react-dom/package.json")),
    "cjs/react-dom-server-legacy.browser.production.js",
  );
  return {
    name: "paraph:browser-static-markup-only",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name === "client" && source === "react-dom/server") return legacy;
      return null;
    },
  };
}

export default defineConfig(({ command }) => ({
  // The server bundle's entry is our Express app (server/start.ts), which imports the
  // React Router build: one module graph for the server and the routes (docs/decisions/001).
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./server/start.ts" } },
      // The built server carries its packages too (sharp, native, excepted): loading ~1,000
      // files from node_modules was most of its start-up time (docs/decisions/014).
      ...(command === "build" && { resolve: { noExternal: true, external: ["sharp"] } }),
    },
  },
  plugins: [browserStaticMarkupOnly(), tailwindcss(), reactRouter()],
}));
