import { describe, expect, it } from "vitest";
import { batchOutput } from "./output-format.ts";

describe("batchOutput", () => {
  it("answers JSON by default and ZIP when it is preferred", () => {
    expect(batchOutput(null)).toBe("json");
    expect(batchOutput("*/*")).toBe("json");
    expect(batchOutput("application/json")).toBe("json");
    expect(batchOutput("application/zip")).toBe("zip");
    expect(batchOutput("application/zip, */*;q=0.1")).toBe("zip");
    expect(batchOutput("application/json, application/zip")).toBe("json");
    expect(batchOutput("application/json;q=0.5, application/zip")).toBe("zip");
    expect(batchOutput("application/zip;q=0")).toBe("json");
  });
});
