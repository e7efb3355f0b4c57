import { readFileSync, statSync } from "node:fs";

/**
 * `derive(file's text, context)`, computed once per file and context key and recomputed only
 * when the file changes (its modification time), so edits show up in development without a
 * restart while production reads each file once.
 */
export function cachedByFile<C, T>(
  derive: (source: string, file: string, context: C) => T,
  keyOf: (context: C) => string,
): (file: string, context: C) => T {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file, context) => {
    const { mtimeMs } = statSync(file);
    const key = `${file}\u0000${keyOf(context)}`;
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    const value = derive(readFileSync(file, "utf8"), file, context);
    cache.set(key, { mtimeMs, value });
    return value;
  };
}
