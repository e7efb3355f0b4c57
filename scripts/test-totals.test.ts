import { describe, expect, it } from "vitest";
import { type PlaywrightReport, testTotals, type VitestReport } from "./test-totals.ts";

const postgres = { missing: { what: "PostgreSQL", why: "TEST_DATABASE_URL not set" } };
const both = {
  missing: { what: "PostgreSQL + Redis", why: "TEST_DATABASE_URL not set, TEST_REDIS_URL not set" },
};

const vitest: VitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 5,
  testResults: [
    {
      assertionResults: [
        { status: "passed", meta: {} },
        { status: "skipped", meta: postgres },
        { status: "skipped", meta: postgres },
        { status: "failed" },
      ],
    },
    {
      assertionResults: [
        { status: "passed" },
        { status: "passed" },
        { status: "skipped", meta: postgres },
        { status: "skipped", meta: both },
        { status: "pending" },
      ],
    },
  ],
};

const playwright: PlaywrightReport = {
  stats: { expected: 4, unexpected: 0, flaky: 1, skipped: 1 },
  suites: [
    {
      specs: [],
      suites: [
        {
          specs: [
            { tests: [{ status: "expected" }] },
            {
              tests: [
                { status: "skipped", annotations: [{ type: "skip", description: "no mouse" }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("testTotals", () => {
  it("counts every suite's tests and says, per reason, how many were skipped and why", () => {
    expect(testTotals(vitest, playwright)).toEqual([
      "unit+integration 3, browser 5 (flaky 1)",
      "8 passed, 1 failed, 6 skipped",
      "3 PostgreSQL tests skipped: TEST_DATABASE_URL not set",
      "1 PostgreSQL + Redis test skipped: TEST_DATABASE_URL not set, TEST_REDIS_URL not set",
      "1 test skipped: no reason given",
      "1 browser test skipped: no mouse",
    ]);
  });

  it("says when the browser suite did not run", () => {
    expect(testTotals({ ...vitest, testResults: [] }, null)).toEqual([
      "unit+integration 3, browser not run",
      "3 passed, 1 failed, 0 skipped",
    ]);
  });
});
