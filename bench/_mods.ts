import { freePort } from "../tests/support/free-port.ts";
import { startServer } from "../tests/support/server.ts";
import { pageJavaScript, withBrowser } from "./page-js.ts";
import { moduleShares, readModuleSizes } from "./page-modules.ts";
import { benchAccount } from "./pages.ts";

const port = await freePort();
const server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
const cookies = await benchAccount(server);
const sizes = readModuleSizes();
await withBrowser(async (browser) => {
  for (const p of process.argv.slice(2)) {
    const row = await pageJavaScript(browser, server.url, p, cookies);
    const shares = moduleShares(row.scripts, sizes);
    const app = shares.filter((s) => !s.module.includes("node_modules"));
    const nm = shares.filter((s) => s.module.includes("node_modules"));
    console.log(
      p,
      row.totalGzipKb.toFixed(1),
      "app",
      app.reduce((a, s) => a + s.gzipKb, 0).toFixed(1),
      "packages",
      nm.reduce((a, s) => a + s.gzipKb, 0).toFixed(1),
    );
    for (const s of shares.filter((s) => s.gzipKb > 0.25))
      console.log(
        "  ",
        s.gzipKb.toFixed(2).padStart(6),
        s.module.replace(/^.*node_modules\//, ""),
        s.file,
      );
  }
});
await server.stop();
