import { describe, expect, it } from "vitest";
import { en } from "../i18n/messages/en/index.ts";
import { fr } from "../i18n/messages/fr/index.ts";
import { createTranslate } from "../i18n/translate.ts";
import { saveStatusMessageKey } from "./save-status-message.ts";
import type { SaveStatus } from "./use-signature-draft.ts";

const saved: SaveStatus = { state: "saved", unsavedFields: 0, trial: null };

describe("saveStatusMessageKey", () => {
  for (const [locale, messages] of [
    ["en", en],
    ["fr", fr],
  ] as const) {
    const t = createTranslate(locale, messages);
    const plainSaved = [t("editor.status.saved"), t("account.location.cloudSaved")];

    for (const trial of ["pro", "locked", "switch"] as const) {
      for (const inCloud of [false, true]) {
        it(`never says "saved" alone beside a ${trial} trial (${locale}, ${inCloud ? "account" : "browser"})`, () => {
          const message = t(saveStatusMessageKey({ ...saved, trial }, inCloud));
          expect(plainSaved).not.toContain(message);
        });
      }
    }

    it(`never says "saved" alone beside a field that is not saved (${locale})`, () => {
      const message = t(saveStatusMessageKey({ ...saved, unsavedFields: 2 }, false));
      expect(plainSaved).not.toContain(message);
    });

    it(`says "saved" when everything typed is saved (${locale})`, () => {
      expect(t(saveStatusMessageKey(saved, false))).toBe(plainSaved[0]);
      expect(t(saveStatusMessageKey(saved, true))).toBe(plainSaved[1]);
    });
  }

  it("keeps the other states' messages", () => {
    for (const state of ["new", "saving", "invalid"] as const) {
      expect(saveStatusMessageKey({ state, unsavedFields: 0, trial: "pro" }, true)).toBe(
        `editor.status.${state}`,
      );
    }
  });
});
