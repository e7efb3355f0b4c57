import { lazy, Suspense } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { IslandViewProvider, useIslandView } from "../../components/island-fetcher.tsx";
import type { TeamsView } from "../.server/team-view.ts";
import { actionErrors } from "./form-controls.tsx";
import { TeamNotFound, TeamsUpgrade } from "./team-notices.tsx";
import { TeamsList } from "./teams-list.tsx";

// One team's page (its design, roster, table, Gmail, directory and Outlook sections) is a chunk
// of its own: the list of teams does not load it. The server renders it whole, and hydration
// keeps that HTML until the chunk has come.
const TeamPage = lazy(() =>
  import("./team-page.tsx").then((module) => ({ default: module.TeamPage })),
);

/**
 * What /teams shows, a React island (app/islands/teams.tsx): the view the page's loader read,
 * replaced by each answer of its forms (app/components/island-fetcher.tsx).
 */
export function TeamsContent({ view }: { view: TeamsView }) {
  return (
    <IslandViewProvider initial={view}>
      <TeamsViewContent />
    </IslandViewProvider>
  );
}

function TeamsViewContent() {
  const { view } = useIslandView<TeamsView>();
  if (view.kind === "upgrade") return <TeamsUpgrade />;
  if (view.kind === "notFound") return <TeamNotFound />;
  if (view.kind === "list") return <TeamsList teams={view.teams} />;
  return (
    <Suspense fallback={null}>
      <TeamPage view={view} />
    </Suspense>
  );
}

/**
 * What a form sent to the page itself (before its island was live) was refused for: the
 * island's forms show their own answers, this page has only the action's.
 */
export function TeamsActionRefusal({ answer }: { answer: unknown }) {
  const messages = Object.values(actionErrors(answer));
  if (messages.length === 0) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6">
      <FormMessage tone="error">{messages.join(" ")}</FormMessage>
    </div>
  );
}
