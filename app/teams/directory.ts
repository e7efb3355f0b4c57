// A team's directory (issue 23, docs/decisions/040-directory-sync.md): which directories a
// roster can follow, what a person of the directory offers, and how the manager maps it onto
// a member's fields. Pure and isomorphic: the page draws the mapping with it; the forms are
// read by .server/directory/directory-input.ts (its schemas stay out of the page's JavaScript).

/** A directory's, an app registration's or a tenant's id, as Microsoft writes them. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DIRECTORY_PROVIDERS = ["google", "entra"] as const;
export type DirectoryProvider = (typeof DIRECTORY_PROVIDERS)[number];

/** What a directory gives of each person, whichever directory it is. */
export const DIRECTORY_SOURCES = [
  "displayName",
  "givenName",
  "familyName",
  "jobTitle",
  "department",
  "workPhone",
  "mobilePhone",
  "officeLocation",
] as const;
export type DirectorySource = (typeof DIRECTORY_SOURCES)[number];

/** The member fields a directory may fill (besides the address, always the directory's). */
export const MAPPED_MEMBER_FIELDS = [
  "fullName",
  "jobTitle",
  "jobTitleTranslation",
  "phone",
  "mobile",
] as const;
export type MappedMemberField = (typeof MAPPED_MEMBER_FIELDS)[number];

/** A member field (or `extra.<placeholder>`, a value of the design's own placeholders). */
export type MappingTarget = MappedMemberField | `extra.${string}`;

export type DirectoryMapping = {
  /** each filled field and where its value comes from; a field left out is the member's own */
  fields: Partial<Record<MappingTarget, DirectorySource>>;
  /** the member's language follows the directory's preferred language (French or English) */
  locale: boolean;
  /** the member's photo is the directory's */
  photo: boolean;
};

/** What a new connection maps (the manager changes it before the first sync). */
export function defaultMapping(placeholders: readonly string[]): DirectoryMapping {
  return {
    fields: {
      fullName: "displayName",
      jobTitle: "jobTitle",
      phone: "workPhone",
      mobile: "mobilePhone",
      ...(placeholders.includes("department") && { "extra.department": "department" }),
      ...(placeholders.includes("office") && { "extra.office": "officeLocation" }),
    },
    locale: true,
    photo: true,
  };
}

/** What to read, never a secret. */
export type DirectorySettings =
  | {
      provider: "google";
      /** an administrator the service account acts as (domain-wide delegation) */
      adminEmail: string;
      /** only the people of this organisational unit and the ones beneath it */
      orgUnitPath: string;
      /** only the members of this group (address or id) */
      groupKey: string;
    }
  | {
      provider: "entra";
      /** the directory (tenant) id, a GUID, or its primary domain */
      tenantId: string;
      /** the app registration's application (client) id */
      clientId: string;
      credential: "secret" | "certificate";
      /** only the members of this group (object id) */
      groupId: string;
      /** Graph's own `$filter` (for instance `department eq 'Sales'`) */
      filter: string;
    };

/** Scheduled syncs: every hour by default; 0 is on demand only. */
export const SYNC_INTERVALS = [0, 60, 180, 720, 1440] as const;
export const DEFAULT_SYNC_INTERVAL = 60;

/** Why a directory read or sync stopped (each has its message in both languages). */
export const DIRECTORY_ERRORS = [
  "unavailable",
  "credentials",
  "delegation",
  "permission",
  "groupNotFound",
  "filter",
  "tooMany",
  "massRemoval",
  "rejected",
  "notPro",
] as const;
export type DirectoryErrorReason = (typeof DIRECTORY_ERRORS)[number];

/** One field that a sync changes on a member. */
export type FieldChange = { field: MappingTarget | "email" | "locale"; from: string; to: string };

/** What a sync will do (preview) or did (summary), as the page shows it. */
export type SyncCounts = {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** members added by hand who are not in the directory: they stay */
  kept: number;
  /** people the directory lists who cannot be members (no address, a duplicate address) */
  skipped: number;
};

/** The lines of a preview the page shows (the first ones of each kind). */
export type SyncPreview = {
  counts: SyncCounts;
  adds: Array<{ email: string; fullName: string; jobTitle: string }>;
  updates: Array<{ email: string; fullName: string; changes: FieldChange[] }>;
  removals: Array<{ email: string; fullName: string }>;
  skipped: Array<{ email: string; reason: "noEmail" | "duplicate" | "invalid" }>;
  readAt: string;
  /** the plan a sync applied (else a preview of what the next one would do) */
  applied?: boolean;
};

/** Lines of each kind a preview keeps. */
export const PREVIEW_LINES = 100;

export type SyncSummary = SyncCounts & { photos: number; finishedAt: string };

/** French (fr, fr-FR, fr-CA…) or English (en-…); anything else says nothing. */
export function localeOfLanguage(language: string | null | undefined): "en" | "fr" | null {
  const primary = language?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === "fr" || primary === "en" ? primary : null;
}
