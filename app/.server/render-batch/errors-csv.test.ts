import { describe, expect, it } from "vitest";
import { csvCell, ERRORS_CSV_HEADER, errorLines } from "./errors-csv.ts";

describe("errors.csv", () => {
  it("quotes cells with commas, quotes or line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(12)).toBe("12");
    expect(csvCell('Use "x", or y')).toBe('"Use ""x"", or y"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
  });

  it("makes a formula inert", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1, 2")).toBe(`"'+1, 2"`);
  });

  it("writes one line per error, after a header with a BOM", () => {
    expect(ERRORS_CSV_HEADER).toBe("\uFEFFrow,field,message\r\n");
    expect(
      errorLines({
        row: 3,
        ok: false,
        errors: [
          {
            path: "email",
            code: "custom",
            message: "Enter a valid email address, like jane@example.com.",
          },
          { path: "", code: "too_many_cells", message: "Too many." },
        ],
      }),
    ).toBe('3,email,"Enter a valid email address, like jane@example.com."\r\n3,,Too many.\r\n');
  });
});
