// Cloud changes waiting to be sent (docs/product.md#storage): made offline, or not sent yet. Kept in
// browser storage so a reload or another tab sends them.
import { SYNC_QUEUE_KEY } from "./keys.ts";
import { readValue, writeValue } from "./local-store.ts";

/** `upsert`: send the stored signature `id` (create when local, update when cloud). */
export type SyncOp = { op: "upsert" | "delete"; id: string };

function parseQueue(raw: string | null): SyncOp[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is SyncOp =>
        !!entry &&
        typeof entry === "object" &&
        (entry.op === "upsert" || entry.op === "delete") &&
        typeof entry.id === "string",
    );
  } catch {
    return [];
  }
}

export function readQueue(): SyncOp[] {
  return readValue(SYNC_QUEUE_KEY, parseQueue);
}

export function queueUpsert(id: string): void {
  const queue = readQueue();
  if (queue.some((entry) => entry.op === "upsert" && entry.id === id)) return;
  writeValue(SYNC_QUEUE_KEY, [...queue, { op: "upsert", id }]);
}

/** A delete replaces any pending upsert; local ids never reached the cloud, so need none. */
export function queueDelete(id: string, inCloud: boolean): void {
  const queue = readQueue().filter((entry) => entry.id !== id);
  writeValue(SYNC_QUEUE_KEY, inCloud ? [...queue, { op: "delete", id }] : queue);
}

export function dequeue(done: SyncOp): void {
  writeValue(
    SYNC_QUEUE_KEY,
    readQueue().filter((entry) => !(entry.op === done.op && entry.id === done.id)),
  );
}

/** A local id became a cloud id: pending work follows it. */
export function renameInQueue(from: string, to: string): void {
  const queue = readQueue();
  if (!queue.some((entry) => entry.id === from)) return;
  writeValue(
    SYNC_QUEUE_KEY,
    queue.map((entry) => (entry.id === from ? { ...entry, id: to } : entry)),
  );
}
