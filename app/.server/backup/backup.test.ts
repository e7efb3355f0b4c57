import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerSecret, secretId } from "../server-secret.ts";
import { createBackup } from "./create-backup.ts";
import { BackupError, parseManifest } from "./manifest.ts";
import { restoreBackup } from "./restore-backup.ts";
import { databaseInUse } from "./sqlite-file.ts";

const PHOTO_ID = "0123456789abcdef01234567";
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A data directory with a small WAL database (2 users, 3 signatures), one photo, a secret. */
function instance() {
  const root = mkdtempSync(path.join(tmpdir(), "paraph-backup-unit-"));
  roots.push(root);
  const dataDir = path.join(root, "data");
  mkdirSync(path.join(dataDir, "photos", "originals"), { recursive: true });
  const database = new DatabaseSync(path.join(dataDir, "app.db"));
  database.exec(`PRAGMA journal_mode = WAL;
    CREATE TABLE "user" (id TEXT PRIMARY KEY);
    CREATE TABLE signature (id TEXT PRIMARY KEY, user_id TEXT);
    INSERT INTO "user" VALUES ('u1'), ('u2');
    INSERT INTO signature VALUES ('s1', 'u1'), ('s2', 'u1'), ('s3', 'u2');`);
  database.close();
  writeFileSync(path.join(dataDir, "photos", "originals", `${PHOTO_ID}.png`), "png bytes");
  writeFileSync(path.join(dataDir, "photos", "originals", `${PHOTO_ID}.png.abc123.tmp`), "partial");
  writeFileSync(path.join(dataDir, "auth-secret"), "s".repeat(43), { mode: 0o600 });
  const secret: ServerSecret = {
    value: "s".repeat(43),
    source: "DATA_DIR",
    file: path.join(dataDir, "auth-secret"),
  };
  const config = {
    databaseUrl: `file:${path.join(dataDir, "app.db")}`,
    dataDir,
    photosDir: path.join(dataDir, "photos"),
    appName: "Paraph",
  };
  return { root, dataDir, config, secret, target: path.join(root, "backups") };
}

describe("createBackup", () => {
  it("copies the database and photo originals, with counts, checksums and the secret's id", async () => {
    const { config, secret, target } = instance();
    const { dir, manifest, warnings } = await createBackup({
      config,
      secret,
      targetDir: target,
      photosInObjectStorage: false,
      now: new Date("2025-06-01T12:34:56.789Z"),
    });
    expect(dir).toBe(path.join(target, "paraph-backup-20250601T123456Z"));
    expect(warnings).toEqual([]);
    expect(manifest.counts).toEqual({ users: 2, signatures: 3, photos: 1 });
    expect(manifest.files.map((f) => f.path)).toEqual([
      "app.db",
      `photos/originals/${PHOTO_ID}.png`,
    ]);
    expect(manifest.secretId).toBe(secretId(secret.value));
    expect(readdirSync(dir).sort()).toEqual(["app.db", "manifest.json", "photos"]);
    expect(parseManifest(readFileSync(path.join(dir, "manifest.json"), "utf8"))).toEqual(manifest);
    expect(readdirSync(target)).toEqual(["paraph-backup-20250601T123456Z"]);
  });

  it("backs up the database only, with a warning, when photos are in object storage", async () => {
    const { config, secret, target } = instance();
    const { manifest, warnings } = await createBackup({
      config,
      secret,
      targetDir: target,
      photosInObjectStorage: true,
    });
    expect(manifest.photos).toBe("object-storage");
    expect(manifest.counts.photos).toBe(0);
    expect(manifest.files.map((f) => f.path)).toEqual(["app.db"]);
    expect(warnings.join()).toMatch(/S3_BUCKET is set: .*back the bucket up with its own tools/);
  });

  it("refuses PostgreSQL (use pg_dump) and a missing database", async () => {
    const { config, target } = instance();
    const refuse = (databaseUrl: string) =>
      createBackup({
        config: { ...config, databaseUrl },
        secret: null,
        targetDir: target,
        photosInObjectStorage: false,
      });
    await expect(refuse("postgres://db/paraph")).rejects.toThrow(
      /PostgreSQL: back it up with pg_dump/,
    );
    await expect(refuse("file:/nonexistent/app.db")).rejects.toThrow(BackupError);
  });

  it("skips, with a warning, a photo deleted between the listing and its copy", async () => {
    const { config, target, dataDir } = instance();
    const gone = `${"e".repeat(24)}.png`;
    // a dangling link: listed like a photo, gone when copied
    symlinkSync(path.join(dataDir, "deleted.png"), path.join(dataDir, "photos", "originals", gone));
    const { manifest, warnings } = await createBackup({
      config,
      secret: null,
      targetDir: target,
      photosInObjectStorage: false,
    });
    expect(warnings).toEqual([
      `Photo ${gone} was deleted during the backup: not included`,
      expect.stringMatching(/^No server secret is set/),
    ]);
    expect(manifest.secretId).toBeUndefined();
    expect(manifest.counts.photos).toBe(1);
    expect(manifest.files.map((f) => f.path)).not.toContain(`photos/originals/${gone}`);
  });

  it("leaves no partial backup behind when a step fails", async () => {
    const { config, target, dataDir } = instance();
    // an "original" that cannot be copied (a directory) fails the photo step
    mkdirSync(path.join(dataDir, "photos", "originals", `${"f".repeat(24)}.png`));
    await expect(
      createBackup({ config, secret: null, targetDir: target, photosInObjectStorage: false }),
    ).rejects.toThrow();
    expect(readdirSync(target)).toEqual([]);
  });
});

