import { flushBeforeSignOut } from "../signatures/cloud-sync.ts";
import { signaturesOnlyHere } from "../signatures/kept-signatures.ts";
import type { StoredSignature } from "../signatures/signatures.ts";

/**
 * Before signing out: pending cloud changes get one last try, then the signatures that still
 * exist only in this browser are what the sign-out dialog lists (ADR 028). The sign-out
 * itself is the account page's form (app/accounts/.server/account-forms.ts).
 */
export async function prepareSignOut(): Promise<StoredSignature[]> {
  await flushBeforeSignOut().catch(() => undefined);
  return signaturesOnlyHere();
}
