import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded at its first use instead of at start-up, synchronously, so its callers stay
 * synchronous: for packages no request needs before a while (the compatibility data, YAML,
 * the Redis client…) and whose loading costs start-up tens of milliseconds (docs/decisions/018).
 * `T` is `typeof import("<specifier>")`. Only for packages that nothing else in the server
 * imports (a dual CommonJS/ESM package would otherwise be loaded twice): async code uses a
 * dynamic `import()` instead.
 */
export function lazyRequire<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(specifier) as T;
    return loaded;
  };
}
