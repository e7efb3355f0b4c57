// `npm run bench [-- --runs N] [-- --only <section>[,<section>…]]`: measures what docs/product.md#budgets's
// budgets are judged on and prints each figure beside its budget with a verdict. Needs
// `npm run build`. Sections: html, js, keystroke, render, startup, api, multicore, mixed, lighthouse, batch, teams,
// directory, hostile.
// The measured sections run N times (default 1) and the table gives min, median and max of
// their samples, judged on the median; html and js are exact and run once. Load always comes
// from a process of its own (bench/worker.ts). PostgreSQL figures need TEST_DATABASE_URL, the
// multi-instance ones TEST_REDIS_URL too.
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { freePort } from "../tests/support/free-port.ts";
import { startServer } from "../tests/support/server.ts";
import { formatApiBench, runApiBench } from "./api.ts";
import { atLeast, atMost, createFigures, type Figures, formatFigures } from "./budgets.ts";
import { DIRECTORY_PEOPLE, formatDirectoryBench, runDirectoryBench } from "./directory.ts";
import { formatHostileBench, HOSTILE_SECONDS, runHostileBench } from "./hostile.ts";
import { percentile, runKeystrokeBench } from "./keystroke.ts";
import { runLighthouse } from "./lighthouse.ts";
import { formatMixedLoadBench, runMixedLoadBench } from "./load.ts";
import { formatMultiCoreBench, runMultiCoreBench } from "./multicore.ts";
import { formatPageJavaScript, pageJavaScript, withBrowser } from "./page-js.ts";
import { formatModuleShares, moduleShares, readModuleSizes } from "./page-modules.ts";
import { benchAccount, PAGES } from "./pages.ts";
import { renderThroughput } from "./render.ts";
import { BATCH_PEOPLE, formatBatchBench, runBatchBench } from "./render-batch.ts";
import { formatSignatureHtmlBench, runSignatureHtmlBench } from "./signature-html.ts";
import { formatStartupBench, runStartupBench } from "./startup.ts";
import { formatTeamsBench, runTeamsBench, TEAM_PEOPLE } from "./teams.ts";

// docs/product.md#budgets: the API's p99 against /healthz's of the same run, and the engines'.
const API_P99_OVER_HEALTHZ = 2;
const API_POSTGRES_OVER_SQLITE = 1.5;

type Section = {
  title: string;
  /** exact figures: measured once whatever --runs says */
  once?: boolean;
  run(figures: Figures): Promise<void>;
};

