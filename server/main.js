// `npm start`: runs the built server (`npm run build` first).
// Plain JavaScript on purpose: for a `.ts` entry Node first loads its TypeScript stripper
// (WebAssembly), ~50 ms of every start; nothing else runs unbundled.
import { enableCompileCache } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// V8 keeps the code it compiled for the bundle on disk and reuses it at the next start (about
// a quarter of start-up's CPU): in NODE_COMPILE_CACHE, else <tmpdir>/node-compile-cache.
// Entries are checked against the source, so a new build simply compiles again.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
enableCompileCache();

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const entry = pathToFileURL(path.join(buildDir, "server/index.js")).href;
/** @type {{ start: () => Promise<unknown> }} */
const { start } = await import(entry);
await start();
