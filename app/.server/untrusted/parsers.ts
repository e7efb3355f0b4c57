// The parsers of untrusted files, each run in a worker thread of the pool (pool.ts) with the
// pool's heap cap and time-out on top of its own limits. A new kind of file (a mail as .eml or
// .msg, a folder of photos) is one more entry: a function from the file's bytes to a
// structured-clonable result, which never throws for bad input but answers a typed refusal.
import { readRosterFile } from "../../teams/.server/roster-file.ts";

export const UNTRUSTED_PARSERS = {
  roster: readRosterFile,
} satisfies Record<string, (bytes: Uint8Array) => unknown>;

export type UntrustedParserName = keyof typeof UNTRUSTED_PARSERS;

export type UntrustedParserResult<Name extends UntrustedParserName> = Awaited<
  ReturnType<(typeof UNTRUSTED_PARSERS)[Name]>
>;

/** What the pool posts to a worker: the parser to run and the file (its buffer moved, not copied). */
export type UntrustedTask = { parser: UntrustedParserName; bytes: Uint8Array };
