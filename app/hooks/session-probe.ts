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
  void fetch("/api/v1/me", { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (response.status === 401) probed = null;
      else if (response.ok) {
        const me = (await response.json()) as PublicUser;
        probed = {
          uid: me.uid,
          email: me.email,
          emailVerified: me.emailVerified,
          isPaid: me.isPaid,
          hasFreeTemplate: me.hasFreeTemplate,
        };
      } else return; // unknown: neither signed in nor out as far as we can tell
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // offline: stays unknown, the browser's copy is kept as it is
    });
}
