// The teams page's script: React hydrates the teams, a React island (ADR 037, decision 11)
// whose forms are sent in place to /teams/data (app/routes/teams-data.ts).
import type { ComponentProps } from "react";
import { TeamsContent } from "../teams/index.ts";
import { TEAMS_MESSAGES } from "../teams/messages/browser.ts";
import { hydrateIsland } from "./hydrate-island.tsx";

await hydrateIsland("teams", TEAMS_MESSAGES, (view) => (
  <TeamsContent view={view as ComponentProps<typeof TeamsContent>["view"]} />
));
