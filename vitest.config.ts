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
    // every /api/v1 answer the suites receive is checked against the OpenAPI document
    setupFiles: ["tests/support/api-contract-setup.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
