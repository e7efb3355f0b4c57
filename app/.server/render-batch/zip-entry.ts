// A file of a streamed ZIP, deflated by Node's zlib: fflate's `Zip` writes the archive,
// zlib compresses each entry in one native call. fflate's own ZipDeflate builds its tables
// for every entry: for a batch's 1,000 small files about 0.4 ms each and ~100 MB of garbage,
// where this takes about 0.05 ms (bench/render-batch.ts measures the whole call).
import { deflateRawSync, type ZlibOptions } from "node:zlib";

/**
 * Sized for files of a few kilobytes (a signature document is 2–6 KB): a 4 KB window and
 * small tables compress them as well as the defaults (32 KB, 256 KB of state, 16 KB output
 * chunks) while allocating a fraction of the memory per file, which the allocator otherwise
 * keeps as resident memory (about half the growth, measured on 1,000 files).
 */
const DEFLATE_OPTIONS: ZlibOptions = { level: 6, windowBits: 12, memLevel: 5, chunkSize: 4096 };

type Fflate = typeof import("fflate");

export type ZipEntryClass = new (filename: string) => InstanceType<Fflate["ZipPassThrough"]>;

/**
 * fflate's documented way to bring another compressor: a ZipPassThrough whose `process`
 * emits the compressed bytes (`push` still gets the original ones, for the size and CRC).
 * The parts are kept until the last one, then deflated as one stream.
 */
export function zlibZipEntry({ ZipPassThrough }: Fflate): ZipEntryClass {
  return class ZlibZipEntry extends ZipPassThrough {
    private parts: Uint8Array[] = [];

    constructor(filename: string) {
      super(filename);
      this.compression = 8; // deflate
    }

    protected override process(chunk: Uint8Array, final: boolean): void {
      this.parts.push(chunk);
      if (!final) return;
      const whole = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
      this.parts = [];
      this.ondata(null, deflateRawSync(whole, DEFLATE_OPTIONS), true);
    }
  };
}
