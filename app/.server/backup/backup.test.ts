import { spawn } from "node:child_process";
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
  const config = {
    databaseUrl: `file:${path.join(dataDir, "app.db")}`,
    dataDir,
    photosDir: path.join(dataDir, "photos"),
    appName: "Paraph",
  };
  return { root, dataDir, config, target: path.join(root, "backups") };
}

describe("createBackup", () => {
  it("copies the database, photo originals and secret, with counts and checksums", async () => {
    const { config, target } = instance();
    const { dir, manifest, warnings } = await createBackup({
      config,
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
      "auth-secret",
    ]);
    expect(parseManifest(readFileSync(path.join(dir, "manifest.json"), "utf8"))).toEqual(manifest);
    expect(readdirSync(target)).toEqual(["paraph-backup-20250601T123456Z"]);
  });

  it("backs up the database only, with a warning, when photos are in object storage", async () => {
    const { config, target } = instance();
    const { manifest, warnings } = await createBackup({
      config,
      targetDir: target,
      photosInObjectStorage: true,
    });
    expect(manifest.photos).toBe("object-storage");
    expect(manifest.counts.photos).toBe(0);
    expect(manifest.files.map((f) => f.path)).toEqual(["app.db", "auth-secret"]);
    expect(warnings.join()).toMatch(/S3_BUCKET is set: .*back the bucket up with its own tools/);
  });

  it("refuses PostgreSQL (use pg_dump) and a missing database", async () => {
    const { config, target } = instance();
    const refuse = (databaseUrl: string) =>
      createBackup({
        config: { ...config, databaseUrl },
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
      targetDir: target,
      photosInObjectStorage: false,
    });
    expect(warnings).toEqual([`Photo ${gone} was deleted during the backup: not included`]);
    expect(manifest.counts.photos).toBe(1);
    expect(manifest.files.map((f) => f.path)).not.toContain(`photos/originals/${gone}`);
  });

  it("leaves no partial backup behind when a step fails", async () => {
    const { config, target, dataDir } = instance();
    // an "original" that cannot be copied (a directory) fails the photo step
    mkdirSync(path.join(dataDir, "photos", "originals", `${"f".repeat(24)}.png`));
    await expect(
      createBackup({ config, targetDir: target, photosInObjectStorage: false }),
    ).rejects.toThrow();
    expect(readdirSync(target)).toEqual([]);
  });
});

describe("restoreBackup", () => {
  it("restores into an empty data directory with nothing to move aside", async () => {
    const source = instance();
    const { dir } = await createBackup({
      config: source.config,
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
    const result = await restoreBackup({ config, backupDir: dir });
    expect(result.asideDir).toBeNull();
    expect(readdirSync(fresh).sort()).toEqual(["app.db", "auth-secret", "photos"]);
    expect(readdirSync(path.join(fresh, "photos", "originals"))).toEqual([`${PHOTO_ID}.png`]);
    const database = new DatabaseSync(path.join(fresh, "app.db"), { readOnly: true });
    expect(database.prepare("SELECT count(*) AS n FROM signature").get()?.n).toBe(3);
    database.close();
  });

  it("refuses a manifest naming files outside a backup's layout, or without a database", async () => {
    const { config, target } = instance();
    const { dir, manifest } = await createBackup({
      config,
      targetDir: target,
      photosInObjectStorage: false,
    });
    const withFiles = (files: unknown) => {
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, files }));
      return restoreBackup({ config, backupDir: dir });
    };
    const file = manifest.files[0]!;
    await expect(withFiles([file, { ...file, path: "../../etc/passwd" }])).rejects.toThrow(
      /not a file a backup may hold/,
    );
    await expect(withFiles([{ ...file, path: "auth-secret" }])).rejects.toThrow(/lacks app\.db/);
    writeFileSync(path.join(dir, "manifest.json"), "{");
    await expect(restoreBackup({ config, backupDir: dir })).rejects.toThrow(/not valid JSON/);
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
