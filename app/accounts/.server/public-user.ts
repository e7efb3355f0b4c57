import type { SessionUser } from "./session.ts";

/** What the browser may know about the signed-in user (docs/product.md#api `me`). */
export function publicUser(user: SessionUser) {
  return {
    uid: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    isPaid: user.isPaid,
    hasFreeTemplate: user.hasFreeTemplate,
  };
}
