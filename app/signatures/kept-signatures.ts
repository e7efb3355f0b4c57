// Nothing a person made leaves this browser at sign-out without their say (issue 20, ADR 028).
// The signatures of the signed-in account that exist only here (never accepted by the cloud,
// changes not sent yet, typing not saved) are kept, marked with the account they belong to:
// they go back to it at its next sign-in here, and never into another account.
import { readDrafts } from "./drafts.ts";
import { DRAFTS_KEY, STORAGE_KEYS } from "./keys.ts";
import { removeValue } from "./local-store.ts";
import { forgetSignedInUser, readStoredUser, type StoredUser } from "./session-user.ts";
import {
  type KeptFor,
  listSignatures,
  replaceSignatures,
  type StoredSignature,
} from "./signatures.ts";
import { readQueue } from "./sync-queue.ts";

/** Kept here for another account than `uid` (or for any account, when signed out). */
export function isKeptForAnother(signature: StoredSignature, uid: string | null): boolean {
  return signature.keptFor !== undefined && signature.keptFor.uid !== uid;
}

/** Whether `signature` is the account `uid`'s: its cloud copy, or made here while it was signed in. */
function belongsTo(signature: StoredSignature, uid: string): boolean {
  if (signature.keptFor) return signature.keptFor.uid === uid;
  return signature.userId === null || signature.userId === uid;
}

/**
 * The signed-in account's signatures that exist only in this browser: never in the cloud
 * (refused by the plan, offline), with changes not sent yet, or with typing not saved.
 */
export function signaturesOnlyHere(user: StoredUser | null = readStoredUser()): StoredSignature[] {
  if (!user) return [];
  const pending = new Set(readQueue().flatMap((op) => (op.op === "upsert" ? [op.id] : [])));
  const drafts = readDrafts();
  return listSignatures().filter(
    (signature) =>
      belongsTo(signature, user.uid) &&
      (signature.userId === null ||
        signature.keptFor !== undefined ||
        pending.has(signature.id) ||
        drafts[signature.id] !== undefined),
  );
}

/**
 * Signing out (or the session ended elsewhere, or another account signs in): the signed-in
 * account's copies of its cloud signatures leave this browser; those that exist only here stay,
 * kept for it, unless the person chose to take them away (`keep: false`, after downloading
 * them). Signatures kept for other accounts stay as they are.
 */
export function setAsideSignedInUser({ keep }: { keep: boolean }): void {
  const user = readStoredUser();
  if (user) {
    const onlyHere = new Set(signaturesOnlyHere(user).map((signature) => signature.id));
    const keptFor: KeptFor = { uid: user.uid, email: user.email };
    const remaining = listSignatures().flatMap((signature): StoredSignature[] => {
      if (!belongsTo(signature, user.uid)) return [signature];
      if (!keep || !onlyHere.has(signature.id)) return [];
      return [{ ...signature, keptFor }];
    });
    // Nothing kept: the browser forgets the list altogether, as before any sign-in.
    if (remaining.length > 0) replaceSignatures(remaining);
    else for (const key of [STORAGE_KEYS.signatures, DRAFTS_KEY]) removeValue(key);
  }
  forgetSignedInUser();
}
