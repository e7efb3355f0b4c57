import type { PublicUser } from "./use-public-config.ts";

// Who is signed in, asked once per page load by pages that were prerendered.
let probed: PublicUser | null | undefined;
let started = false;
const listeners = new Set<() => void>();

export function readProbe(): PublicUser | null | undefined {
  return probed;
}

export function subscribeProbe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startProbe(): void {
  if (started) return;
  started = true;
  void fetch("/api/v1/session", { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) return; // unknown: neither signed in nor out as far as we can tell
      const { user } = (await response.json()) as { user: PublicUser | null };
      probed = user;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // offline: stays unknown, the browser's copy is kept as it is
    });
}
