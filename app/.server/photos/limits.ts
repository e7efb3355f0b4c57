// Limits of the photo pipeline (docs/product.md#signature "Photos").

/** Largest accepted upload (the file itself). */
export const PHOTO_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope when judging a request by its Content-Length. */
export const PHOTO_MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Decoded-pixel limit, checked from the header before any pixel is decoded. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/**
 * Stored originals fit in this square (never enlarged): twice the widest banner
 * (BANNER_MAX in photo-url.ts), so a full-width banner still has 2× pixels.
 */
export const PHOTO_MAX_DIMENSION = 1200;
/** A decode or render taking longer than this is abandoned. */
export const PHOTO_PROCESSING_TIMEOUT_SECONDS = 15;
/**
 * Decodes running at once in this process (each may hold a full 40-megapixel frame, ~160 MB,
 * when EXIF rotation needs random access); further uploads wait their turn.
 */
export const PHOTO_MAX_CONCURRENT_DECODES = 2;
/**
 * Rendered variants kept per photo; storing one more evicts the oldest. Anyone may ask for
 * any colour of a known photo, so without a cap one photo could fill the store.
 */
export const MAX_VARIANTS_PER_PHOTO = 24;
