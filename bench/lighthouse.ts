// Lighthouse (mobile settings, the system Chromium) on the pages bench/pages.ts names.
// Needs a built app; starts its own server. Prints one line per page and category scores.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { startServer } from "../tests/support/server.ts";
import { type BenchPage, benchAccount, PAGES } from "./pages.ts";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export type LighthouseRow = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** the SEO score without the crawlability audit (for a page that asks not to be indexed) */
  seoButCrawlability: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

export async function runLighthouse(pages: BenchPage[]): Promise<LighthouseRow[]> {
  // The server's own origin as PUBLIC_URL, so hosted photos load from where the page is.
  const port = process.env.LIGHTHOUSE_PORT ?? "4390";
  const server = await startServer({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const rows: LighthouseRow[] = [];
  try {
    const cookie = (await benchAccount(server))
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    for (const { path, signedIn } of pages) {
      // The page as a visitor meets it on a running server: requested once before its audit,
      // so that the first page of a kind does not carry the server's first render of it (the
      // modules a route imports on first use; 100–250 ms on /app).
      await (await fetch(`${server.url}${path}`, signedIn ? { headers: { cookie } } : {})).text();
      const audit = () =>
        lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          ...(signedIn && { extraHeaders: { Cookie: cookie } }),
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          formFactor: "mobile",
          screenEmulation: {
            mobile: true,
            width: 412,
            height: 823,
            deviceScaleFactor: 1.75,
            disabled: false,
          },
          throttlingMethod: "simulate",
        });
      let lhr = (await audit())!.lhr;
      // Lighthouse now and then fails to trace a load (NO_FCP and the like): one more try,
      // and the error is printed rather than averaged in as a score of 0.
      if (lhr.runtimeError) {
        console.log(`${path}: Lighthouse ${lhr.runtimeError.code}, trying again`);
        lhr = (await audit())!.lhr;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // Lighthouse's category score: the weighted mean of its scored audits (not applicable
      // and manual ones have no score and do not count).
      const seoRefs = (lhr.categories.seo?.auditRefs ?? []).filter(
        (ref) => ref.id !== "is-crawlable" && ref.weight > 0 && lhr.audits[ref.id]?.score != null,
      );
      const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
      const seoSum = seoRefs.reduce(
        (sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0),
        0,
      );
      rows.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        seoButCrawlability: Math.round((seoSum / seoWeight) * 100),
        lcpMs: value("largest-contentful-paint"),
        tbtMs: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
      });
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id);
      if (process.env.LIGHTHOUSE_VERBOSE) {
        console.log(path, "below 0.9:", failing.join(", "));
        const items = (id: string) =>
          (lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)
            ?.items ?? [];
        console.log(
          path,
          "long tasks (start, duration ms):",
          items("long-tasks")
            .map(
              (task) =>
                `${Math.round(Number(task.startTime))}+${Math.round(Number(task.duration))} ${String(task.url).split("/").at(-1)}`,
            )
            .join(", "),
        );
        console.log(
          path,
          "script time by file (ms):",
          items("bootup-time")
            .map(
              (row) => `${String(row.url).split("/").at(-1)} ${Math.round(Number(row.scripting))}`,
            )
            .join(", "),
        );
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}

if (import.meta.main) {
  // `node bench/lighthouse.ts /app /account`: those of bench/pages.ts's pages, or any path signed out
  const paths = process.argv.slice(2);
  const rows = await runLighthouse(
    (paths.length ? paths : ["/", "/fr"]).map(
      (path) => PAGES.find((page) => page.path === path) ?? { path, jsBudgetKb: 0 },
    ),
  );
  for (const r of rows) console.log(r);
}
