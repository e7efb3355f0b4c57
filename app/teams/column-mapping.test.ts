import { describe, expect, it } from "vitest";
import {
  guessColumnMapping,
  guessMemberMapping,
  MEMBER_COLUMN_SYNONYMS,
  mappedValue,
  normalizeHeader,
} from "./column-mapping.ts";

describe("normalizeHeader", () => {
  it.each([
    ["  Adresse E-mail ", "adresse e mail"],
    ["First Name [Required]", "first name"],
    ["Recovery Phone [MUST BE IN THE E.164 FORMAT]", "recovery phone"],
    ["Téléphone  portable", "telephone portable"],
    ["N° de poste", "n de poste"],
    ["Manager's Name", "manager s name"],
  ])("%j → %j", (header, normalized) => {
    expect(normalizeHeader(header)).toBe(normalized);
  });
});

describe("guessMemberMapping", () => {
  it("maps an English roster", () => {
    const headers = ["Name", "Email", "Job Title", "Phone", "Mobile", "Language"];
    expect(guessMemberMapping(headers, [])).toEqual({
      fullName: [0],
      email: [1],
      jobTitle: [2],
      phone: [3],
      mobile: [4],
      locale: [5],
    });
  });

  it("maps a French roster, joining Prénom and Nom into the full name", () => {
    const headers = [
      "Nom",
      "Prénom",
      "Courriel",
      "Fonction",
      "Ligne directe",
      "Téléphone portable",
    ];
    expect(guessMemberMapping(headers, [])).toEqual({
      fullName: [1, 0],
      email: [2],
      jobTitle: [3],
      phone: [4],
      mobile: [5],
      locale: [],
    });
  });

  it("prefers a full-name column to first and last names", () => {
    const headers = ["Prénom", "Nom", "Nom complet", "Adresse e-mail"];
    expect(guessMemberMapping(headers, [])).toMatchObject({ fullName: [2], email: [3] });
  });

  it("maps Google Workspace's user export", () => {
    const headers = [
      "First Name [Required]",
      "Last Name [Required]",
      "Email Address [Required]",
      "Password [Required]",
      "Org Unit Path [Required]",
      "New Primary Email [UPLOAD ONLY]",
      "Recovery Email",
      "Recovery Phone [MUST BE IN THE E.164 FORMAT]",
      "Work Phone",
      "Home Phone",
      "Mobile Phone",
      "Employee Title",
      "Manager Email",
      "Department",
    ];
    expect(guessMemberMapping(headers, [])).toEqual({
      fullName: [0, 1],
      email: [2],
      jobTitle: [11],
      phone: [8],
      mobile: [10],
      locale: [],
    });
  });

  it("maps Outlook's contact export, whose Title is Mr or Mrs", () => {
    const headers = [
      "Title",
      "First Name",
      "Last Name",
      "Display Name",
      "E-mail Address",
      "E-mail 2 Address",
      "Home Phone",
      "Business Phone",
      "Mobile Phone",
      "Job Title",
      "Manager's Name",
    ];
    expect(guessMemberMapping(headers, [])).toEqual({
      fullName: [3],
      email: [4],
      jobTitle: [9],
      phone: [7],
      mobile: [8],
      locale: [],
    });
  });

  it("maps Microsoft 365's user export", () => {
    const headers = [
      "User principal name",
      "Display name",
      "First name",
      "Last name",
      "Title",
      "Office phone",
      "Mobile phone",
      "Alternate email address",
      "Preferred language",
    ];
    expect(guessMemberMapping(headers, [])).toEqual({
      fullName: [1],
      email: [0],
      jobTitle: [4],
      phone: [5],
      mobile: [6],
      locale: [8],
    });
  });

  it("maps the signature's own placeholder fields by their names", () => {
    const headers = ["Full name", "Email", "Extension", "Desk number", "Pronouns"];
    expect(guessMemberMapping(headers, ["extension", "deskNumber", "pronouns", "twitter"])).toEqual(
      {
        fullName: [0],
        email: [1],
        jobTitle: [],
        phone: [],
        mobile: [],
        locale: [],
        extension: [2],
        deskNumber: [3],
        pronouns: [4],
        twitter: [],
      },
    );
  });

  it("falls back on headers holding a synonym among other words", () => {
    const headers = ["Nom d'usage", "Prénom usuel", "E-mail professionnel", "Téléphone (bureau)"];
    expect(guessMemberMapping(headers, [])).toMatchObject({
      fullName: [1, 0],
      email: [2],
      phone: [3],
    });
  });

  it("keeps exact first and last names over a name inside a longer header", () => {
    const headers = ["Manager name", "First name", "Last name"];
    expect(guessMemberMapping(headers, []).fullName).toEqual([1, 2]);
  });

  it("takes a lone exact last-name column for the full name, not a lone looser one", () => {
    expect(guessMemberMapping(["Nom", "Email"], []).fullName).toEqual([0]);
    expect(guessMemberMapping(["Nom de l'entreprise", "Email"], []).fullName).toEqual([]);
  });

  it("maps nothing when no header matches, and each column once at most", () => {
    expect(guessMemberMapping(["Foo", "Bar", ""], [])).toEqual({
      fullName: [],
      email: [],
      jobTitle: [],
      phone: [],
      mobile: [],
      locale: [],
    });
    const mapping = guessMemberMapping(["Email", "Email"], ["email"]);
    expect(mapping.email).toEqual([0]);
  });
});

describe("guessColumnMapping", () => {
  it("works on any fields and synonyms", () => {
    const mapping = guessColumnMapping(["Colour", "Size (EU)"], ["size", "colour", "price"], {
      size: ["size"],
      colour: ["color", "colour"],
      price: ["price"],
    });
    expect(mapping).toEqual({ size: [1], colour: [0], price: [] });
  });

  it("joins first and last names only when asked for fullName", () => {
    const headers = ["First name", "Last name"];
    expect(guessColumnMapping(headers, ["firstName", "lastName"], MEMBER_COLUMN_SYNONYMS)).toEqual({
      firstName: [0],
      lastName: [1],
    });
    expect(guessColumnMapping(headers, ["fullName", "firstName"], MEMBER_COLUMN_SYNONYMS)).toEqual({
      fullName: [0, 1],
      firstName: [0],
    });
  });
});

describe("mappedValue", () => {
  it("joins the non-empty trimmed cells with a space", () => {
    const row = [" Dupont ", "Hélène", "", "  "];
    expect(mappedValue(row, [1, 0])).toBe("Hélène Dupont");
    expect(mappedValue(row, [2, 3, 9])).toBe("");
    expect(mappedValue(row, [])).toBe("");
  });
});
