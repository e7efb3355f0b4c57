import type { Mail } from "../../.server/mail/mailer.ts";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { escapeHtml } from "../../signature/email-jsx/html.ts";

export type AuthMailKind = "verify" | "reset" | "failedLogins";

export type AuthMailInit = {
  to: string;
  url: string;
  locale: Locale;
  appName: string;
  /** failedLogins: how many wrong passwords */
  count?: number;
};

/**
 * The verification, password-reset or failed-sign-ins mail in the user's locale: plain text
 * and simple HTML. Only the first two carry a one-hour link.
 */
export function authMail(
  kind: AuthMailKind,
  { to, url, locale, appName, count = 0 }: AuthMailInit,
): Mail {
  const t = serverT(locale);
  const values = { appName, count };
  const paragraphs = {
    greeting: t("auth.mail.greeting"),
    intro: t(`auth.mail.${kind}.intro`, values),
    expiry: kind === "failedLogins" ? "" : t("auth.mail.linkExpiry"),
    ignore: t(`auth.mail.${kind}.ignore`),
    signOff: t("auth.mail.signOff", values),
  };
  const text = [
    paragraphs.greeting,
    paragraphs.intro,
    url,
    paragraphs.expiry,
    paragraphs.ignore,
    paragraphs.signOff,
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">
<p>${escapeHtml(paragraphs.greeting)}</p>
<p>${escapeHtml(paragraphs.intro)}</p>
<p><a href="${escapeHtml(url)}" style="color: #1d4ed8;">${escapeHtml(t(`auth.mail.${kind}.action`))}</a></p>
<p style="font-size: 14px; color: #4b5563;">${escapeHtml(url)}</p>
<p>${escapeHtml([paragraphs.expiry, paragraphs.ignore].filter(Boolean).join(" "))}</p>
<p>${escapeHtml(paragraphs.signOff)}</p>
</body></html>`;
  return { to, subject: t(`auth.mail.${kind}.subject`, values), text, html };
}
