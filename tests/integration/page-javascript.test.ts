import type { Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageJavaScript, withBrowser } from "../../bench/page-js.ts";
import { benchAccount, PAGES } from "../../bench/pages.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The JavaScript each page loads, measured in Chromium from the built app as `npm run bench`
// measures it (bench/page-js.ts): a page may not pass its budget (bench/pages.ts).

let server: RunningServer;
let cookies: Array<{ name: string; value: string }>;
let browser: Browser;
let closeBrowser: () => void;

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  cookies = await benchAccount(server);
  await new Promise<void>((opened) => {
    void withBrowser(
      (launched) =>
        new Promise<void>((close) => {
          browser = launched;
          closeBrowser = close;
          opened();
        }),
    );
  });
});

afterAll(async () => {
  closeBrowser?.();
  await server?.stop();
});

describe("JavaScript on load", () => {
  it.each(PAGES)("$path stays within its budget", async (page) => {
    const measured = await pageJavaScript(
      browser,
      server.url,
      page.path,
      page.signedIn ? cookies : [],
    );
    expect(measured.totalGzipKb).toBeGreaterThan(0);
    expect(measured.totalGzipKb).toBeLessThanOrEqual(page.jsBudgetKb);
  });
});
