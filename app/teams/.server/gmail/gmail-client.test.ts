import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeGoogle, startFakeGoogle } from "../../../../tests/support/fake-google.ts";
import { createGmailSender, type GmailSenderOptions, retryAfterMs } from "./gmail-client.ts";
import { parseServiceAccountKey, type ServiceAccountKey } from "./service-account.ts";

const ADA = "ada@example.com";
const BOB = "bob@example.com";

function keyOf(json: object): ServiceAccountKey {
  const parsed = parseServiceAccountKey(JSON.stringify(json));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.key;
}

describe("Gmail sender", () => {
  let google: FakeGoogle;
  const sender = (options: Partial<GmailSenderOptions> = {}) =>
    createGmailSender({
      key: keyOf(google.serviceAccountKey),
      tokenUrl: google.tokenUrl,
      apiRootUrl: google.apiRootUrl,
      timeoutMs: 2_000,
      ...options,
    });

  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google.close());
  beforeEach(() => {
    google.reset();
    google.users.add(ADA);
    google.users.add(BOB);
  });

  it("sets and reads a member's signature with a delegated token (JWT checked by the fake)", async () => {
    const gmail = sender();
    expect(await gmail.setSignature(ADA, "<b>Ada</b>")).toEqual({ ok: true });
    expect(google.signatures.get(ADA)).toBe("<b>Ada</b>");
    expect(google.updates.get(ADA)).toBe(1);
    expect(await gmail.getSignature(ADA)).toEqual({ ok: true, value: "<b>Ada</b>" });
    expect(await gmail.getSignature(BOB)).toEqual({ ok: true, value: "" });
  });

  it("asks for one token per member and keeps it until it expires", async () => {
    const gmail = sender();
    const before = google.tokenRequests;
    await gmail.getSignature(ADA);
    await gmail.setSignature(ADA, "a");
    await gmail.setSignature(ADA, "b");
    expect(google.tokenRequests - before).toBe(1);
    await gmail.setSignature(BOB, "c");
    expect(google.tokenRequests - before).toBe(2);
  });

  it("classifies a key Google does not know as credentials, without retrying", async () => {
    const gmail = sender({ key: keyOf(google.otherKey()) });
    const before = google.requests;
    const result = await gmail.setSignature(ADA, "x");
    expect(result).toMatchObject({ ok: false, retryable: false, reason: "credentials" });
    expect(!result.ok && result.detail).toContain("invalid_grant");
    expect(google.requests - before).toBe(1);
    expect(google.updates.size).toBe(0);
  });

  it("classifies delegation not granted (unauthorized_client, access_denied)", async () => {
    google.failTokenWith("unauthorized_client");
    expect(await sender().setSignature(ADA, "x")).toMatchObject({
      ok: false,
      retryable: false,
      reason: "delegation",
    });
    google.failTokenWith("access_denied", { status: 403 });
    expect(await sender().getSignature(ADA)).toMatchObject({ reason: "delegation" });
  });

  it("classifies a subject Google does not know at the token endpoint as notFound", async () => {
    google.failTokenWith("invalid_grant", { description: "Invalid email or User ID" });
    expect(await sender().setSignature(ADA, "x")).toMatchObject({
      retryable: false,
      reason: "notFound",
    });
  });

  it("classifies an unknown user as notFound", async () => {
    expect(await sender().setSignature("nobody@example.com", "x")).toMatchObject({
      ok: false,
      retryable: false,
      reason: "notFound",
    });
  });

  it("classifies 429 as retryable, with Retry-After in seconds or as a date, and does not retry itself", async () => {
    const gmail = sender();
    await gmail.getSignature(ADA); // the token, so that only API calls are counted below
    let before = google.requests;
    google.failNext(ADA, 429, 1, { headers: { "Retry-After": "7" } });
    expect(await gmail.setSignature(ADA, "x")).toMatchObject({
      ok: false,
      retryable: true,
      reason: "unavailable",
      retryAfterMs: 7_000,
    });
    expect(google.requests - before).toBe(1);

    const at = new Date(Date.now() + 30_000).toUTCString();
    google.failNext(ADA, 503, 1, { headers: { "Retry-After": at } });
    const asked = Date.now();
    const result = await gmail.setSignature(ADA, "x");
    const answered = Date.now();
    expect(result).toMatchObject({ retryable: true, reason: "unavailable" });
    const delay = !result.ok && result.retryable ? result.retryAfterMs : undefined;
    // the time left until that date, as read between the request and its answer
    expect(delay).toBeGreaterThanOrEqual(Date.parse(at) - answered);
    expect(delay).toBeLessThanOrEqual(Date.parse(at) - asked);

    before = google.requests;
    for (const status of [500, 502, 504]) {
      google.failNext(ADA, status);
      expect(await gmail.setSignature(ADA, "x")).toMatchObject({
        retryable: true,
        reason: "unavailable",
      });
    }
    expect(google.requests - before).toBe(3);
    expect(google.updates.get(ADA)).toBeUndefined();
  });

  it("classifies Gmail's 403 rate limits as retryable, other 403s as forbidden", async () => {
    const gmail = sender();
    google.failNext(ADA, 403, 1, { reason: "userRateLimitExceeded" });
    expect(await gmail.setSignature(ADA, "x")).toMatchObject({ retryable: true });
    google.failNext(ADA, 403);
    expect(await gmail.setSignature(ADA, "x")).toMatchObject({
      retryable: false,
      reason: "forbidden",
    });
  });

  it("classifies a refused signature (400) as rejected, keeping Google's words short", async () => {
    const result = await sender().setSignature(ADA, "x".repeat(10_001));
    expect(result).toMatchObject({ ok: false, retryable: false, reason: "rejected" });
    expect(!result.ok && result.detail).toContain("Signature is too long");
    expect(!result.ok && result.detail.length).toBeLessThanOrEqual(500);
  });

  it("classifies token endpoint outages, resets and timeouts as retryable", async () => {
    google.failTokenWith("internal_failure", { status: 503 });
    const before = google.requests;
    expect(await sender().setSignature(ADA, "x")).toMatchObject({ retryable: true });
    expect(google.requests - before).toBe(1); // gaxios would have retried this POST thrice
    google.failTokenWith(null);

    const gmail = sender({ timeoutMs: 200 });
    await gmail.getSignature(ADA);
    google.failNext(ADA, "reset");
    expect(await gmail.setSignature(ADA, "x")).toMatchObject({
      retryable: true,
      reason: "unavailable",
    });
    // an answer that never comes: only the sender's own time-out ends the call
    const release = google.holdAnswers();
    expect(await gmail.setSignature(ADA, "y")).toMatchObject({
      retryable: true,
      reason: "unavailable",
    });
    release();
  });

  it("waits for beforeRequest before every request, tokens included", async () => {
    let calls = 0;
    const gmail = sender({
      beforeRequest: async () => {
        calls += 1;
      },
    });
    await gmail.setSignature(ADA, "x");
    await gmail.getSignature(ADA);
    expect(calls).toBe(3);
  });
});

describe("retryAfterMs", () => {
  it("reads delay-seconds and HTTP dates", () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Sun, 01 Mar 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Sun, 01 Mar 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
