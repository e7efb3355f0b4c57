import type { Mail } from "../../.server/mail/mailer.ts";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { escapeHtml } from "../../signature/email-jsx/html.ts";

/**
 * The mail that brings a member their link, in the member's language: text and simple HTML.
 * Its subject is a fixed sentence with the product's name; the team's name, which the
 * manager typed freely, is only in the body, on a line of its own that says it is the team's
 * name, quoted and escaped (ADR 031).
 */
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
  const values = { appName, manager: managerEmail };
  const greeting = t("teams.mail.greeting");
  const intro = t("teams.mail.intro", values);
  const team = t("teams.mail.team", { team: teamName });
  const action = t("teams.mail.action");
  const privacy = t("teams.mail.privacy");
  const signOff = t("teams.mail.signOff", values);
  const text = [greeting, intro, url, team, privacy, signOff].join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="color: #1d4ed8;">${escapeHtml(action)}</a></p>
<p style="font-size: 14px; color: #4b5563;">${escapeHtml(url)}</p>
<p style="font-size: 14px; color: #4b5563;">${escapeHtml(team)}</p>
<p>${escapeHtml(privacy)}</p>
<p>${escapeHtml(signOff)}</p>
</body></html>`;
  return { to, subject: t("teams.mail.subject", values), text, html, replyTo: managerEmail };
}