describe("restoreBackup", () => {
  it("restores into an empty data directory with nothing to move aside", async () => {
    const source = instance();
    const { dir } = await createBackup({
      config: source.config,
      secret: source.secret,
      targetDir: source.target,
      photosInObjectStorage: false,
    });
    const fresh = path.join(source.root, "fresh");
    mkdirSync(fresh);
    const config = {
      databaseUrl: `file:${path.join(fresh, "app.db")}`,
      dataDir: fresh,
      photosDir: path.join(fresh, "photos"),
    };
    // the secret comes with the environment (here AUTH_SECRET), never with the backup
    const secret = { ...source.secret, source: "AUTH_SECRET" as const, file: null };
    const result = await restoreBackup({ config, backupDir: dir, secret });
    expect(result.asideDir).toBeNull();
    expect(result.steps).toContain(
      "the server secret of AUTH_SECRET is the one this backup was made with",
    );
    expect(readdirSync(fresh).sort()).toEqual(["app.db", "photos"]);
    expect(readdirSync(path.join(fresh, "photos", "originals"))).toEqual([`${PHOTO_ID}.png`]);
    const database = new DatabaseSync(path.join(fresh, "app.db"), { readOnly: true });
    expect(database.prepare("SELECT count(*) AS n FROM signature").get()?.n).toBe(3);
    database.close();
  });

  it("needs the secret the backup was made with, unless told to restore without it", async () => {
    const { config, secret, target, dataDir } = instance();
    const { dir } = await createBackup({
      config,
      secret,
      targetDir: target,
      photosInObjectStorage: false,
    });
    const other = { value: "o".repeat(43), source: "AUTH_SECRET" as const, file: null };
    await expect(restoreBackup({ config, backupDir: dir, secret: null })).rejects.toThrow(
      /needs the server secret it was made with, and none is set.*Nothing was restored/s,
    );
    await expect(restoreBackup({ config, backupDir: dir, secret: other })).rejects.toThrow(
      /another secret than the one of AUTH_SECRET/,
    );
    // nothing was moved aside
    expect(readdirSync(dataDir).filter((name) => name.startsWith("before-restore"))).toEqual([]);
    const result = await restoreBackup({
      config,
      backupDir: dir,
      secret: other,
      newSecret: true,
    });
    expect(result.warnings.join()).toMatch(/every session ends/);
  });

  it("restores the secret a backup made before ADR 031 holds", async () => {
    const { config, secret, target, dataDir } = instance();
    const { dir, manifest } = await createBackup({
      config,
      secret,
      targetDir: target,
      photosInObjectStorage: false,
    });
    // such a backup listed its copy of the secret, and no id
    writeFileSync(path.join(dir, "auth-secret"), "k".repeat(43));
    const { secretId: _id, ...older } = manifest;
    const file = {
      path: "auth-secret",
      bytes: 43,
      sha256: createHash("sha256").update("k".repeat(43)).digest("hex"),
    };
    writeFileSync(
      path.join(dir, "manifest.json"),
      JSON.stringify({ ...older, files: [...manifest.files, file] }),
    );
    await restoreBackup({ config, backupDir: dir, secret: null });
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe("k".repeat(43));
  });

  it("refuses a manifest naming files outside a backup's layout, or without a database", async () => {
    const { config, secret, target } = instance();
    const { dir, manifest } = await createBackup({
      config,
      secret,
      targetDir: target,
      photosInObjectStorage: false,
    });
    const withFiles = (files: unknown) => {
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, files }));
      return restoreBackup({ config, backupDir: dir, secret });
    };
    const file = manifest.files[0]!;
    await expect(withFiles([file, { ...file, path: "../../etc/passwd" }])).rejects.toThrow(
      /not a file a backup may hold/,
    );
    await expect(withFiles([{ ...file, path: "auth-secret" }])).rejects.toThrow(/lacks app\.db/);
    writeFileSync(path.join(dir, "manifest.json"), "{");
    await expect(restoreBackup({ config, backupDir: dir, secret })).rejects.toThrow(
      /not valid JSON/,
    );
  });
});

describe("databaseInUse", () => {
  it("tells a database another process holds open from a free or unreadable one", async () => {
    const { dataDir } = instance();
    const file = path.join(dataDir, "app.db");
    expect(databaseInUse(file)).toBe("free");
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const d = new (require("node:sqlite").DatabaseSync)(process.argv[1]);
         d.exec("PRAGMA journal_mode = WAL"); d.prepare("SELECT 1").get();
         console.log("open"); setInterval(() => {}, 1000);`,
        file,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise((resolve) => holder.stdout.once("data", resolve));
      expect(databaseInUse(file)).toBe("in-use");
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(databaseInUse(file)).toBe("free");
    writeFileSync(file, "garbage that is not a database file at all");
    expect(databaseInUse(file)).toBe("unreadable");
  });
});
