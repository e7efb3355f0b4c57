// `npm start`: runs the built server (`npm run build` first).
const entry = new URL("../build/server/index.js", import.meta.url).href;
const { start } = (await import(entry)) as { start: () => Promise<unknown> };
await start();
