// The one way the server parses an untrusted file: `app.untrustedFiles.parse("roster", bytes)`
// runs the named parser (parsers.ts) in the worker pool (pool.ts) with its limits.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { UntrustedParserName, UntrustedParserResult, UntrustedTask } from "./parsers.ts";
import { createWorkerPool, type PoolOutcome, type WorkerPoolLimits } from "./pool.ts";

export const UNTRUSTED_FILE_LIMITS: WorkerPoolLimits = {
  // One core stays with the event loop; a second parser thread only where there are 3 cores.
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  queue: 16,
  // The slowest file the parsers meet (a bomb refused at 64 MB unpacked) takes about 1 s of
  // CPU; the threads run at a lower priority than the event loop (pool.ts), so wall time
  // stretches on a busy machine: far more than that, and still an end.
  timeoutMs: 30_000,
  // The parsers' own limits keep far below it: 64 MB unpacked, 8 M characters of cells.
  heapMb: 256,
  idleMs: 30_000,
};

export type UntrustedFiles = {
  /** Parses `bytes` with `parser`; their buffer may be moved to the thread: not used after. */
  parse<Name extends UntrustedParserName>(
    parser: Name,
    bytes: Uint8Array,
  ): Promise<PoolOutcome<UntrustedParserResult<Name>>>;
  close(): Promise<void>;
};

/**
 * The worker's module: the bundled `assets/untrusted-worker.js` beside the server's chunks
 * (tools/vite-server-workers.ts), or the TypeScript source in tests and development (Node
 * strips its types).
 */
export function untrustedWorkerFile(): string {
  const file = import.meta.env.PROD ? "./untrusted-worker.js" : "./worker.ts";
  return fileURLToPath(new URL(file, import.meta.url));
}

export function createUntrustedFiles(options: {
  onError: (error: unknown) => void;
  workerFile?: string;
  limits?: WorkerPoolLimits;
}): UntrustedFiles {
  const pool = createWorkerPool<UntrustedTask, unknown>({
    workerFile: options.workerFile ?? untrustedWorkerFile(),
    limits: options.limits ?? UNTRUSTED_FILE_LIMITS,
    onError: options.onError,
  });
  return {
    async parse(parser, bytes) {
      // Moved to the thread, not copied, when `bytes` is the whole of its buffer (a body read
      // whole is); a view into a larger buffer is copied first.
      const { buffer } = bytes;
      const whole =
        buffer instanceof ArrayBuffer &&
        bytes.byteOffset === 0 &&
        bytes.byteLength === buffer.byteLength;
      const own = whole ? new Uint8Array(buffer) : new Uint8Array(bytes);
      return pool.run({ parser, bytes: own }, [own.buffer]) as Promise<
        PoolOutcome<UntrustedParserResult<typeof parser>>
      >;
    },
    close: () => pool.close(),
  };
}
