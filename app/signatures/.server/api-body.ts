/** Largest JSON body the signature and render API read (413 beyond it). */
export const SIGNATURE_BODY_MAX_BYTES = 1024 * 1024;

/** Answers of the signature API are per user and change with every write. */
export const NO_STORE = { "cache-control": "no-store" } as const;

/**
 * Who calls the signature API: a session or an API key, within API_RATE_LIMIT requests a
 * minute per account (ADR 004, 031), declared by each endpoint (api/endpoint.ts).
 */
export const SIGNATURE_API = { caller: "either", rateLimit: "signatureApi" } as const;