const SECTIONS: Record<string, Section> = {
  html: {
    title: "Signature HTML: every field, every template and variant",
    once: true,
    async run(figures) {
      const bench = await runSignatureHtmlBench();
      console.log(formatSignatureHtmlBench(bench));
      figures.record(
        "signature HTML, longest variant",
        "chars",
        bench.longest.characters,
        atMost(5000),
      );
      figures.record(
        "signature HTML with logo, banner, legal, lists too",
        "chars",
        Math.max(...bench.everything.map((row) => row.characters)),
        atMost(10_000),
      );
      figures.record(
        "caniemail problems (target, role tolerated)",
        "kinds",
        bench.problems.length,
        atMost(0),
      );
    },
  },
  js: {
    title: "JavaScript loaded on page load (external + inline, gzip -9)",
    once: true,
    async run(figures) {
      // The server's own origin as PUBLIC_URL, so the browser loads everything from it.
      const port = await freePort();
      const server = await startServer({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      try {
        const cookies = await benchAccount(server);
        const rows = await withBrowser(async (browser) => {
          const measured = [];
          for (const page of PAGES)
            measured.push(
              await pageJavaScript(browser, server.url, page.path, page.signedIn ? cookies : []),
            );
          return measured;
        });
        for (const [index, page] of PAGES.entries()) {
          figures.record(
            `JS on load ${page.path}`,
            "KB",
            rows[index]!.totalGzipKb,
            atMost(page.jsBudgetKb),
            1,
          );
        }
        console.log(formatPageJavaScript(rows));
        const sizes = readModuleSizes();
        for (const [index, page] of PAGES.entries())
          if (page.listModules)
            console.log(formatModuleShares(page.path, moduleShares(rows[index]!.scripts, sizes)));
      } finally {
        await server.stop();
      }
    },
  },
  keystroke: {
    title: "The editor answering keystrokes, CPU throttled 4× (/app and /fr/app)",
    async run(figures) {
      const port = await freePort();
      const server = await startServer({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      try {
        for (const path of ["/app", "/fr/app"]) {
          const bench = await runKeystrokeBench(server.url, `${path}?template=basic`);
          console.log(
            `${path}: keystroke → preview p50 ${percentile(bench.keystrokeMs, 50).toFixed(0)} ms, p95 ${percentile(bench.keystrokeMs, 95).toFixed(0)} ms, max ${Math.max(...bench.keystrokeMs).toFixed(0)} ms (${bench.keystrokeMs.length} keystrokes); character count settled ${bench.characterCountSettledMs.toFixed(0)} ms, report ${bench.reportSettledMs.toFixed(0)} ms after the last`,
          );
          figures.record(
            `keystroke → preview p95, 4× slower CPU, ${path}`,
            "ms",
            percentile(bench.keystrokeMs, 95),
            atMost(50),
          );
          figures.record(
            `character count settled after typing, ${path}`,
            "ms",
            bench.characterCountSettledMs,
            atMost(300),
          );
          figures.record(
            `report settled after typing, ${path}`,
            "ms",
            bench.reportSettledMs,
            atMost(300),
          );
        }
      } finally {
        await server.stop();
      }
    },
  },
  render: {
    title: "Signature renderer, one core, every field filled",
    async run(figures) {
      const render = await renderThroughput();
      console.log(
        render.templates
          .map((row) => `${row.id} ${row.perSecond.toFixed(0)}/s (${row.characters} chars)`)
          .join(", "),
      );
      figures.record(
        "renderer, all templates mixed, one core",
        "/s",
        render.overallPerSecond,
        atLeast(20_000),
      );
    },
  },
  startup: {
    title: "Start to ready (spawn → /readyz 200), SQLite",
    async run(figures) {
      const bench = await runStartupBench();
      console.log(formatStartupBench(bench));
      figures.record(
        "start to ready, first start of a build",
        "ms",
        bench.firstStartMs,
        atMost(500),
      );
      figures.record("start to ready, new database", "ms", bench.newDatabaseMs, atMost(500));
      figures.record("start to ready, restart", "ms", bench.restartMs, atMost(500));
    },
  },
  api: {
    title: `Signature API, 50 connections, 10 s per endpoint, load from its own process (${process.env.TEST_DATABASE_URL ? `SQLite and PostgreSQL${process.env.TEST_REDIS_URL ? " with Redis" : ""}` : "SQLite; set TEST_DATABASE_URL for PostgreSQL"})`,
    async run(figures) {
      const rows = await runApiBench();
      console.log(formatApiBench(rows));
      for (const engine of new Set(rows.map((row) => row.engine))) {
        const healthz = rows.find(
          (row) => row.engine === engine && row.endpoint === "GET /healthz",
        )!;
        for (const { endpoint, result } of rows.filter((row) => row.engine === engine)) {
          const name = `API ${engine} ${endpoint.replace("GET ", "")}`;
          figures.record(`${name} p99`, "ms", result.p99Ms);
          figures.record(`${name} req/s`, "/s", result.requestsPerSecond);
          if (endpoint === "GET /healthz") continue;
          figures.record(
            `${name} p99 ÷ /healthz p99`,
            "×",
            result.p99Ms / Math.max(healthz.result.p99Ms, 1),
            atMost(API_P99_OVER_HEALTHZ),
            1,
          );
          figures.record(
            `${name} errors + non-2xx`,
            "",
            result.errors + result.timeouts + result.non2xx,
            atMost(0),
          );
          figures.record(
            `${name} req/s ÷ /healthz req/s`,
            "×",
            result.requestsPerSecond / healthz.result.requestsPerSecond,
            undefined,
            2,
          );
        }
      }
      for (const { endpoint, result } of rows.filter((row) => row.engine === "postgres")) {
        const sqlite = rows.find((row) => row.engine === "sqlite" && row.endpoint === endpoint);
        if (endpoint === "GET /healthz" || !sqlite) continue;
        figures.record(
          `API ${endpoint.replace("GET ", "")} p99, PostgreSQL ÷ SQLite`,
          "×",
          result.p99Ms / Math.max(sqlite.result.p99Ms, 1),
          atMost(API_POSTGRES_OVER_SQLITE),
          2,
        );
      }
    },
  },
  multicore: {
    title:
      "Multi-core: GET /api/v1/signatures through the load balancer to 1 instance, then 2 (PostgreSQL, Redis)",
    async run(figures) {
      const bench = await runMultiCoreBench();
      console.log(formatMultiCoreBench(bench));
      if ("skipped" in bench) return;
      figures.record(
        "API via balancer, 1 instance, req/s",
        "/s",
        bench.oneInstance.requestsPerSecond,
      );
      figures.record(
        "API via balancer, 2 instances, req/s",
        "/s",
        bench.twoInstances.requestsPerSecond,
      );
      figures.record("API via balancer, 1 instance, p99", "ms", bench.oneInstance.p99Ms);
      figures.record("API via balancer, 2 instances, p99", "ms", bench.twoInstances.p99Ms);
      figures.record(
        "API via balancer, 2 instances ÷ 1, req/s",
        "×",
        bench.twoInstances.requestsPerSecond / bench.oneInstance.requestsPerSecond,
        undefined,
        2,
      );
    },
  },
  mixed: {
    title:
      "Mixed load, two instances behind a load balancer (PostgreSQL, Redis), 50 connections, 60 s (page, signature list, signature creation, render)",
    async run(figures) {
      const bench = await runMixedLoadBench();
      console.log(formatMixedLoadBench(bench));
      if ("skipped" in bench) return;
      figures.record("mixed load req/s", "/s", bench.mixed.requestsPerSecond);
      figures.record("mixed load p99", "ms", bench.mixed.p99Ms);
      figures.record(
        "mixed load errors + non-2xx",
        "",
        bench.mixed.errors + bench.mixed.timeouts + bench.mixed.non2xx,
      );
    },
  },
  batch: {
    title: `POST /api/v1/render/batch, ${BATCH_PEOPLE} people (JSON in), JSON and ZIP out, SQLite; server RSS sampled every 10 ms`,
    async run(figures) {
      const bench = await runBatchBench();
      console.log(formatBatchBench(bench));
      for (const format of ["json", "zip"] as const) {
        const calls = bench.calls.filter((call) => call.format === format);
        const name = `batch ${BATCH_PEOPLE} rows → ${format.toUpperCase()}`;
        figures.record(
          `${name} rows/s`,
          "/s",
          calls.map((call) => call.rowsPerSecond),
        );
        figures.record(
          `${name} server peak RSS`,
          "MB",
          calls.map((call) => call.rssPeakMb),
          undefined,
          1,
        );
        figures.record(
          `${name} server RSS growth`,
          "MB",
          calls.map((call) => call.rssPeakMb - call.rssBeforeMb),
          undefined,
          1,
        );
      }
    },
  },
  teams: {
    title: `Teams: ${TEAM_PEOPLE} people from a CSV (read, checked, imported), the team page's first screen (the roster table) and its JavaScript, then every signature rendered with its problems (the cards, 24 a page), SQLite; server RSS sampled every 10 ms`,
    async run(figures) {
      const runs = await runTeamsBench(1);
      console.log(formatTeamsBench(runs));
      const name = `team of ${TEAM_PEOPLE}`;
      figures.record(
        `${name}: read CSV`,
        "ms",
        runs.map((run) => run.readMs),
      );
      figures.record(
        `${name}: check rows (browser side)`,
        "ms",
        runs.map((run) => run.checkMs),
      );
      figures.record(
        `${name}: import`,
        "ms",
        runs.map((run) => run.importMs),
      );
      figures.record(
        `${name}: the team page's first screen (median of 10)`,
        "ms",
        runs.map((run) => run.firstScreenMs),
        atMost(300),
      );
      figures.record(
        `${name}: the team page's JavaScript on load`,
        "KB",
        runs.map((run) => run.firstScreenJsKb),
        atMost(150),
        1,
      );
      figures.record(
        `${name}: render every signature`,
        "ms",
        runs.map((run) => run.renderMs),
      );
      figures.record(
        `${name}: signatures rendered`,
        "/s",
        runs.map((run) => run.membersPerSecond),
      );
      figures.record(
        `${name}: server peak RSS`,
        "MB",
        runs.map((run) => run.rssPeakMb),
        undefined,
        1,
      );
    },
  },
  directory: {
    title: `Directory sync: ${DIRECTORY_PEOPLE} people (every second one with a photo) from the local Entra ID (Graph) and Google Workspace (Admin SDK), at the app's default pace per team (35 requests/s to Google, 50 to Graph); a connection's preview, the first sync, a second one with nothing changed; SQLite; server RSS sampled every 10 ms`,
    async run(figures) {
      const run = await runDirectoryBench();
      console.log(formatDirectoryBench(run));
      for (const provider of run.providers) {
        const name = `directory ${provider.provider}, ${DIRECTORY_PEOPLE} people`;
        figures.record(`${name}: preview`, "ms", provider.preview.ms);
        figures.record(`${name}: first sync`, "ms", provider.firstSync.ms, atMost(60_000));
        figures.record(`${name}: second sync, nothing changed`, "ms", provider.secondSync.ms);
        figures.record(
          `${name}: server peak RSS, first sync`,
          "MB",
          provider.firstSync.rssPeakMb,
          undefined,
          1,
        );
        figures.record(
          `${name}: server RSS growth, first sync`,
          "MB",
          provider.firstSync.rssPeakMb - provider.firstSync.rssBeforeMb,
          undefined,
          1,
        );
      }
    },
  },
  hostile: {
    title: `Untrusted files: the hostile corpus sent in a loop for ${HOSTILE_SECONDS} s (2 at once, from its own process) while /healthz is asked one request after another, SQLite`,
    async run(figures) {
      const run = await runHostileBench();
      console.log(formatHostileBench(run));
      figures.record("hostile files: /healthz p99", "ms", run.p99Ms, atMost(100), 1);
      figures.record("hostile files: /healthz max", "ms", run.maxMs);
      figures.record("hostile files: server's longest event-loop stall", "ms", run.stallMs);
      figures.record("hostile files: 5xx answers", "", run.serverErrors, atMost(0));
      figures.record("hostile files: files answered", "/s", run.filesPerSecond, undefined, 1);
      figures.record("hostile files: server peak RSS", "MB", run.rssPeakMb);
    },
  },
  lighthouse: {
    title: "Lighthouse, mobile (the system Chromium)",
    async run(figures) {
      const rows = await runLighthouse(PAGES);
      console.log(`${"page".padEnd(45)} perf  a11y   bp   seo   LCP ms  TBT ms  CLS`);
      for (const row of rows) {
        console.log(
          `${row.path.padEnd(45)} ${String(row.performance).padStart(4)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(4)} ${String(row.seo).padStart(5)} ${row.lcpMs.toFixed(0).padStart(8)} ${row.tbtMs.toFixed(0).padStart(7)} ${row.cls.toFixed(3)}`,
        );
        figures.record(`Lighthouse ${row.path} performance`, "", row.performance, atLeast(98));
        figures.record(`Lighthouse ${row.path} accessibility`, "", row.accessibility, atLeast(100));
        figures.record(
          `Lighthouse ${row.path} best practices`,
          "",
          row.bestPractices,
          atLeast(100),
        );
        if (PAGES.find((page) => page.path === row.path)?.noindex) {
          figures.record(`Lighthouse ${row.path} SEO (asks not to be indexed)`, "", row.seo);
          figures.record(
            `Lighthouse ${row.path} SEO but crawlability`,
            "",
            row.seoButCrawlability,
            atLeast(100),
          );
        } else figures.record(`Lighthouse ${row.path} SEO`, "", row.seo, atLeast(100));
        figures.record(`Lighthouse ${row.path} total blocking time`, "ms", row.tbtMs, atMost(100));
        figures.record(`Lighthouse ${row.path} layout shift`, "", row.cls, atMost(0.02), 3);
      }
    },
  },
};

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string", multiple: true },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs: a whole number ≥ 1, not ${values.runs}`);
const only = values.only?.flatMap((value) => value.split(",")) ?? Object.keys(SECTIONS);
for (const name of only) {
  if (!SECTIONS[name]) {
    throw new Error(`--only ${name}: no such section (${Object.keys(SECTIONS).join(", ")})`);
  }
}

const figures = createFigures();
console.log(
  `Paraph bench: ${runs} run${runs > 1 ? "s" : ""} of ${only.join(", ")}; ${cpus().length} CPUs, ` +
    `load average ${loadavg()[0]!.toFixed(1)} at start (other processes count too), Node ${process.version}`,
);
for (let run = 1; run <= runs; run++) {
  for (const name of only) {
    const section = SECTIONS[name]!;
    if (section.once && run > 1) continue;
    console.log(
      `\n## ${section.title}${runs > 1 && !section.once ? ` — run ${run} of ${runs}` : ""}`,
    );
    await section.run(figures);
  }
}
console.log(
  `\n## Budgets (docs/product.md#budgets), verdict on the median; load average now ${loadavg()[0]!.toFixed(1)}\n`,
);
console.log(formatFigures(figures.all()));
