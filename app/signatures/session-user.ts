// The signed-in user in browser storage (docs/product.md#storage): stored on sign-in, forgotten on sign-out.
import { STORAGE_KEYS, SYNC_QUEUE_KEY } from "./keys.ts";
import { readValue, removeValue, writeValue } from "./local-store.ts";
import { readHasFreeTemplate, readIsPaid, readUserData } from "./user.ts";

/** What the root loader exposes about the signed-in user. */
export type SignedInUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  isPaid: boolean;
  hasFreeTemplate: boolean;
};

export type StoredUser = { uid: string; email: string; emailVerified: boolean };

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (!value || typeof value.uid !== "string" || typeof value.email !== "string") return null;
    return { uid: value.uid, email: value.email, emailVerified: value.emailVerified === true };
  } catch {
    return null;
  }
}

export function readStoredUser(): StoredUser | null {
  return readValue(STORAGE_KEYS.user, parseStoredUser);
}

/** Keeps the session's user, flags and `userData` (its registration date is kept if present). */
export function storeSignedInUser(user: SignedInUser, now = new Date()): void {
  const { uid, email, emailVerified } = user;
  const stored = readStoredUser();
  if (stored?.uid !== uid || stored.email !== email || stored.emailVerified !== emailVerified) {
    writeValue(STORAGE_KEYS.user, { uid, email, emailVerified });
  }
  const data = readUserData();
  if (!data?.isAuthenticated || data.email !== email) {
    writeValue(STORAGE_KEYS.userData, {
      email,
      isAuthenticated: true,
      hasAcceptedGdpr: data?.hasAcceptedGdpr ?? false,
      registrationDate: data?.registrationDate ?? now.toISOString(),
    });
  }
  if (readIsPaid() !== user.isPaid) writeValue(STORAGE_KEYS.isPaid, user.isPaid);
  if (readHasFreeTemplate() !== user.hasFreeTemplate) {
    writeValue(STORAGE_KEYS.hasFreeTemplate, user.hasFreeTemplate);
  }
}

/**
 * Signed out: the user, its flags and pending cloud changes leave this browser. Its signatures
 * are set aside first (`setAsideSignedInUser`, kept-signatures.ts): never call this alone.
 */
export function forgetSignedInUser(): void {
  for (const key of [
    STORAGE_KEYS.user,
    STORAGE_KEYS.userData,
    STORAGE_KEYS.isPaid,
    STORAGE_KEYS.hasFreeTemplate,
    SYNC_QUEUE_KEY,
  ]) {
    removeValue(key);
  }
}

/** The account this page was loaded with (the root loader's user), null when signed out. */
let pageAccount: StoredUser | null = null;

export function setPageAccount(user: StoredUser | null): void {
  pageAccount = user && { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

/**
 * The account of this page when it signed out (or another signed in) in another tab since the
 * page loaded: what the page still makes is that account's, kept for it (ADR 028).
 */
export function accountOfStalePage(): { uid: string; email: string } | null {
  if (!pageAccount || readStoredUser()?.uid === pageAccount.uid) return null;
  return { uid: pageAccount.uid, email: pageAccount.email };
}
