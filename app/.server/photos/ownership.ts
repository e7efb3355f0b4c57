// Who owns each hosted photo, and when a photo goes (ADR 012). The store holds the bytes;
// the `photo` and `photo_owner` tables (migration 0004) hold the facts:
// - an upload is owned by its account, or anonymously by the browser that sent it;
// - saving a signature that uses a photo the same browser uploaded moves it to the account;
// - deleting an account deletes the photos only it owned, at once;
// - housekeeping (collectPhotos) forgets anonymous owners, and account owners whose
//   signatures no longer use the photo, once the photo has gone unused for the retention
//   period, then deletes photos nobody owns.
import { type Kysely, sql } from "kysely";
import { photoIdOfUrl } from "../../signature/photo-url.ts";
import type { Database } from "../db/schema.ts";
import type { PhotoStore } from "./store.ts";

export type PhotoOwner = `user:${string}` | `browser:${string}` | "system" | "legacy";

export const userOwner = (userId: string): PhotoOwner => `user:${userId}`;
export const browserOwner = (browserId: string): PhotoOwner => `browser:${browserId}`;

/** A photo nobody owns is kept this long after its last use before it is deleted. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

type Db = Kysely<Database>;
const iso = (date: Date) => date.toISOString();

/**
 * Before the bytes are stored: the photo's row (used now) and this owner. Recording first
 * means a photo being uploaded always has an owner, so housekeeping never takes it.
 */
export async function recordPhotoOwner(
  db: Db,
  { id, bytes, owner }: { id: string; bytes: number; owner: PhotoOwner },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("photo")
    .values({ id, bytes, created_at: iso(now), last_used_at: iso(now) })
    .onConflict((oc) => oc.column("id").doUpdateSet({ last_used_at: iso(now) }))
    .execute();
  await db
    .insertInto("photo_owner")
    .values({ photo_id: id, owner, created_at: iso(now) })
    .onConflict((oc) => oc.columns(["photo_id", "owner"]).doNothing())
    .execute();
}

/**
 * A signed-in user saved a signature using `photoUrl` (a photo's, or a logo or banner
 * variant's URL: photoIdOfUrl): the photo counts as used, and if this browser uploaded it
 * anonymously, it becomes the account's (only the uploading browser can do that: knowing a
 * photo's public URL gives no claim on it).
 */
/** claimSignaturePhoto for each image of a signature: its photo, logo and banner. */
export async function claimSignatureImages(
  db: Db,
  {
    signature,
    userId,
    browserId,
  }: {
    signature: { photoUrl: string; logoUrl: string; bannerUrl: string };
    userId: string;
    browserId: string | null;
  },
): Promise<void> {
  for (const photoUrl of [signature.photoUrl, signature.logoUrl, signature.bannerUrl]) {
    await claimSignaturePhoto(db, { photoUrl, userId, browserId });
  }
}

export async function claimSignaturePhoto(
  db: Db,
  { photoUrl, userId, browserId }: { photoUrl: string; userId: string; browserId: string | null },
  now = new Date(),
): Promise<void> {
  const id = photoIdOfUrl(photoUrl);
  if (!id) return;
  await db.transaction().execute(async (trx) => {
    const touched = await trx
      .updateTable("photo")
      .set({ last_used_at: iso(now) })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0 || !browserId) return;
    const released = await trx
      .deleteFrom("photo_owner")
      .where("photo_id", "=", id)
      .where("owner", "=", browserOwner(browserId))
      .executeTakeFirst();
    if (Number(released.numDeletedRows) === 0) return;
    await trx
      .insertInto("photo_owner")
      .values({ photo_id: id, owner: userOwner(userId), created_at: iso(now) })
      .onConflict((oc) => oc.columns(["photo_id", "owner"]).doNothing())
      .execute();
  });
}

/** The photo was downloaded: it is in use (called at most once an hour per photo, see below). */
export async function markPhotoUsed(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable("photo")
    .set({ last_used_at: iso(now) })
    .where("id", "=", id)
    .execute();
}

/**
 * Remembers downloads without a write per download: the first download of a photo in an hour
 * (per process) marks it used. Bounded: past `maxEntries` photos the memory starts over.
 */
export function createPhotoUsage(
  db: Db,
  { intervalMs = 60 * 60 * 1000, maxEntries = 10_000 } = {},
) {
  const marked = new Map<string, number>();
  return (id: string, now = Date.now()): Promise<void> => {
    const last = marked.get(id);
    if (last !== undefined && now - last < intervalMs) return Promise.resolve();
    if (marked.size >= maxEntries) marked.clear();
    marked.set(id, now);
    return markPhotoUsed(db, id, new Date(now));
  };
}

