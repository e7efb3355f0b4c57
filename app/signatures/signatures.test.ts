// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS } from "../signature/schema.ts";
import { readDraft } from "./drafts.ts";
import { CORRUPT_BACKUP_KEY, STORAGE_KEYS } from "./keys.ts";
import { resetCache } from "./local-store.ts";
import {
  createSignature,
  deleteSignature,
  duplicateSignature,
  listSignatures,
  parseStoredSignatures,
  updateSignature,
} from "./signatures.ts";

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

describe("parseStoredSignatures", () => {
  it("recovers from unreadable JSON without losing it", () => {
    expect(parseStoredSignatures("{not json")).toEqual([]);
    expect(window.localStorage.getItem(CORRUPT_BACKUP_KEY)).toBe("{not json");
  });

  it("gives a signature stored before it had a language the interface's, and keeps one it has", () => {
    const raw = JSON.stringify([
      { id: "old", fullName: "Old", createdAt: "2024-01-02T00:00:00Z" },
      { id: "said", fullName: "Said", language: "en", createdAt: "2024-01-01T00:00:00Z" },
    ]);
    const list = parseStoredSignatures(raw, new Date("2025-06-01T00:00:00Z"), "fr");
    expect(list.map((s) => [s.id, s.language])).toEqual([
      ["old", "fr"],
      ["said", "en"],
    ]);
    expect(parseStoredSignatures(raw)[0]?.language).toBe("en");
  });

  it("repairs entries of an older or broken shape field by field", () => {
    const raw = JSON.stringify([
      {
        id: "a",
        fullName: "Ada",
        template: "no-such-template",
        borderWidth: "wide",
        createdAt: "2024-01-02T00:00:00Z",
      },
      null,
      42,
      { fullName: "No id", createdAt: "not a date" },
      { id: "a", fullName: "Duplicate id", createdAt: "2024-01-01T00:00:00Z" },
    ]);
    const list = parseStoredSignatures(raw, new Date("2025-06-01T00:00:00Z"));
    expect(list).toHaveLength(3);
    const ada = list.find((s) => s.fullName === "Ada")!;
    expect(ada.template).toBe(DEFAULT_SIGNATURE_FIELDS.template);
    expect(ada.borderWidth).toBe(DEFAULT_SIGNATURE_FIELDS.borderWidth);
    expect(new Set(list.map((s) => s.id)).size).toBe(3);
    expect(list.find((s) => s.fullName === "No id")!.createdAt).toBe("2025-06-01T00:00:00.000Z");
  });

  it("accepts an object keyed by id (an older format)", () => {
    const raw = JSON.stringify({
      x: { id: "x", fullName: "Keyed", createdAt: "2024-01-01T00:00:00Z" },
    });
    expect(parseStoredSignatures(raw).map((s) => s.fullName)).toEqual(["Keyed"]);
  });
});

describe("local signatures", () => {
  it("creates, lists newest first, updates, duplicates and deletes", () => {
    const first = createSignature(
      { ...DEFAULT_SIGNATURE_FIELDS, fullName: "First" },
      new Date("2025-01-01"),
    );
    const second = createSignature(
      { ...DEFAULT_SIGNATURE_FIELDS, fullName: "Second" },
      new Date("2025-02-01"),
    );
    expect(first.id).toMatch(/^local-[0-9a-f]{18}$/);
    expect(listSignatures().map((s) => s.fullName)).toEqual(["Second", "First"]);

    updateSignature(first.id, { ...DEFAULT_SIGNATURE_FIELDS, fullName: "First, edited" });
    expect(listSignatures().find((s) => s.id === first.id)?.fullName).toBe("First, edited");

    const copy = duplicateSignature(second.id, (name) => `${name} (copy)`, new Date("2025-03-01"));
    expect(copy?.id).not.toBe(second.id);
    expect(listSignatures()[0]?.name).toBe(" (copy)");

    deleteSignature(second.id);
    expect(listSignatures().map((s) => s.id)).not.toContain(second.id);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.signatures)!);
    expect(stored).toHaveLength(2);
  });

  it("duplicates a signature's Pro template as a trial of the copy, unless on Pro", () => {
    const owner = createSignature({ ...DEFAULT_SIGNATURE_FIELDS, template: "executive" });
    const copy = duplicateSignature(owner.id, (name) => `${name} (copy)`)!;
    expect(copy.template).toBe(DEFAULT_SIGNATURE_FIELDS.template);
    expect(readDraft(copy.id)).toEqual({ template: "executive" });

    window.localStorage.setItem(STORAGE_KEYS.isPaid, "true");
    resetCache();
    const paidCopy = duplicateSignature(owner.id, (name) => `${name} (copy)`)!;
    expect(paidCopy.template).toBe("executive");
    expect(readDraft(paidCopy.id)).toEqual({});
  });
});
