// The browser's calls to the cloud signatures API (docs/product.md#api), with the session cookie.
import { coerceSignatureFields, type SignatureFields } from "../signature/schema.ts";
import { parseDesignTeam, type StoredSignature } from "./signatures.ts";

/** A failed call: `offline` when the server could not be reached (or answered 5xx). */
export class CloudError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly offline: boolean;
  constructor(status: number, code: string, detail: string, offline: boolean) {
    super(detail);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.offline = offline;
  }
}

const BASE = "/api/v1/signatures";

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        // the server's messages (e.g. the plan limit) in the page's language
        "accept-language": document.documentElement.lang || "en",
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  } catch (error) {
    throw new CloudError(0, "offline", error instanceof Error ? error.message : "", true);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    detail?: unknown;
  } | null;
  throw new CloudError(
    response.status,
    typeof body?.code === "string" ? body.code : "",
    typeof body?.detail === "string" ? body.detail : response.statusText,
    response.status >= 500,
  );
}

/** A signature as the API returns it, in the browser's stored shape. */
export function fromCloud(value: unknown): StoredSignature | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== "string" || typeof record.userId !== "string") return null;
  const createdAt = typeof record.createdAt === "string" ? record.createdAt : "";
  const updatedAt = typeof record.updatedAt === "string" ? record.updatedAt : createdAt;
  const team = parseDesignTeam(record.team);
  return {
    ...coerceSignatureFields(record),
    id: record.id,
    userId: record.userId,
    createdAt,
    updatedAt,
    ...(team && { team }),
  };
}

function expectSignature(value: unknown): StoredSignature {
  const signature = fromCloud(value);
  if (!signature) throw new CloudError(500, "invalid_response", "Invalid response", true);
  return signature;
}

export async function listCloudSignatures(): Promise<StoredSignature[]> {
  const body: unknown = await (await call(BASE)).json();
  const list = Array.isArray(body) ? body : [];
  return list.map(fromCloud).filter((s): s is StoredSignature => s !== null);
}

/** `localId` makes the upload idempotent: a retry after a lost answer creates nothing new. */
export async function createCloudSignature(
  fields: SignatureFields,
  localId: string,
): Promise<StoredSignature> {
  const response = await call(BASE, {
    method: "POST",
    body: JSON.stringify(fields),
    headers: { "idempotency-key": localId },
  });
  return expectSignature(await response.json());
}

export async function updateCloudSignature(
  id: string,
  fields: SignatureFields,
): Promise<StoredSignature> {
  const response = await call(`${BASE}/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify(fields),
  });
  return expectSignature(await response.json());
}

export async function deleteCloudSignature(id: string): Promise<void> {
  try {
    await call(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" });
  } catch (error) {
    // Already gone is what we wanted.
    if (error instanceof CloudError && error.status === 404) return;
    throw error;
  }
}
