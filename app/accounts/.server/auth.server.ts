import { betterAuth } from "better-auth";
import type { Db } from "../../.server/db/connect.ts";
import type { Config } from "../../.server/env.ts";
import type { Logger } from "../../.server/log.ts";
import type { Mailer } from "../../.server/mail/mailer.ts";
import { releaseUserPhotos } from "../../.server/photos/ownership.ts";
import type { PhotoStore } from "../../.server/photos/store.ts";
import { localeFromAcceptLanguage } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales.ts";
import { authMail } from "./emails.ts";
import { loginPath, resetPasswordUrl, verificationUrl } from "./links.ts";
import { USER_FIELDS, type UserChanged, userDatabaseHooks } from "./user-fields.ts";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type AuthDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
  photos: PhotoStore;
  /** committed changes to a user's row, sessions or accounts (the session cache, ADR 015) */
  userChanged?: UserChanged;
};

/**
 * The one Better Auth instance of a server process (ADR 006), built from its configuration
 * and sharing the process's Kysely instance; handed to routes through AppServices.
 */
export async function createAuth({ config, db, mailer, log, photos, userChanged }: AuthDeps) {
  const plugins = config.google ? [await googlePlugin(config.google)] : [];
  // Better Auth types the mail callbacks' user without our additional fields.
  const accountLocale = (user: object): Locale =>
    "locale" in user && isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  // A mail the person asks for is in the language of the page they asked from, which the
  // site's calls send as Accept-Language; else their account's (ADR 034).
  const mailLocale = (user: object, request: Request | undefined): Locale =>
    localeFromAcceptLanguage(request?.headers.get("accept-language") ?? null) ??
    accountLocale(user);
  const send = (kind: "verify" | "reset", to: string, url: string, locale: Locale) =>
    mailer.send(authMail(kind, { to, url, locale, appName: config.appName }));

  return betterAuth({
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: { db: db.kysely, type: db.engine },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      // The mail links straight to our page, which posts {token, newPassword} to /reset-password.
      sendResetPassword: async ({ user, token }, request) => {
        const locale = mailLocale(user, request);
        await send("reset", user.email, resetPasswordUrl(config.publicUrl, locale, token), locale);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        const locale = mailLocale(user, request);
        await send("verify", user.email, verificationUrl(url, locale), locale);
      },
    },
    // Deleting the user removes its sessions and accounts; its signatures go with it through
    // the `signature.user_id` foreign key (ON DELETE CASCADE), and the photos only it owned
    // right after (housekeeping finishes the job if this is interrupted). Account page, docs/product.md#pages.
    user: {
      additionalFields: USER_FIELDS,
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          const deleted = await releaseUserPhotos(db.kysely, photos, user.id);
          log.info("account deleted", { photosDeleted: deleted });
        },
      },
    },
    databaseHooks: userDatabaseHooks(userChanged),
    // The app limits these endpoints itself, in its shared store (rate-limit-rules.ts).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: ["x-paraph-client-ip"] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Better Auth skips its Origin/CSRF check when NODE_ENV=test: keep it, tests included.
      disableOriginCheck: false,
    },
    onAPIError: { errorURL: loginPath(DEFAULT_LOCALE) },
    logger: {
      level: config.logLevel === "debug" ? "debug" : "warn",
      log: (level, message, ...details) =>
        log[level](`auth: ${message}`, details.length ? { details } : undefined),
    },
    plugins,
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** Sign-in with Google (OpenID Connect); its module is loaded only when Google is configured. */
async function googlePlugin(google: NonNullable<Config["google"]>) {
  const { genericOAuth } = await import("better-auth/plugins/generic-oauth");
  return genericOAuth({
    config: [
      {
        providerId: "google",
        name: "Google",
        discoveryUrl: google.discoveryUrl,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ["openid", "email", "profile"],
        pkce: true,
        requireIdTokenVerification: true,
      },
    ],
  });
}
