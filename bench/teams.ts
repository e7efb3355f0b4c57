// Teams (issues 13 and 23): a roster of 2,000 people (a team's most) read from a CSV, checked,
// imported; the team page's first screen (the roster table, as a manager opens it) asked ten
// times, with the JavaScript it loads in Chromium; then every member's signature rendered with
// its problems (the cards, 24 a page, read to the end), on the built server over SQLite.
// Reports each step's time as the client sees it and the server process's peak resident memory
// (VmRSS every 10 ms). Budgets (docs/product.md#budgets): the first screen ≤ 300 ms, ≤ 150 KB
// of JavaScript.
import { guessMemberMapping } from "../app/teams/column-mapping.ts";
import { checkRosterRows, mapRosterRows } from "../app/teams/roster-rows.ts";
import { registerAccount } from "../tests/support/accounts.ts";
import { rssMb } from "../tests/support/process-memory.ts";
import { startBenchServer } from "./bench-server.ts";
import { pageJavaScript, withBrowser } from "./page-js.ts";

/** A Cookie header as the browser's cookies. */
function cookies(header: string): Array<{ name: string; value: string }> {
  return header.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

export const TEAM_PEOPLE = 2000;
/** How often the first screen is asked, one request after another. */
const FIRST_SCREEN_TRIES = 10;

export type TeamsRun = {
  readMs: number;
  checkMs: number;
  importMs: number;
  /** the table's first screen, as the client sees it: median and slowest of the tries */
  firstScreenMs: number;
  firstScreenMaxMs: number;
  /** JavaScript the page loads in Chromium, gzip, external + inline */
  firstScreenJsKb: number;
  renderMs: number;
  membersPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

/** What Excel writes in France: a BOM, semicolons, CRLF, accents. */
export function rosterCsv(count = TEAM_PEOPLE): Buffer {
  const lines = ["Prénom;Nom;Adresse e-mail;Poste;Téléphone;Portable;Langue"];
  for (let i = 1; i <= count; i++) {
    lines.push(
      [
        `Hélène${i}`,
        `Lefèvre-Dupont`,
        `helene.${i}@societe-generale.example`,
        `Chargée d’affaires, équipe ${i % 17}`,
        `+33 1 23 45 ${String(i % 100).padStart(2, "0")} ${String(i % 97).padStart(2, "0")}`,
        `+33 6 12 34 ${String(i % 89).padStart(2, "0")} ${String(i % 83).padStart(2, "0")}`,
        i % 3 === 0 ? "English" : "Français",
      ].join(";"),
    );
  }
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function oneRun(runs: number): Promise<TeamsRun[]> {
  const { server, publicUrl, stop } = await startBenchServer("sqlite", {
    PRO_FOR_EVERYONE: "true",
  });
  try {
    const pid = server.process.pid!;
    const { cookie } = await registerAccount(server.url, publicUrl, "bench-teams");
    const headers = { cookie, origin: publicUrl };
    const results: TeamsRun[] = [];
    for (let run = 0; run < runs; run++) {
      const created = await fetch(`${server.url}/teams`, {
        method: "POST",
        redirect: "manual",
        headers,
        body: new URLSearchParams({ intent: "createTeam", name: `Bench ${run}` }),
      });
      const teamPath = created.headers.get("location") ?? "";
      if (!teamPath.includes("?id=")) throw new Error(`createTeam: ${created.status}`);
      const rssBeforeMb = rssMb(pid);
      let rssPeakMb = rssBeforeMb;
      const sampler = setInterval(() => {
        rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
      }, 10);
      try {
        const [table, readMs] = await timed(async () => {
          const response = await fetch(`${server.url}/api/teams/roster`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/octet-stream" },
            body: new Uint8Array(rosterCsv()),
          });
          if (response.status !== 200) throw new Error(`roster: ${response.status}`);
          return (await response.json()) as { headers: string[]; rows: string[][] };
        });
        const [members, checkMs] = await timed(async () => {
          const mapping = guessMemberMapping(table.headers, []);
          const { members, problems } = checkRosterRows(mapRosterRows(table.rows, mapping), "fr");
          if (problems.length > 0 || members.length !== TEAM_PEOPLE) {
            throw new Error(`check: ${problems.length} problems, ${members.length} members`);
          }
          return members;
        });
        const [, importMs] = await timed(async () => {
          const response = await fetch(`${server.url}${teamPath}`, {
            method: "POST",
            headers,
            body: new URLSearchParams({
              intent: "importMembers",
              members: JSON.stringify(members),
            }),
          });
          if (response.status !== 200) throw new Error(`import: ${response.status}`);
          await response.arrayBuffer();
        });
        const tries: number[] = [];
        for (let tryNumber = 0; tryNumber < FIRST_SCREEN_TRIES; tryNumber++) {
          const [, ms] = await timed(async () => {
            const response = await fetch(`${server.url}${teamPath}`, { headers });
            const html = await response.text();
            if (response.status !== 200 || !html.includes('data-testid="roster-row"')) {
              throw new Error(`first screen: ${response.status}`);
            }
          });
          tries.push(ms);
        }
        tries.sort((a, b) => a - b);
        const js = await withBrowser((browser) =>
          pageJavaScript(browser, server.url, teamPath, cookies(cookie)),
        );
        const pages = Math.ceil(TEAM_PEOPLE / 24);
        const [, renderMs] = await timed(async () => {
          for (let page = 1; page <= pages; page++) {
            const response = await fetch(`${server.url}${teamPath}&view=cards&page=${page}`, {
              headers,
            });
            const html = await response.text();
            if (response.status !== 200 || !html.includes("Hélène")) {
              throw new Error(`page ${page}: ${response.status}`);
            }
          }
        });
        results.push({
          readMs,
          checkMs,
          importMs,
          firstScreenMs: tries[Math.floor(tries.length / 2)]!,
          firstScreenMaxMs: tries.at(-1)!,
          firstScreenJsKb: js.totalGzipKb,
          renderMs,
          membersPerSecond: (TEAM_PEOPLE / renderMs) * 1000,
          rssBeforeMb,
          rssPeakMb: Math.max(rssPeakMb, rssMb(pid)),
        });
      } finally {
        clearInterval(sampler);
      }
    }
    return results;
  } finally {
    await stop();
  }
}

/** `runs` teams of 1,000 on one fresh server (the first run includes its cold caches). */
export async function runTeamsBench(runs = 3): Promise<TeamsRun[]> {
  return oneRun(runs);
}

export function formatTeamsBench(runs: readonly TeamsRun[]): string {
  const lines = [
    "read ms  check ms  import ms  first screen ms (max)  first screen JS KB  render ms  members/s  RSS before MB  RSS peak MB",
  ];
  for (const run of runs) {
    lines.push(
      [
        run.readMs.toFixed(0).padStart(7),
        run.checkMs.toFixed(0).padStart(9),
        run.importMs.toFixed(0).padStart(10),
        `${run.firstScreenMs.toFixed(0)} (${run.firstScreenMaxMs.toFixed(0)})`.padStart(22),
        run.firstScreenJsKb.toFixed(1).padStart(18),
        run.renderMs.toFixed(0).padStart(10),
        run.membersPerSecond.toFixed(0).padStart(10),
        run.rssBeforeMb.toFixed(1).padStart(14),
        run.rssPeakMb.toFixed(1).padStart(12),
      ].join(" "),
    );
  }
  return lines.join("\n");
}

if (import.meta.main) {
  console.log(formatTeamsBench(await runTeamsBench()));
}
