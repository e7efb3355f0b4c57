// Last lines of `npm test`: one total over Vitest and Playwright, from their JSON reports, and
// what did not run and why (scripts/test-totals.ts).
import { existsSync, readFileSync } from "node:fs";
import { type PlaywrightReport, testTotals, type VitestReport } from "./test-totals.ts";

const read = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;

const vitest = read<VitestReport>("test-results/vitest.json");
if (!vitest) throw new Error("no test-results/vitest.json: run the Vitest suites first");
console.log(
  `\n${testTotals(vitest, read<PlaywrightReport>("test-results/playwright.json")).join("\n")}`,
);
