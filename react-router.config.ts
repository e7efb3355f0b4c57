import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/seo/prerender.ts";

export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. parallel checkouts' test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Content pages, sitemaps and robots.txt become static files at build time, rendered with
  // the build's environment: build with the production PUBLIC_URL (server/prerendered.ts
  // only serves them when they were built for the PUBLIC_URL it runs with).
  prerender: () => prerenderPaths(),
} satisfies Config;
