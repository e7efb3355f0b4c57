// The entry of the pool's worker threads (pool.ts): runs one parser on one file. Bundled as
// `build/server/untrusted-worker.js` (tools/vite-server-workers.ts); run from source in tests
// and development.
import { UNTRUSTED_PARSERS, type UntrustedTask } from "./parsers.ts";

export default function parseUntrustedFile({ parser, bytes }: UntrustedTask): Promise<unknown> {
  return Promise.resolve(UNTRUSTED_PARSERS[parser](bytes));
}
