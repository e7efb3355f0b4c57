import { coerceSignatureFields, type SignatureFields } from "../signature/schema.ts";
import { DEFAULT_TEMPLATE_ID, isProTemplate } from "../signature/templates.ts";
import { deleteDraft, keepDraftsOf, renameDraft, writeDraft } from "./drafts.ts";
import { CORRUPT_BACKUP_KEY, STORAGE_KEYS } from "./keys.ts";
import { readRaw, readValue, writeValue } from "./local-store.ts";
import { readIsPaid } from "./user.ts";

export type StoredSignature = SignatureFields & {
  id: string;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
};

export function newLocalId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `local-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Reads `userSignatures` whatever state it is in: entries of an older shape or with invalid
 * fields are repaired field by field; unreadable JSON is backed up, never thrown away.
 */
export function parseStoredSignatures(raw: string | null, now = new Date()): StoredSignature[] {
  if (raw === null || raw === "") return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    backupUnreadable(raw);
    return [];
  }
  const entries = Array.isArray(value)
    ? value
    : value && typeof value === "object"
      ? Object.values(value)
      : [];
  const seen = new Set<string>();
  const result: StoredSignature[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== "object") continue;
    const record = entry as Record<string, unknown>;
    let id = typeof record.id === "string" && record.id.length <= 64 ? record.id : newLocalId();
    if (seen.has(id)) id = newLocalId();
    seen.add(id);
    const createdAt = validDate(record.createdAt) ?? now.toISOString();
    result.push({
      ...coerceSignatureFields(record),
      id,
      userId: typeof record.userId === "string" ? record.userId : null,
      createdAt,
      updatedAt: validDate(record.updatedAt) ?? createdAt,
    });
  }
  return sortNewestFirst(result);
}

function validDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function backupUnreadable(raw: string) {
  try {
    if (readRaw(CORRUPT_BACKUP_KEY) === null) window.localStorage.setItem(CORRUPT_BACKUP_KEY, raw);
  } catch {
    // nowhere to keep it
  }
}

export function sortNewestFirst(list: StoredSignature[]): StoredSignature[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function listSignatures(): StoredSignature[] {
  return readValue(STORAGE_KEYS.signatures, (raw) => parseStoredSignatures(raw));
}

export function getSignature(id: string): StoredSignature | undefined {
  return listSignatures().find((signature) => signature.id === id);
}

function writeSignatures(list: StoredSignature[]) {
  writeValue(STORAGE_KEYS.signatures, sortNewestFirst(list));
}

export function createSignature(fields: SignatureFields, now = new Date()): StoredSignature {
  const stamp = now.toISOString();
  const signature: StoredSignature = {
    ...fields,
    id: newLocalId(),
    userId: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  writeSignatures([signature, ...listSignatures()]);
  return signature;
}

export function updateSignature(
  id: string,
  fields: SignatureFields,
  now = new Date(),
): StoredSignature | undefined {
  const list = listSignatures();
  const existing = list.find((signature) => signature.id === id);
  if (!existing) return undefined;
  const updated = { ...existing, ...fields, updatedAt: now.toISOString() };
  writeSignatures(list.map((signature) => (signature.id === id ? updated : signature)));
  return updated;
}

/**
 * A copy of a signature. The Pro template a signature owns is its own (DESIGN §8): without
 * the Pro plan the copy is saved with the default template and tries the Pro one (ADR 019).
 */
export function duplicateSignature(
  id: string,
  copyName: (name: string) => string,
  now = new Date(),
): StoredSignature | undefined {
  const source = getSignature(id);
  if (!source) return undefined;
  const { id: _id, userId: _userId, createdAt: _c, updatedAt: _u, ...fields } = source;
  const tried = isProTemplate(fields.template) && !readIsPaid() ? fields.template : null;
  const copy = createSignature(
    {
      ...fields,
      name: copyName(fields.name),
      template: tried ? DEFAULT_TEMPLATE_ID : fields.template,
    },
    now,
  );
  if (tried) writeDraft(copy.id, { template: tried });
  return copy;
}

export function deleteSignature(id: string): void {
  writeSignatures(listSignatures().filter((signature) => signature.id !== id));
  deleteDraft(id);
}

/** The whole list at once (the sign-in merge). */
export function replaceSignatures(list: StoredSignature[]): void {
  writeSignatures(list);
  keepDraftsOf(new Set(list.map((signature) => signature.id)));
}

/**
 * A local signature now lives in the cloud as `created`: it takes the cloud's id, owner and
 * creation date, and keeps what was typed meanwhile.
 */
export function adoptCloudIdentity(localId: string, created: StoredSignature): void {
  const list = listSignatures();
  writeSignatures(
    list.map((signature) =>
      signature.id === localId
        ? { ...signature, id: created.id, userId: created.userId, createdAt: created.createdAt }
        : signature,
    ),
  );
  renameDraft(localId, created.id);
}
