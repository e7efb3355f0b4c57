// The sign-in, sign-up, reset and account pages post plain forms (they work without
// JavaScript and ship no framework, ADR 016): each action checks what it can point at a
// field for, then sends the same JSON call the API documents, in process
// (app/.server/api/call-from-page.ts), so the guards, rate limits and Better Auth rules are
// those of /api. This module holds the sign-in pages' handlers and what every page's share;
// the account page's are in account-forms.ts.
import { data, type RouterContextProvider, redirect } from "react-router";
import { getApp, type RequestContext } from "../../.server/context.ts";
import { readCappedForm } from "../../.server/http/form-body.ts";
import { type Locale, localeFromPath } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import type { AuthFormIntent, AuthFormState, FormText } from "../auth-form-state.ts";
import { safeNext } from "../auth-request.ts";
import { isEmail, MIN_PASSWORD_LENGTH } from "../rules.ts";

/** Far above any valid form of these pages, far below harm. */
const AUTH_FORM_MAX_BYTES = 16 * 1024;

export const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** `?next=` of the page when it is a path of this site, else the account page. */
function nextPage(request: Request, locale: Locale): string {
  return safeNext(new URL(request.url).searchParams.get("next")) ?? pagePath("account", locale);
}

export function state(intent: AuthFormIntent, more: Partial<AuthFormState> = {}): AuthFormState {
  const status = more.fieldErrors && Object.keys(more.fieldErrors).length > 0 ? 400 : 200;
  return {
    intent,
    status,
    fieldErrors: {},
    formError: null,
    email: "",
    done: false,
    notice: null,
    retryAfter: null,
    ...more,
  };
}

export type Answer =
  | { ok: true; body: Record<string, unknown>; cookies: string[] }
  | {
      ok: false;
      status: number;
      code: string;
      detail: string | null;
      retryAfter: string | null;
      /** a validation_failed problem's `errors`: each field's path and localized message */
      fieldErrors: { path: string; message: string }[];
    };

export async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, body: body ?? {}, cookies: response.headers.getSetCookie() };
  const code =
    typeof body?.authCode === "string"
      ? body.authCode
      : typeof body?.code === "string"
        ? body.code
        : "";
  return {
    ok: false,
    status: response.status,
    code,
    detail: typeof body?.detail === "string" ? body.detail : null,
    retryAfter: response.headers.get("retry-after"),
    fieldErrors: Array.isArray(body?.errors)
      ? (body.errors as { path?: unknown; message?: unknown }[]).flatMap((entry) =>
          typeof entry?.path === "string" && typeof entry.message === "string"
            ? [{ path: entry.path, message: entry.message }]
            : [],
        )
      : [],
  };
}

/** The page's state after the API refused: its status, its message, when to try again. */
export const refused = (
  intent: AuthFormIntent,
  answer: Extract<Answer, { ok: false }>,
  more: Partial<AuthFormState> = {},
  known: Record<string, FormText> = {},
) =>
  state(intent, {
    status: answer.status,
    formError: failure(answer, known),
    retryAfter: answer.retryAfter,
    ...more,
  });

const failure = (answer: Extract<Answer, { ok: false }>, known: Record<string, FormText> = {}) =>
  known[answer.code] ??
  (answer.detail ? { text: answer.detail } : { key: "account.form.genericError" as const });

/** A redirect that sets the cookies the endpoint set (the session, Google's state). */
export function redirectWith(location: string, cookies: string[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return redirect(location, { headers });
}

export const required = { key: "account.form.required" } as const;
export const tooShort = {
  key: "account.form.passwordTooShort",
  values: { count: MIN_PASSWORD_LENGTH },
} as const;

/** The typed address (trimmed) and password of a sign-in or sign-up form. */
const credentials = (form: FormData) => ({
  email: text(form.get("email")).trim(),
  password: text(form.get("password")),
});

/** Sign in with email and password: to `next` with the session cookie, or why not. */
export async function signIn({ request, call, locale, form }: FormArgs): Promise<FormOutcome> {
  const { email, password } = credentials(form);
  const fieldErrors: AuthFormState["fieldErrors"] = {};
  if (!email) fieldErrors.email = required;
  if (!password) fieldErrors.password = required;
  if (Object.keys(fieldErrors).length > 0) return state("login", { fieldErrors, email });
  const answer = await answerOf(
    await call("/api/auth/login", { email, password, rememberMe: form.get("rememberMe") !== null }),
  );
  if (answer.ok) return redirectWith(nextPage(request, locale), answer.cookies);
  return refused("login", answer, { email });
}

/** Create an account: signed in at once, to `next`; or why not. */
export async function signUp({ request, call, locale, form }: FormArgs): Promise<FormOutcome> {
  const { email, password } = credentials(form);
  const fieldErrors: AuthFormState["fieldErrors"] = {};
  if (!email) fieldErrors.email = required;
  else if (!isEmail(email)) fieldErrors.email = { key: "account.form.invalidEmail" };
  if (password.length < MIN_PASSWORD_LENGTH) fieldErrors.password = tooShort;
  if (form.get("acceptTerms") === null) fieldErrors.terms = { key: "account.signup.termsRequired" };
  if (Object.keys(fieldErrors).length > 0) return state("signup", { fieldErrors, email });
  const answer = await answerOf(
    await call("/api/auth/register", { email, password, acceptTerms: true, locale }),
  );
  // The session reaches the next page's root loader, which starts the cloud merge (ADR 028).
  if (answer.ok) return redirectWith(nextPage(request, locale), answer.cookies);
  return refused("signup", answer, { email });
}

/** "Forgot your password?": the answer is the same whether or not the account exists. */
export async function askPasswordReset({ call, locale, form }: FormArgs): Promise<AuthFormState> {
  const email = text(form.get("email")).trim();
  if (!isEmail(email))
    return state("forgot", {
      email,
      fieldErrors: { email: email ? { key: "account.form.invalidEmail" } : required },
    });
  const answer = await answerOf(
    await call("/api/auth/request-password-reset", {
      email,
      redirectTo: pagePath("resetPassword", locale),
    }),
  );
  // Only a throttled or failing server is said: anything else reads as sent.
  if (!answer.ok && (answer.status === 429 || answer.status >= 500))
    return refused("forgot", answer, { email });
  return state("forgot", { email, done: true });
}

/** The new password of a mailed reset link. */
export async function resetPassword({ request, call, form }: FormArgs): Promise<AuthFormState> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const newPassword = text(form.get("newPassword"));
  const confirmPassword = text(form.get("confirmPassword"));
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return state("reset", { fieldErrors: { password: tooShort } });
  if (confirmPassword !== newPassword)
    return state("reset", { fieldErrors: { confirmPassword: { key: "account.reset.mismatch" } } });
  const answer = await answerOf(await call("/api/auth/reset-password", { token, newPassword }));
  if (answer.ok) return state("reset", { done: true });
  return refused(
    "reset",
    answer,
    {},
    { INVALID_TOKEN: { key: "account.reset.invalidToken" }, PASSWORD_TOO_SHORT: tooShort },
  );
}

