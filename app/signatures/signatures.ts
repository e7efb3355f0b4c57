import {
  coerceSignatureFields,
  type SignatureFields,
  type SignatureLanguage,
} from "../signature/schema.ts";
import { DEFAULT_TEMPLATE_ID, isProTemplate } from "../signature/templates.ts";
import { deleteDraft, keepDraftsOf, renameDraft, writeDraft } from "./drafts.ts";
import { CORRUPT_BACKUP_KEY, STORAGE_KEYS } from "./keys.ts";
import { readRaw, readValue, writeValue } from "./local-store.ts";
import { accountOfStalePage } from "./session-user.ts";
import { readIsPaid } from "./user.ts";

/** An account a signature was kept in this browser for, when it signed out (ADR 028). */
export type KeptFor = { uid: string; email: string };

/** The team whose design a cloud signature is (ADR 027, 028). */
export type DesignTeam = { id: string; name: string };

export type StoredSignature = SignatureFields & {
  id: string;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * Set when the signature existed only in this browser as `keptFor`'s account signed out: it
   * goes back to that account at its next sign-in here, and to no other account.
   */
  keptFor?: KeptFor;
  /** a team's design: listed with its team, not among personal signatures */
  team?: DesignTeam;
};

/** The fields of a stored signature, without its identity, dates and where it belongs. */
export function signatureFields(signature: StoredSignature): SignatureFields {
  const {
    id: _id,
    userId: _userId,
    createdAt: _c,
    updatedAt: _u,
    keptFor: _keptFor,
    team: _team,
    ...fields
  } = signature;
  return fields;
}

function parseKeptFor(value: unknown): KeptFor | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { uid, email } = value as Record<string, unknown>;
  if (typeof uid !== "string" || typeof email !== "string") return undefined;
  return { uid: uid.slice(0, 255), email: email.slice(0, 254) };
}

/** The `team` of a stored or cloud signature, when it is a team's design. */
export function parseDesignTeam(value: unknown): DesignTeam | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { id, name } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof name !== "string") return undefined;
  return { id: id.slice(0, 64), name: name.slice(0, 120) };
}

export function newLocalId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `local-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Reads `userSignatures` whatever state it is in: entries of an older shape or with invalid
 * fields are repaired field by field; unreadable JSON is backed up, never thrown away.
 */
export function parseStoredSignatures(
  raw: string | null,
  now = new Date(),
  fallbackLanguage: SignatureLanguage = pageLanguage(),
): StoredSignature[] {
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
    const keptFor = parseKeptFor(record.keptFor);
    const team = parseDesignTeam(record.team);
    result.push({
      // one stored before signatures had a language was shown in the interface's: it keeps it
      ...coerceSignatureFields({ language: fallbackLanguage, ...record }),
      id,
      userId: typeof record.userId === "string" ? record.userId : null,
      createdAt,
      updatedAt: validDate(record.updatedAt) ?? createdAt,
      ...(keptFor && { keptFor }),
      ...(team && { team }),
    });
  }
  return sortNewestFirst(result);
}

/** The language of the page (the interface's), "en" outside a browser. */
function pageLanguage(): SignatureLanguage {
  return globalThis.document?.documentElement.lang === "fr" ? "fr" : "en";
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

/**
 * Stores a new signature. A page of an account that has signed out in another tab since it
 * loaded makes it for that account (kept for it), not for whoever signs in next.
 */
export function createSignature(fields: SignatureFields, now = new Date()): StoredSignature {
  const stamp = now.toISOString();
  const keptFor = accountOfStalePage();
  const signature: StoredSignature = {
    ...fields,
    id: newLocalId(),
    userId: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...(keptFor && { keptFor }),
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
 * A copy of a signature. The Pro template a signature owns is its own (docs/product.md#plans): without
 * the Pro plan the copy is saved with the default template and tries the Pro one (ADR 019).
 */
export function duplicateSignature(
  id: string,
  copyName: (name: string) => string,
  now = new Date(),
): StoredSignature | undefined {
  const source = getSignature(id);
  if (!source) return undefined;
  const fields = signatureFields(source);
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
    list.map((signature) => {
      if (signature.id !== localId) return signature;
      const { keptFor: _kept, ...uploaded } = signature;
      return { ...uploaded, id: created.id, userId: created.userId, createdAt: created.createdAt };
    }),
  );
  renameDraft(localId, created.id);
}
