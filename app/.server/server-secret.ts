// The server secret: it signs session cookies and seals what is kept at rest (Google service
// account keys, members' links: sealed.ts). It comes from AUTH_SECRET, else from the
// file AUTH_SECRET_FILE names (kept apart from DATA_DIR), else from DATA_DIR/auth-secret,
// generated at the first start so that `npm start` needs no configuration. Backups never hold
// it: they record only which secret they need (ADR 031, docs/production.md).
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const MIN_SECRET_LENGTH = 32;
/** The generated secret's file in DATA_DIR. */
export const DATA_DIR_SECRET_FILE = "auth-secret";

export type ServerSecret = {
  value: string;
  /** where it came from: the variable, the file it names, or DATA_DIR */
  source: "AUTH_SECRET" | "AUTH_SECRET_FILE" | "DATA_DIR";
  /** the file it was read from (null for AUTH_SECRET) */
  file: string | null;
};

/** A secret setting that cannot be used, with the variable to name. */
export class SecretSettingError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(message);
    this.variable = variable;
  }
}

type SecretSettings = { AUTH_SECRET?: string; AUTH_SECRET_FILE?: string };

/** The server secret of this environment, or null when DATA_DIR has none yet (scripts). */
export function findServerSecret(env: SecretSettings, dataDir: string): ServerSecret | null {
  if (env.AUTH_SECRET && env.AUTH_SECRET_FILE) {
    throw new SecretSettingError(
      "AUTH_SECRET_FILE",
      "set AUTH_SECRET or AUTH_SECRET_FILE, not both",
    );
  }
  if (env.AUTH_SECRET) return { value: env.AUTH_SECRET, source: "AUTH_SECRET", file: null };
  if (env.AUTH_SECRET_FILE) {
    const file = path.resolve(env.AUTH_SECRET_FILE);
    let value: string;
    try {
      value = readFileSync(file, "utf8").trim();
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new SecretSettingError("AUTH_SECRET_FILE", `cannot read ${file} (${reason})`);
    }
    if (value.length < MIN_SECRET_LENGTH) {
      throw new SecretSettingError(
        "AUTH_SECRET_FILE",
        `${file} must hold at least ${MIN_SECRET_LENGTH} characters`,
      );
    }
    return { value, source: "AUTH_SECRET_FILE", file };
  }
  const file = path.join(dataDir, DATA_DIR_SECRET_FILE);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= MIN_SECRET_LENGTH) return { value: existing, source: "DATA_DIR", file };
  } catch {
    // first start: no secret yet
  }
  return null;
}

/** The server secret, generated into DATA_DIR at the server's first start when none is set. */
export function serverSecret(env: SecretSettings, dataDir: string): ServerSecret {
  const found = findServerSecret(env, dataDir);
  if (found) return found;
  const file = path.join(dataDir, DATA_DIR_SECRET_FILE);
  const value = randomBytes(32).toString("base64url");
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, source: "DATA_DIR", file };
}

/** Whether the secret's file lies in DATA_DIR, beside (and in the copies of) what it protects. */
export function keptBesideData(file: string | null, dataDir: string): boolean {
  if (file === null) return false;
  const relative = path.relative(path.resolve(dataDir), file);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}

/**
 * Which secret a backup needs, without revealing it: an HMAC of a fixed label under the
 * secret, so that a restore can tell the right secret from another.
 */
export function secretId(secret: string): string {
  return createHmac("sha256", secret).update("paraph-backup-secret-id").digest("hex");
}

/**
 * What start-up says in production when the secret's file is in DATA_DIR (the default): it is
 * then beside what it seals and in every copy of the directory. Null when it is kept apart.
 */
export function secretBesideDataWarning({
  env,
  authSecretFile,
  dataDir,
}: {
  env: string;
  authSecretFile: string | null;
  dataDir: string;
}): { message: string; fields: Record<string, unknown> } | null {
  if (env !== "production" || !keptBesideData(authSecretFile, dataDir)) return null;
  return {
    message:
      "the server secret (sessions, sealed Google keys and member links) is kept in DATA_DIR, " +
      "beside what it protects: set AUTH_SECRET, or AUTH_SECRET_FILE to a file outside DATA_DIR " +
      "(docs/production.md)",
    fields: { file: authSecretFile, variables: ["AUTH_SECRET", "AUTH_SECRET_FILE"] },
  };
}
