// The directory intents of /teams?id= (docs/decisions/040-directory-sync.md): connect a
// directory (its first preview starts at once), change the mapping and the schedule, preview,
// sync (the first sync applies a preview the manager has seen), disconnect.

import { data } from "react-router";
import type { RequestContext } from "../../../.server/context.ts";
import { SEAL_PURPOSES, seal } from "../../../.server/sealed.ts";
import type { SessionUser } from "../../../accounts/.server/index.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import { extraPlaceholders } from "../../../signature/person-design.ts";
import { DEFAULT_SYNC_INTERVAL, defaultMapping } from "../../directory.ts";
import { failure } from "../action-answers.ts";
import { teamDesign } from "../member-signature.ts";
import type { Team } from "../teams.ts";
import { connectionInput, mappingInput } from "./directory-input.ts";
import {
  connectDirectory,
  disconnectDirectory,
  getDirectory,
  updateDirectoryChoices,
} from "./directory-store.ts";

type Scope = { app: RequestContext; user: SessionUser; team: Team; locale: Locale };

export const DIRECTORY_INTENTS = [
  "connectDirectory",
  "directoryChoices",
  "previewDirectory",
  "syncDirectory",
  "disconnectDirectory",
] as const;
export type DirectoryIntent = (typeof DIRECTORY_INTENTS)[number];

export function isDirectoryIntent(intent: string): intent is DirectoryIntent {
  return (DIRECTORY_INTENTS as readonly string[]).includes(intent);
}

export async function directoryIntent(intent: DirectoryIntent, form: FormData, scope: Scope) {
  const { app, user, team, locale } = scope;
  const t = serverT(locale);
  const sync = app.directorySync;
  if (!sync) return failure(locale, "problems.badRequest", 400);
  switch (intent) {
    case "connectDirectory": {
      const input = connectionInput(form);
      if (!input.ok) {
        const errors = Object.fromEntries(
          Object.entries(input.errors).map(([field, error]) => [
            field,
            t(`teams.directory.errors.form.${error}`),
          ]),
        );
        return data(
          { ok: false as const, errors: { _form: t("teams.errors.fix"), ...errors } },
          { status: 400 },
        );
      }
      if (input.settings.provider === "google" && !team.googleClientEmail) {
        return failure(locale, "teams.directory.errors.googleFirst", 409);
      }
      const design = await teamDesign(app.db, user.id, team);
      await connectDirectory(app.db, team.id, {
        settings: input.settings,
        sealedSecret: input.secret
          ? seal(JSON.stringify(input.secret), app.config.authSecret, SEAL_PURPOSES.directorySecret)
          : null,
        mapping: defaultMapping(design ? extraPlaceholders(design) : []),
        intervalMinutes: DEFAULT_SYNC_INTERVAL,
      });
      await sync.run(team.id, "preview");
      return data({ ok: true as const, intent });
    }
    case "directoryChoices": {
      const design = await teamDesign(app.db, user.id, team);
      const choices = mappingInput(form, design ? extraPlaceholders(design) : []);
      if (!(await getDirectory(app.db, team.id))) {
        return failure(locale, "teams.directory.errors.notConnected", 409);
      }
      await updateDirectoryChoices(app.db, team.id, choices);
      await sync.run(team.id, "preview");
      return data({ ok: true as const, intent });
    }
    case "previewDirectory":
    case "syncDirectory": {
      const connection = await getDirectory(app.db, team.id);
      if (!connection) return failure(locale, "teams.directory.errors.notConnected", 409);
      // the first sync applies what the manager has seen
      if (intent === "syncDirectory" && !connection.appliedAt && !connection.preview) {
        return failure(locale, "teams.directory.errors.previewFirst", 409);
      }
      await sync.run(team.id, intent === "previewDirectory" ? "preview" : "sync");
      return data({ ok: true as const, intent });
    }
    case "disconnectDirectory":
      await disconnectDirectory(app.db, team.id);
      return data({ ok: true as const, intent });
  }
}
