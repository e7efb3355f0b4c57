// Better Auth's limiter (per client IP and path, in process memory), stricter than its
// defaults on the endpoints that guess passwords, create accounts or send mail.
// Keys are paths under /api/auth; the thin routes forward to these same paths.
const MINUTE = 60;

export const AUTH_RATE_LIMIT_RULES = {
  "/sign-in/email": { window: MINUTE, max: 5 },
  "/sign-in/social": { window: MINUTE, max: 10 },
  "/sign-up/email": { window: MINUTE, max: 3 },
  "/change-password": { window: MINUTE, max: 5 },
  "/reset-password": { window: MINUTE, max: 5 },
  "/reset-password/*": { window: MINUTE, max: 5 },
  "/request-password-reset": { window: 15 * MINUTE, max: 3 },
  "/send-verification-email": { window: 15 * MINUTE, max: 3 },
  "/verify-email": { window: MINUTE, max: 10 },
};
