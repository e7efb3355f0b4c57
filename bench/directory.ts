// Directory sync (issue 23): a team's roster following a directory of 2,000 people, every second
// one with a photo, against the local directory servers (tests/support/fake-google.ts, the Admin
// SDK; tests/support/fake-microsoft.ts, Entra ID and Graph over HTTPS), on the built server
// over SQLite, a fresh one per directory. Per directory: the preview a connection starts, the
// first sync (2,000 members added, their photos read: Graph's list does not say who has one, so
// Entra's run asks for all 2,000), then a second sync with nothing changed (no photo read again:
// Google's etags are unchanged, Graph's photos are read again only after a day). Each time runs
// from the POST to the run's end as the server recorded it (`team_directory.last_run_at`, looked
// for every 50 ms). Every request a run sends waits for its turn in the team's pace, the app's
// default (35 requests a second to Google, 50 to Graph) unless DIRECTORY_SYNC_RATE is given,
// which bounds a run from below;
// where the rest goes shows in the directory's side of it (its requests' arrival times: before
// the first, the longest pause, after the last), the server process's CPU time (every thread)
// and its resident memory (VmRSS every 10 ms). Budget (docs/product.md#budgets): a sync of
// 2,000 directory users ≤ 60 s.
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { connectDatabase, type Db } from "../app/.server/db/connect.ts";
import type { SyncPreview, SyncSummary } from "../app/teams/directory.ts";
import { registerAccount } from "../tests/support/accounts.ts";
import { startFakeGoogle } from "../tests/support/fake-google.ts";
import { startFakeMicrosoft } from "../tests/support/fake-microsoft.ts";
import { rssMb } from "../tests/support/process-memory.ts";
import { startBenchServer } from "./bench-server.ts";

export const DIRECTORY_PEOPLE = 2000;
const GOOGLE_ADMIN = "admin@example.com";
const ENTRA_SECRET = "bench~secret-0123456789abcdef";
const POLL_MS = 50;
/** A run still going after this long has failed the bench. */
const RUN_TIMEOUT_MS = 10 * 60_000;

export type DirectoryProviderName = "entra" | "google";

/** One run (a preview or a sync) as the client and the directory saw it. */
export type DirectoryStep = {
  /** POST → the run's end, as recorded by the server (same machine, same clock) */
  ms: number;
  /** requests the directory received during the run (token requests included) */
  requests: number;
  /** POST → the directory's first request */
  beforeFirstRequestMs: number;
  /** the directory's first request → its last */
  requestSpanMs: number;
  /** the longest pause between two requests (the roster written, for a sync) */
  longestPauseMs: number;
  /** the directory's last request → the run's end */
  afterLastRequestMs: number;
  /** CPU time of the server process during the run */
  serverCpuMs: number;
  /** CPU time of the bench's own process (the local directory servers, the polling) */
  directoryCpuMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

export type DirectoryProviderRun = {
  provider: DirectoryProviderName;
  /** people with a photo in the directory */
  withPhotos: number;
  preview: DirectoryStep & { counts: SyncPreview["counts"] };
  firstSync: DirectoryStep & { summary: SyncSummary };
  secondSync: DirectoryStep & { summary: SyncSummary };
};

export type DirectoryRun = {
  /** DIRECTORY_SYNC_RATE, or null: the app's default paces */
  rate: number | null;
  people: number;
  providers: DirectoryProviderRun[];
};

type Row = {
  status: string;
  error: string | null;
  preview: string | null;
  summary: string | null;
  last_run_at: string | null;
};

const CLOCK_TICKS = 100;

/** /proc/<pid>/stat's user + system time, in ms (Linux; ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime: the stat's fields 14 and 15, counted from the state (field 3)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** This process's CPU time (the directory servers live in it), in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export type DirectoryBenchOptions = {
  /** DIRECTORY_SYNC_RATE (default: unset, the app's own paces) */
  rate?: number;
  providers?: readonly DirectoryProviderName[];
};

/**
 * One run of the section: each directory on fresh local directory servers and a fresh server
 * (each starts cold, and its memory is its own), Entra then Google.
 */
export async function runDirectoryBench(
  options: DirectoryBenchOptions = {},
): Promise<DirectoryRun> {
  const rate = options.rate ?? null;
  const providers: DirectoryProviderRun[] = [];
  for (const provider of options.providers ?? (["entra", "google"] as const)) {
    providers.push(await runProvider(provider, rate));
  }
  return { rate, people: DIRECTORY_PEOPLE, providers };
}

