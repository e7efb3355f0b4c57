import { describe, expect, it } from "vitest";
import { sameFieldValue } from "./field-values.ts";

describe("sameFieldValue", () => {
  it("compares texts, numbers and switches by value", () => {
    expect(sameFieldValue("a", "a")).toBe(true);
    expect(sameFieldValue(1, 2)).toBe(false);
    expect(sameFieldValue(false, false)).toBe(true);
  });

  it("compares the rows of a list by their contents, in order", () => {
    expect(sameFieldValue([], [])).toBe(true);
    expect(sameFieldValue([{ label: "a", value: "b" }], [{ label: "a", value: "b" }])).toBe(true);
    expect(sameFieldValue([{ label: "a", value: "b" }], [{ label: "a", value: "c" }])).toBe(false);
    expect(
      sameFieldValue(
        [
          { label: "a", value: "1" },
          { label: "b", value: "2" },
        ],
        [
          { label: "b", value: "2" },
          { label: "a", value: "1" },
        ],
      ),
    ).toBe(false);
    expect(sameFieldValue([{ label: "a" }], [{ label: "a", value: "" }])).toBe(false);
    expect(sameFieldValue([], "")).toBe(false);
  });
});
