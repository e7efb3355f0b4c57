// What a sync does to a roster (docs/decisions/040-directory-sync.md), decided from the
// directory's people, the team's members and the mapping, without any I/O: the preview shows
// it, the sync applies it. The rules:
// - a person is the member holding their directory id, else the member (added by hand) holding
//   their address, else a new member;
// - a mapped field takes the directory's value when the member is new, when the member was never
//   synced (an empty directory value then erases nothing), or when the directory's value changed
//   since the last sync; otherwise the member's own value stays (their corrections survive);
// - members who came from the directory and are no longer in it leave the team; members added by
//   hand who are not in it stay;
// - a value the signature's field refuses (too long, letters in a phone number) is not taken.
import type { Locale } from "../../../i18n/locales.ts";
import { SIGNATURE_FIELD_SCHEMAS } from "../../../signature/schema.ts";
import {
  type DirectoryMapping,
  type DirectorySource,
  type FieldChange,
  localeOfLanguage,
  type MappingTarget,
  PREVIEW_LINES,
  type SyncCounts,
  type SyncPreview,
} from "../../directory.ts";
import {
  type MemberFields,
  type MemberInput,
  MemberInputSchema,
  memberKey,
  TEAM_LIMITS,
} from "../../member.ts";

/** One person as any directory gives them. */
export type DirectoryPerson = {
  id: string;
  email: string;
  displayName: string;
  givenName: string;
  familyName: string;
  jobTitle: string;
  department: string;
  workPhone: string;
  mobilePhone: string;
  officeLocation: string;
  /** the directory's preferred language (fr-FR, en…), when it has one */
  language: string | null;
  /** the photo's version when the directory says it (Google); null: unknown (Graph); absent: none */
  photoTag?: string | null;
};

/** What the directory gave a member at the last sync (team_member.directory_fields). */
export type DirectoryValues = {
  fields: Partial<Record<MappingTarget, string>>;
  /** the person's department, mapped or not (the roster table filters by it) */
  department?: string;
  locale?: Locale;
  photo?: { tag: string | null; hash: string; url: string; readAt: string };
};

export type RosterMember = {
  id: string;
  email: string;
  fields: MemberFields;
  locale: Locale;
  directoryId: string | null;
  directoryValues: DirectoryValues | null;
};

export type MemberWrite = {
  /** null: a new member */
  memberId: string | null;
  person: DirectoryPerson;
  input: MemberInput;
  values: DirectoryValues;
  changes: FieldChange[];
};

export type SyncPlan = {
  writes: MemberWrite[];
  removals: Array<{ memberId: string; email: string; fullName: string }>;
  skipped: SyncPreview["skipped"];
  counts: SyncCounts;
  /** the roster would pass TEAM_LIMITS.members */
  tooMany: boolean;
};

export function planSync(
  people: readonly DirectoryPerson[],
  members: readonly RosterMember[],
  mapping: DirectoryMapping,
): SyncPlan {
  const byDirectoryId = new Map<string, RosterMember>();
  const byEmail = new Map<string, RosterMember>();
  for (const member of members) {
    if (member.directoryId) byDirectoryId.set(member.directoryId, member);
    byEmail.set(memberKey(member.email), member);
  }
  const seenIds = new Set<string>();
  const seenEmails = new Set<string>();
  const matched = new Set<string>();
  const writes: MemberWrite[] = [];
  const skipped: SyncPlan["skipped"] = [];
  let unchanged = 0;

  for (const person of people) {
    const email = memberKey(person.email);
    if (!email) {
      skipped.push({ email: person.displayName || person.id, reason: "noEmail" });
      continue;
    }
    if (seenIds.has(person.id) || seenEmails.has(email)) {
      skipped.push({ email, reason: "duplicate" });
      continue;
    }
    seenIds.add(person.id);
    seenEmails.add(email);
    let member = byDirectoryId.get(person.id);
    if (!member) {
      const sameAddress = byEmail.get(email);
      // an address already another directory person's member is that person's
      member = sameAddress && !sameAddress.directoryId ? sameAddress : undefined;
      if (sameAddress && !member) {
        skipped.push({ email, reason: "duplicate" });
        continue;
      }
    } else if (email !== memberKey(member.email)) {
      const holder = byEmail.get(email);
      if (holder && holder.id !== member.id) {
        skipped.push({ email, reason: "duplicate" });
        matched.add(member.id);
        continue;
      }
    }
    const write = planPerson(person, member ?? null, mapping);
    if (!write) {
      skipped.push({ email, reason: "invalid" });
      if (member) matched.add(member.id);
      continue;
    }
    if (member) matched.add(member.id);
    if (write.memberId && write.changes.length === 0) unchanged += 1;
    if (!write.memberId || write.changes.length > 0 || needsRecord(member ?? null, write)) {
      writes.push(write);
    }
  }

  const removals = members
    .filter((member) => member.directoryId !== null && !matched.has(member.id))
    .map((member) => ({
      memberId: member.id,
      email: member.email,
      fullName: member.fields.fullName,
    }));
  const added = writes.filter((write) => write.memberId === null).length;
  const kept = members.filter((member) => member.directoryId === null && !matched.has(member.id));
  const counts: SyncCounts = {
    added,
    updated: writes.filter((write) => write.memberId !== null && write.changes.length > 0).length,
    removed: removals.length,
    unchanged,
    kept: kept.length,
    skipped: skipped.length,
  };
  return {
    writes,
    removals,
    skipped,
    counts,
    tooMany: members.length - removals.length + added > TEAM_LIMITS.members,
  };
}

