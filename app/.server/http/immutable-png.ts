// A PNG at an immutable URL (hosted photos and their variants, icons): cached for a year,
// its ETag from its content, 304 to a matching If-None-Match, fetchable from any origin.
import { createHash } from "node:crypto";

/** A strong ETag from the bytes: the same image always has the same one. */
export function pngEtag(png: Buffer): string {
  return `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;
}

export function immutablePngResponse(
  png: Buffer,
  ifNoneMatch: string | null,
  etag = pngEtag(png),
): Response {
  const headers = new Headers({
    "content-type": "image/png",
    "cache-control": "public, max-age=31536000, immutable",
    etag,
    "x-content-type-options": "nosniff",
    // Email clients and webmail fetch these from other origins.
    "cross-origin-resource-policy": "cross-origin",
  });
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("content-length", String(png.length));
  // Buffers from sharp and fs never sit on a SharedArrayBuffer; the view avoids a copy.
  const body = new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength);
  return new Response(body, { status: 200, headers });
}

/** RFC 9110 weak comparison, as If-None-Match requires. */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header
    .split(",")
    .map((candidate) => candidate.trim().replace(/^W\//, ""))
    .includes(etag);
}
