import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./connect.ts";
import * as pageViews from "./migrations/0001-page-views.ts";
import * as contactMessages from "./migrations/0002-contact-messages.ts";
import * as signatures from "./migrations/0003-signatures.ts";
import * as photoOwnership from "./migrations/0004-photo-ownership.ts";
import * as signatureSchemaVersion from "./migrations/0005-signature-schema-version.ts";
import * as proGrants from "./migrations/0006-pro-grants.ts";
import * as apiKeys from "./migrations/0007-api-keys.ts";
import * as teams from "./migrations/0008-teams.ts";
import * as purchasesAndLinkMail from "./migrations/0009-purchases-and-link-mail.ts";
import * as signatureLanguage from "./migrations/0010-signature-language.ts";
import * as pushJobs from "./migrations/0011-push-jobs.ts";
import * as directorySync from "./migrations/0012-directory-sync.ts";
import * as outlookAddin from "./migrations/0013-outlook-addin.ts";

// Listed in code (not read from a folder) so the bundled server carries them.
const MIGRATIONS: Record<string, Migration> = {
  "0001-page-views": pageViews,
  "0002-contact-messages": contactMessages,
  "0003-signatures": signatures,
  "0004-photo-ownership": photoOwnership,
  "0005-signature-schema-version": signatureSchemaVersion,
  "0006-pro-grants": proGrants,
  "0007-api-keys": apiKeys,
  "0008-teams": teams,
  "0009-purchases-and-link-mail": purchasesAndLinkMail,
  "0010-signature-language": signatureLanguage,
  "0011-push-jobs": pushJobs,
  "0012-directory-sync": directorySync,
  "0013-outlook-addin": outlookAddin,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest({ kysely, engine }: Db): Promise<string[]> {
  const db = kysely as unknown as Kysely<unknown>;
  // On PostgreSQL the bookkeeping tables go in the connection's own schema: Kysely would
  // otherwise find another schema's copy through introspection and skip creating its own.
  const migrationTableSchema =
    engine === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
