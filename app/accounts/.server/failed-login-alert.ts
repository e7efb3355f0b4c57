import type { RequestContext } from "../../.server/context.ts";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales.ts";
import { authMail } from "./emails.ts";
import { loginPath } from "./links.ts";

/**
 * Tells the owner of `email`, if there is an account with it, that its password was tried
 * wrongly `failures` times. Nothing is sent (nor said) for an address without an account.
 */
export async function sendFailedLoginAlert(
  app: Pick<RequestContext, "db" | "mailer" | "config" | "log">,
  email: string,
  failures: number,
): Promise<void> {
  const user = await app.db.kysely
    .selectFrom("user")
    .select(["email", "locale"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  await app.mailer.send(
    authMail("failedLogins", {
      to: user.email,
      url: `${app.config.publicUrl}${loginPath(locale)}`,
      locale,
      appName: app.config.appName,
      count: failures,
    }),
  );
  app.log.info("failed sign-in alert sent", { failures });
}
