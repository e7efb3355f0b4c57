import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../.server/db/connect.ts";
import { loadConfig } from "../../.server/env.ts";
import { createLogger } from "../../.server/log.ts";
import type { Mail, Mailer } from "../../.server/mail/mailer.ts";
import { createLocalPhotoStore } from "../../.server/photos/store.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { migrateAuthTables } from "./migrate.ts";

const PUBLIC_URL = "https://paraph.example";

describe("createAuth", () => {
  const sent: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail), close: () => {} };
  let db: Db;
  let auth: Auth;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "paraph-auth-")),
    });
    db = connectDatabase("file::memory:");
    const photos = createLocalPhotoStore(config.photosDir);
    auth = await createAuth({ config, db, mailer, log: createLogger("silent"), photos });
    expect(await migrateAuthTables(auth)).toContain("create user");
    expect(await migrateAuthTables(auth)).toEqual([]);
  });
  afterAll(() => db.kysely.destroy());

  const signUp = (email: string, locale?: string) =>
    auth.handler(
      new Request(`${PUBLIC_URL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: PUBLIC_URL },
        body: JSON.stringify({ email, password: "password-123", name: "", locale }),
      }),
    );

  it("sets Secure, HttpOnly, SameSite=Lax cookies when PUBLIC_URL is https", async () => {
    const response = await signUp("secure@example.com");
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it("mails in the user's locale, with links to the localized pages", async () => {
    await signUp("marie@example.com", "fr");
    const verify = sent.find((m) => m.to === "marie@example.com");
    expect(verify?.subject).toBe("Confirmez votre adresse e-mail pour Paraph");
    expect(verify?.text).toMatch(/callbackURL=%2Ffr%2Faccount/);

    await auth.api.requestPasswordReset({ body: { email: "marie@example.com" } });
    const reset = sent.find(
      (m) => m.to === "marie@example.com" && m.subject.includes("mot de passe"),
    );
    expect(reset?.text).toMatch(/https:\/\/paraph\.example\/fr\/reset-password\?token=\w+/);
    expect(reset?.html).toContain('<html lang="fr">');
  });

  it("stores English for a locale it does not know", async () => {
    await signUp("unknown-locale@example.com", "xx");
    const user = await db.kysely
      .selectFrom("user" as never)
      .select(["locale" as never])
      .where("email" as never, "=", "unknown-locale@example.com" as never)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ locale: "en" });
  });
});
