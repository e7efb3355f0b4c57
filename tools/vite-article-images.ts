import path from "node:path";
import type { Plugin } from "vite";
import { articleImageAt, drawArticleImages } from "./article-images.ts";

// The blog articles' images are part of the build: drawn while the client is bundled and
// written beside the other public files (build/client/og/blog/...), served like them. The dev
// server draws them on request.
export function articleImages(): Plugin {
  let root = process.cwd();
  return {
    name: "paraph:article-images",
    configResolved(config) {
      root = path.resolve(config.root);
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of await drawArticleImages(root)) {
        this.emitFile({ type: "asset", fileName: file.path.slice(1), source: file.bytes });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const urlPath = (req.url ?? "").split("?")[0] ?? "";
        articleImageAt(root, urlPath).then((bytes) => {
          if (!bytes) return next();
          res.setHeader("Content-Type", urlPath.endsWith(".png") ? "image/png" : "image/webp");
          res.end(bytes);
        }, next);
      });
    },
  };
}
