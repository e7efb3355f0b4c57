import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { articleImages } from "./tools/vite-article-images.ts";
import { islands } from "./tools/vite-islands.ts";

export default defineConfig(({ command }) => ({
  // The server bundle's entry is our Express app (server/start.ts), which imports the
  // React Router build: one module graph for the server and the routes (docs/decisions/001).
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./server/start.ts" } },
      // The built server carries its packages too (sharp, native, excepted): loading ~1,000
      // files from node_modules was most of its start-up time (docs/decisions/018).
      ...(command === "build" && { resolve: { noExternal: true, external: ["sharp"] } }),
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands({ main: "app/islands/main.ts" }),
    articleImages(),
  ],
}));
