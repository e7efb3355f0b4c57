// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS } from "../signature/schema.ts";
import {
  deleteDraft,
  keepDraftsOf,
  parseDrafts,
  readDraft,
  readDrafts,
  renameDraft,
  writeDraft,
} from "./drafts.ts";
import { DRAFTS_KEY } from "./keys.ts";
import { resetCache } from "./local-store.ts";
import {
  adoptCloudIdentity,
  createSignature,
  deleteSignature,
  replaceSignatures,
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

describe("parseDrafts", () => {
  it("keeps known fields of the right type, and nothing from unreadable values", () => {
    expect(parseDrafts("{oops")).toEqual({});
    expect(parseDrafts("[1,2]")).toEqual({});
    const raw = JSON.stringify({
      a: { email: "ada@", borderWidth: 9, photoEnabled: "yes", unknown: "x" },
      b: { email: 42 },
      c: "not an object",
      d: { fullName: "x".repeat(20_000) },
    });
    expect(parseDrafts(raw)).toEqual({ a: { email: "ada@", borderWidth: 9 } });
  });
});

describe("drafts", () => {
  it("writes, replaces and removes one signature's draft", () => {
    writeDraft("a", { email: "ada@" });
    writeDraft("b", { template: "executive" });
    expect(readDraft("a")).toEqual({ email: "ada@" });
    writeDraft("a", { email: "ada@x" });
    expect(JSON.parse(window.localStorage.getItem(DRAFTS_KEY)!)).toEqual({
      a: { email: "ada@x" },
      b: { template: "executive" },
    });
    writeDraft("a", {});
    expect(readDrafts()).toEqual({ b: { template: "executive" } });
    deleteDraft("b");
    expect(readDraft("b")).toEqual({});
  });

  it("follows its signature: deleted with it, renamed with its cloud id, pruned by a merge", () => {
    const one = createSignature({ ...DEFAULT_SIGNATURE_FIELDS, fullName: "One" });
    const two = createSignature({ ...DEFAULT_SIGNATURE_FIELDS, fullName: "Two" });
    writeDraft(one.id, { email: "one@" });
    writeDraft(two.id, { email: "two@" });
    writeDraft("gone", { email: "gone@" });

    adoptCloudIdentity(one.id, { ...one, id: "cloud-1", userId: "u1" });
    expect(readDraft("cloud-1")).toEqual({ email: "one@" });
    expect(readDraft(one.id)).toEqual({});

    deleteSignature(two.id);
    expect(readDraft(two.id)).toEqual({});

    replaceSignatures([{ ...one, id: "cloud-1", userId: "u1" }]);
    expect(Object.keys(readDrafts())).toEqual(["cloud-1"]);

    renameDraft("missing", "other");
    expect(Object.keys(readDrafts())).toEqual(["cloud-1"]);
    keepDraftsOf(new Set());
    expect(readDrafts()).toEqual({});
  });
});
