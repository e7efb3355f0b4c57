import { describe, expect, it } from "vitest";
import { parseJsonBatch, readJsonBatch } from "./json-input.ts";
import { streamedRequest } from "./test-requests.ts";

const problemOf = async (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return { status: response.status, body: await response.json() };
};

describe("parseJsonBatch", () => {
  it("numbers the people from 1 and keeps the design and signature id", () => {
    expect(
      parseJsonBatch(
        JSON.stringify({
          design: { template: "band" },
          signature: "s1",
          people: [{ fullName: "Ada" }, "x"],
        }),
        "en",
      ),
    ).toEqual({
      signatureId: "s1",
      design: { template: "band" },
      people: [
        { row: 1, fields: { fullName: "Ada" } },
        { row: 2, fields: "x" },
      ],
    });
    expect(parseJsonBatch('{"people":[{}]}', "en")).toMatchObject({
      signatureId: null,
      design: {},
    });
  });

  it("answers 400 for malformed JSON or a wrong envelope", async () => {
    expect((await problemOf(parseJsonBatch("{", "en"))).status).toBe(400);
    const wrong = await problemOf(parseJsonBatch('{"persons":[],"design":[]}', "en"));
    expect(wrong.body.code).toBe("validation_failed");
    expect(wrong.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      "design",
      "people",
      "persons",
    ]);
  });

  it("answers 422 for no one, or more than 500 people", async () => {
    expect((await problemOf(parseJsonBatch('{"people":[]}', "en"))).status).toBe(422);
    const many = await problemOf(
      parseJsonBatch(JSON.stringify({ people: Array.from({ length: 501 }, () => ({})) }), "fr"),
    );
    expect(many.body).toMatchObject({ status: 422, limit: 500 });
    expect(many.body.detail).toBe(
      "Un lot compte au plus 500 personnes. Répartissez le vôtre sur plusieurs appels.",
    );
  });
});

describe("readJsonBatch", () => {
  it("answers 413 past 2 MB", async () => {
    const request = streamedRequest(['{"people":[', `"${"x".repeat(2 * 1024 * 1024)}"`, "]}"]);
    expect((await problemOf(await readJsonBatch(request, "en"))).status).toBe(413);
  });
});
