import { mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";
import { freePort } from "./tests/support/free-port.ts";

// The runner reads this file, then every worker reads it again: what is chosen once here (a
// free port, a data directory) reaches the workers through the environment, which they
// inherit. Two runs on one machine share neither (docs/decisions/032).
const port = Number(process.env.E2E_PORT || (await freePort()));
process.env.E2E_PORT = String(port);
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), "paraph-e2e-"));
  process.env.E2E_OWN_DATA_DIR = "1"; // removed at the end by tests/e2e/global-setup.ts
}
const dataDir = process.env.E2E_DATA_DIR!;

// One worker when the machine is already busier than its cores: two would only slow each other
// (and the server they share) down. E2E_WORKERS chooses.
const [load = 0] = loadavg();
const busy = load >= availableParallelism();
const workers = Number(process.env.E2E_WORKERS) || (busy ? 1 : 2);

export default defineConfig({
  testDir: "tests/e2e",
  // a folder per run (its failures' traces, its last-run record): Playwright empties it at the
  // start, and another run in the same checkout may be writing into its own
  outputDir: `test-results/e2e/${port}`,
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // slow files say how loaded the machine was, not what to change
  reportSlowTests: null,
  // the run's data directory removed at the end, and no write into the working tree
  globalSetup: "./tests/e2e/global-setup.ts",
  // Guards against "never", not budgets: tests wait for conditions, and a loaded machine is
  // slow. A long journey says so with test.slow() (three times this).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node server/main.js",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // generous, so that contact tests never share a limit; tests/e2e/contact.spec.ts checks
      // the limit on a server of its own
      CONTACT_RATE_LIMIT: "1000",
    },
  },
});
