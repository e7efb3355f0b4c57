/** Largest JSON body the signature and render API read (413 beyond it). */
export const SIGNATURE_BODY_MAX_BYTES = 1024 * 1024;

/** Answers of the signature API are per user and change with every write. */
export const NO_STORE = { "cache-control": "no-store" } as const;
