// The test issuer's storage (oidc-provider's adapter interface): sessions, interactions,
// grants, codes and tokens of one issuer, in a Map that lives as long as the issuer. Written
// out rather than oidc-provider's built-in development store, which is shared by every issuer
// of the process and prints a warning at each start.

type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string };
type Entry = { payload: Payload; expiresAt: number };

/** An adapter factory (`adapter` in the provider's configuration) over one store. */
export function createOidcStore(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const live = (key: string): Payload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };
  const find = (predicate: (payload: Payload) => boolean, model: string) => {
    for (const key of entries.keys()) {
      if (!key.startsWith(`${model}:`)) continue;
      const payload = live(key);
      if (payload && predicate(payload)) return payload;
    }
    return undefined;
  };

  return (model: string) => ({
    async upsert(id: string, payload: Payload, expiresInSeconds?: number) {
      const expiresAt = expiresInSeconds ? now() + expiresInSeconds * 1000 : Infinity;
      entries.set(`${model}:${id}`, { payload, expiresAt });
    },
    async find(id: string) {
      return live(`${model}:${id}`);
    },
    async findByUid(uid: string) {
      return find((payload) => payload.uid === uid, model);
    },
    async findByUserCode(userCode: string) {
      return find((payload) => payload.userCode === userCode, model);
    },
    async consume(id: string) {
      const payload = live(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(now() / 1000);
    },
    async destroy(id: string) {
      entries.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of entries) {
        if (entry.payload.grantId === grantId) entries.delete(key);
      }
    },
  });
}
