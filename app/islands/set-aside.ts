import { CLEAR_SET_ASIDE, setAsideChoice } from "../signatures/set-aside-signal.ts";

/**
 * The page after the account page signed out or deleted the account: what the signed-in
 * account left in this browser is set aside as the server's one-time cookie says
 * (app/signatures/set-aside-signal.ts); the storage code loads only then.
 */
export async function setAsideAfterSignOut(document: Document): Promise<void> {
  const choice = setAsideChoice(document.cookie);
  if (!choice) return;
  document.cookie = CLEAR_SET_ASIDE;
  const { setAsideSignedInUser } = await import("../signatures/kept-signatures.ts");
  setAsideSignedInUser({ keep: choice === "keep" });
}
