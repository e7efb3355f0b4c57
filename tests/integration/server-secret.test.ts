// The server secret (it signs sessions and seals Google keys and members' links) kept apart
// from what it seals (issue 20): AUTH_SECRET or AUTH_SECRET_FILE outside DATA_DIR, backups
// without it, a restore that needs it, and a warning in production when it is only in DATA_DIR.
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { registerAccount, type TestAccount } from "../support/accounts.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

const work = mkdtempSync(path.join(tmpdir(), "paraph-secret-test-"));
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A data directory and, outside it, a directory for the secret, as an operator keeps them. */
function layout(name: string) {
  const dataDir = path.join(work, name, "data");
  const secrets = path.join(work, name, "secrets");
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(secrets, { recursive: true, mode: 0o700 });
  return { dataDir, secretFile: path.join(secrets, "paraph-secret") };
}

async function start(env: Record<string, string>) {
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PRO_FOR_EVERYONE: "true",
    ...env,
  });
  servers.push(server);
  return server;
}

async function stop(server: RunningServer) {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}

/** `npm run backup` / `npm run restore` as npm runs them, with only the given variables. */
async function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const clean: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", ...env };
  for (const key of ["DATABASE_URL", "AUTH_SECRET", "AUTH_SECRET_FILE", "S3_BUCKET"]) {
    if (!(key in env)) delete clean[key];
  }
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env: clean,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A team with one member: the member's link is sealed with the server secret. */
async function teamWithMember(server: RunningServer, account: TestAccount) {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: {
      cookie: account.cookie,
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
  const created = await fetch(
    `${server.url}/teams`,
    form({ intent: "createTeam", name: "Sealed" }),
  );
  const teamId = /id=([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
  const added = await fetch(
    `${server.url}/teams?id=${teamId}`,
    form({
      intent: "addMember",
      fullName: "Sam Sealed",
      email: "sam@sealed.example",
      jobTitle: "",
      phone: "",
      mobile: "",
      locale: "en",
    }),
  );
  expect(added.status).toBe(200);
  return teamId;
}

/** The member link the team page can show: only with the secret that sealed it. */
async function copyableLink(server: RunningServer, account: TestAccount, teamId: string) {
  const page = await fetch(`${server.url}/teams?id=${teamId}`, {
    headers: { cookie: account.cookie },
  });
  const link = /data-link="([^"]+)"/.exec(await page.text())?.[1];
  // the token, whatever port this server has
  return link ? new URL(link.replaceAll("&amp;", "&")).search : null;
}

const signedIn = async (server: RunningServer, account: TestAccount) =>
  (await fetch(`${server.url}/api/v1/me`, { headers: { cookie: account.cookie } })).status;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the server secret", { timeout: 60_000 }, () => {
  it("is read from AUTH_SECRET_FILE outside DATA_DIR, and never written into DATA_DIR", async () => {
    const { dataDir, secretFile } = layout("file");
    writeFileSync(secretFile, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    const env = { DATA_DIR: dataDir, AUTH_SECRET_FILE: secretFile };
    const first = await start(env);
    const account = await registerAccount(first.url, first.url, "secret-file");
    const teamId = await teamWithMember(first, account);
    const link = await copyableLink(first, account, teamId);
    expect(link).toMatch(/^\?member=m_/);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
    await stop(first);
    // the same secret after a restart: the session and the sealed link still open
    const second = await start(env);
    expect(await signedIn(second, account)).toBe(200);
    expect(await copyableLink(second, account, teamId)).toBe(link);
    expect(second.logs()).not.toContain("AUTH_SECRET_FILE");
  });

  it("refuses to start on an unreadable or short AUTH_SECRET_FILE, or with AUTH_SECRET too", () => {
    const { dataDir, secretFile } = layout("bad-file");
    writeFileSync(secretFile, "too short");
    for (const env of [
      { AUTH_SECRET_FILE: path.join(work, "missing") },
      { AUTH_SECRET_FILE: secretFile },
      { AUTH_SECRET_FILE: secretFile, AUTH_SECRET: "x".repeat(40) },
    ]) {
      const result = spawnSync(process.execPath, ["server/main.js"], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "test", PORT: "0", DATA_DIR: dataDir, ...env },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("AUTH_SECRET_FILE");
    }
  });

  it("is named in a start-up warning in production while it sits in DATA_DIR", async () => {
    const kept = layout("production");
    const beside = await start({ DATA_DIR: kept.dataDir, NODE_ENV: "production" });
    const warning = beside
      .logs()
      .split("\n")
      .find((line) => line.includes('"level":"warn"') && line.includes("AUTH_SECRET_FILE"));
    expect(warning).toContain(path.join(kept.dataDir, "auth-secret"));
    await stop(beside);
    writeFileSync(kept.secretFile, randomBytes(32).toString("hex"));
    const apart = await start({
      DATA_DIR: kept.dataDir,
      NODE_ENV: "production",
      AUTH_SECRET_FILE: kept.secretFile,
    });
    expect(apart.logs()).not.toContain("AUTH_SECRET_FILE");
  });

  it("stays out of backups; a restore needs it, or is told to start with a new one", async () => {
    const { dataDir, secretFile } = layout("backup");
    const server = await start({ DATA_DIR: dataDir });
    const account = await registerAccount(server.url, server.url, "secret-backup");
    const teamId = await teamWithMember(server, account);
    const link = await copyableLink(server, account, teamId);
    const generated = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();

    const backups = path.join(work, "backup", "backups");
    const backup = await script("backup", [backups], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("AUTH_SECRET_FILE");
    const backupDir = backup.stdout.trim().split("\n").at(-1) ?? "";
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
    expect(manifest.files.map((file: { path: string }) => file.path)).not.toContain("auth-secret");
    expect(manifest.secretId).toMatch(/^[a-f0-9]{64}$/);
    for (const file of filesUnder(backupDir)) {
      expect(readFileSync(file).includes(generated), file).toBe(false);
    }

    // The machine is lost; the operator kept the secret apart, as the documentation asks.
    await stop(server);
    renameSync(path.join(dataDir, "auth-secret"), secretFile);
    rmSync(dataDir, { recursive: true });
    mkdirSync(dataDir);
    const without = await script("restore", [backupDir], { DATA_DIR: dataDir });
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(/AUTH_SECRET_FILE/);
    expect(readdirSync(dataDir)).toEqual([]);
    const wrong = await script("restore", [backupDir], {
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/another secret/);

    const restored = await script("restore", [backupDir], {
      DATA_DIR: dataDir,
      AUTH_SECRET_FILE: secretFile,
    });
    expect(restored.code, restored.stderr).toBe(0);
    const back = await start({ DATA_DIR: dataDir, AUTH_SECRET_FILE: secretFile });
    expect(await signedIn(back, account)).toBe(200);
    expect(await copyableLink(back, account, teamId)).toBe(link);
    await stop(back);

    // Without the secret, only on purpose: sessions end, sealed values are lost.
    rmSync(dataDir, { recursive: true });
    mkdirSync(dataDir);
    const afresh = await script("restore", [backupDir, "--new-secret"], { DATA_DIR: dataDir });
    expect(afresh.code, afresh.stderr).toBe(0);
    expect(afresh.stderr).toMatch(/every session ends/);
    const renewed = await start({ DATA_DIR: dataDir });
    expect(await signedIn(renewed, account)).toBe(401);
  });
});
