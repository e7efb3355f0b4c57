// What a page load does with the session the root loader found (docs/product.md#storage, ADR 008, 028):
// signed in, the user is stored and the list merged with the cloud; signed out, what a
// previous sign-in left here is set aside (its signatures that exist only here are kept).
// The signature code (and the schema it validates with) loads only when there is something
// to do: anonymous pages stay light.
import {
  readStoredUser,
  type SignedInUser,
  setPageAccount,
  storeSignedInUser,
} from "./session-user.ts";

const setAside = async () =>
  (await import("./kept-signatures.ts")).setAsideSignedInUser({ keep: true });

/** Resolves once the sign-in merge has run (at once when signed out). */
export async function followSession(user: SignedInUser | null): Promise<void> {
  setPageAccount(user);
  const previous = readStoredUser();
  if (user === null) {
    // The session ended elsewhere (expired, revoked, signed out in another browser).
    if (previous) await setAside();
    return;
  }
  // Another account's signatures must not be merged into this one: they are set aside for it.
  if (previous && previous.uid !== user.uid) await setAside();
  storeSignedInUser(user);
  const sync = await import("./cloud-sync.ts");
  await sync.syncWithCloud();
}
