import { DatabaseSync } from "node:sqlite";
import type { Config } from "../env.ts";
import { BackupError } from "./manifest.ts";

/** The SQLite file behind DATABASE_URL; PostgreSQL and in-memory databases are refused. */
export function sqliteFile(config: Pick<Config, "databaseUrl">): string {
  if (/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    throw new BackupError(
      "DATABASE_URL is PostgreSQL: back it up with pg_dump (or your provider's point-in-time " +
        "recovery) and restore with pg_restore. npm run backup/restore cover SQLite and local photos.",
    );
  }
  const file = config.databaseUrl.replace(/^file:/, "");
  if (file === ":memory:" || file === "") {
    throw new BackupError("DATABASE_URL is an in-memory database: there is nothing to back up");
  }
  return file;
}

/** SQLite's companions of a database file, moved along with it. */
export const SIDE_FILES = ["-wal", "-shm", "-journal"];

/** Consistent copy of a live database (WAL readers never block writers, nor the reverse). */
export function vacuumInto(source: string, target: string): void {
  const database = new DatabaseSync(source, { readOnly: true });
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    database.prepare("VACUUM INTO ?").run(target);
  } finally {
    database.close();
  }
}

/** `PRAGMA integrity_check` and row counts of a database file, opened read-only. */
export function inspectDatabase(file: string): { ok: boolean; signatures: number; users: number } {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const check = database.prepare("PRAGMA integrity_check").all();
    const ok = check.length === 1 && check[0]?.integrity_check === "ok";
    const count = (table: string) => {
      const exists = database
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
        .get(table);
      if (!exists) return 0;
      return Number(database.prepare(`SELECT count(*) AS n FROM "${table}"`).get()?.n ?? 0);
    };
    return { ok, signatures: count("signature"), users: count("user") };
  } finally {
    database.close();
  }
}

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/**
 * Whether another process (a running server) has the database open. Every connection to a WAL
 * database holds a shared lock on the file, so an exclusive lock is refused while one exists;
 * the lock goes with the process, so a crashed server leaves no stale lock.
 * "unreadable": the file is not a database (corrupt): nothing to protect by refusing.
 */
export function databaseInUse(file: string): "free" | "in-use" | "unreadable" {
  let database: DatabaseSync | undefined;
  try {
    database = new DatabaseSync(file);
    database.exec("PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE");
    database.exec("ROLLBACK");
    return "free";
  } catch (error) {
    const code = (error as { errcode?: number }).errcode;
    if (code === SQLITE_BUSY || code === SQLITE_LOCKED) return "in-use";
    return "unreadable";
  } finally {
    database?.close();
  }
}
