import { describe, expect, it } from "vitest";
import {
  ICON_NAMES,
  ICON_SET_VERSION,
  ICON_SHAPES,
  ICON_SIZES,
  type IconSpec,
  iconPath,
  parseIconPath,
} from "./icon-url.ts";

const linkedin: IconSpec = { name: "linkedin", shape: "circle", color: "#1D4ED8", size: 20 };

describe("iconPath", () => {
  it("names the version, shape, icon, lowercase colour and size", () => {
    expect(iconPath(linkedin)).toBe(`/icons/${ICON_SET_VERSION}/circle-linkedin-1d4ed8-20.png`);
  });

  it("takes the colour with or without #", () => {
    expect(iconPath({ ...linkedin, color: "1d4ed8" })).toBe(iconPath(linkedin));
  });

  it("refuses values outside the contract", () => {
    expect(() => iconPath({ ...linkedin, color: "#fff" })).toThrow(RangeError);
    expect(() => iconPath({ ...linkedin, color: "red" })).toThrow(RangeError);
    expect(() => iconPath({ ...linkedin, name: "myspace" as never })).toThrow(RangeError);
    expect(() => iconPath({ ...linkedin, shape: "square" as never })).toThrow(RangeError);
    expect(() => iconPath({ ...linkedin, size: 17 as never })).toThrow(RangeError);
  });
});

describe("parseIconPath", () => {
  it("reads back every icon iconPath writes", () => {
    for (const name of ICON_NAMES) {
      for (const shape of ICON_SHAPES) {
        for (const size of ICON_SIZES) {
          const icon = { name, shape, color: "0a1b2c", size };
          expect(parseIconPath(iconPath(icon))).toEqual(icon);
        }
      }
    }
  });

  it.each([
    ["another version", `/icons/${ICON_SET_VERSION}0/plain-github-111827-16.png`],
    ["no version", "/icons/plain-github-111827-16.png"],
    ["an unknown name", `/icons/${ICON_SET_VERSION}/plain-myspace-111827-16.png`],
    ["an unknown shape", `/icons/${ICON_SET_VERSION}/square-github-111827-16.png`],
    ["an unknown size", `/icons/${ICON_SET_VERSION}/plain-github-111827-17.png`],
    ["uppercase hex", `/icons/${ICON_SET_VERSION}/plain-github-11182F-16.png`],
    ["short hex", `/icons/${ICON_SET_VERSION}/plain-github-fff-16.png`],
    ["a #", `/icons/${ICON_SET_VERSION}/plain-github-#111827-16.png`],
    ["another extension", `/icons/${ICON_SET_VERSION}/plain-github-111827-16.svg`],
    ["a query", `/icons/${ICON_SET_VERSION}/plain-github-111827-16.png?x=1`],
    ["a trailing slash", `/icons/${ICON_SET_VERSION}/plain-github-111827-16.png/`],
    ["a traversal", `/icons/${ICON_SET_VERSION}/../plain-github-111827-16.png`],
    ["a prefix", `/x/icons/${ICON_SET_VERSION}/plain-github-111827-16.png`],
  ])("refuses %s", (_, path) => {
    expect(parseIconPath(path)).toBeNull();
  });

  it("has ids made of lowercase letters only, each once", () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    for (const name of ICON_NAMES) expect(name).toMatch(/^[a-z]+$/);
  });
});
