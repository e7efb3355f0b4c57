import { describe, expect, it } from "vitest";
import fieldsEn from "../i18n/messages/en/fields.ts";
import fieldsFr from "../i18n/messages/fr/fields.ts";
import { isSocialNetwork, SOCIAL_NETWORK_NAMES } from "../signature/social.ts";
import {
  guessColumnMapping,
  guessMemberMapping,
  MEMBER_FIELD_HEADERS,
  MEMBER_FIELDS,
  mappedValue,
  normalizeHeader,
} from "./column-mapping.ts";
import teamsEn from "./messages/teams.en.ts";
import teamsFr from "./messages/teams.fr.ts";

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
        "extra.extension": [2],
        "extra.deskNumber": [3],
        "extra.pronouns": [4],
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
    expect(guessMemberMapping(["Nom de l'entreprise", "Email"], []).fullName).toBeUndefined();
  });

  it("maps nothing when no header matches, and each column once at most", () => {
    expect(guessMemberMapping(["Foo", "Bar", ""], [])).toEqual({});
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
    expect(guessColumnMapping(headers, ["firstName", "lastName"], MEMBER_FIELD_HEADERS)).toEqual({
      firstName: [0],
      lastName: [1],
    });
    expect(guessColumnMapping(headers, ["fullName", "firstName"], MEMBER_FIELD_HEADERS)).toEqual({
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

describe("every person field of a signature", () => {
  it("reads back our own export's headers, in both languages", () => {
    const columns = MEMBER_FIELDS.map((field) =>
      isSocialNetwork(field) ? SOCIAL_NETWORK_NAMES[field] : null,
    );
    for (const [messages, labels] of [
      [teamsEn, fieldsEn],
      [teamsFr, fieldsFr],
    ] as const) {
      const headers = MEMBER_FIELDS.map(
        (field, index) =>
          columns[index] ??
          (field === "locale" ? messages.member.locale : labels[field as keyof typeof labels]),
      );
      const detail = messages.roster.exportDetail.replace("{{label}}", "Pronouns");
      const link = messages.roster.exportLink.replace("{{label}}", "Portfolio");
      const mapping = guessMemberMapping([...headers, detail, link, "deskNumber"], ["deskNumber"]);
      expect(mapping).toEqual({
        ...Object.fromEntries(MEMBER_FIELDS.map((field, index) => [field, [index]])),
        "detail:Pronouns": [MEMBER_FIELDS.length],
        "link:Portfolio": [MEMBER_FIELDS.length + 1],
        "extra.deskNumber": [MEMBER_FIELDS.length + 2],
      });
    }
  });

  it("maps LinkedIn, X, a booking link, a photo and a button from English and French headers", () => {
    const headers = [
      "Name",
      "Email",
      "LinkedIn",
      "Office",
      "Compte X",
      "Lien de prise de rendez-vous",
      "Photo",
      "Texte du bouton",
      "Button link",
    ];
    expect(guessMemberMapping(headers, [])).toEqual({
      fullName: [0],
      email: [1],
      linkedin: [2],
      twitter: [4],
      calendly: [5],
      photoUrl: [6],
      ctaLabel: [7],
      ctaUrl: [8],
    });
  });
});
