import { describe, expect, it } from "vitest";
import enTemplates from "../i18n/messages/en/templates.ts";
import frTemplates from "../i18n/messages/fr/templates.ts";
import { PHOTO_SIZES } from "./photo-url.ts";
import { TEMPLATE_COMPONENTS } from "./templates/index.ts";
import { getTemplate, isProTemplate, isTemplateId, TEMPLATE_IDS, TEMPLATES } from "./templates.ts";

describe("template registry", () => {
  it("lists eleven templates, basic first", () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual([...TEMPLATE_IDS]);
    expect(TEMPLATE_IDS.length).toBe(11);
    expect(TEMPLATES[0]?.id).toBe("basic");
  });

  it("marks band, executive, card and split as Pro, the others free", () => {
    expect(TEMPLATES.filter((template) => template.pro).map((template) => template.id)).toEqual([
      "band",
      "executive",
      "card",
      "split",
    ]);
    expect(isProTemplate("band")).toBe(true);
    expect(isProTemplate("basic")).toBe(false);
    expect(isProTemplate("unknown")).toBe(false);
  });

  it("gives each photo template a hosted photo size, and none to minimal and headline", () => {
    for (const template of TEMPLATES) {
      if (template.photo === "none") expect(template.photoSize).toBeNull();
      else expect(PHOTO_SIZES).toContain(template.photoSize);
    }
    expect(getTemplate("minimal").photo).toBe("none");
    expect(getTemplate("basic").photo).toBe("left");
    expect(getTemplate("stacked").photo).toBe("top");
    expect(getTemplate("compact").photo).toBe("inline");
    expect(getTemplate("headline").photo).toBe("none");
    expect(getTemplate("logo")).toMatchObject({ photo: "left", photoSize: 64 });
    expect(getTemplate("card")).toMatchObject({ photo: "left", photoSize: 72 });
    expect(getTemplate("split")).toMatchObject({ photo: "top", photoSize: 80 });
  });

  it("names and describes every template in English and French", () => {
    for (const template of TEMPLATES) {
      for (const key of [template.nameKey, template.descriptionKey]) {
        const name = key.replace(/^templates\./, "") as keyof typeof enTemplates;
        expect(enTemplates[name], key).toBeTruthy();
        expect(frTemplates[name], key).toBeTruthy();
      }
    }
  });

  it("has a component for every template", () => {
    for (const id of TEMPLATE_IDS) expect(typeof TEMPLATE_COMPONENTS[id]).toBe("function");
  });

  it("falls back to basic for unknown ids", () => {
    expect(getTemplate("gone").id).toBe("basic");
    expect(isTemplateId("gone")).toBe(false);
    expect(isTemplateId("band")).toBe(true);
  });
});
