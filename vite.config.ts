import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rolldownOptions: isSsrBuild ? { input: "./server/start.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
