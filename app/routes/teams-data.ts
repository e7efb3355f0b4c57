import { getApp } from "../.server/context.ts";
import { requireUserOrLogin } from "../accounts/.server/index.ts";
import type { IslandActionAnswer } from "../components/island-fetcher.tsx";
import { teamsAction, teamsView } from "../teams/.server/index.ts";
import type { Route } from "./+types/teams-data";

// GET and POST /teams/data and /fr/teams/data, with the page's query (?id=, ?q=, ?page=):
// the teams page's island (app/islands/teams.tsx) reads its view and sends its forms here,
// as JSON (a../components/island-fetcher.tsx). The same view and actions as the page's.

const NO_STORE = { "cache-control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrLogin(request, context);
  return Response.json(await teamsView(request, getApp(context), user), { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrLogin(request, context);
  const app = getApp(context);
  const outcome = await teamsAction(request, app, user);
  if (outcome instanceof Response) {
    const answer: IslandActionAnswer<never> = { redirect: outcome.headers.get("location") ?? "" };
    return Response.json(answer, { headers: NO_STORE });
  }
  const status = outcome.init?.status ?? 200;
  // a refusal changed nothing: the view stays as it is
  const answer = {
    data: outcome.data,
    ...(status < 400 && { view: await teamsView(request, app, user) }),
  };
  return Response.json(answer, { status, headers: NO_STORE });
}
