import type { StoredSignature } from "./signatures.ts";

export type MergeResult = {
  /** what this browser keeps, as `userSignatures` */
  list: StoredSignature[];
  /** local-only signatures to create in the cloud */
  upload: string[];
  /** cloud signatures whose local copy is newer, to send */
  update: string[];
};

/**
 * The sign-in merge of DESIGN §5: a signature in both lists keeps its newest version (the
 * local photo URL wins when both have one); cloud-only ones are added; local-only ones are
 * kept and uploaded; a copy of this user's cloud signature that the cloud no longer has was
 * deleted elsewhere and goes; another account's leftovers go too.
 */
export function mergeSignatures(
  local: readonly StoredSignature[],
  cloud: readonly StoredSignature[],
): MergeResult {
  const localById = new Map(local.map((signature) => [signature.id, signature]));
  const cloudIds = new Set(cloud.map((signature) => signature.id));
  const list: StoredSignature[] = [];
  const update: string[] = [];
  for (const remote of cloud) {
    const mine = localById.get(remote.id);
    if (!mine) {
      list.push(remote);
      continue;
    }
    const localNewer = Date.parse(mine.updatedAt) > Date.parse(remote.updatedAt);
    const newest = localNewer ? mine : remote;
    const photoUrl = mine.photoUrl || remote.photoUrl;
    list.push({ ...newest, photoUrl, userId: remote.userId, createdAt: remote.createdAt });
    if (localNewer || photoUrl !== remote.photoUrl) update.push(remote.id);
  }
  const upload: string[] = [];
  for (const mine of local) {
    if (cloudIds.has(mine.id) || mine.userId !== null) continue;
    list.push(mine);
    upload.push(mine.id);
  }
  return { list, upload, update };
}
