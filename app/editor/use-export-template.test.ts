// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS } from "../signature/schema.ts";
import { readDraft, writeDraft } from "../signatures/drafts.ts";
import { STORAGE_KEYS } from "../signatures/keys.ts";
import { resetCache } from "../signatures/local-store.ts";
import { createSignature, getSignature } from "../signatures/signatures.ts";
import { readHasFreeTemplate } from "../signatures/user.ts";
import { commitTemplateTrial } from "./use-export-template.ts";

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

beforeEach(() => {
  const localStorage = new MemoryStorage();
  Object.assign(globalThis, { window: { localStorage, addEventListener() {} } });
  resetCache();
});

describe("commitTemplateTrial", () => {
  it("saves the tried Pro template and spends the free one, keeping other draft values", () => {
    const signature = createSignature({ ...DEFAULT_SIGNATURE_FIELDS, fullName: "Ada" });
    writeDraft(signature.id, { template: "executive", email: "ada@" });
    expect(commitTemplateTrial(signature.id, "executive")).toBe(true);
    expect(getSignature(signature.id)?.template).toBe("executive");
    expect(readHasFreeTemplate()).toBe(false);
    expect(readDraft(signature.id)).toEqual({ email: "ada@" });
    // done once: doing it again (another copy) costs nothing more
    expect(commitTemplateTrial(signature.id, "executive")).toBe(true);
  });

  it("refuses when the free Pro template is already used, changing nothing", () => {
    window.localStorage.setItem(STORAGE_KEYS.hasFreeTemplate, "false");
    const signature = createSignature({ ...DEFAULT_SIGNATURE_FIELDS });
    writeDraft(signature.id, { template: "band" });
    expect(commitTemplateTrial(signature.id, "band")).toBe(false);
    expect(getSignature(signature.id)?.template).toBe("basic");
    expect(readDraft(signature.id)).toEqual({ template: "band" });
  });
});
