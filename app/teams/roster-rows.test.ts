import { describe, expect, it } from "vitest";
import { guessMemberMapping } from "./column-mapping.ts";
import { checkRosterRows, mapRosterRows, parseRosterImport, rosterLocale } from "./roster-rows.ts";

const headers = ["Prénom", "Nom", "Adresse e-mail", "Poste", "Téléphone", "Langue", "Bureau"];
const rows = [
  ["Hélène", "Dupont", "helene@acme.fr", "Comptable", "'+33 1 23 45 67 89", "Français", "B12"],
  ["John", "Smith", "john@acme.com", "", "", "English", ""],
  ["Bad", "Email", "not-an-email", "", "", "", ""],
  ["Again", "Hélène", "HELENE@acme.fr", "", "", "", ""],
  ["", "", "", "", "", "", ""],
];

describe("roster rows", () => {
  const mapping = guessMemberMapping(headers, ["bureau"]);
  const mapped = mapRosterRows(rows, mapping);

  it("joins first and last names, strips the apostrophe that keeps a phone from being a formula", () => {
    expect(mapped[0]).toMatchObject({
      fullName: "Hélène Dupont",
      email: "helene@acme.fr",
      phone: "+33 1 23 45 67 89",
      "extra.bureau": "B12",
    });
  });

  it("reports each problem with its spreadsheet row and field; the first of two addresses wins", () => {
    const { members, problems } = checkRosterRows(mapped.slice(0, 4), "en");
    expect(members.map((member) => member.email)).toEqual(["helene@acme.fr", "john@acme.com"]);
    expect(members.map((member) => member.locale)).toEqual(["fr", "en"]);
    expect(problems).toEqual([
      { row: 4, field: "email", message: { key: "validation.email", values: {} } },
      { row: 5, field: "email", message: { key: "teams.import.duplicate", values: { row: 2 } } },
    ]);
  });

  it("reports an empty row's missing name and address", () => {
    const { problems } = checkRosterRows(mapped.slice(4), "en");
    expect(problems.map((problem) => problem.field).sort()).toEqual(["email", "fullName"]);
  });

  it("reads languages as people write them", () => {
    expect(rosterLocale("Français", "en")).toBe("fr");
    expect(rosterLocale("fr-CA", "en")).toBe("fr");
    expect(rosterLocale("Anglais", "fr")).toBe("en");
    expect(rosterLocale("", "fr")).toBe("fr");
    expect(rosterLocale("Deutsch", "en")).toBe("en");
  });

  it("builds the member's own details and links from their columns, and files their problems there", () => {
    const table = {
      headers: ["Name", "Email", "LinkedIn", "Detail: Pronouns", "Link: Portfolio", "Office"],
      rows: [
        ["Ada", "ada@acme.fr", "in/ada", "she/her", "https://ada.example", "Paris"],
        ["Bob", "bob@acme.fr", "", "", "javascript:alert(1)", "Lyon"],
      ],
    };
    const columns = guessMemberMapping(table.headers, []);
    expect(columns).toEqual({
      fullName: [0],
      email: [1],
      linkedin: [2],
      "detail:Pronouns": [3],
      "link:Portfolio": [4],
    });
    const { members, problems } = checkRosterRows(mapRosterRows(table.rows, columns), "en");
    expect(members).toMatchObject([
      {
        fullName: "Ada",
        linkedin: "in/ada",
        customFields: [{ label: "Pronouns", value: "she/her" }],
        customLinks: [{ label: "Portfolio", url: "https://ada.example" }],
      },
    ]);
    expect(problems).toEqual([
      {
        row: 3,
        field: "link:Portfolio",
        message: { key: "validation.unsafeUrl", values: {} },
      },
    ]);
  });

  it("the server refuses an import with two rows of one address or an invalid row", () => {
    const one = { fullName: "A", email: "a@acme.com" };
    expect(parseRosterImport([one, { ...one, email: "A@ACME.com" }])).toBeNull();
    expect(parseRosterImport([{ fullName: "", email: "a@acme.com" }])).toBeNull();
    expect(parseRosterImport("nope")).toBeNull();
    expect(parseRosterImport([one])).toHaveLength(1);
  });
});
