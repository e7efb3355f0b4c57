import { flushBeforeSignOut } from "../signatures/cloud-sync.ts";
import { setAsideSignedInUser, signaturesOnlyHere } from "../signatures/kept-signatures.ts";
import type { StoredSignature } from "../signatures/signatures.ts";
import { type AuthCall, postAuth } from "./auth-request.ts";

/**
 * Before signing out: pending cloud changes get one last try, then the signatures that still
 * exist only in this browser are what the sign-out dialog lists (ADR 028).
 */
export async function prepareSignOut(): Promise<StoredSignature[]> {
  await flushBeforeSignOut().catch(() => undefined);
  return signaturesOnlyHere();
}

/**
 * Signs out of this browser, or of every browser (all sessions revoked), then sets aside the
 * signed-in data of this browser (docs/product.md#storage): the signatures that exist only here are kept
 * for the account (`keep`, the default), or leave with the rest once the person has
 * downloaded them.
 */
export async function signOut({
  everywhere,
  keep = true,
}: {
  everywhere: boolean;
  keep?: boolean;
}): Promise<AuthCall<unknown>> {
  await flushBeforeSignOut().catch(() => undefined);
  const result = await postAuth(everywhere ? "/api/auth/revoke-sessions" : "/api/auth/sign-out");
  if (!result.ok) return result;
  // Revoking every session leaves this browser's cookie pointing at nothing: clear it too.
  if (everywhere) await postAuth("/api/auth/sign-out");
  setAsideSignedInUser({ keep });
  return result;
}
