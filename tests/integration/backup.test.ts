import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../../app/.server/photos/test-images.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { signatureApi, TEST_PASSWORD } from "../support/signatures-api.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs `npm run backup` / `npm run restore`'s script the way npm does, on one data directory. */
async function script(name: "backup" | "restore", args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir };
  for (const key of ["DATABASE_URL", "AUTH_SECRET", "S3_BUCKET"]) delete env[key];
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every file under a directory with its content, to show that a refused restore changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file).toString("base64");
  }
  return files;
}

describe("npm run backup / npm run restore (SQLite and local photos)", () => {
  const work = mkdtempSync(path.join(tmpdir(), "paraph-backup-test-"));
  const dataDir = path.join(work, "data");
  const backups = path.join(work, "backups");
  let port: number;
  let server: RunningServer | undefined;
  const start = async () =>
    startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });

  beforeAll(async () => {
    port = await freePort();
    server = await start();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it("backs up a running server and restores its users, signatures, photos and sessions", {
    timeout: 60_000,
  }, async () => {
    if (!server) throw new Error("no server");
    const email = uniqueEmail("backup");
    const api = signatureApi(server.url);
    await api.register(email);
    const created = await api.create({ fullName: "Ada Lovelace", jobTitle: "Analyst" });
    expect(created.status).toBe(201);
    const signature = (await created.json()) as { id: string };
    const form = new FormData();
    const upload = new Blob([new Uint8Array(await pngImage())], { type: "image/png" });
    form.append("photo", upload, "me.png");
    const uploaded = await fetch(`${server.url}/api/v1/photos`, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: string };
    const photoPath = `/photos/${photo.id}.png`;
    const photoBytes = Buffer.from(await (await fetch(`${server.url}${photoPath}`)).arrayBuffer());
    // a variant too: it is regenerated on demand, so not backed up
    expect(
      (await fetch(`${server.url}/photos/${photo.id}/circle-none-000000-0-80.png`)).status,
    ).toBe(200);

    // Backup while the server runs.
    const backup = await script("backup", [backups], dataDir);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const backupDir = backup.stdout.trim().split("\n").at(-1)!;
    expect(path.dirname(backupDir)).toBe(backups);
    expect(path.basename(backupDir)).toMatch(/^paraph-backup-\d{8}T\d{6}Z$/);
    expect(readdirSync(backups)).toEqual([path.basename(backupDir)]); // no temporary left
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({
      format: "paraph-backup",
      version: 1,
      appName: "Paraph",
      engine: "sqlite",
      photos: "included",
      counts: { users: 1, signatures: 1 },
    });
    const paths = manifest.files.map((file: { path: string }) => file.path);
    expect(paths).toContain("app.db");
    // the server secret stays out of backups (ADR 031): the manifest only says which one
    expect(paths).not.toContain("auth-secret");
    expect(manifest.secretId).toMatch(/^[a-f0-9]{64}$/);
    expect(paths).toContain(`photos/originals/${photo.id}.png`);
    expect(paths.filter((p: string) => p.includes("variants"))).toEqual([]);
    expect(manifest.counts.photos).toBe(
      paths.filter((p: string) => p.startsWith("photos/")).length,
    );
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);

    // A running server's database is not replaced.
    const before = snapshot(dataDir);
    const busy = await script("restore", [backupDir], dataDir);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(/in use by a running server: stop the server first/);
    expect(snapshot(dataDir)).toEqual(before);

    // The server stops; its data is lost: garbage database, no photos, no secret (the
    // operator kept a copy of the secret apart from the backups, as the backup said).
    await server.stop();
    server = undefined;
    const keptSecret = path.join(work, "kept-secret");
    renameSync(path.join(dataDir, "auth-secret"), keptSecret);
    writeFileSync(path.join(dataDir, "app.db"), "this is not a database");
    rmSync(path.join(dataDir, "photos"), { recursive: true });

    // A backup with one byte changed is refused and changes nothing.
    const tampered = path.join(work, "tampered");
    cpSync(backupDir, tampered, { recursive: true });
    const tamperedPhoto = path.join(tampered, "photos", "originals", `${photo.id}.png`);
    const bytes = readFileSync(tamperedPhoto);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0x01;
    writeFileSync(tamperedPhoto, bytes);
    const lost = snapshot(dataDir);
    const refused = await script("restore", [tampered], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`photos/originals/${photo.id}.png: checksum mismatch`);
    expect(refused.stderr).toContain("nothing was restored");
    expect(snapshot(dataDir)).toEqual(lost);

    // Without its secret the backup is not restored; with it, it is, and what was there is
    // kept aside.
    const withoutSecret = await script("restore", [backupDir], dataDir);
    expect(withoutSecret.code).toBe(1);
    expect(withoutSecret.stderr).toContain("needs the server secret it was made with");
    renameSync(keptSecret, path.join(dataDir, "auth-secret"));
    const restored = await script("restore", [backupDir], dataDir);
    expect(restored.stderr).toMatch(/current database .* is not readable; it is moved aside/);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/restored .*app\.db \(1 users, 1 signatures\)/);
    const aside = readdirSync(dataDir).filter((name) => name.startsWith("before-restore-"));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, aside[0]!, "app.db"), "utf8")).toBe(
      "this is not a database",
    );

    // A new server on the restored data: the old session still works, so does the password.
    server = await start();
    const listed = await api.list();
    expect(listed.status).toBe(200);
    expect((await listed.json()) as Array<{ id: string }>).toMatchObject([{ id: signature.id }]);
    const again = signatureApi(server.url);
    const login = await again.post("/api/auth/login", { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(((await (await again.list()).json()) as Array<{ id: string }>).map((s) => s.id)).toEqual(
      [signature.id],
    );
    const served = await fetch(`${server.url}${photoPath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photoBytes)).toBe(true);
    expect(existsSync(path.join(dataDir, "photos", "variants"))).toBe(false);
  });
});