/** "Continue with Google": to Google with the state cookie set, back to `next` afterwards. */
export async function startGoogleSignIn({ request, call, locale }: FormArgs): Promise<FormOutcome> {
  const answer = await answerOf(
    await call("/api/auth/google", { callbackURL: nextPage(request, locale) }),
  );
  if (answer.ok && typeof answer.body.url === "string")
    return redirectWith(answer.body.url, answer.cookies);
  if (answer.ok)
    return state("google", { status: 502, formError: { key: "account.form.genericError" } });
  return refused("google", answer);
}

/**
 * An endpoint of the JSON API called for the page: `callFromPage`
 * (app/.server/api/call-from-page.ts), which the route hands to `authFormAction`; this module
 * cannot import it, the API's router imports this feature.
 */
export type ApiCall = (
  path: `/api/${string}`,
  body: unknown,
  method?: "POST" | "DELETE",
) => Promise<Response>;

/** The signed-in account a page's forms act on (the account page's). */
export type AccountOfPage = {
  userId: string;
  email: string;
  hasPassword: boolean;
  /** the site is served over HTTPS (PUBLIC_URL): the cookies it sets are Secure */
  secure: boolean;
};

/** What a form's handler gets: the page's request and language, the API, the posted form. */
export type FormArgs = {
  request: Request;
  /** the process's services (its configuration among them) */
  app: RequestContext;
  call: ApiCall;
  locale: Locale;
  form: FormData;
  /** the signed-in account, on a page that needs one */
  account: AccountOfPage | null;
};

type CallFromPage = (
  page: Request,
  app: RequestContext,
  path: `/api/${string}`,
  body: unknown,
  locale: Locale,
  method?: "POST" | "DELETE",
) => Promise<Response>;

/** A form's outcome: a redirect, or the page's state (with the cookies the API set, if any). */
export type FormOutcome = Response | (AuthFormState & { setCookies?: string[] });

type Handler = (args: FormArgs) => Promise<FormOutcome>;

/**
 * A page's action: the form's `intent` picks the handler (the first is the page's own form),
 * and the page is answered with the state's status, or redirected.
 */
export function authFormAction(
  callFromPage: CallFromPage,
  handlers: Partial<Record<AuthFormIntent, Handler>>,
  /** a page for a signed-in account: who it is (or a redirect to sign in, thrown) */
  signedIn?: (request: Request, context: Readonly<RouterContextProvider>) => Promise<AccountOfPage>,
) {
  const [mainIntent] = Object.keys(handlers) as AuthFormIntent[];
  const main = handlers[mainIntent!];
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }) => {
    const locale = localeFromPath(new URL(request.url).pathname);
    const account = signedIn ? await signedIn(request, context) : null;
    const form = await readCappedForm(request, AUTH_FORM_MAX_BYTES);
    if (!form) {
      const tooLarge = state(mainIntent!, {
        status: 413,
        formError: { key: "account.form.tooLarge" },
      });
      return data(tooLarge, { status: 413 });
    }
    const intent = form.get("intent");
    const handler =
      typeof intent === "string" && Object.hasOwn(handlers, intent)
        ? handlers[intent as AuthFormIntent]
        : main;
    const app = getApp(context);
    const call: ApiCall = (path, body, method) =>
      callFromPage(request, app, path, body, locale, method);
    const outcome = await handler!({ request, app, call, locale, form, account });
    if (outcome instanceof Response) return outcome;
    const { setCookies = [], ...shown } = outcome;
    const headers = new Headers();
    for (const cookie of setCookies) headers.append("set-cookie", cookie);
    // a refusal for too many tries says when to come back, as the API does
    if (shown.retryAfter) headers.set("retry-after", shown.retryAfter);
    return data(shown, { status: shown.status, headers });
  };
}
