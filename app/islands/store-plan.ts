import { clearSignedInUser, readStoredUser, storeSignedInUser } from "../storage/session-user.ts";

/**
 * /success after a verified payment: the page carries the signed-in user, now Pro, as the
 * server confirmed it; this browser keeps it (other tabs follow through storage events), as
 * a hydrated page's sign-in would. Another account's data is cleared first.
 */
export function storeConfirmedPlan(root: ParentNode): void {
  const holder = root.querySelector<HTMLElement>("[data-signed-in-user]");
  if (!holder?.dataset.signedInUser) return;
  try {
    const user = JSON.parse(holder.dataset.signedInUser);
    const previous = readStoredUser();
    if (previous && previous.uid !== user.uid) clearSignedInUser();
    storeSignedInUser(user);
  } catch {
    // storage unavailable (private mode): the next page load stores it
  }
}
