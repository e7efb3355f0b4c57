// Recognises the accepted formats from their first bytes, so only the JPEG, PNG, GIF, WebP
// and AVIF decoders ever see untrusted bytes (sharp would otherwise also parse SVG, TIFF…).

export const ACCEPTED_PHOTO_FORMATS = ["jpeg", "png", "gif", "webp", "avif"] as const;
export type PhotoFormat = (typeof ACCEPTED_PHOTO_FORMATS)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(["avif", "avis"]);

export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  const head = ascii(bytes, 0, 6);
  if (head === "GIF87a" || head === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** ISO-BMFF `ftyp` box whose major or compatible brands include `avif` / `avis`. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length, 256);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return "";
  return String.fromCharCode(...bytes.subarray(start, end));
}
