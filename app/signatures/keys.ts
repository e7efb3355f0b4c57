// Browser storage keys of docs/product.md#storage, kept as the seed named them.
export const STORAGE_KEYS = {
  user: "user",
  signatures: "userSignatures",
  userData: "userData",
  isPaid: "isPaid",
  hasFreeTemplate: "hasFreeTemplate",
} as const;

/** Cloud changes made while the account could not be reached, sent when it can (docs/product.md#storage). */
export const SYNC_QUEUE_KEY = "cloudSyncQueue";

/** Typed values not in the saved signatures yet (invalid fields, a template on trial), by id. */
export const DRAFTS_KEY = "signatureDrafts";

/** Where an unreadable `userSignatures` value is kept, so recovery never destroys data. */
export const CORRUPT_BACKUP_KEY = "userSignatures.unreadable";
