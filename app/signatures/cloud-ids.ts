// Local signatures that got their cloud id (./cloud-sync.ts adopts them): pages still holding
// the local id find the signature by it.
const idListeners = new Set<(from: string, to: string) => void>();
/** local id → cloud id, for pages still holding the local one */
const adopted = new Map<string, string>();

/** Called when a local signature gets its cloud id. */
export function onIdAdopted(listener: (from: string, to: string) => void): () => void {
  idListeners.add(listener);
  return () => idListeners.delete(listener);
}

/** The current id of a signature that may have moved to the cloud since. */
export function currentId(id: string): string {
  return adopted.get(id) ?? id;
}

/** The sync gave the local signature `from` its cloud id `to`. */
export function idAdopted(from: string, to: string): void {
  adopted.set(from, to);
  for (const listener of idListeners) listener(from, to);
}
