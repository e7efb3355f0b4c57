import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { Database } from "./schema.ts";

// A hot query built and compiled by Kysely once per Kysely instance, then run with new
// values: building and compiling the query tree again at every request was a few per cent
// of a signature read's CPU (docs/decisions/036-api-latency.md). The SQL text is the same
// every time, so it stays one prepared statement on both engines (ADR 015).

/** Stands for a value in the query built once; replaced by the value at each run. */
const placeholder = (name: string) => `\u0000compiled-query:${name}\u0000`;

export type CompiledRunner<P extends string, Row> = (
  kysely: Kysely<Database>,
  values: Record<P, string>,
) => Promise<Row[]>;

/**
 * `build` receives a placeholder for each name of `names` and returns the query; the runner
 * compiles it on its first call for a Kysely instance (a transaction is one of its own) and
 * runs the compiled text with each placeholder replaced by its value.
 */
export function compiledQuery<const P extends string, Row>(
  names: readonly P[],
  build: (kysely: Kysely<Database>, values: Record<P, string>) => Compilable<Row>,
): CompiledRunner<P, Row> {
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)])) as Record<
    P,
    string
  >;
  const nameOf = new Map<unknown, P>(names.map((name) => [placeholders[name], name]));
  const compiledBy = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return async (kysely, values) => {
    let compiled = compiledBy.get(kysely);
    if (!compiled) {
      compiled = build(kysely, placeholders).compile();
      compiledBy.set(kysely, compiled);
    }
    const parameters = compiled.parameters.map((parameter) => {
      const name = nameOf.get(parameter);
      return name === undefined ? parameter : values[name];
    });
    return (await kysely.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
