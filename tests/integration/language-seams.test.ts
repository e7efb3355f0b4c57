// The language seams (issue 20; ADR 034): every page, mail and signature a person or member
// gets is in their language. Every page of the route table, in both locales, is asked for with
// the OTHER language's cookie and Accept-Language, signed in where the page needs it: it is
// in its URL's language. Every mail the app sends to someone is triggered by a person of one
// language while the request carries the other's: it is in the person's language (the page
// they acted from; a member's roster language; the account's for an alert nobody asked for).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_PAIRS } from "../../app/content/articles.ts";
import { LOCALES, type Locale } from "../../app/i18n/locales.ts";
import { serverT } from "../../app/i18n/translate.server.ts";
import type { MessageKey } from "../../app/i18n/translate.ts";
import { articlePath, PAGES, type PageKey, pagePath, pagePathOf } from "../../app/route-table.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { escapeText, expectMemberPageIn, htmlLang, OTHER } from "../support/language.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { TEST_PASSWORD } from "../support/signatures-api.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp.ts";
import {
  addMember,
  createTeam,
  LEGAL_DESIGN,
  patchDesign,
  sendLinks,
} from "../support/team-members.ts";

const APP_NAME = "Paraph";

/** Each page's `<title>` message: a page added to the route table must say what it shows. */
const TITLES: Record<PageKey, MessageKey> = {
  home: "home.title",
  create: "create.title",
  app: "editor.metaTitle",
  mySignatures: "library.title",
  mySignature: "export.metaTitle",
  emailSignature: "guide.title",
  blog: "blog.title",
  terms: "legal.terms.title",
  contact: "contact.title",
  legal: "legal.index.title",
  privacy: "legal.privacy.title",
  legalNotice: "legal.legalNotice.title",
  signup: "account.signup.metaTitle",
  login: "account.login.metaTitle",
  resetPassword: "account.reset.metaTitle",
  account: "account.account.metaTitle",
  pricing: "pricing.metaTitle",
  success: "pricing.success.metaTitle",
  api: "apiDocs.metaTitle",
  teams: "teams.list.metaTitle",
};

/** A browser's: the home page leaves crawlers (Node's fetch among them) where they asked. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

/** Headers of a request in the other language than `locale`. */
const otherLanguage = (locale: Locale, cookie = "") => ({
  "user-agent": BROWSER,
  cookie: [`locale=${OTHER[locale]}`, cookie].filter(Boolean).join("; "),
  "accept-language": OTHER[locale],
});

