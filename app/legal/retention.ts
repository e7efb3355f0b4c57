// How long each kind of data is kept: the privacy policy states these and the code applies
// them (contact messages are purged on this schedule), so the two cannot drift apart.
import { LOCALE_COOKIE_MAX_AGE } from "../i18n/locales.ts";

export const RETENTION = {
  /** contact form messages, in the database and the operator's mailbox */
  contactMessageMonths: 12,
  /** request logs (method, path, status, duration, request id; no IP address) */
  serverLogDays: 30,
  /** the `locale` cookie set by the language switcher */
  localeCookieDays: LOCALE_COOKIE_MAX_AGE / (24 * 60 * 60),
  /** the longest rate-limit window: an IP address is kept in memory no longer than this */
  rateLimitMemoryMinutes: 60,
  /** failed sign-ins are counted per account this long after the first (login-throttle.ts) */
  failedSignInMinutes: 15,
  /** a photo deletion request is carried out within this time (the GDPR's one month) */
  requestAnswerMonths: 1,
  /** after an account is deleted, copies left in backups are gone within this time */
  deletedAccountBackupDays: 30,
  /** an account nobody has signed in to for this long is deleted (after a warning email) */
  inactiveAccountYears: 3,
  /** accounting records of a Pro purchase (French commercial code, art. L123-22) */
  accountingRecordYears: 10,
} as const;

/** The moment before which contact messages are deleted. */
export function contactMessageCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION.contactMessageMonths);
  return cutoff;
}
