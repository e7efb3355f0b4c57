// Page actions read their form within a cap (issue 20): a body past it is answered 413 with
// the page's message in the page's language as soon as the cap is passed, nothing more of it
// is kept, and the server's memory does not follow the size of what is sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount, type TestAccount } from "../support/accounts.ts";
import { endlessUpload } from "../support/endless-upload.ts";
import { freePort } from "../support/free-port.ts";
import { rssMb, watchPeakRss } from "../support/process-memory.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const TOO_LARGE = { en: "The request is too large.", fr: "La requête est trop volumineuse." };
/** What three refused uploads may add to the server's memory (each sends 100 MB). */
const GROWTH_BOUND_MB = 128;

describe("page actions with bodies past their cap", () => {
  let server: RunningServer;
  let manager: TestAccount;

  beforeAll(async () => {
    const port = await freePort();
    server = await startServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PRO_FOR_EVERYONE: "true",
    });
    manager = await registerAccount(server.url, server.url, "body-caps");
  });
  afterAll(async () => {
    await server?.stop();
  });

  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("POST /my-signature (anonymous): 413 in the page's language, memory bounded", {
    timeout: 120_000,
  }, async () => {
    const pid = server.process.pid!;
    const before = rssMb(pid);
    const memory = watchPeakRss(pid);
    const answers = await Promise.all(
      (["en", "fr", "en"] as const).map(async (locale) => ({
        locale,
        answer: await endlessUpload(
          `${server.url}${locale === "fr" ? "/fr" : ""}/my-signature?member=m_${"a".repeat(43)}`,
          { headers: { ...form, origin: server.url }, totalBytes: 100 * 1024 * 1024 },
        ),
      })),
    );
    const peak = memory.stop();
    for (const { locale, answer } of answers) {
      expect(answer.status, locale).toBe(413);
      expect(answer.body, locale).toContain(TOO_LARGE[locale]);
      expect(answer.sentBytes, "the answer came before the whole body").toBeLessThan(
        100 * 1024 * 1024,
      );
    }
    expect(peak - before, "the server's memory growth, in MB").toBeLessThan(GROWTH_BOUND_MB);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("POST /teams and /teams/data: 413 in the page's language, whether the length is declared or not", {
    timeout: 120_000,
  }, async () => {
    for (const [declareLength, to] of [
      [true, "/teams"],
      [false, "/teams"],
      [false, "/teams/data"],
    ] as const) {
      for (const locale of ["en", "fr"] as const) {
        const answer = await endlessUpload(`${server.url}${locale === "fr" ? "/fr" : ""}${to}`, {
          headers: { ...form, origin: server.url, cookie: manager.cookie },
          totalBytes: 64 * 1024 * 1024,
          declareLength,
        });
        const label = `${to}, ${locale}, length ${declareLength ? "declared" : "not declared"}`;
        expect(answer.status, label).toBe(413);
        expect(answer.body, label).toContain(TOO_LARGE[locale]);
      }
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
