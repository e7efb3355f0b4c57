import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/databases.ts";
import type { RequestContext } from "../../../.server/context.ts";
import { connectDatabase, type Db } from "../../../.server/db/connect.ts";
import { migrateToLatest } from "../../../.server/db/migrate.ts";
import { createRateLimiter } from "../../../.server/http/rate-limit.ts";
import type { Logger } from "../../../.server/log.ts";
import type { Mail } from "../../../.server/mail/mailer.ts";
import { listContactMessages, saveContactMessage } from "./messages.ts";
import { CONTACT_MAX_BODY_BYTES, submitContactForm } from "./submit.ts";

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  db = connectDatabase(database.url);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.kysely.destroy();
  await database?.drop();
});

type Logged = { level: string; message: string; fields?: Record<string, unknown> };

function fakeApp({ failMail = false, max = 5 } = {}) {
  const sent: Mail[] = [];
  const logged: Logged[] = [];
  const log = Object.fromEntries(
    ["debug", "info", "warn", "error"].map((level) => [
      level,
      (message: string, fields?: Record<string, unknown>) =>
        logged.push({ level, message, fields }),
    ]),
  ) as unknown as Logger;
  const app = {
    config: {
      appName: "Paraph",
      publicUrl: "https://paraph.example",
      contactEmail: "team@paraph.example",
    },
    db,
    mailer: {
      async send(mail: Mail) {
        if (failMail) throw new Error("SMTP connection refused");
        sent.push(mail);
      },
      close() {},
    },
    limiters: {
      contact: createRateLimiter({ kind: "memory" }, { name: "test", windowSeconds: 3600, max }),
    },
    log,
  } as unknown as RequestContext;
  return { app, sent, logged };
}

function post(fields: Record<string, string>, ip = "203.0.113.7") {
  return new Request("http://localhost/contact", {
    method: "POST",
    headers: { "x-paraph-client-ip": ip },
    body: new URLSearchParams(fields),
  });
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Analytical engine",
  message: "Could the engine print my signature?",
};

beforeEach(async () => {
  await db.kysely.deleteFrom("contact_message").execute();
});

describe("submitContactForm", () => {
  it("stores a valid message, then mails it to the operator with the sender as Reply-To", async () => {
    const { app, sent } = fakeApp();
    expect(await submitContactForm(post(valid), app, "fr")).toEqual({ status: "sent" });
    const [stored] = await listContactMessages(db.kysely);
    expect(stored).toMatchObject({ ...valid, locale: "fr" });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "team@paraph.example",
      replyTo: "ada@example.com",
      subject: "[Paraph contact] Analytical engine",
    });
    expect(sent[0]!.text).toContain("Could the engine print my signature?");
    expect(sent[0]!.text).toContain(`Message id: ${stored!.id}`);
  });

  it("returns the errors and what was typed, and stores and sends nothing", async () => {
    const { app, sent } = fakeApp();
    const typed = { ...valid, email: "ada(at)example.com", message: "  too short " };
    const outcome = await submitContactForm(post(typed), app, "en");
    expect(outcome).toEqual({
      status: "invalid",
      values: typed,
      errors: {
        email: { key: "contact.errors.emailInvalid", values: {} },
        message: { key: "contact.errors.messageTooShort", values: { min: 10 } },
      },
    });
    expect(await listContactMessages(db.kysely)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("pretends a honeypot submission was sent, storing and sending nothing", async () => {
    const { app, sent, logged } = fakeApp();
    const outcome = await submitContactForm(
      post({ ...valid, website: "https://spam.example" }),
      app,
      "en",
    );
    expect(outcome).toEqual({ status: "sent" });
    expect(await listContactMessages(db.kysely)).toEqual([]);
    expect(sent).toEqual([]);
    expect(logged.some((entry) => entry.message.includes("honeypot"))).toBe(true);
  });

  it("limits valid messages per client IP and keeps what was typed", async () => {
    const { app, sent } = fakeApp({ max: 2 });
    expect((await submitContactForm(post(valid), app, "en")).status).toBe("sent");
    // invalid attempts do not use up the allowance
    expect((await submitContactForm(post({ ...valid, email: "" }), app, "en")).status).toBe(
      "invalid",
    );
    expect((await submitContactForm(post(valid), app, "en")).status).toBe("sent");
    const limited = await submitContactForm(post(valid), app, "en");
    expect(limited).toMatchObject({ status: "rateLimited", values: valid });
    expect(limited.status === "rateLimited" && limited.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await submitContactForm(post(valid, "198.51.100.1"), app, "en")).status).toBe("sent");
    expect(await listContactMessages(db.kysely)).toHaveLength(3);
    expect(sent).toHaveLength(3);
  });

  it("still confirms and keeps the message when mailing fails, and logs the failure", async () => {
    const { app, logged } = fakeApp({ failMail: true });
    expect(await submitContactForm(post(valid), app, "en")).toEqual({ status: "sent" });
    const [stored] = await listContactMessages(db.kysely);
    expect(stored).toMatchObject(valid);
    const failure = logged.find((entry) => entry.level === "error");
    expect(failure?.fields).toMatchObject({ contactMessageId: stored!.id });
  });

  it("deletes messages older than the retention period when a new one arrives", async () => {
    const { app } = fakeApp();
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 13);
    const recent = new Date();
    recent.setUTCMonth(recent.getUTCMonth() - 11);
    await saveContactMessage(db.kysely, { ...valid, subject: "expired", locale: "en" }, old);
    await saveContactMessage(db.kysely, { ...valid, subject: "kept", locale: "en" }, recent);
    await submitContactForm(post(valid), app, "en");
    const subjects = (await listContactMessages(db.kysely)).map((m) => m.subject);
    expect(subjects).toEqual([valid.subject, "kept"]);
  });

  it("refuses a body larger than the cap without reading it all", async () => {
    const { app } = fakeApp();
    const huge = { ...valid, message: "x".repeat(CONTACT_MAX_BODY_BYTES + 1) };
    expect(await submitContactForm(post(huge), app, "en")).toEqual({ status: "tooLarge" });
    expect(await listContactMessages(db.kysely)).toEqual([]);
  });
});