/** The page's lines of a plan, by name. */
export function previewOf(plan: SyncPlan, readAt: Date): SyncPreview {
  const byName = <T extends { fullName: string; email: string }>(a: T, b: T) =>
    a.fullName.localeCompare(b.fullName) || a.email.localeCompare(b.email);
  return {
    counts: plan.counts,
    adds: plan.writes
      .filter((write) => write.memberId === null)
      .map(({ input }) => ({
        email: input.email,
        fullName: input.fullName,
        jobTitle: input.jobTitle,
      }))
      .sort(byName)
      .slice(0, PREVIEW_LINES),
    updates: plan.writes
      .filter((write) => write.memberId !== null && write.changes.length > 0)
      .map(({ input, changes }) => ({ email: input.email, fullName: input.fullName, changes }))
      .sort(byName)
      .slice(0, PREVIEW_LINES),
    removals: plan.removals
      .map(({ email, fullName }) => ({ email, fullName }))
      .sort(byName)
      .slice(0, PREVIEW_LINES),
    skipped: plan.skipped.slice(0, PREVIEW_LINES),
    readAt: readAt.toISOString(),
  };
}

/** A member linked for the first time, or whose directory values moved, is written anyway. */
function needsRecord(member: RosterMember | null, write: MemberWrite): boolean {
  if (!member) return true;
  if (member.directoryId !== write.person.id) return true;
  return (
    JSON.stringify(member.directoryValues?.fields ?? {}) !== JSON.stringify(write.values.fields) ||
    member.directoryValues?.locale !== write.values.locale ||
    member.directoryValues?.department !== write.values.department
  );
}

function planPerson(
  person: DirectoryPerson,
  member: RosterMember | null,
  mapping: DirectoryMapping,
): MemberWrite | null {
  const before = member?.directoryValues ?? null;
  const fields: MemberFields = member
    ? structuredClone(member.fields)
    : ({ extra: {} } as unknown as MemberFields);
  const values: DirectoryValues = { fields: {} };
  if (person.department.trim()) values.department = person.department.trim();
  const changes: FieldChange[] = [];
  const email = memberKey(person.email);

  for (const [target, source] of Object.entries(mapping.fields) as Array<
    [MappingTarget, DirectorySource]
  >) {
    const value = acceptedValue(target, sourceValue(person, source));
    if (value === null) continue;
    values.fields[target] = value;
    const current = read(fields, target);
    const previous = before?.fields[target];
    const take = !member || (previous === undefined ? value !== "" : value !== previous);
    if (take && value !== current) {
      write(fields, target, value);
      if (member) changes.push({ field: target, from: current, to: value });
    }
  }
  if (!member || email !== memberKey(member.email)) {
    if (member) changes.push({ field: "email", from: member.email, to: email });
    fields.email = email;
  }
  if (!fields.fullName) fields.fullName = fallbackName(person);

  let locale: Locale = member?.locale ?? "en";
  const directoryLocale = mapping.locale ? localeOfLanguage(person.language) : null;
  if (directoryLocale) {
    values.locale = directoryLocale;
    const take = !member || before?.locale !== directoryLocale;
    if (take && directoryLocale !== locale) {
      if (member) changes.push({ field: "locale", from: locale, to: directoryLocale });
      locale = directoryLocale;
    }
  }
  if (before?.photo) values.photo = before.photo;

  const parsed = MemberInputSchema.safeParse({ ...fields, locale });
  if (!parsed.success) return null;
  return { memberId: member?.id ?? null, person, input: parsed.data, values, changes };
}

function sourceValue(person: DirectoryPerson, source: DirectorySource): string {
  return (person[source] ?? "").trim();
}

function fallbackName(person: DirectoryPerson): string {
  const joined = `${person.givenName} ${person.familyName}`.trim();
  return joined || person.displayName || person.email.split("@")[0] || person.email;
}

/** The value when the member's field accepts it, null otherwise. */
function acceptedValue(target: MappingTarget, value: string): string | null {
  const schema = target.startsWith("extra.")
    ? SIGNATURE_FIELD_SCHEMAS.company
    : SIGNATURE_FIELD_SCHEMAS[target as Exclude<MappingTarget, `extra.${string}`>];
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as string) : null;
}

function read(fields: MemberFields, target: MappingTarget): string {
  if (target.startsWith("extra.")) return fields.extra?.[target.slice(6)] ?? "";
  return (fields[target as keyof MemberFields] as string | undefined) ?? "";
}

function write(fields: MemberFields, target: MappingTarget, value: string): void {
  if (target.startsWith("extra.")) {
    fields.extra = { ...fields.extra, [target.slice(6)]: value };
    return;
  }
  (fields as Record<string, unknown>)[target] = value;
}
