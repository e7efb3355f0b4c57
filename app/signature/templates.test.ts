import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import enTemplates from "../i18n/messages/en/templates.ts";
import frTemplates from "../i18n/messages/fr/templates.ts";
import { PHOTO_SIZES } from "./photo-url.ts";
import { TEMPLATE_COMPONENTS } from "./templates/index.ts";
import { getTemplate, isProTemplate, isTemplateId, TEMPLATE_IDS, TEMPLATES } from "./templates.ts";

describe("template registry", () => {
  it("lists every template once, basic first, each with its component and no other", () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual([...TEMPLATE_IDS]);
    expect(new Set(TEMPLATE_IDS).size).toBe(TEMPLATE_IDS.length);
    expect(TEMPLATE_IDS.length).toBeGreaterThanOrEqual(11);
    expect(TEMPLATES[0]?.id).toBe("basic");
    expect(Object.keys(TEMPLATE_COMPONENTS).sort()).toEqual([...TEMPLATE_IDS].sort());
  });

  it("finds a component file for every template, and no component file without a template", async () => {
    const folder = new URL("./templates/", import.meta.url);
    const files = readdirSync(folder).filter(
      (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"),
    );
    const withComponent: string[] = [];
    for (const file of files) {
      const module: { default?: unknown } = await import(`./templates/${file}`);
      if (typeof module.default === "function") withComponent.push(file.slice(0, -".tsx".length));
    }
    expect(withComponent.sort()).toEqual([...TEMPLATE_IDS].sort());
    for (const id of TEMPLATE_IDS) expect(TEMPLATE_COMPONENTS[id]).toBeTypeOf("function");
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

  it("names and describes every template in every language, and no template that is gone", () => {
    const catalogued = (messages: Record<string, string>) =>
      Object.keys(messages)
        .filter((key) => key.endsWith("Name"))
        .map((key) => key.slice(0, -"Name".length))
        .sort();
    expect(catalogued(enTemplates)).toEqual([...TEMPLATE_IDS].sort());
    expect(catalogued(frTemplates)).toEqual([...TEMPLATE_IDS].sort());
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
