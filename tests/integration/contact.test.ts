import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../app/.server/db/connect.ts";
import { listContactMessages } from "../../app/content/.server/contact/messages.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// Three servers, so that the rate limit under test never depends on the other tests:
// a generous limit for the form's behaviour, a limit of 1, and an SMTP server that is down.
let server: RunningServer;
let limited: RunningServer;
let mailDown: RunningServer;
beforeAll(async () => {
  [server, limited, mailDown] = await Promise.all([
    startServer({ CONTACT_RATE_LIMIT: "1000", CONTACT_EMAIL: "team@paraph.example" }),
    startServer({ CONTACT_RATE_LIMIT: "1" }),
    startServer({ SMTP_URL: "smtp://127.0.0.1:9" }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), limited?.stop(), mailDown?.stop()]);
});

const valid = {
  name: "Zoë Lovelace",
  email: "zoe@example.com",
  subject: "Photo in Outlook",
  message: "My photo shows as a square in Outlook 2016. Is that expected?",
};

function post(
  target: RunningServer,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${target.url}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: target.url,
      ...headers,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function storedMessages(target: RunningServer) {
  const db = connectDatabase(`file:${path.join(target.dataDir, "app.db")}`);
  try {
    return await listContactMessages(db.kysely);
  } finally {
    await db.kysely.destroy();
  }
}

function mailFiles(target: RunningServer): string[] {
  try {
    return readdirSync(path.join(target.dataDir, "mail")).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
}

/** Counts of stored messages and mail files before and after `run`. */
async function delta(target: RunningServer, run: () => Promise<void>) {
  const before = {
    stored: (await storedMessages(target)).length,
    mailed: mailFiles(target).length,
  };
  await run();
  const after = { stored: (await storedMessages(target)).length, mailed: mailFiles(target).length };
  return { stored: after.stored - before.stored, mailed: after.mailed - before.mailed };
}

describe("the contact page", () => {
  it("renders the form in both locales, with a honeypot hidden from people and assistive tech", async () => {
    for (const [pathname, heading] of [
      ["/contact", "Contact us"],
      ["/fr/contact", "Nous contacter"],
    ] as const) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toMatch(/<form[^>]*method="post"/);
      expect(html).toMatch(/<div aria-hidden="true"[^>]*><label for="contact-website">/);
      const honeypot = /<input id="contact-website"[^>]*>/.exec(html)?.[0] ?? "";
      expect(honeypot).toMatch(/tabindex="-1"/);
      expect(honeypot).toMatch(/autocomplete="off"/i);
      expect(honeypot).toMatch(/name="website"/);
    }
  });
});

describe("POST /contact", () => {
  it("stores a valid message, mails it to the operator with Reply-To, and confirms", async () => {
    const before = mailFiles(server);
    const change = await delta(server, async () => {
      const response = await post(server, "/contact", valid);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Thank you, your message has been sent.");
      // the form is empty again
      expect(html).not.toContain(valid.subject);
    });
    expect(change).toEqual({ stored: 1, mailed: 1 });
    const [stored] = await storedMessages(server);
    expect(stored).toMatchObject({ ...valid, locale: "en" });
    expect(stored!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const file = mailFiles(server).find((name) => !before.includes(name))!;
    const eml = readFileSync(path.join(server.dataDir, "mail", file), "utf8");
    expect(eml).toContain("To: team@paraph.example");
    expect(eml).toContain("Reply-To: zoe@example.com");
    expect(eml).toMatch(/Subject: \[Paraph contact\] Photo in Outlook/);
    expect(eml.replace(/=\r?\n/g, "")).toContain("Outlook 2016. Is that expected?");
  });

  it("stores a French message with its locale", async () => {
    const response = await post(server, "/fr/contact", { ...valid, subject: "Bonjour" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Merci, votre message a bien été envoyé.");
    const [stored] = await storedMessages(server);
    expect(stored).toMatchObject({ subject: "Bonjour", locale: "fr" });
  });

  it("answers 400 with field errors in English, keeps what was typed, stores and mails nothing", async () => {
    const typed = { name: "Zoë <b>", email: "zoe(at)example.com", subject: "", message: "Hi" };
    const change = await delta(server, async () => {
      const response = await post(server, "/contact", typed);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Please correct the following");
      expect(html).toContain("Enter a valid email address, like jane@example.com.");
      expect(html).toContain("Enter a subject.");
      expect(html).toContain("Your message must be at least 10 characters long.");
      expect(html).toContain('value="Zoë &lt;b&gt;"');
      expect(html).toContain('value="zoe(at)example.com"');
      expect(html).toMatch(/<textarea[^>]*>Hi<\/textarea>/);
      expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"/);
    });
    expect(change).toEqual({ stored: 0, mailed: 0 });
  });

  it("answers 400 with field errors in French on /fr/contact, whatever Accept-Language says", async () => {
    const change = await delta(server, async () => {
      const fr = await post(
        server,
        "/fr/contact",
        { ...valid, email: "zoe@" },
        { "accept-language": "en" },
      );
      expect(fr.status).toBe(400);
      const html = await fr.text();
      expect(html).toContain("Merci de corriger les points suivants");
      expect(html).toContain("Saisissez une adresse e-mail valide, par exemple jeanne@exemple.fr.");
      expect(html).not.toContain("Enter a valid email address");
      // the page's language is its URL's: an English page keeps English errors
      const en = await post(
        server,
        "/contact",
        { ...valid, name: "" },
        { "accept-language": "fr-FR" },
      );
      expect(en.status).toBe(400);
      expect(await en.text()).toContain("Enter your name.");
    });
    expect(change).toEqual({ stored: 0, mailed: 0 });
  });

  it("pretends a honeypot submission succeeded but stores and sends nothing", async () => {
    const change = await delta(server, async () => {
      const response = await post(server, "/contact", {
        ...valid,
        website: "https://cheap-pills.example",
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Thank you, your message has been sent.");
    });
    expect(change).toEqual({ stored: 0, mailed: 0 });
  });

  it("refuses a cross-origin POST with 403", async () => {
    const change = await delta(server, async () => {
      const response = await post(server, "/contact", valid, { origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
    });
    expect(change).toEqual({ stored: 0, mailed: 0 });
  });

  it("refuses an oversized body with 413", async () => {
    const response = await post(server, "/contact", { ...valid, message: "x".repeat(200_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("This message is too large to be sent.");
  });
});

describe("the contact rate limit (CONTACT_RATE_LIMIT=1)", () => {
  it("answers 429 with the wait in the page's language and keeps what was typed", async () => {
    expect((await post(limited, "/contact", valid)).status).toBe(200);
    const change = await delta(limited, async () => {
      const response = await post(limited, "/contact", { ...valid, subject: "Second try" });
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const html = await response.text();
      expect(html).toContain(
        "You have sent several messages in a short time. Please wait 60 minutes",
      );
      expect(html).toContain('value="Second try"');
      const fr = await post(limited, "/fr/contact", valid);
      expect(fr.status).toBe(429);
      expect(await fr.text()).toContain("Patientez 60\u00a0minutes");
    });
    expect(change).toEqual({ stored: 0, mailed: 0 });
  });

  it("does not count invalid submissions, and the honeypot still pretends", async () => {
    expect((await post(limited, "/contact", { ...valid, email: "" })).status).toBe(400);
    expect((await post(limited, "/contact", { ...valid, website: "x" })).status).toBe(200);
  });
});

describe("when the mail server is down", () => {
  it("keeps the message, confirms to the visitor and logs the failure", async () => {
    const response = await post(mailDown, "/contact", valid);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you, your message has been sent.");
    const [stored] = await storedMessages(mailDown);
    expect(stored).toMatchObject(valid);
    await expect.poll(() => mailDown.logs()).toContain("contact message stored but not mailed");
    expect(mailDown.logs()).toContain(stored!.id);
  });
});
