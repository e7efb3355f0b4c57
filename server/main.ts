// `npm start`: runs the built server (`npm run build` first).
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const entry = pathToFileURL(path.join(buildDir, "server/index.js")).href;
const { start } = (await import(entry)) as { start: () => Promise<unknown> };
await start();
