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
