import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // a fresh worker per file: suites patch globals (fetch: api-contract-setup.ts) and env
    isolate: true,
    // Vitest's default (one file fewer than the cores), but never fewer than two at a time:
    // most suites wait on a server process of their own, a browser or a timer, and each takes
    // its own ports, database and Redis prefix (docs/decisions/032).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // a PostgreSQL database and a Redis key prefix of this run's own (tests/support/test-run.ts)
    globalSetup: ["tests/support/test-run.ts"],
    // every /api/v1 answer the suites receive is checked against the OpenAPI document
    setupFiles: ["tests/support/api-contract-setup.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    // guards against "never", generous: the machines running the suites are shared and loaded
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