describe("the language seams", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: SmtpSink;
  let owner: TestAccount;
  let teamId: string;
  const memberLinks = {} as Record<Locale, string>;
  let ip = 0;
  /** A client address of its own for each mail scenario: the auth limits count per address. */
  const nextIp = () => `198.51.100.${++ip}`;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    smtp = await startSmtpSink();
    const port = await freePort();
    server = await startServer({
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TRUST_PROXY: "1",
    });
    owner = await registerAccount(server.url, server.url, "seams-owner");
    await makePro(database.url, [owner.userId]);
    teamId = await createTeam(server, owner, "Atelier Lumière");
    await patchDesign(server, owner, LEGAL_DESIGN);
    for (const locale of LOCALES) {
      const { link } = await addMember(server, owner, teamId, {
        fullName: `Member ${locale}`,
        email: `member-${locale}@seams.example`,
        phone: "+33 1 42 14 20 00",
        locale,
      });
      memberLinks[locale] = new URL(link).search;
    }
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers });

  describe("pages", () => {
    for (const locale of LOCALES) {
      it(`every page of the route table in ${locale}, asked in ${OTHER[locale]}`, async () => {
        const t = serverT(locale);
        for (const page of PAGES) {
          const path = pagePathOf(page, locale);
          // signed in for the pages of one's own data (signed out for the others, and for
          // sign-up and sign-in, which send a signed-in visitor to their account)
          const anonymousOnly = page.key === "login" || page.key === "signup";
          const session = page.personal && !anonymousOnly ? owner.cookie : "";
          const response = await get(path, otherLanguage(locale, session));
          if (path === "/") {
            // the one entry that picks the visitor's language: a redirect, never a page in
            // the wrong language (ADR 002)
            expect(response.status, path).toBe(302);
            expect(response.headers.get("location"), path).toBe("/fr");
            continue;
          }
          expect(response.status, path).toBe(200);
          const html = await response.text();
          expect(htmlLang(html), path).toBe(locale);
          expect(titleOf(html), path).toContain(
            escapeText(t(TITLES[page.key], { appName: APP_NAME })),
          );
          expect(html, path).toContain(escapeText(t("common.skipToContent")));
        }
      });

      it(`every blog article in ${locale}, asked in ${OTHER[locale]}`, async () => {
        const t = serverT(locale);
        for (const pair of ARTICLE_PAIRS) {
          const path = articlePath(pair, locale);
          const response = await get(path, otherLanguage(locale));
          expect(response.status, path).toBe(200);
          const html = await response.text();
          expect(htmlLang(html), path).toBe(locale);
          expect(html, path).toContain(escapeText(t("common.skipToContent")));
        }
      });

      it(`a ${locale} member's page and signature, opened in ${OTHER[locale]}`, async () => {
        for (const asked of LOCALES) {
          const response = await fetch(
            `${server.url}${pagePath("mySignature", asked)}${memberLinks[locale]}`,
            { headers: otherLanguage(locale) },
          );
          expect(response.status).toBe(200);
          expectMemberPageIn(await response.text(), locale);
        }
      });
    }
  });

  describe("mails", () => {
    /** The mail is in `locale`: its subject, greeting and HTML language are the catalogue's. */
    function expectMailIn(
      mail: ReceivedMail,
      locale: Locale,
      subject: MessageKey,
      greeting: MessageKey,
    ) {
      const t = serverT(locale);
      expect(mail.subject).toBe(t(subject, { appName: APP_NAME }));
      expect(mail.text.startsWith(t(greeting))).toBe(true);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    }

    /** The second mail to `email` (the first is the sign-up's verification). */
    const secondMailTo = (email: string) =>
      smtp.waitFor(email, (mail) => smtp.mails.filter((m) => m.to.includes(email))[1] === mail);

    /**
     * Signs up from the page of `locale`, the request carrying the other language's cookie;
     * `sendLocale: false` as an API client that names no language, `acceptLanguage` as a
     * client that names the account's language in the body and another in its header.
     */
    async function signUp(
      locale: Locale,
      {
        sendLocale = true,
        acceptLanguage = locale,
      }: { sendLocale?: boolean; acceptLanguage?: Locale } = {},
    ) {
      const email = uniqueEmail(`seams-${locale}`);
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          "x-forwarded-for": nextIp(),
          ...otherLanguage(locale),
          // the page's calls send its language (app/accounts/auth-request.ts)
          "accept-language": acceptLanguage,
        },
        body: JSON.stringify({
          email,
          password: TEST_PASSWORD,
          acceptTerms: true,
          ...(sendLocale && { locale }),
        }),
      });
      expect(response.status).toBe(201);
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0]!.trim())
        .join("; ");
      return { email, cookie };
    }

    /** A JSON call to the auth API from the page of `locale`, with the other's cookie. */
    const fromPage = (locale: Locale, path: string, body: unknown, cookie = "") =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          "x-forwarded-for": nextIp(),
          ...otherLanguage(locale, cookie),
          "accept-language": locale,
        },
        body: JSON.stringify(body),
      });

    for (const locale of LOCALES) {
      const other = OTHER[locale];

      it(`sign-up verification from the ${locale} page, the cookie ${other}`, async () => {
        for (const options of [
          { sendLocale: true },
          { sendLocale: false },
          { sendLocale: true, acceptLanguage: other },
        ]) {
          const { email } = await signUp(locale, options);
          const mail = await smtp.waitFor(email);
          expectMailIn(mail, locale, "auth.mail.verify.subject", "auth.mail.greeting");
          expect(mail.text).toContain(encodeURIComponent(pagePath("account", locale)));
        }
      });

      it(`verification sent again from the ${locale} account page, the cookie ${other}`, async () => {
        // signed up in the other language: the person now reads the site in this one
        for (const signedUpIn of [locale, other]) {
          const { email, cookie } = await signUp(signedUpIn);
          await smtp.waitFor(email);
          const response = await fromPage(
            locale,
            "/api/auth/send-verification-email",
            { email, callbackURL: pagePath("account", locale) },
            cookie,
          );
          expect(response.status, await response.clone().text()).toBe(200);
          const mail = await secondMailTo(email);
          expectMailIn(mail, locale, "auth.mail.verify.subject", "auth.mail.greeting");
        }
      });

      it(`password reset asked from the ${locale} page, the cookie ${other}`, async () => {
        for (const signedUpIn of [locale, other]) {
          const { email } = await signUp(signedUpIn);
          await smtp.waitFor(email);
          const response = await fromPage(locale, "/api/auth/request-password-reset", {
            email,
            redirectTo: pagePath("resetPassword", locale),
          });
          expect(response.status, await response.clone().text()).toBe(200);
          const mail = await secondMailTo(email);
          expectMailIn(mail, locale, "auth.mail.reset.subject", "auth.mail.greeting");
          expect(mail.text).toContain(`${pagePath("resetPassword", locale)}?token=`);
        }
      });

      it(`a failed sign-ins alert to a ${locale} account, the tries made in ${other}`, async () => {
        const { email } = await signUp(locale);
        await smtp.waitFor(email);
        const address = nextIp();
        for (let attempt = 0; attempt < 5; attempt++) {
          const response = await fetch(`${server.url}/api/auth/login`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: server.url,
              "x-forwarded-for": address,
              ...otherLanguage(locale),
            },
            body: JSON.stringify({ email, password: "not the password" }),
          });
          expect(response.status).toBe(401);
        }
        const mail = await secondMailTo(email);
        // nobody asked for it from a page: the account's language
        expectMailIn(mail, locale, "auth.mail.failedLogins.subject", "auth.mail.greeting");
        expect(mail.text).toContain(`${server.url}${pagePath("login", locale)}`);
      });

      it(`a ${locale} member's link mail, sent from the ${other} team page`, async () => {
        const response = await sendLinks(server, owner, teamId, {
          locale: other,
          headers: otherLanguage(locale),
        });
        expect(response.status).toBe(200);
        const mail = await smtp.waitFor(`member-${locale}@seams.example`);
        expectMailIn(mail, locale, "teams.mail.subject", "teams.mail.greeting");
        expect(mail.text).toContain(`${pagePath("mySignature", locale)}${memberLinks[locale]}`);
      });
    }
  });
});
