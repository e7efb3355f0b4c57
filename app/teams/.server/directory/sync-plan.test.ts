import { describe, expect, test } from "vitest";
import { type DirectoryMapping, defaultMapping } from "../../directory.ts";
import { EMPTY_MEMBER_FIELDS, type MemberFields } from "../../member.ts";
import { type DirectoryPerson, planSync, previewOf, type RosterMember } from "./sync-plan.ts";

const mapping: DirectoryMapping = defaultMapping(["department"]);

function person(id: string, overrides: Partial<DirectoryPerson> = {}): DirectoryPerson {
  return {
    id,
    email: `${id}@example.com`,
    displayName: `Person ${id}`,
    givenName: "Person",
    familyName: id,
    jobTitle: "Engineer",
    department: "Platform",
    workPhone: "+1 555 0100",
    mobilePhone: "",
    officeLocation: "",
    language: "en-US",
    ...overrides,
  };
}

function member(
  id: string,
  overrides: Partial<RosterMember> = {},
  fields: Partial<MemberFields> = {},
): RosterMember {
  return {
    id: `m-${id}`,
    email: `${id}@example.com`,
    fields: {
      ...EMPTY_MEMBER_FIELDS,
      fullName: `Person ${id}`,
      email: `${id}@example.com`,
      ...fields,
    },
    locale: "en",
    directoryId: null,
    directoryValues: null,
    ...overrides,
  };
}

/** A member as the sync left it after reading `p`. */
function synced(p: DirectoryPerson, fields: Partial<MemberFields> = {}): RosterMember {
  const plan = planSync([p], [], mapping);
  const write = plan.writes[0]!;
  return {
    ...member(p.id),
    fields: { ...write.input, ...fields } as MemberFields,
    directoryId: p.id,
    directoryValues: write.values,
  };
}

describe("planSync", () => {
  test("adds the people the roster lacks, with the mapped fields and their language", () => {
    const plan = planSync(
      [person("ada", { language: "fr-FR", mobilePhone: "+33 6 12 34 56 78" })],
      [],
      mapping,
    );
    expect(plan.counts).toMatchObject({ added: 1, updated: 0, removed: 0 });
    expect(plan.writes[0]!.input).toMatchObject({
      email: "ada@example.com",
      fullName: "Person ada",
      jobTitle: "Engineer",
      phone: "+1 555 0100",
      mobile: "+33 6 12 34 56 78",
      locale: "fr",
      extra: { department: "Platform" },
    });
  });

  test("links a member added by hand by their address; the directory's non-empty values win once", () => {
    const hand = member("ada", {}, { jobTitle: "Typed by hand", phone: "+44 20 0000" });
    const plan = planSync([person("ada", { workPhone: "" })], [hand], mapping);
    expect(plan.counts).toMatchObject({ added: 0, updated: 1, kept: 0 });
    const write = plan.writes[0]!;
    expect(write.memberId).toBe("m-ada");
    expect(write.changes).toContainEqual({
      field: "jobTitle",
      from: "Typed by hand",
      to: "Engineer",
    });
    // an empty directory value erases nothing
    expect(write.input.phone).toBe("+44 20 0000");
  });

  test("a member's own correction stays until the directory's value changes", () => {
    const p = person("ada");
    const corrected = synced(p, { jobTitle: "Staff engineer" });
    const same = planSync([p], [corrected], mapping);
    expect(same.counts).toMatchObject({ updated: 0, unchanged: 1 });
    expect(same.writes).toHaveLength(0);

    const promoted = planSync([{ ...p, jobTitle: "Principal engineer" }], [corrected], mapping);
    expect(promoted.writes[0]!.changes).toEqual([
      { field: "jobTitle", from: "Staff engineer", to: "Principal engineer" },
    ]);
  });

  test("members from the directory who left it are removed; members added by hand stay", () => {
    const gone = synced(person("bob"));
    const hand = member("carol");
    const plan = planSync([person("ada")], [gone, hand], mapping);
    expect(plan.removals).toEqual([
      { memberId: "m-bob", email: "bob@example.com", fullName: "Person bob" },
    ]);
    expect(plan.counts).toMatchObject({ added: 1, removed: 1, kept: 1 });
  });

  test("a changed address follows the directory id", () => {
    const p = person("ada");
    const plan = planSync([{ ...p, email: "ada.lovelace@example.com" }], [synced(p)], mapping);
    expect(plan.writes[0]!.changes).toContainEqual({
      field: "email",
      from: "ada@example.com",
      to: "ada.lovelace@example.com",
    });
    expect(plan.removals).toEqual([]);
  });

  test("people without an address, twice the same address, or refused values", () => {
    const plan = planSync(
      [
        person("ada"),
        person("ada2", { email: "ADA@example.com" }),
        person("nomail", { email: "" }),
        person("bad", { workPhone: "call me" }),
      ],
      [],
      mapping,
    );
    expect(plan.skipped).toEqual([
      { email: "ada@example.com", reason: "duplicate" },
      { email: "Person nomail", reason: "noEmail" },
    ]);
    // the refused phone is not taken, the person is
    expect(plan.writes.find((w) => w.person.id === "bad")!.input.phone).toBe("");
  });

  test("a roster past the team's limit is refused", () => {
    const people = Array.from({ length: 2001 }, (_, i) => person(`p${i}`));
    expect(planSync(people, [], mapping).tooMany).toBe(true);
    expect(planSync(people.slice(0, 2000), [], mapping).tooMany).toBe(false);
  });

  test("the preview keeps the first lines of each kind and every count", () => {
    const people = Array.from({ length: 150 }, (_, i) => person(`p${i}`));
    const preview = previewOf(planSync(people, [], mapping), new Date(0));
    expect(preview.counts.added).toBe(150);
    expect(preview.adds).toHaveLength(100);
    expect(preview.readAt).toBe("1970-01-01T00:00:00.000Z");
  });

  test("without the language in the mapping the member's language stays", () => {
    const plan = planSync([person("ada", { language: "fr" })], [member("ada")], {
      ...mapping,
      locale: false,
    });
    expect(plan.writes[0]!.input.locale).toBe("en");
  });
});
