import { type RouterContextProvider, redirect } from "react-router";
import { getApp } from "../../.server/context.ts";
import { localeFromPath } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import { getSessionUser, type SessionUser } from "./session.ts";

/** Account pages: the signed-in user, or a redirect to the sign-in page that comes back here. */
export async function requireUserOrLogin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser> {
  const user = await getSessionUser(request, getApp(context));
  if (user) return user;
  const url = new URL(request.url);
  const login = pagePath("login", localeFromPath(url.pathname));
  throw redirect(`${login}?next=${encodeURIComponent(url.pathname)}`);
}

/** Sign-up and sign-in pages: a signed-in visitor goes to the account page. */
export async function requireAnonymous(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  if (!(await getSessionUser(request, getApp(context)))) return;
  throw redirect(pagePath("account", localeFromPath(new URL(request.url).pathname)));
}
