import { data } from "react-router";
import { getApp } from "../.server/context.ts";
import { requireUserOrLogin } from "../accounts/.server/index.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { withRouteMessages } from "../i18n/route-messages.tsx";
import { teamsAction, teamsView } from "../teams/.server/index.ts";
import { TeamNotFound, TeamPage, TeamsList, TeamsUpgrade } from "../teams/index.ts";
import { TEAMS_MESSAGES } from "../teams/messages/browser.ts";
import type { Route } from "./+types/teams";

// /teams and /fr/teams – a Pro account's teams; ?id= one team: its design, roster, members'
// links and Gmail push (issue 13, ADR 027). Not in the sitemap.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrLogin(request, context);
  const view = await teamsView(request, getApp(context), user);
  return data(view, { status: view.kind === "notFound" ? 404 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrLogin(request, context);
  return teamsAction(request, getApp(context), user);
}

function Teams({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const title =
    loaderData.kind === "team"
      ? t("teams.team.metaTitle", { team: loaderData.team.name, appName })
      : t("teams.list.metaTitle", { appName });
  return (
    <>
      <PageMeta title={title} description={t("teams.list.metaDescription")} />
      <meta name="robots" content="noindex" />
      {loaderData.kind === "upgrade" ? (
        <TeamsUpgrade />
      ) : loaderData.kind === "notFound" ? (
        <TeamNotFound />
      ) : loaderData.kind === "list" ? (
        <TeamsList teams={loaderData.teams} />
      ) : (
        <TeamPage view={loaderData} />
      )}
    </>
  );
}

export default withRouteMessages(TEAMS_MESSAGES, Teams);
