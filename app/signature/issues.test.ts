import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FORM_ERROR, fieldErrors, issueMessage } from "./issues.ts";

const firstIssue = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0]!;
};

describe("issueMessage", () => {
  it("keeps a validation key set by the schema and adds its values", () => {
    const issue = firstIssue(z.string().max(3, { error: "validation.tooLong" }), "abcd");
    expect(issueMessage(issue)).toEqual({ key: "validation.tooLong", values: { max: 3 } });
  });

  it("words Zod's own issues with the closest key", () => {
    expect(issueMessage(firstIssue(z.string().max(5), "toolong"))).toEqual({
      key: "validation.tooLong",
      values: { max: 5 },
    });
    expect(issueMessage(firstIssue(z.number().min(1).max(9), 10))).toEqual({
      key: "validation.outOfRange",
      values: { min: "", max: 9 },
    });
    expect(issueMessage(firstIssue(z.enum(["a", "b"]), "c")).key).toBe("validation.choice");
    expect(issueMessage(firstIssue(z.number().int(), 1.5)).key).toBe("validation.wholeNumber");
    expect(issueMessage(firstIssue(z.string(), 1)).key).toBe("validation.invalidType");
    expect(issueMessage(firstIssue(z.email(), "x")).key).toBe("validation.email");
    expect(issueMessage(firstIssue(z.iso.datetime(), "x")).key).toBe("validation.date");
    expect(issueMessage(firstIssue(z.strictObject({}), { a: 1, b: 2 }))).toEqual({
      key: "validation.unknownField",
      values: { field: "a, b" },
    });
    expect(
      issueMessage(
        firstIssue(
          z.string().refine(() => false),
          "x",
        ),
      ).key,
    ).toBe("validation.invalid");
  });

  it("passes the string and number params of custom issues", () => {
    const schema = z.string().refine(() => false, {
      error: "validation.social",
      params: { network: "LinkedIn", nested: { no: 1 } },
    });
    expect(issueMessage(firstIssue(schema, "x"))).toEqual({
      key: "validation.social",
      values: { network: "LinkedIn" },
    });
  });
});

describe("fieldErrors", () => {
  it("keeps the first message of each field", () => {
    const schema = z.object({
      a: z.string().max(1, { error: "validation.tooLong" }).email({ error: "validation.email" }),
      b: z.object({ c: z.number({ error: "validation.invalidType" }) }),
    });
    const result = schema.safeParse({ a: "xyz", b: { c: "1" } });
    expect(fieldErrors(result.error!)).toEqual({
      a: { key: "validation.tooLong", values: { max: 1 } },
      b: { key: "validation.invalidType", values: {} },
      // and an issue inside an object or list also under its own path
      "b.c": { key: "validation.invalidType", values: {} },
    });
  });

  it("files whole-input issues under FORM_ERROR", () => {
    const result = z.object({}).safeParse(null);
    expect(Object.keys(fieldErrors(result.error!))).toEqual([FORM_ERROR]);
  });
});