async function runProvider(
  provider: DirectoryProviderName,
  rate: number | null,
): Promise<DirectoryProviderRun> {
  const [google, microsoft] = await Promise.all([startFakeGoogle(), startFakeMicrosoft()]);
  let bench: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  let db: Db | undefined;
  try {
    let connection: Record<string, string>;
    let requestTimes: () => number[];
    let withPhotos: number;
    if (provider === "entra") {
      const tenant = await microsoft.addTenant();
      const app = await microsoft.addApp(tenant.tenantId, {
        secret: ENTRA_SECRET,
        grantUserReadAll: true,
      });
      microsoft.fill(tenant.tenantId, DIRECTORY_PEOPLE, { photos: true });
      connection = {
        provider: "entra",
        tenantId: tenant.tenantId,
        clientId: app.clientId,
        credential: "secret",
        secret: ENTRA_SECRET,
        groupId: "",
        filter: "",
      };
      requestTimes = () => microsoft.requestTimes;
      // fill(…, { photos: true }) gives the odd-numbered people one (Graph's list does not say)
      withPhotos = Math.ceil(DIRECTORY_PEOPLE / 2);
    } else {
      google.admins.add(GOOGLE_ADMIN);
      google.directory.fill(DIRECTORY_PEOPLE, { photos: true });
      connection = { provider: "google", adminEmail: GOOGLE_ADMIN, orgUnitPath: "", groupKey: "" };
      requestTimes = () => google.requestTimes;
      withPhotos = google.directory.users().filter((user) => user.thumbnailPhotoUrl).length;
    }
    bench = await startBenchServer("sqlite", {
      PRO_FOR_EVERYONE: "true",
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_ADMIN_API_URL: google.apiRootUrl,
      GMAIL_API_URL: google.apiRootUrl,
      MICROSOFT_LOGIN_URL: microsoft.url,
      MICROSOFT_GRAPH_URL: microsoft.graphUrl,
      NODE_EXTRA_CA_CERTS: microsoft.caFile,
      ...(rate !== null && { DIRECTORY_SYNC_RATE: String(rate) }),
    });
    const { server, publicUrl } = bench;
    const database = connectDatabase(bench.database.url);
    db = database;
    const pid = server.process.pid!;
    const { cookie } = await registerAccount(server.url, publicUrl, "bench-directory");
    const headers = {
      cookie,
      origin: publicUrl,
      "content-type": "application/x-www-form-urlencoded",
    };
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers,
        body: new URLSearchParams(fields).toString(),
      });
    const act = async (teamId: string, intent: string, fields: Record<string, string> = {}) => {
      const response = await post(`/teams/data?id=${teamId}`, { intent, ...fields });
      const text = await response.text();
      if (response.status !== 200) {
        throw new Error(`${intent}: ${response.status} ${text.slice(0, 500)}`);
      }
    };
    const created = await post("/teams", { intent: "createTeam", name: `Bench ${provider}` });
    const teamId = /\?id=([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1];
    if (!teamId) throw new Error(`createTeam: ${created.status}`);
    if (provider === "google") {
      await act(teamId, "connectGoogle", { key: JSON.stringify(google.serviceAccountKey) });
    }

    /** Runs `start` (a POST that starts a run) and measures the run until it ends. */
    const measure = async (
      what: string,
      start: () => Promise<void>,
    ): Promise<DirectoryStep & { row: Row }> => {
      const requestsBefore = requestTimes().length;
      const rssBeforeMb = rssMb(pid);
      let rssPeakMb = rssBeforeMb;
      const sampler = setInterval(() => {
        try {
          rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
        } catch {
          // the server is gone: the run's failure says why
        }
      }, 10);
      const serverCpuBefore = cpuMs(pid);
      const ownCpuBefore = ownCpuMs();
      const startedWall = Date.now();
      const startedAt = performance.now();
      let row: Row;
      try {
        await start();
        row = await runEnded(database, teamId, startedWall, what, () => server.logs());
      } finally {
        clearInterval(sampler);
      }
      const serverCpu = cpuMs(pid) - serverCpuBefore;
      const ownCpu = ownCpuMs() - ownCpuBefore;
      // the server's clock and ours are the same machine's: its end, not our next look
      const ms = Date.parse(row.last_run_at!) - startedWall;
      const endedAt = startedAt + ms;
      const times = requestTimes().slice(requestsBefore);
      let longestPauseMs = 0;
      for (let i = 1; i < times.length; i++) {
        longestPauseMs = Math.max(longestPauseMs, times[i]! - times[i - 1]!);
      }
      return {
        row,
        ms,
        requests: times.length,
        beforeFirstRequestMs: times.length ? times[0]! - startedAt : Number.NaN,
        requestSpanMs: times.length ? times.at(-1)! - times[0]! : 0,
        longestPauseMs,
        afterLastRequestMs: times.length ? endedAt - times.at(-1)! : Number.NaN,
        serverCpuMs: serverCpu,
        directoryCpuMs: ownCpu,
        rssBeforeMb,
        rssPeakMb: Math.max(rssPeakMb, rssMb(pid)),
      };
    };

    const { row: previewed, ...preview } = await measure(`${provider} preview`, () =>
      act(teamId, "connectDirectory", connection),
    );
    const counts = (JSON.parse(previewed.preview ?? "null") as SyncPreview | null)?.counts;
    if (counts?.added !== DIRECTORY_PEOPLE) {
      throw new Error(`${provider} preview: ${JSON.stringify(counts)}`);
    }
    const syncs = [];
    for (const which of ["first", "second"] as const) {
      const { row, ...step } = await measure(`${provider} ${which} sync`, () =>
        act(teamId, "syncDirectory"),
      );
      const summary = JSON.parse(row.summary ?? "null") as SyncSummary | null;
      if (!summary) throw new Error(`${provider} ${which} sync: no summary`);
      const expected =
        which === "first"
          ? { added: DIRECTORY_PEOPLE, unchanged: 0, photos: withPhotos }
          : { added: 0, unchanged: DIRECTORY_PEOPLE, photos: 0 };
      for (const [key, value] of Object.entries(expected)) {
        if (summary[key as keyof typeof expected] !== value) {
          throw new Error(
            `${provider} ${which} sync: ${key} ${summary[key as keyof typeof expected]}, not ${value}: ${JSON.stringify(summary)}`,
          );
        }
      }
      syncs.push({ ...step, summary });
    }
    return {
      provider,
      withPhotos,
      preview: { ...preview, counts },
      firstSync: syncs[0]!,
      secondSync: syncs[1]!,
    };
  } finally {
    await db?.kysely.destroy();
    await bench?.stop();
    await Promise.all([google.close(), microsoft.close()]);
  }
}

