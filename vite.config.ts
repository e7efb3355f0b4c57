import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./tools/vite-islands.ts";

export default defineConfig({
  // The server bundle's entry is our Express app (server/start.ts), which imports the
  // React Router build: one module graph for the server and the routes (docs/decisions/001).
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/start.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), islands({ main: "app/islands/main.ts" })],
});
