// Last line of `npm test`: one total over Vitest and Playwright, from their JSON reports.
import { readFileSync } from "node:fs";

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};

const vitest = JSON.parse(readFileSync("test-results/vitest.json", "utf8")) as VitestReport;
const playwright = JSON.parse(
  readFileSync("test-results/playwright.json", "utf8"),
) as PlaywrightReport;

const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + playwright.stats.skipped;
console.log(
  `\nunit+integration ${vitest.numPassedTests}, browser ${playwright.stats.expected + playwright.stats.flaky} (flaky ${playwright.stats.flaky})`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
