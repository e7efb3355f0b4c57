import { describe, expect, it } from "vitest";
import { TEMPLATES } from "../signature/templates.ts";
import { canUseTemplate, ownedProTemplate, spendsFreeTemplate } from "./template-access.ts";

const free = TEMPLATES.find((template) => !template.pro)!.id;
const [pro, otherPro] = TEMPLATES.filter((template) => template.pro).map((t) => t.id);

const visitor = { isPaid: false, hasFreeTemplate: false, ownedTemplate: null };

describe("template access", () => {
  it("has free and at least two Pro templates to test with", () => {
    expect(pro).toBeDefined();
    expect(otherPro).toBeDefined();
  });

  it("always allows free templates", () => {
    expect(canUseTemplate(free, visitor)).toBe(true);
    expect(spendsFreeTemplate(free, { ...visitor, hasFreeTemplate: true })).toBe(false);
  });

  it("allows every Pro template to Pro members, without spending anything", () => {
    const member = { ...visitor, isPaid: true };
    expect(canUseTemplate(pro!, member)).toBe(true);
    expect(spendsFreeTemplate(pro!, { ...member, hasFreeTemplate: true })).toBe(false);
  });

  it("lets a free visitor keep the Pro template the signature already has", () => {
    const owner = { ...visitor, ownedTemplate: pro! };
    expect(canUseTemplate(pro!, owner)).toBe(true);
    expect(spendsFreeTemplate(pro!, owner)).toBe(false);
    expect(canUseTemplate(otherPro!, owner)).toBe(false);
  });

  it("uses the free allowance once for a new Pro template", () => {
    const allowed = { ...visitor, hasFreeTemplate: true };
    expect(canUseTemplate(pro!, allowed)).toBe(true);
    expect(spendsFreeTemplate(pro!, allowed)).toBe(true);
    expect(canUseTemplate(pro!, visitor)).toBe(false);
  });

  it("knows which template a saved signature owns", () => {
    expect(ownedProTemplate(pro!)).toBe(pro);
    expect(ownedProTemplate(free)).toBeNull();
  });
});
