import { describe, expect, it } from "vitest";
import { checkCompatibility, TOLERATED_FEATURES } from "./compatibility.server.ts";

describe("checkCompatibility", () => {
  it("passes plain table markup", () => {
    expect(
      checkCompatibility(
        '<table cellpadding="0" cellspacing="0" border="0" role="presentation"><tbody><tr><td style="font-family:Arial, sans-serif;color:#111827">Hi</td></tr></tbody></table>',
      ),
    ).toEqual([]);
  });

  it("tolerates only the role and target attributes", () => {
    expect(TOLERATED_FEATURES).toEqual(["role attribute", "target attribute"]);
    expect(checkCompatibility('<a href="https://example.com" target="_blank">x</a>')).toEqual([]);
  });

  it("reports what a client does not support", () => {
    const problems = checkCompatibility('<td style="border-radius:4px;display:flex">x</td>');
    expect(problems).toContainEqual({ feature: "border-radius", client: "outlook.windows" });
    expect(problems.map((problem) => problem.feature)).toContain("display:flex");
    expect(checkCompatibility("a<wbr>b")).toContainEqual({
      feature: "<wbr> element",
      client: "outlook.windows",
    });
  });
});
