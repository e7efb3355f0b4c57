import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../.server/db/connect.ts";
import type { UserTable } from "../../.server/db/schema.ts";

// API keys (docs/product.md#api, ADR 024): `psk_` and 43 random base64url characters (256 bits). The
// secret is shown once, at creation; the database keeps its SHA-256 (a fast hash is enough
// for a random secret of this length: there is nothing to guess) and its first characters.

export const KEY_PREFIX = "psk_";
const SECRET_BYTES = 32;
/** `psk_` and the base64url of 32 bytes */
export const KEY_FORMAT = /^psk_[A-Za-z0-9_-]{43}$/;
/** What the account page shows of a key: `psk_` and 8 characters. */
const SHOWN = KEY_PREFIX.length + 8;
/** Active keys an account may have at once. */
export const MAX_ACTIVE_KEYS = 20;
/** `last_used_at` is written at most this often per key. */
const LAST_USED_PRECISION_MS = 60_000;

export type ApiKey = {
  id: string;
  label: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
};

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** A new key for the user: its record, and the secret to show once. */
export async function createApiKey(
  { kysely }: Db,
  userId: string,
  label: string,
  now = new Date(),
): Promise<ApiKey & { secret: string }> {
  const secret = `${KEY_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  const key = {
    id: randomUUID(),
    label,
    prefix: secret.slice(0, SHOWN),
    createdAt: now.toISOString(),
    lastUsedAt: null,
  };
  await kysely
    .insertInto("api_key")
    .values({
      id: key.id,
      user_id: userId,
      label,
      prefix: key.prefix,
      secret_hash: hashSecret(secret),
      created_at: key.createdAt,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { ...key, secret };
}

/** The user's active keys, newest first. */
export async function listApiKeys({ kysely }: Db, userId: string): Promise<ApiKey[]> {
  const rows = await kysely
    .selectFrom("api_key")
    .select(["id", "label", "prefix", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

export async function countActiveKeys({ kysely }: Db, userId: string): Promise<number> {
  const row = await kysely
    .selectFrom("api_key")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Revokes one of the user's active keys at once; false when there is none with this id. */
export async function revokeApiKey(
  { kysely }: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const result = await kysely
    .updateTable("api_key")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The owner's columns read with its key, in the same query (caller.ts makes its caller). */
export type KeyOwner = Omit<UserTable, "id">;

export type KeyLookup =
  | { status: "active"; keyId: string; userId: string; owner: KeyOwner }
  | { status: "revoked" | "unknown" };

/**
 * Finds the key of a secret with its owner's row (one query: a key request is as cheap as a
 * session's, ADR 036), marking the key used (at most once a minute).
 */
export async function authenticateKey(
  { kysely }: Db,
  secret: string,
  now = new Date(),
): Promise<KeyLookup> {
  const row = await kysely
    .selectFrom("api_key")
    .innerJoin("user", "user.id", "api_key.user_id")
    .select([
      "api_key.id",
      "api_key.user_id",
      "api_key.revoked_at",
      "api_key.last_used_at",
      "user.email",
      "user.emailVerified",
      "user.isPaid",
      "user.hasFreeTemplate",
      "user.locale",
    ])
    .where("api_key.secret_hash", "=", hashSecret(secret))
    .executeTakeFirst();
  if (!row) return { status: "unknown" };
  if (row.revoked_at !== null) return { status: "revoked" };
  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
    await kysely
      .updateTable("api_key")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  const { email, emailVerified, isPaid, hasFreeTemplate, locale } = row;
  return {
    status: "active",
    keyId: row.id,
    userId: row.user_id,
    owner: { email, emailVerified, isPaid, hasFreeTemplate, locale },
  };
}
