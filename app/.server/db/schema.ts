import type { Generated } from "kysely";

/** Daily page-view aggregates: cookieless, no IP, one row a day, path and locale. */
export type PageViewDailyTable = {
  day: string;
  path: string;
  locale: string;
  views: Generated<number>;
};

/**
 * Cloud signatures: `fields` is the JSON of SignatureFields (ADR 007), validated against
 * version `schema_version` of the schema when written (ADR 015); timestamps are ISO-8601
 * text. Read and written only through app/signatures/.server/repository.ts.
 */
export type SignatureTable = {
  id: string;
  user_id: string;
  fields: string;
  schema_version: Generated<number>;
  client_key: Generated<string | null>;
  created_at: string;
  updated_at: string;
};

/**
 * Better Auth's `user` table, only the columns we read and write ourselves (the rest is
 * Better Auth's). Booleans are 0/1 on SQLite and boolean on PostgreSQL (ADR 006).
 */
export type UserTable = {
  id: string;
  email: string;
  emailVerified: boolean | number;
  locale: string | null;
  isPaid: boolean | number | null;
  hasFreeTemplate: boolean | number | null;
};

/** Contact form messages (docs/product.md#behaviours); `created_at` is ISO 8601 text on both engines. */
export type ContactMessageTable = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  created_at: string;
};

/** Hosted photos (migration 0004): one row per stored original. */
export type PhotoTable = {
  id: string;
  bytes: number;
  created_at: string;
  last_used_at: string;
};

/** Owners of a photo: `user:<id>`, `browser:<id>`, `system` or `legacy`. */
export type PhotoOwnerTable = {
  photo_id: string;
  owner: string;
  created_at: string;
};

/** Payments and operator grants that make an account Pro (migration 0006, ADR 023). */
export type ProGrantTable = {
  id: string;
  source: "stripe" | "operator";
  user_id: string | null;
  checkout_session: string | null;
  /** the Stripe Price bought (migration 0009); null for operator grants */
  price_id: string | null;
  amount: number | null;
  currency: string | null;
  receipt_url: string | null;
  status: "active" | "refunded" | "revoked";
  granted_at: string | null;
  ended_at: string | null;
};

/** Stripe events already applied, by id (idempotent webhook). */
export type StripeEventTable = { id: string; type: string; received_at: string };

/** Public API keys (migration 0007, ADR 024): the secret's SHA-256, never the secret. */
export type ApiKeyTable = {
  id: string;
  user_id: string;
  label: string;
  prefix: string;
  secret_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** Teams (migration 0008, ADR 027): read and written only through app/teams/.server/. */
export type TeamTable = {
  id: string;
  owner_id: string;
  name: string;
  /** the owner's cloud signature whose placeholders members fill; null once deleted */
  design_id: string | null;
  /** 1: members may correct their own job title and phone numbers from their link */
  self_edit: number;
  /** the Google service account's JSON key, sealed (app/.server/sealed.ts) */
  google_key: string | null;
  google_client_email: string | null;
  /** JSON of OutlookSettings (app/teams/outlook.ts): the add-in's tenant and app; null: none */
  outlook: string | null;
  created_at: string;
  updated_at: string;
};

/** A team's member: `fields` is the JSON of MemberFields (app/teams/member.ts). */
export type TeamMemberTable = {
  id: string;
  team_id: string;
  /** lower-case: one member per address and team */
  email: string;
  fields: string;
  locale: string;
  link_hash: string | null;
  link_sealed: string | null;
  link_sent_at: string | null;
  /** when the member was last mailed their link, whichever link (migration 0009) */
  link_mailed_at: string | null;
  link_opened_at: string | null;
  link_last_opened_at: string | null;
  /** the person's id in the team's directory: the member came from it (migration 0012) */
  directory_id: string | null;
  /** JSON of the values the directory gave at the last sync (directory/sync-plan.ts) */
  directory_fields: string | null;
  directory_synced_at: string | null;
  /** when the member's Outlook add-in last fetched their signature (migration 0013) */
  outlook_seen_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A team's directory connection (docs/decisions/040-directory-sync.md). */
export type TeamDirectoryTable = {
  team_id: string;
  provider: "google" | "entra";
  /** JSON of DirectorySettings (app/teams/directory.ts): what to read, never a secret */
  settings: string;
  /** the Entra client secret or certificate, sealed (app/.server/sealed.ts); Google: null */
  sealed_secret: string | null;
  /** JSON of DirectoryMapping */
  mapping: string;
  /** minutes between scheduled syncs; 0: on demand only */
  interval_minutes: number;
  /** the first apply: scheduled syncs run only after it */
  applied_at: string | null;
  next_sync_at: string | null;
  /** the job running the preview or the sync now; a job writes only while the row names it */
  job_id: string | null;
  status: "idle" | "previewing" | "syncing" | "held" | "failed";
  error: string | null;
  /** JSON of the last preview (SyncPreview) */
  preview: string | null;
  /** JSON of the last sync's counts (SyncSummary) */
  summary: string | null;
  last_run_at: string | null;
  created_at: string;
  updated_at: string;
};

/** One member's place in the team's last Gmail push. */
export type GmailPushTable = {
  member_id: string;
  team_id: string;
  status: "queued" | "sending" | "done" | "failed";
  attempts: Generated<number>;
  /** the job engine's job that pushes this member now (docs/decisions/038-job-engine.md) */
  job_id: string;
  /** when the job is due: for the team page, and to put the job back after a restart */
  next_attempt_at: string;
  error: string | null;
  updated_at: string;
};

export type Database = {
  page_view_daily: PageViewDailyTable;
  signature: SignatureTable;
  user: UserTable;
  contact_message: ContactMessageTable;
  photo: PhotoTable;
  photo_owner: PhotoOwnerTable;
  pro_grant: ProGrantTable;
  stripe_event: StripeEventTable;
  api_key: ApiKeyTable;
  team: TeamTable;
  team_member: TeamMemberTable;
  gmail_push: GmailPushTable;
  team_directory: TeamDirectoryTable;
};
