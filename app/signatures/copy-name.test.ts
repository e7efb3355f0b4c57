import { describe, expect, it } from "vitest";
import { copyName } from "./copy-name.ts";

const format = (base: string, number: number) => `${base} ${number}`;

describe("copyName", () => {
  it("numbers copies with the next free number", () => {
    expect(copyName("Work", ["Work"], format)).toBe("Work 2");
    expect(copyName("Work", ["Work", "Work 2"], format)).toBe("Work 3");
    expect(copyName("Work", ["Work", "Work 3"], format)).toBe("Work 2");
  });

  it("a copy of a copy takes the family's next number, not a second suffix", () => {
    expect(copyName("Work 2", ["Work", "Work 2"], format)).toBe("Work 3");
    expect(copyName("work 3", ["Work", "Work 2", "work 3"], format)).toBe("work 4");
  });

  it("keeps a number that is part of the name", () => {
    expect(copyName("Office 365", ["Office 365"], format)).toBe("Office 365 2");
  });

  it("stays within the name limit", () => {
    const long = "x".repeat(120);
    const copy = copyName(long, [long], format);
    expect(copy).toHaveLength(120);
    expect(copy.endsWith(" 2")).toBe(true);
  });
});
