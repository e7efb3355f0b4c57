// The limits of POST /api/v1/render/batch (issue 11).

/** People in one batch; the 501st is refused (422) before anything is rendered. */
export const BATCH_MAX_PEOPLE = 500;

/** Largest body read, JSON or CSV (413 beyond it, the declared length checked first). */
export const BATCH_BODY_MAX_BYTES = 2 * 1024 * 1024;
