// The accounts feature's public server surface: code outside app/accounts/ imports it from here
// (docs/architecture.md#layout).

export {
  accountOfPage,
  changePassword,
  deleteAccount,
  PASSWORD_CHANGED,
  resendVerification,
  sendReset,
  signOut,
} from "./account-forms.ts";
export { createAuth } from "./auth.server.ts";
export type { FormArgs, FormOutcome } from "./auth-forms.ts";
export {
  answerOf,
  askPasswordReset,
  authFormAction,
  redirectWith,
  refused,
  resetPassword,
  signIn,
  signUp,
  startGoogleSignIn,
  state,
  text,
} from "./auth-forms.ts";
export { requireAnonymous, requireUserOrLogin } from "./guards.ts";
export { createLoginThrottle } from "./login-throttle.ts";
export { ensureAuthTables } from "./migrate.ts";
export { publicUser } from "./public-user.ts";
export { createAuthLimiters } from "./rate-limit-rules.ts";
export type { SessionUser } from "./session.ts";
export { getSessionUser, requireUser } from "./session.ts";
export { SESSION_CACHE_TTL_MS } from "./session-cache.ts";
export { localSessions, SESSION_CHANNEL, sharedSessions } from "./session-invalidation.ts";
