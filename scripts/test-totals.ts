// The totals `npm test` ends with, from the JSON reports of Vitest and Playwright: passed,
// failed, skipped, and for the skipped tests what they needed and why it was missing
// (tests/support/needs.ts puts that in each skipped Vitest test's `meta`; a Playwright test
// says it in its `skip` annotation).

type Missing = { what: string; why: string };

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: Array<{
    assertionResults: Array<{ status: string; meta?: { missing?: Missing } }>;
  }>;
};

type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: Array<{
    tests: Array<{ status: string; annotations?: Array<{ type: string; description?: string }> }>;
  }>;
};

export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

const UNSAID = "no reason given";

/** "131 PostgreSQL tests skipped: TEST_DATABASE_URL not set", one line per reason. */
function skippedLines(reasons: Map<string, number>): string[] {
  return [...reasons].map(([reason, count]) => {
    const [what, why] = reason.split("\n") as [string, string];
    const tests = `${count} ${what ? `${what} ` : ""}test${count === 1 ? "" : "s"}`;
    return `${tests} skipped: ${why}`;
  });
}

function count(reasons: Map<string, number>, what: string, why: string) {
  const key = `${what}\n${why}`;
  reasons.set(key, (reasons.get(key) ?? 0) + 1);
}

function playwrightSkips(suites: PlaywrightSuite[], reasons: Map<string, number>) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "skipped") continue;
        const skip = test.annotations?.find((annotation) => annotation.type === "skip");
        count(reasons, "browser", skip?.description || UNSAID);
      }
    }
    playwrightSkips(suite.suites ?? [], reasons);
  }
}

export function testTotals(vitest: VitestReport, playwright: PlaywrightReport | null): string[] {
  const reasons = new Map<string, number>();
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== "skipped" && test.status !== "pending") continue;
      count(reasons, test.meta?.missing?.what ?? "", test.meta?.missing?.why ?? UNSAID);
    }
  }
  const browser = playwright ? playwright.stats.expected + playwright.stats.flaky : 0;
  if (playwright) playwrightSkips(playwright.suites ?? [], reasons);
  const passed = vitest.numPassedTests + browser;
  const failed = vitest.numFailedTests + (playwright?.stats.unexpected ?? 0);
  const skipped = [...reasons.values()].reduce((sum, n) => sum + n, 0);
  return [
    `unit+integration ${vitest.numPassedTests}, browser ${
      playwright ? `${browser} (flaky ${playwright.stats.flaky})` : "not run"
    }`,
    `${passed} passed, ${failed} failed, ${skipped} skipped`,
    ...skippedLines(reasons),
  ];
}
