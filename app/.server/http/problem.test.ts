import { describe, expect, it } from "vitest";
import { serverT } from "../../i18n/translate.server.ts";
import {
  isProblemResponse,
  PROBLEM_STATUS,
  ProblemCode,
  problem,
  problemFor,
  problemResponse,
  tooManyRequests,
} from "./problem.ts";

describe("problem", () => {
  it("builds an RFC 9457 response", async () => {
    const response = problem({ code: ProblemCode.NotFound, detail: "Gone fishing." });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      type: "https://paraph.app/problems/not_found",
      title: "Not found",
      status: 404,
      detail: "Gone fishing.",
      code: "not_found",
    });
  });

  it("takes an explicit status, headers, a locale for the title and extension members", async () => {
    const response = problem({
      code: ProblemCode.ValidationFailed,
      status: 422,
      detail: "Nope.",
      locale: "fr",
      headers: { "x-extra": "1" },
      extra: { errors: { email: ["Invalid"] }, status: 200, code: "hijack" },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("x-extra")).toBe("1");
    const body = await response.json();
    expect(body).toMatchObject({
      title: "Champs invalides",
      status: 422,
      code: "validation_failed",
      errors: { email: ["Invalid"] },
    });
  });

  it("has a status and a title in both locales for every code", () => {
    for (const code of Object.values(ProblemCode)) {
      expect(PROBLEM_STATUS[code]).toBeGreaterThanOrEqual(400);
      for (const locale of ["en", "fr"] as const) {
        const title = serverT(locale)(`problems.titles.${code}`);
        expect(title).not.toContain("titles.");
      }
    }
  });
});

describe("problemResponse and problemFor", () => {
  it("translates the detail from a message key", async () => {
    const response = problemResponse({
      code: ProblemCode.PhotoTooLarge,
      messageKey: "photos.tooLarge",
      values: { maxMegabytes: 5 },
      locale: "fr",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      title: "Photo trop volumineuse",
      detail: "Cette photo dépasse 5 Mo. Choisissez un fichier plus léger.",
    });
  });

  it("gives generic problems by name", async () => {
    const response = problemFor("methodNotAllowed", "en", { headers: { allow: "POST" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({
      code: "method_not_allowed",
      detail: "This address doesn't accept this method.",
    });
  });

  it("can be thrown and recognised", () => {
    const thrown = (() => {
      try {
        throw problemFor("notFound", "en");
      } catch (error) {
        return error;
      }
    })();
    expect(isProblemResponse(thrown)).toBe(true);
    expect(isProblemResponse(new Response("{}"))).toBe(false);
    expect(isProblemResponse(new Error("x"))).toBe(false);
  });
});

describe("tooManyRequests", () => {
  it("sets Retry-After in whole seconds and words the wait in the locale, with plurals", async () => {
    const one = tooManyRequests(0.2, "en");
    expect(one.status).toBe(429);
    expect(one.headers.get("retry-after")).toBe("1");
    expect(await one.json()).toMatchObject({
      code: "rate_limited",
      retryAfter: 1,
      detail: "Too many requests. Please wait 1 second and try again.",
    });
    const many = tooManyRequests(41.5, "fr");
    expect(many.headers.get("retry-after")).toBe("42");
    expect((await many.json()).detail).toBe(
      "Trop de requêtes. Patientez 42 secondes puis réessayez.",
    );
  });
});
