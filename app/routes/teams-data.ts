import { getApp } from "../.server/context.ts";
import { getSessionUser } from "../accounts/.server/index.ts";
import type { IslandActionAnswer } from "../components/island-fetcher.tsx";
import { localeFromPath } from "../i18n/locales.ts";
import { pagePath } from "../route-table.ts";
import { teamsAction, teamsView } from "../teams/.server/index.ts";
import type { Route } from "./+types/teams-data";

// GET and POST /teams/data and /fr/teams/data, with the page's query (?id=, ?q=, ?page=):
// the teams page's island (app/islands/teams.tsx) reads its view and sends its forms here,
// as JSON (app/components/island-fetcher.tsx). The same view and actions as the page's.

const NO_STORE = { "cache-control": "no-store" };

/**
 * The session's user, or the answer that sends the island to sign in: a session that ended
 * in another tab signs in again and comes back to the page, not to this route.
 */
async function userOrSignIn(request: Request, context: Route.LoaderArgs["context"]) {
  const user = await getSessionUser(request, getApp(context));
  if (user) return { user };
  const url = new URL(request.url);
  const page = url.pathname.replace(/\/data$/, "");
  const answer: IslandActionAnswer<never> = {
    redirect: `${pagePath("login", localeFromPath(url.pathname))}?next=${encodeURIComponent(page)}`,
  };
  return { signIn: Response.json(answer, { status: 401, headers: NO_STORE }) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await userOrSignIn(request, context);
  if (!session.user) return session.signIn;
  const view = await teamsView(request, getApp(context), session.user);
  return Response.json(view, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await userOrSignIn(request, context);
  if (!session.user) return session.signIn;
  const app = getApp(context);
  const outcome = await teamsAction(request, app, session.user);
  if (outcome instanceof Response) {
    const answer: IslandActionAnswer<never> = { redirect: outcome.headers.get("location") ?? "" };
    return Response.json(answer, { headers: NO_STORE });
  }
  const status = outcome.init?.status ?? 200;
  // a refusal changed nothing: the view stays as it is
  const answer = {
    data: outcome.data,
    ...(status < 400 && { view: await teamsView(request, app, session.user) }),
  };
  return Response.json(answer, { status, headers: NO_STORE });
}
