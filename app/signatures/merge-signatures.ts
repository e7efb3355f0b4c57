import type { StoredSignature } from "./signatures.ts";

export type MergeResult = {
  /** what this browser keeps, as `userSignatures` */
  list: StoredSignature[];
  /** local-only signatures to create in the cloud */
  upload: string[];
  /** cloud signatures whose local copy is newer, to send */
  update: string[];
};

/** Back in its account: no longer marked as kept for it. */
function unkept(signature: StoredSignature): StoredSignature {
  const { keptFor: _kept, ...rest } = signature;
  return rest;
}

/**
 * The sign-in merge of docs/product.md#storage for the account `uid`: a signature in both lists keeps its
 * newest version (the local photo URL wins when both have one); cloud-only ones are added;
 * local-only ones are kept and uploaded; a copy of this user's cloud signature that the cloud
 * no longer has was deleted elsewhere and goes; another account's leftovers go too. Signatures
 * kept in this browser for another account (ADR 028) stay, untouched and not uploaded; those
 * kept for this one come back to it.
 */
export function mergeSignatures(
  local: readonly StoredSignature[],
  cloud: readonly StoredSignature[],
  uid: string,
): MergeResult {
  const mine = local.filter((signature) => !signature.keptFor || signature.keptFor.uid === uid);
  const localById = new Map(mine.map((signature) => [signature.id, unkept(signature)]));
  const cloudIds = new Set(cloud.map((signature) => signature.id));
  const list: StoredSignature[] = local.filter(
    (signature) => signature.keptFor !== undefined && signature.keptFor.uid !== uid,
  );
  const update: string[] = [];
  for (const remote of cloud) {
    const copy = localById.get(remote.id);
    if (!copy) {
      list.push(remote);
      continue;
    }
    const localNewer = Date.parse(copy.updatedAt) > Date.parse(remote.updatedAt);
    const { team: _team, ...newest } = localNewer ? copy : remote;
    const photoUrl = copy.photoUrl || remote.photoUrl;
    list.push({
      ...newest,
      photoUrl,
      userId: remote.userId,
      createdAt: remote.createdAt,
      // whose design it is, the cloud knows
      ...(remote.team && { team: remote.team }),
    });
    if (localNewer || photoUrl !== remote.photoUrl) update.push(remote.id);
  }
  const upload: string[] = [];
  for (const copy of localById.values()) {
    if (cloudIds.has(copy.id) || copy.userId !== null) continue;
    list.push(copy);
    upload.push(copy.id);
  }
  return { list, upload, update };
}
