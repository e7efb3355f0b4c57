import { data } from "react-router";
import { getApp } from "../.server/context.ts";
import { requireUserOrLogin } from "../accounts/.server/index.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { renderIsland } from "../entry.react-island.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { IslandContainer } from "../islands/react-island.tsx";
import { teamsAction, teamsView } from "../teams/.server/index.ts";
import { TeamsActionRefusal, TeamsContent } from "../teams/index.ts";
import type { Route } from "./+types/teams";

// /teams and /fr/teams – a Pro account's teams; ?id= one team: its design, roster, members'
// links and Gmail push (issue 13, ADR 027). Not in the sitemap. React Router renders the
// page; its content is a React island (ADR 037, decision 11), hydrated by
// app/islands/teams.tsx, whose forms go to /teams/data (routes/teams-data.ts).

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrLogin(request, context);
  const app = getApp(context);
  const view = await teamsView(request, app, user);
  const island = await renderIsland("teams", <TeamsContent view={view} />, request, app, view);
  return data(
    { title: view.kind === "team" ? view.team.name : null, island },
    { status: view.kind === "notFound" ? 404 : 200 },
  );
}

// The same actions as /teams/data, for a form sent before the island is live (and the tests
// that post to the page as a browser without JavaScript would).
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrLogin(request, context);
  return teamsAction(request, getApp(context), user);
}

export default function Teams({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const title =
    loaderData.title !== null
      ? t("teams.team.metaTitle", { team: loaderData.title, appName })
      : t("teams.list.metaTitle", { appName });
  return (
    <>
      <PageMeta title={title} description={t("teams.list.metaDescription")} />
      <TeamsActionRefusal answer={actionData} />
      <IslandContainer island={loaderData.island} />
    </>
  );
}
