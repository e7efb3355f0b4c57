// A zip archive (.xlsx, .docx…) read from memory without trusting it: the central directory
// gives names and where each entry's data starts, but the sizes it declares are never used to
// bound anything. An entry is inflated in small slices and the bytes that come out are counted
// against one budget for the whole archive: the first byte past it stops the inflation.
import { Inflate } from "fflate";

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated (any other is refused when read) */
  method: number;
  /** where the entry's data starts in the archive, and how many bytes it takes there */
  dataOffset: number;
  compressedSize: number;
};

/** The archive is not one this reader accepts: truncated, corrupt, encrypted, exotic. */
export class ZipUnreadableError extends Error {
  constructor(detail: string) {
    super(`zip unreadable: ${detail}`);
    this.name = "ZipUnreadableError";
  }
}

/** The entries read so far unpack to more than the budget allows. */
export class ZipBudgetError extends Error {
  constructor(maxBytes: number) {
    super(`zip entries unpack to more than ${maxBytes} bytes`);
    this.name = "ZipBudgetError";
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
/**
 * Compressed bytes handed to the inflater at once: at deflate's best ratio (about 1:1032) one
 * slice comes out as 4 MB at most, counted before the next slice goes in.
 */
const INFLATE_SLICE = 4 * 1024;

/** The entries of the archive's central directory; throws ZipUnreadableError. */
export function readZipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new ZipUnreadableError("zip64 directory");
  if (count > maxEntries) throw new ZipUnreadableError(`more than ${maxEntries} entries`);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) {
      throw new ZipUnreadableError("broken central directory");
    }
    const flags = view.getUint16(at + 8, true);
    if (flags & 0x1) throw new ZipUnreadableError("encrypted entry");
    const method = view.getUint16(at + 10, true);
    let compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    let localOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) {
      ({ compressedSize, localOffset } = zip64Sizes(view, at, nameLength, extraLength, {
        compressedSize,
        localOffset,
      }));
    }
    entries.push({
      name,
      method,
      compressedSize,
      dataOffset: localDataOffset(view, localOffset, compressedSize),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const last = view.byteLength - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw new ZipUnreadableError("no end of central directory");
}

/** The real sizes of an entry the directory marks as Zip64 (0xFFFFFFFF), from its extra field. */
function zip64Sizes(
  view: DataView,
  at: number,
  nameLength: number,
  extraLength: number,
  sizes: { compressedSize: number; localOffset: number },
): { compressedSize: number; localOffset: number } {
  const uncompressedIs64 = view.getUint32(at + 24, true) === 0xffffffff;
  let field = at + 46 + nameLength;
  const fieldsEnd = field + extraLength;
  while (field + 4 <= fieldsEnd) {
    const id = view.getUint16(field, true);
    const size = view.getUint16(field + 2, true);
    if (id === ZIP64_EXTRA) {
      // In this order, each present only when its 32-bit field says 0xFFFFFFFF.
      let value = field + 4 + (uncompressedIs64 ? 8 : 0);
      let { compressedSize, localOffset } = sizes;
      if (compressedSize === 0xffffffff) {
        compressedSize = safeUint64(view, value);
        value += 8;
      }
      if (localOffset === 0xffffffff) localOffset = safeUint64(view, value);
      return { compressedSize, localOffset };
    }
    field += 4 + size;
  }
  throw new ZipUnreadableError("zip64 sizes missing");
}

function safeUint64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(view.byteLength)) throw new ZipUnreadableError("zip64 size out of range");
  return Number(value);
}

function localDataOffset(view: DataView, offset: number, compressedSize: number): number {
  if (offset + 30 > view.byteLength || view.getUint32(offset, true) !== LOCAL_HEADER) {
    throw new ZipUnreadableError("broken local header");
  }
  const start = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
  if (start + compressedSize > view.byteLength) throw new ZipUnreadableError("truncated entry");
  return start;
}

/** Bytes left to unpack, shared by every entry read from one archive. */
export type InflateBudget = { readonly maxBytes: number; used: number };

export function inflateBudget(maxBytes: number): InflateBudget {
  return { maxBytes, used: 0 };
}

/**
 * Unpacks `entry`, handing each piece to `onData` as it comes out; throws ZipBudgetError as
 * soon as the budget is passed (nothing past it is handed on) and ZipUnreadableError for an
 * unknown method, corrupt data, or deflated data that ends early.
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  onData: (chunk: Uint8Array) => void,
): void {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const count = (chunk: Uint8Array) => {
    budget.used += chunk.byteLength;
    if (budget.used > budget.maxBytes) throw new ZipBudgetError(budget.maxBytes);
  };
  if (entry.method === 0) {
    for (let at = 0; at < data.byteLength; at += INFLATE_SLICE) {
      const chunk = data.subarray(at, at + INFLATE_SLICE);
      count(chunk);
      onData(chunk);
    }
    return;
  }
  if (entry.method !== 8) throw new ZipUnreadableError(`compression method ${entry.method}`);
  let finished = false;
  // An error of the budget or of `onData` goes through the inflater: told apart from its own.
  let passedOn: { error: unknown } | null = null;
  const inflater = new Inflate((chunk, final) => {
    try {
      count(chunk);
      onData(chunk);
    } catch (error) {
      passedOn = { error };
      throw error;
    }
    if (final) finished = true;
  });
  try {
    for (let at = 0; at < data.byteLength; at += INFLATE_SLICE) {
      const last = at + INFLATE_SLICE >= data.byteLength;
      inflater.push(data.subarray(at, at + INFLATE_SLICE), last);
    }
    if (data.byteLength === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (passedOn) throw (passedOn as { error: unknown }).error;
    throw new ZipUnreadableError(`corrupt deflate data (${(error as Error).message})`);
  }
  if (!finished) throw new ZipUnreadableError("deflate data ends early");
}
