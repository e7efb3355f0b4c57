import { type Allowance, allowanceOf } from "../billing/rules.ts";
import { STORAGE_KEYS } from "./keys.ts";
import { readValue, writeValue } from "./local-store.ts";

export type UserData = {
  email: string;
  isAuthenticated: boolean;
  hasAcceptedGdpr: boolean;
  registrationDate: string;
};

function parseBoolean(raw: string | null, fallback: boolean): boolean {
  if (raw === "true") return true;
  if (raw === "false") return false;
  return fallback;
}

let everyoneIsPro = false;

/** An instance with PRO_FOR_EVERYONE (the root loader says so): no paywall in this page. */
export function liftPaywall(): void {
  everyoneIsPro = true;
}

/** Pro flag (docs/product.md#plans); false for anyone who has not paid. */
export function readIsPaid(): boolean {
  return everyoneIsPro || readValue(STORAGE_KEYS.isPaid, (raw) => parseBoolean(raw, false));
}

/** What this visitor's plan allows (docs/product.md#plans): components read this, not the flag. */
export function readAllowance(): Readonly<Allowance> {
  return allowanceOf(readIsPaid());
}

/** One free save of a Pro template; true until used (docs/product.md#plans). */
export function readHasFreeTemplate(): boolean {
  return readValue(STORAGE_KEYS.hasFreeTemplate, (raw) => parseBoolean(raw, true));
}

export function spendFreeTemplate(): void {
  writeValue(STORAGE_KEYS.hasFreeTemplate, false);
}

export function parseUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserData> | null;
    if (!value || typeof value !== "object") return null;
    return {
      email: typeof value.email === "string" ? value.email : "",
      isAuthenticated: value.isAuthenticated === true,
      hasAcceptedGdpr: value.hasAcceptedGdpr === true,
      registrationDate:
        typeof value.registrationDate === "string" &&
        !Number.isNaN(Date.parse(value.registrationDate))
          ? value.registrationDate
          : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

export function readUserData(): UserData | null {
  return readValue(STORAGE_KEYS.userData, parseUserData);
}

/** The anonymous visitor's local record, made the first time they save something. */
export function ensureLocalUserData(now = new Date()): UserData {
  const existing = readUserData();
  if (existing) return existing;
  const created: UserData = {
    email: "",
    isAuthenticated: false,
    hasAcceptedGdpr: false,
    registrationDate: now.toISOString(),
  };
  writeValue(STORAGE_KEYS.userData, created);
  return created;
}
