import { describe, expect, it } from "vitest";
import { chosenLanguage, withChosenLanguage } from "./chosen-language.ts";

describe("the language chosen with the switcher", () => {
  it("is read from the URL, only when it names a locale", () => {
    expect(chosenLanguage(new URL("http://x.example/my-signature?member=m_1&lang=fr"))).toBe("fr");
    expect(chosenLanguage(new URL("http://x.example/my-signature?member=m_1&lang=de"))).toBeNull();
    expect(chosenLanguage(new URL("http://x.example/my-signature?member=m_1"))).toBeNull();
  });

  it("is written into a query, keeping its other parameters and replacing a previous choice", () => {
    expect(withChosenLanguage("?member=m_1", "en")).toBe("?member=m_1&lang=en");
    expect(withChosenLanguage("member=m_1&lang=fr", "en")).toBe("?member=m_1&lang=en");
    expect(withChosenLanguage("", "fr")).toBe("?lang=fr");
  });
});