/** The team's directory row once its run (started at `startedWall` or later) has ended. */
async function runEnded(
  db: Db,
  teamId: string,
  startedWall: number,
  what: string,
  logs: () => string,
): Promise<Row> {
  const deadline = performance.now() + RUN_TIMEOUT_MS;
  const startedIso = new Date(startedWall).toISOString();
  for (;;) {
    const row = await db.kysely
      .selectFrom("team_directory")
      .select(["status", "error", "preview", "summary", "last_run_at"])
      .where("team_id", "=", teamId)
      .executeTakeFirst();
    if (!row) throw new Error(`${what}: no directory connected`);
    const running = row.status === "previewing" || row.status === "syncing";
    if (!running && row.last_run_at && row.last_run_at >= startedIso) {
      if (row.status !== "idle") {
        throw new Error(
          `${what}: ${row.status} (${row.error})\n${logs().split("\n").slice(-20).join("\n")}`,
        );
      }
      return row;
    }
    if (performance.now() > deadline) {
      throw new Error(`${what}: still ${row.status} after ${RUN_TIMEOUT_MS} ms`);
    }
    await sleep(POLL_MS);
  }
}

export function formatDirectoryBench(run: DirectoryRun): string {
  const lines = [
    "directory run            ms  requests  req/s  → 1st req ms  req span ms  longest pause ms  last req → end ms  server CPU ms  directories CPU ms  added  unchanged  photos  RSS before MB  RSS peak MB",
  ];
  for (const provider of run.providers) {
    const steps = [
      ["preview", provider.preview, provider.preview.counts.added, "", ""],
      ["first sync", provider.firstSync, ...summaryColumns(provider.firstSync.summary)],
      ["second sync", provider.secondSync, ...summaryColumns(provider.secondSync.summary)],
    ] as const;
    for (const [name, step, added, unchanged, photos] of steps) {
      lines.push(
        [
          provider.provider.padEnd(9),
          name.padEnd(11),
          step.ms.toFixed(0).padStart(7),
          String(step.requests).padStart(9),
          (step.requestSpanMs > 0 ? ((step.requests - 1) / step.requestSpanMs) * 1000 : 0)
            .toFixed(0)
            .padStart(6),
          step.beforeFirstRequestMs.toFixed(0).padStart(13),
          step.requestSpanMs.toFixed(0).padStart(12),
          step.longestPauseMs.toFixed(0).padStart(17),
          step.afterLastRequestMs.toFixed(0).padStart(18),
          step.serverCpuMs.toFixed(0).padStart(14),
          step.directoryCpuMs.toFixed(0).padStart(19),
          String(added).padStart(6),
          String(unchanged).padStart(10),
          String(photos).padStart(7),
          step.rssBeforeMb.toFixed(1).padStart(14),
          step.rssPeakMb.toFixed(1).padStart(12),
        ].join(" "),
      );
    }
  }
  const photos = run.providers
    .map((provider) => `${provider.provider} ${provider.withPhotos}`)
    .join(", ");
  lines.push(
    `(${run.people} people per directory, with a photo: ${photos}; req/s: the pace the directory saw from its first request of the run to its last)`,
  );
  return lines.join("\n");
}

const summaryColumns = (summary: SyncSummary) =>
  [summary.added, summary.unchanged, summary.photos] as const;

if (import.meta.main) {
  console.log(formatDirectoryBench(await runDirectoryBench()));
}
