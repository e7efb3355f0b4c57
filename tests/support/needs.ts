import type { TestOptions } from "vitest";

// Suites that need something a machine may lack (PostgreSQL, Redis, a throwaway server) are
// skipped without it, and counted: `describe(name, needs(...), factory)` marks every test of
// the suite skipped with what it needed and why it could not have it, in the JSON report's
// `meta`, where scripts/test-summary.ts reads it ("131 PostgreSQL tests skipped:
// TEST_DATABASE_URL not set"). docs/decisions/032-tests-on-a-shared-machine.md.

/** What a skipped test needed, and why it could not run. */
export type Missing = { what: string; why: string };

declare module "vitest" {
  interface TaskMeta {
    missing?: Missing;
  }
}

export const NO_POSTGRES: Missing | null = process.env.TEST_DATABASE_URL
  ? null
  : { what: "PostgreSQL", why: "TEST_DATABASE_URL not set" };

export const NO_REDIS: Missing | null = process.env.TEST_REDIS_URL
  ? null
  : { what: "Redis", why: "TEST_REDIS_URL not set" };

/** Test options: skipped, with the reasons, when any of `missing` is not null. */
export function needs(...missing: Array<Missing | null>): TestOptions {
  const absent = missing.filter((entry): entry is Missing => entry !== null);
  if (absent.length === 0) return {};
  return {
    skip: true,
    meta: {
      missing: {
        what: absent.map((entry) => entry.what).join(" + "),
        why: absent.map((entry) => entry.why).join(", "),
      },
    },
  };
}

/** Test options of a suite on `engine` (tests/support/databases.ts): PostgreSQL may be missing. */
export function onEngine(engine: "sqlite" | "postgres"): TestOptions {
  return needs(engine === "postgres" ? NO_POSTGRES : null);
}
