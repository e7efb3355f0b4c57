import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { articleImages } from "./tools/vite-article-images.ts";
import { islands } from "./tools/vite-islands.ts";
import { moduleSizes } from "./tools/vite-module-sizes.ts";
import { serverWorkers } from "./tools/vite-server-workers.ts";

const APP_MODULE = /\/app\/.*\.tsx?$/;

export default defineConfig(({ command }) => ({
  // Rolldown's report of slow plugins measures the machine's load, not the code: off.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  // The server bundle's entry is our Express app (server/start.ts), which imports the
  // React Router build: one module graph for the server and the routes (docs/decisions/001).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The app's own modules run nothing on import that a page needs unless it uses one of
          // their exports (the one import for its effect is app.css): a feature's index can
          // name its whole UI and a page still loads only what it uses (docs/architecture.md#layout).
          treeshake: { moduleSideEffects: (id: string) => !APP_MODULE.test(id) },
          // React in one chunk, whoever loads it (pages React Router hydrates, React islands:
          // ADR 037), and React Router in one, instead of pieces cut by who uses what.
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: "react-router", test: /node_modules[\\/]react-router[\\/]/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: {
          input: "./server/start.ts",
          checks: { bundlerTimings: false },
          onLog(level, log, handler) {
            // the cloud sync and the caniemail checker are loaded lazily for the browser's sake
            // (app/signatures/ui/use-cloud-sync.ts, app/editor/use-compatibility-report.ts); on the
            // server, where the root and the island's render import them, that has nothing to save
            if (
              log.code === "INEFFECTIVE_DYNAMIC_IMPORT" &&
              /app\/signatures\/cloud-sync\.ts|app\/signature\/compatibility\/check-signature\.ts/.test(
                log.message.split(" is dynamically imported")[0] ?? "",
              )
            )
              return;
            handler(level, log);
          },
        },
      },
      // The built server carries its packages too (sharp, native, and piscina, which starts
      // threads from its own files, excepted): loading ~1,000 files from node_modules was most
      // of its start-up time (docs/decisions/018).
      ...(command === "build" && { resolve: { noExternal: true, external: ["sharp", "piscina"] } }),
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands({
      main: "app/islands/main.ts",
      editor: "app/islands/editor.tsx",
      library: "app/islands/library.tsx",
      teams: "app/islands/teams.tsx",
    }),
    articleImages(),
    moduleSizes(),
    serverWorkers({ "assets/untrusted-worker.js": "app/.server/untrusted/worker.ts" }),
  ],
}));