/** Account deletion: the account's ownership goes, and the photos only it owned go now. */
export async function releaseUserPhotos(
  db: Db,
  store: PhotoStore,
  userId: string,
): Promise<number> {
  const owner = userOwner(userId);
  const owned = await db
    .selectFrom("photo_owner")
    .select("photo_id")
    .where("owner", "=", owner)
    .execute();
  await db.deleteFrom("photo_owner").where("owner", "=", owner).execute();
  return deleteUnowned(
    db,
    store,
    owned.map((row) => row.photo_id),
  );
}

export type CollectOptions = { now?: Date; retentionDays: number };
export type CollectResult = { releasedOwners: number; deletedPhotos: number };

/** Housekeeping: expires owners as the module header says, then deletes unowned photos. */
export async function collectPhotos(
  db: Db,
  store: PhotoStore,
  { now = new Date(), retentionDays }: CollectOptions,
): Promise<CollectResult> {
  const cutoff = iso(new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000));
  const unusedSince = db.selectFrom("photo").select("id").where("last_used_at", "<", cutoff);
  let releasedOwners = 0;
  // Accounts that no longer exist (a deletion interrupted before its photos were released).
  const gone = await db
    .deleteFrom("photo_owner")
    .where("owner", "like", "user:%")
    .where(sql<string>`substr(owner, 6)`, "not in", db.selectFrom("user").select("id"))
    .executeTakeFirst();
  releasedOwners += Number(gone.numDeletedRows);
  // Anonymous owners of photos unused for the retention period.
  const anonymous = await db
    .deleteFrom("photo_owner")
    .where((eb) => eb.or([eb("owner", "like", "browser:%"), eb("owner", "=", "legacy")]))
    .where("photo_id", "in", unusedSince)
    .executeTakeFirst();
  releasedOwners += Number(anonymous.numDeletedRows);
  // Accounts none of whose signatures, nor their teams' members, use the photo any more (a
  // member's photo from the directory is the team owner's), once it has gone unused.
  const unreferenced = await db
    .deleteFrom("photo_owner")
    .where("owner", "like", "user:%")
    .where("photo_id", "in", unusedSince)
    .where(({ not, exists, selectFrom, and }) =>
      and([
        not(
          exists(
            selectFrom("signature")
              .select(sql`1`.as("one"))
              .whereRef(sql<string>`'user:' || signature.user_id`, "=", "photo_owner.owner")
              .where("signature.fields", "like", sql<string>`'%' || photo_owner.photo_id || '%'`),
          ),
        ),
        not(
          exists(
            selectFrom("team_member")
              .innerJoin("team", "team.id", "team_member.team_id")
              .select(sql`1`.as("one"))
              .whereRef(sql<string>`'user:' || team.owner_id`, "=", "photo_owner.owner")
              .where("team_member.fields", "like", sql<string>`'%' || photo_owner.photo_id || '%'`),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  releasedOwners += Number(unreferenced.numDeletedRows);
  const orphans = await db
    .selectFrom("photo")
    .select("id")
    .where("last_used_at", "<", iso(new Date(now.getTime() - ORPHAN_GRACE_MS)))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("photo_owner").select("owner").whereRef("photo_id", "=", "photo.id"))),
    )
    .execute();
  const deletedPhotos = await deleteUnowned(
    db,
    store,
    orphans.map((row) => row.id),
  );
  return { releasedOwners, deletedPhotos };
}

/**
 * Deletes, among `ids`, each photo that still has no owner: its row (only if still unowned
 * at that moment, so a concurrent upload wins), then its files.
 */
async function deleteUnowned(db: Db, store: PhotoStore, ids: string[]): Promise<number> {
  let deleted = 0;
  for (const id of ids) {
    const result = await db
      .deleteFrom("photo")
      .where("id", "=", id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom("photo_owner").select("owner").whereRef("photo_id", "=", "photo.id")),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) continue;
    await store.deletePhoto(id);
    deleted += 1;
  }
  return deleted;
}

/**
 * Photos stored before they were tracked (or written by a crashed upload) get a row, owned
 * by `legacy` and used now: they then expire like anonymous uploads unless an account's
 * signature uses them.
 */
export async function adoptUntrackedPhotos(
  db: Db,
  store: PhotoStore,
  now = new Date(),
): Promise<number> {
  let adopted = 0;
  for await (const original of store.listOriginals()) {
    const known = await db
      .selectFrom("photo")
      .select("id")
      .where("id", "=", original.id)
      .executeTakeFirst();
    if (known) continue;
    await recordPhotoOwner(db, { id: original.id, bytes: 0, owner: "legacy" }, now);
    adopted += 1;
  }
  return adopted;
}
