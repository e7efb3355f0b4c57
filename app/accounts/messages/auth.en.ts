// Accounts (docs/product.md#accounts): the error catalogue of docs/product.md#accounts, the thin auth routes'
// validation messages, and the verification and password-reset mails.
export default {
  invalidCredentials: "Invalid email or password",
  noAuthenticatedUser: "No authenticated user",
  signatureNotFound: "Signature not found",
  invalidUserData: "Invalid user data returned",
  loginFailed: "Login failed: No user data returned",
  registrationFailed: "Registration failed: No user data returned",
  googleFailed: "Google authentication failed: No user returned",
  offline: "Failed to get document because the client is offline.",
  invalidEmail: "Enter a valid email address.",
  passwordTooShort_one: "Your password must be at least {{count}} character long.",
  passwordTooShort_other: "Your password must be at least {{count}} characters long.",
  passwordTooLong_one: "Your password must be at most {{count}} character long.",
  passwordTooLong_other: "Your password must be at most {{count}} characters long.",
  termsNotAccepted: "Accept the terms of use to create an account.",
  emailUnavailable:
    "This email address can't be used to create an account. If it's yours, sign in or reset your password.",
  googleNotConfigured: "Sign-in with Google isn't available on this site.",
  /** the account is paused after repeated wrong passwords (app/accounts/.server/login-throttle.ts) */
  signInPaused_one:
    "Too many failed sign-in attempts for this account. Wait {{count}} second, or reset your password.",
  signInPaused_other:
    "Too many failed sign-in attempts for this account. Wait {{count}} seconds, or reset your password.",
  mail: {
    greeting: "Hello,",
    signOff: "The {{appName}} team",
    linkExpiry: "This link works for one hour.",
    verify: {
      subject: "Confirm your email address for {{appName}}",
      intro: "Confirm the email address of your {{appName}} account by opening this link:",
      action: "Confirm my email address",
      ignore: "If you didn't create an account, you can ignore this email.",
    },
    failedLogins: {
      subject: "Failed sign-in attempts on your {{appName}} account",
      intro:
        "Someone tried to sign in to your {{appName}} account with a wrong password {{count}} times in a short while. After repeated failures, sign-in to the account pauses for a few minutes.",
      action: "Go to the sign-in page",
      ignore:
        "If it was you, you can ignore this email. If it wasn't, your password held: nobody signed in. Choose a new one if you also use it elsewhere (“Forgot your password?” on the sign-in page).",
    },
    reset: {
      subject: "Reset your {{appName}} password",
      intro:
        "We received a request to reset the password of your {{appName}} account. Choose a new password with this link:",
      action: "Choose a new password",
      ignore: "If you didn't ask for this, ignore this email: your password stays the same.",
    },
  },
};
