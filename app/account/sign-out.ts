import { flushBeforeSignOut } from "../storage/cloud-sync.ts";
import { clearSignedInUser } from "../storage/session-user.ts";
import { type AuthCall, postAuth } from "./auth-request.ts";

/**
 * Signs out of this browser, or of every browser (all sessions revoked), then clears the
 * signed-in data from this browser (DESIGN §5). Pending cloud changes get one last try first.
 */
export async function signOut({ everywhere }: { everywhere: boolean }): Promise<AuthCall<unknown>> {
  await flushBeforeSignOut().catch(() => undefined);
  const result = await postAuth(everywhere ? "/api/auth/revoke-sessions" : "/api/auth/sign-out");
  if (!result.ok) return result;
  // Revoking every session leaves this browser's cookie pointing at nothing: clear it too.
  if (everywhere) await postAuth("/api/auth/sign-out");
  clearSignedInUser();
  return result;
}
