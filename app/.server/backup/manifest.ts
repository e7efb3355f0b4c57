import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { z } from "zod";
import { PHOTO_ID_PATTERN } from "../../signature/photo-url.ts";

export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "app.db";
/** the secret's file: in backups made before the secret was left out of them (ADR 031) */
export const SECRET_FILE = "auth-secret";
export const ORIGINALS_DIR = "photos/originals";

/** The only paths a backup may hold: a tampered manifest cannot name a file outside it. */
const BACKUP_PATH = new RegExp(
  `^(${DATABASE_FILE}|${SECRET_FILE}|${ORIGINALS_DIR}/${PHOTO_ID_PATTERN.source.slice(1, -1)}\\.png)$`,
);

export const BackupManifestSchema = z.object({
  format: z.literal("paraph-backup"),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  appName: z.string(),
  engine: z.literal("sqlite"),
  /** "object-storage": photos were in an S3 bucket and are not in this backup */
  photos: z.enum(["included", "object-storage"]),
  /** which server secret the backup needs (server-secret.ts secretId); the secret is not in it */
  secretId: z
    .string()
    .regex(/^[a-f0-9]{64}$/)
    .optional(),
  counts: z.object({
    signatures: z.number().int().min(0),
    users: z.number().int().min(0),
    photos: z.number().int().min(0),
  }),
  files: z
    .array(
      z.object({
        path: z.string().regex(BACKUP_PATH, "is not a file a backup may hold"),
        bytes: z.number().int().min(0),
        sha256: z.string().regex(/^[a-f0-9]{64}$/),
      }),
    )
    .refine((files) => files.some((file) => file.path === DATABASE_FILE), "lacks app.db")
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, "repeats a file"),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type BackupFile = BackupManifest["files"][number];

/** Expected failures of backup and restore: the scripts print the message and exit 1. */
export class BackupError extends Error {}

export function parseManifest(json: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} is not valid JSON`);
  }
  const parsed = BackupManifestSchema.safeParse(value);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new BackupError(
      `${MANIFEST_FILE} is not a Paraph backup manifest:\n  ${lines.join("\n  ")}`,
    );
  }
  return parsed.data;
}

/** SHA-256 and size of a file, streamed (photos and databases can be large). */
export async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** `20250601T120000Z`: sortable, no characters file systems dislike. */
export function compactUtcTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}
