import { describe, expect, it } from "vitest";
import { en } from "./messages/en/index.ts";
import { fr } from "./messages/fr/index.ts";
import { createTranslate, type MessageKey } from "./translate.ts";

describe("createTranslate", () => {
  const t = createTranslate("en", en);
  const tFr = createTranslate("fr", fr);

  it("finds a dotted key and fills its values", () => {
    expect(t("photos.tooLarge", { maxMegabytes: 5 })).toBe(
      "This photo is larger than 5 MB. Choose a smaller file.",
    );
    expect(tFr("auth.invalidCredentials")).toBe("E-mail ou mot de passe incorrect");
  });

  it("chooses the plural form for the locale from count", () => {
    expect(t("problems.rateLimited", { count: 1 })).toMatch(/wait 1 second and/);
    expect(t("problems.rateLimited", { count: 30 })).toMatch(/wait 30 seconds and/);
    // French: 0 and 1 are singular
    expect(tFr("problems.rateLimited", { count: 0 })).toMatch(/Patientez 0 seconde /);
    expect(tFr("problems.rateLimited", { count: 2 })).toMatch(/Patientez 2 secondes /);
  });

  it("leaves unknown values in place and answers an unknown key with itself", () => {
    expect(t("photos.tooLarge")).toContain("{{maxMegabytes}}");
    expect(t("no.such.key" as MessageKey)).toBe("no.such.key");
    expect(t("photos" as MessageKey)).toBe("photos");
  });

  it("never interprets values as markup or placeholders", () => {
    expect(t("photos.tooLarge", { maxMegabytes: "{{maxMegabytes}} <b>" })).toContain(
      "larger than {{maxMegabytes}} <b> MB",
    );
  });
});
