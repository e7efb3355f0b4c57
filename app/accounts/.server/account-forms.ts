// The account page's forms (docs/product.md#accounts): the verification mail again, the
// password, sign-out, deletion. Each sends the JSON call the API documents, in process, with
// the page's cookie (auth-forms.ts). A sign-out or a deletion leaves the browser's stored
// signatures to the next page, which sets them aside as the server's cookie says
// (app/signatures/set-aside-signal.ts).
import { getApp } from "../../.server/context.ts";
import { pagePath } from "../../route-table.ts";
import { type SetAsideChoice, setAsideCookie } from "../../signatures/set-aside-signal.ts";
import type { AuthFormState } from "../auth-form-state.ts";
import { MIN_PASSWORD_LENGTH } from "../rules.ts";
import {
  type AccountOfPage,
  answerOf,
  type FormArgs,
  type FormOutcome,
  redirectWith,
  refused,
  required,
  state,
  text,
  tooShort,
} from "./auth-forms.ts";
import { requireUserOrLogin } from "./guards.ts";
import type { SessionUser } from "./session.ts";

/** Who the account page is for: its address, and whether it signs in with a password. */
export async function accountOfPage(
  request: Request,
  context: Parameters<typeof requireUserOrLogin>[1],
): Promise<AccountOfPage & { user: SessionUser }> {
  const user = await requireUserOrLogin(request, context);
  const app = getApp(context);
  const accounts = await app.auth.api.listUserAccounts({ headers: request.headers });
  return {
    user,
    userId: user.id,
    email: user.email,
    secure: app.config.publicUrl.startsWith("https://"),
    /** Google-only accounts have none */
    hasPassword: accounts.some((account) => account.providerId === "credential"),
  };
}

const accountOf = (args: FormArgs): AccountOfPage => {
  if (!args.account) throw new Error("an account form needs the page's account");
  return args.account;
};

/** "Send the verification email again". */
export async function resendVerification(args: FormArgs): Promise<FormOutcome> {
  const { email } = accountOf(args);
  const answer = await answerOf(
    await args.call("/api/auth/send-verification-email", {
      email,
      callbackURL: pagePath("account", args.locale),
    }),
  );
  if (!answer.ok) return refused("resendVerification", answer);
  return state("resendVerification", {
    notice: { key: "account.account.verificationSent", values: { email } },
  });
}

/** The query of the account page after a password change: it says so. */
export const PASSWORD_CHANGED = "passwordChanged";

/** A new password, the current one given; every other browser is signed out. */
export async function changePassword(args: FormArgs): Promise<FormOutcome> {
  accountOf(args);
  const currentPassword = text(args.form.get("currentPassword"));
  const newPassword = text(args.form.get("newPassword"));
  const fieldErrors: AuthFormState["fieldErrors"] = {};
  if (!currentPassword) fieldErrors.currentPassword = required;
  if (newPassword.length < MIN_PASSWORD_LENGTH) fieldErrors.newPassword = tooShort;
  if (Object.keys(fieldErrors).length > 0) return state("changePassword", { fieldErrors });
  const answer = await answerOf(
    await args.call("/api/auth/change-password", {
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    }),
  );
  if (!answer.ok)
    return refused(
      "changePassword",
      answer,
      {},
      {
        INVALID_PASSWORD: { key: "account.account.wrongPassword" },
        PASSWORD_TOO_SHORT: tooShort,
      },
    );
  // Every session was revoked and a new one made: the page is asked again with its cookie
  // (this request's is gone), and says what happened.
  return redirectWith(
    `${pagePath("account", args.locale)}?${PASSWORD_CHANGED}#account-password`,
    answer.cookies,
  );
}

/** A reset link by mail, to the account's address (a Google-only account gets a password so). */
export async function sendReset(args: FormArgs): Promise<FormOutcome> {
  const { email } = accountOf(args);
  const answer = await answerOf(
    await args.call("/api/auth/request-password-reset", {
      email,
      redirectTo: pagePath("resetPassword", args.locale),
    }),
  );
  if (!answer.ok) return refused("sendReset", answer);
  return state("sendReset", { notice: { key: "account.account.resetSent", values: { email } } });
}

/** The sign-in page after a sign-out or a deletion, with how this browser's data is set aside. */
function toSignIn(args: FormArgs, arrival: string, cookies: string[], choice: SetAsideChoice) {
  return redirectWith(`${pagePath("login", args.locale)}?${arrival}`, [
    ...cookies,
    setAsideCookie(choice, accountOf(args).secure),
  ]);
}

/**
 * Sign out of this browser, or of every browser (`everywhere`: all sessions revoked, this
 * one's cookie cleared too). `keep=0` when the person took the signatures that exist only
 * here away (the page's script asked, and downloaded them).
 */
export async function signOut(args: FormArgs): Promise<FormOutcome> {
  accountOf(args);
  const everywhere = args.form.get("everywhere") === "1";
  const choice: SetAsideChoice = args.form.get("keep") === "0" ? "forget" : "keep";
  const first = await answerOf(
    await args.call(everywhere ? "/api/auth/revoke-sessions" : "/api/auth/sign-out", {}),
  );
  if (!first.ok) return refused("signOut", first);
  const cookies = [...first.cookies];
  // Revoking every session leaves this browser's cookie pointing at nothing: clear it too.
  if (everywhere) {
    const second = await answerOf(await args.call("/api/auth/sign-out", {}));
    if (second.ok) cookies.push(...second.cookies);
  }
  return toSignIn(args, "signedOut", cookies, choice);
}

/** Delete the account: its address typed again, and its password when it has one. */
export async function deleteAccount(args: FormArgs): Promise<FormOutcome> {
  const { email, hasPassword } = accountOf(args);
  const confirmEmail = text(args.form.get("confirmEmail")).trim();
  const password = text(args.form.get("password"));
  const fieldErrors: AuthFormState["fieldErrors"] = {};
  if (confirmEmail.toLowerCase() !== email.toLowerCase())
    fieldErrors.confirmEmail = { key: "account.account.deleteConfirmMismatch", values: { email } };
  if (hasPassword && !password) fieldErrors.password = required;
  if (Object.keys(fieldErrors).length > 0)
    return state("deleteAccount", { fieldErrors, email: confirmEmail });
  const answer = await answerOf(
    await args.call("/api/auth/delete-user", hasPassword ? { password } : {}),
  );
  if (!answer.ok)
    return refused(
      "deleteAccount",
      answer,
      { email: confirmEmail },
      {
        INVALID_PASSWORD: { key: "account.account.wrongPassword" },
        SESSION_EXPIRED: { key: "account.account.sessionExpired" },
      },
    );
  // what existed only in this browser went with the account (the page offered it first)
  return toSignIn(args, "deleted", answer.cookies, "forget");
}
