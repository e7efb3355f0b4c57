// `npm run bench`: prints the figures DESIGN's budgets are judged on. Needs `npm run build`.
import { gzipSync } from "node:zlib";
import { startServer } from "../tests/support/server.ts";
import { formatApiBench, runApiBench } from "./api.ts";
import { runLighthouse } from "./lighthouse.ts";
import { formatMixedLoadBench, runMixedLoadBench } from "./load.ts";
import { renderThroughput } from "./render.ts";

async function pageJavaScript(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

async function startupTimes(runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const server = await startServer();
    const ready = await fetch(`${server.url}/readyz`);
    if (!ready.ok) throw new Error("server not ready");
    times.push(performance.now() - started);
    await server.stop();
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, minMs: times[0]!, maxMs: times.at(-1)! };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

console.log("Paraph bench\n");
const render = await renderThroughput();
console.log("Signature render (one core, all fields filled)");
console.log("template     chars  renders/s");
for (const row of render.templates) {
  console.log(
    `${row.id.padEnd(12)} ${String(row.characters).padStart(5)}  ${fmt(row.perSecond, 0).padStart(9)}`,
  );
}
console.log(
  `all templates, mixed: ${fmt(render.overallPerSecond, 0)} renders/s (budget: HTML < 5,000 chars)\n`,
);

const server = await startServer();
try {
  console.log("JavaScript loaded by a page (gzip -9)");
  for (const path of ["/", "/app", "/fr", "/fr/app", "/blog/how-to-create-a-gmail-signature"]) {
    const js = await pageJavaScript(server.url, path);
    console.log(
      `${path.padEnd(8)} ${js.files} files, ${fmt(js.rawKb)} KB raw, ${fmt(js.gzipKb)} KB gzip`,
    );
  }
} finally {
  await server.stop();
}

const startup = await startupTimes(5);
console.log(
  `\nServer start to ready (spawn → /readyz 200, 5 runs): median ${fmt(startup.medianMs, 0)} ms (min ${fmt(startup.minMs, 0)}, max ${fmt(startup.maxMs, 0)})`,
);

console.log(
  `\nSignature API, 50 connections (autocannon), ${process.env.TEST_DATABASE_URL ? "SQLite and PostgreSQL" : "SQLite (set TEST_DATABASE_URL for PostgreSQL)"}`,
);
console.log(formatApiBench(await runApiBench()));

console.log(
  "\nMixed load, two instances behind a load balancer (PostgreSQL, Redis), 50 connections, 60 s (page, signature list, signature creation, render; autocannon in its own process)",
);
console.log(formatMixedLoadBench(await runMixedLoadBench()));

const LIGHTHOUSE_PAGES = [
  "/",
  "/fr",
  "/blog/how-to-create-a-gmail-signature",
  "/fr/blog/comment-creer-une-signature-gmail",
];
console.log(
  "\nLighthouse, mobile (targets: performance ≥ 95, accessibility, best practices, SEO 100)",
);
console.log(
  "page                                          perf  a11y  bp   seo   LCP ms  TBT ms  CLS",
);
for (const row of await runLighthouse(LIGHTHOUSE_PAGES)) {
  console.log(
    `${row.path.padEnd(45)} ${String(row.performance).padStart(4)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(4)} ${String(row.seo).padStart(5)} ${fmt(row.lcpMs, 0).padStart(8)} ${fmt(row.tbtMs, 0).padStart(7)} ${row.cls.toFixed(3)}`,
  );
}
