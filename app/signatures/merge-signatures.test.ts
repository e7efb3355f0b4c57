import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNATURE_FIELDS } from "../signature/schema.ts";
import { mergeSignatures } from "./merge-signatures.ts";
import type { StoredSignature } from "./signatures.ts";

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();
function signature(id: string, patch: Partial<StoredSignature> = {}): StoredSignature {
  return {
    ...DEFAULT_SIGNATURE_FIELDS,
    id,
    userId: null,
    createdAt: at(1),
    updatedAt: at(1),
    ...patch,
  };
}

describe("mergeSignatures", () => {
  it("keeps the newest version of a signature present in both lists", () => {
    const cloud = [signature("c1", { userId: "u", fullName: "Cloud", updatedAt: at(3) })];
    const older = [signature("c1", { userId: "u", fullName: "Local", updatedAt: at(2) })];
    expect(mergeSignatures(older, cloud, "u")).toMatchObject({
      list: [{ id: "c1", fullName: "Cloud" }],
      update: [],
    });
    const newer = [signature("c1", { userId: "u", fullName: "Local", updatedAt: at(4) })];
    expect(mergeSignatures(newer, cloud, "u")).toMatchObject({
      list: [{ id: "c1", fullName: "Local" }],
      update: ["c1"],
    });
  });

  it("prefers the local photo URL when both have one", () => {
    const cloud = [
      signature("c1", { userId: "u", photoUrl: "https://x/cloud.png", updatedAt: at(3) }),
    ];
    const local = [signature("c1", { userId: "u", photoUrl: "https://x/local.png" })];
    const result = mergeSignatures(local, cloud, "u");
    expect(result.list[0]?.photoUrl).toBe("https://x/local.png");
    expect(result.update).toEqual(["c1"]);
  });

  it("adds cloud-only signatures and uploads local-only ones", () => {
    const result = mergeSignatures([signature("local-1")], [signature("c1", { userId: "u" })], "u");
    expect(result.list.map((s) => s.id).sort()).toEqual(["c1", "local-1"]);
    expect(result.upload).toEqual(["local-1"]);
  });

  it("drops copies the cloud no longer has, and another account's", () => {
    const result = mergeSignatures(
      [signature("gone", { userId: "u" }), signature("theirs", { userId: "v" })],
      [],
      "u",
    );
    expect(result.list).toEqual([]);
    expect(result.upload).toEqual([]);
  });

  it("leaves signatures kept for another account alone: kept, not uploaded (ADR 028)", () => {
    const kept = signature("local-a", { keptFor: { uid: "a", email: "a@example.com" } });
    const keptCloud = signature("ca", {
      userId: "a",
      keptFor: { uid: "a", email: "a@example.com" },
    });
    const result = mergeSignatures([kept, keptCloud], [], "u");
    expect(result.list).toEqual([kept, keptCloud]);
    expect(result.upload).toEqual([]);
    expect(result.update).toEqual([]);
  });

  it("brings signatures kept for this account back to it", () => {
    const keptFor = { uid: "u", email: "u@example.com" };
    const local = [
      signature("local-1", { keptFor }),
      signature("c1", { userId: "u", keptFor, fullName: "Offline", updatedAt: at(5) }),
    ];
    const cloud = [signature("c1", { userId: "u", fullName: "Cloud", updatedAt: at(2) })];
    const result = mergeSignatures(local, cloud, "u");
    expect(result.upload).toEqual(["local-1"]);
    expect(result.update).toEqual(["c1"]);
    expect(result.list.every((s) => s.keptFor === undefined)).toBe(true);
    expect(result.list.find((s) => s.id === "c1")?.fullName).toBe("Offline");
  });
});
