import {
  readStoredUser,
  type SignedInUser,
  storeSignedInUser,
} from "../signatures/session-user.ts";

/**
 * /success after a verified payment: the page carries the signed-in user, now Pro, as the
 * server confirmed it; this browser keeps it (other tabs follow through storage events), as
 * a hydrated page's sign-in would. Another account's signatures are set aside first, kept
 * for it when they exist only here (ADR 028).
 */
export async function storeConfirmedPlan(root: ParentNode): Promise<void> {
  const holder = root.querySelector<HTMLElement>("[data-signed-in-user]");
  if (!holder?.dataset.signedInUser) return;
  try {
    const user = JSON.parse(holder.dataset.signedInUser) as SignedInUser;
    const previous = readStoredUser();
    if (previous && previous.uid !== user.uid) {
      const { setAsideSignedInUser } = await import("../signatures/kept-signatures.ts");
      setAsideSignedInUser({ keep: true });
    }
    storeSignedInUser(user);
  } catch {
    // storage unavailable (private mode): the next page load stores it
  }
}
