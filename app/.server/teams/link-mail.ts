import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { escapeHtml } from "../../signature/email-jsx/html.ts";
import type { Mail } from "../mail/mailer.ts";

/** The mail that brings a member their link, in the member's language: text and simple HTML. */
export function memberLinkMail({
  to,
  url,
  locale,
  teamName,
  managerEmail,
  appName,
}: {
  to: string;
  url: string;
  locale: Locale;
  teamName: string;
  managerEmail: string;
  appName: string;
}): Mail {
  const t = serverT(locale);
  const values = { team: teamName, appName, manager: managerEmail };
  const greeting = t("teams.mail.greeting");
  const intro = t("teams.mail.intro", values);
  const action = t("teams.mail.action");
  const privacy = t("teams.mail.privacy");
  const signOff = t("teams.mail.signOff", values);
  const text = [greeting, intro, url, privacy, signOff].join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="color: #1d4ed8;">${escapeHtml(action)}</a></p>
<p style="font-size: 14px; color: #4b5563;">${escapeHtml(url)}</p>
<p>${escapeHtml(privacy)}</p>
<p>${escapeHtml(signOff)}</p>
</body></html>`;
  return { to, subject: t("teams.mail.subject", values), text, html, replyTo: managerEmail };
}
