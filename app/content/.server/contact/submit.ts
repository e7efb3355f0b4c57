import type { RequestContext } from "../../../.server/context.ts";
import { clientIp, rateLimitKey } from "../../../.server/http/client-ip.ts";
import { readCappedForm } from "../../../.server/http/form-body.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { contactMessageCutoff } from "../../../legal/retention.ts";
import {
  type ContactMessage,
  deleteContactMessagesBefore,
  saveContactMessage,
} from "./messages.ts";
import {
  type ContactFieldErrors,
  type ContactValues,
  contactValues,
  isHoneypotFilled,
  parseContactMessage,
} from "./schema.ts";

/** Far above the largest valid form (5,000 characters, percent-encoded), far below harm. */
export const CONTACT_MAX_BODY_BYTES = 128 * 1024;

export type ContactOutcome =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactFieldErrors; values: ContactValues }
  | { status: "rateLimited"; retryAfterSeconds: number; values: ContactValues }
  | { status: "tooLarge" };

/**
 * The contact form's POST: honeypot → pretend it was sent; invalid → the errors with what was
 * typed; over the client's hourly limit → wait; otherwise stored, then mailed to the operator.
 * A mail failure is logged, not shown: the message is already stored for the operator to read.
 */
export async function submitContactForm(
  request: Request,
  app: RequestContext,
  locale: Locale,
): Promise<ContactOutcome> {
  const form = await readCappedForm(request, CONTACT_MAX_BODY_BYTES);
  if (!form) return { status: "tooLarge" };
  if (isHoneypotFilled(form)) {
    app.log.info("contact form honeypot filled: message discarded");
    return { status: "sent" };
  }
  const values = contactValues(form);
  const parsed = parseContactMessage(values);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };

  const limit = await app.limiters.contact.check(rateLimitKey(clientIp(request)));
  if (!limit.ok)
    return { status: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds, values };

  const message = await saveContactMessage(app.db.kysely, { ...parsed.data, locale });
  app.log.info("contact message stored", { contactMessageId: message.id });
  await purgeExpiredMessages(app);
  try {
    await app.mailer.send(notification(message, app));
  } catch (error) {
    app.log.error("contact message stored but not mailed", { contactMessageId: message.id, error });
  }
  return { status: "sent" };
}

/** The operator's copy. Addressed to the operator, not to visitors: fixed English labels. */
export function notification(message: ContactMessage, app: Pick<RequestContext, "config">) {
  const { config } = app;
  return {
    to: config.contactEmail,
    replyTo: message.email,
    subject: `[${config.appName} contact] ${message.subject}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      `Language: ${message.locale}`,
      `Received: ${message.createdAt}`,
      `Message id: ${message.id}`,
      "",
      message.message,
      "",
      "-- ",
      `Sent with the contact form of ${config.publicUrl}. Reply to this email to answer.`,
    ].join("\n"),
  };
}

/** Applies the retention period of the privacy policy; a failure never blocks a message. */
async function purgeExpiredMessages(app: RequestContext): Promise<void> {
  try {
    const deleted = await deleteContactMessagesBefore(
      app.db.kysely,
      contactMessageCutoff(new Date()),
    );
    if (deleted > 0) app.log.info("expired contact messages deleted", { count: deleted });
  } catch (error) {
    app.log.error("expired contact messages could not be deleted", { error });
  }
}
