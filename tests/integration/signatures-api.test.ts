import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { SIGNATURE_DEFAULTS } from "../../app/signature/schema.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SignatureApi, signatureApi } from "../support/signatures-api.ts";
import { setPaid, signatureRow } from "../support/signatures-db.ts";

const PROBLEM_JSON = /^application\/problem\+json/;

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(PROBLEM_JSON);
  const body = await response.json();
  expect(body).toMatchObject({ status, code, type: `https://paraph.app/problems/${code}` });
  return body as {
    detail: string;
    errors?: Array<{ path: string; code: string; message: string }>;
  };
}

for (const engine of ENGINES) {
  describe(`signature API on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let db: Db;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const port = await freePort();
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      db = connectDatabase(database.url);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await server?.stop();
      await database?.drop();
    });

    async function signedIn(label: string): Promise<SignatureApi & { userId: string }> {
      const api = signatureApi(server.url);
      const userId = await api.register(uniqueEmail(label));
      return Object.assign(api, { userId });
    }
    async function created(api: SignatureApi, body: object = { fullName: "Ada Lovelace" }) {
      const response = await api.create(body);
      expect(response.status).toBe(201);
      return (await response.json()) as Record<string, unknown> & { id: string };
    }
    const rowCount = async (userId: string) =>
      (await db.kysely.selectFrom("signature").select("id").where("user_id", "=", userId).execute())
        .length;

    it("makes a repeated upload with the same Idempotency-Key return the first signature", async () => {
      const api = await signedIn("idempotent");
      const key = { "idempotency-key": "local-0123456789abcdef01" };
      const first = await api.create({ fullName: "Once Only" }, key);
      expect(first.status).toBe(201);
      const again = await api.create({ fullName: "Once Only" }, key);
      expect(again.status).toBe(201);
      const [a, b] = [
        (await first.json()) as { id: string },
        (await again.json()) as { id: string },
      ];
      expect(b.id).toBe(a.id);
      expect(await rowCount(api.userId)).toBe(1);
      // Another key is another signature; a malformed key is refused, nothing written.
      expect(
        (await api.create({ fullName: "Twice" }, { "idempotency-key": "local-other" })).status,
      ).toBe(201);
      await expectProblem(
        await api.create({ fullName: "Bad" }, { "idempotency-key": "has spaces" }),
        400,
        "bad_request",
      );
      expect(await rowCount(api.userId)).toBe(2);
    });

    it("creates (201 + Location, defaults filled), reads, lists, updates, renders and deletes", async () => {
      const api = await signedIn("crud");
      const response = await api.create({ fullName: "Ada Lovelace", jobTitle: "Analyst" });
      expect(response.status).toBe(201);
      const signature = await response.json();
      expect(response.headers.get("location")).toBe(`/api/v1/signatures/${signature.id}`);
      expect(signature).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId: api.userId,
        createdAt: expect.any(String),
        updatedAt: signature.createdAt,
        // not a team's design (ADR 028)
        team: null,
        ...SIGNATURE_DEFAULTS,
        fullName: "Ada Lovelace",
        jobTitle: "Analyst",
      });

      const one = await api.get(signature.id);
      expect(one.status).toBe(200);
      expect(one.headers.get("cache-control")).toBe("no-store");
      expect(await one.json()).toEqual(signature);
      expect(await (await api.list()).json()).toEqual([signature]);

      const patched = await api.patch(signature.id, { jobTitle: "Mathematician", lineWidth: 3 });
      expect(patched.status).toBe(200);
      const updated = await patched.json();
      expect(updated).toMatchObject({
        fullName: "Ada Lovelace",
        jobTitle: "Mathematician",
        lineWidth: 3,
      });
      expect(updated.createdAt).toBe(signature.createdAt);
      expect(await (await api.get(signature.id)).json()).toEqual(updated);

      const html = await api.html(signature.id);
      expect(html.status).toBe(200);
      expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const markup = await html.text();
      expect(markup).toMatch(/^<table/);
      expect(markup).toContain("Mathematician");
      expect(markup).toContain("Created with Paraph");
      const text = await api.html(signature.id, "?format=text");
      expect(text.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await text.text()).toMatch(/^Ada Lovelace\nMathematician/);
      // written in its own language, whatever the reader's
      const french = await api.html(signature.id, "", { "accept-language": "fr" });
      expect(await french.text()).toContain("Created with Paraph");

      const removed = await api.remove(signature.id);
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe("");
      await expectProblem(await api.get(signature.id), 404, "not_found");
      expect(await (await api.list()).json()).toEqual([]);
    });

    it("saves, reads back and renders the style choices: text size, spacing, photo size, name colour", async () => {
      const api = await signedIn("style");
      const style = { fontSize: "large", spacing: "airy", photoSize: 112, nameColor: "#9D174D" };
      const signature = await created(api, {
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        ...style,
      });
      expect(signature).toMatchObject({ ...style, nameColor: "#9d174d" });
      expect(await (await api.get(signature.id)).json()).toEqual(signature);
      expect(await (await api.list()).json()).toEqual([signature]);

      const markup = await (await api.html(signature.id)).text();
      expect(markup).toContain("font-size:19px;line-height:25px;font-weight:bold;color:#9d174d");
      expect(markup).toContain("padding-top:15px");

      const patched = await api.patch(signature.id, { photoSize: "auto", spacing: "compact" });
      expect(patched.status).toBe(200);
      expect(await patched.json()).toMatchObject({
        fontSize: "large",
        spacing: "compact",
        photoSize: "auto",
        nameColor: "#9d174d",
      });

      const refused = await expectProblem(
        await api.patch(signature.id, { photoSize: 120, fontSize: "huge", nameColor: "pink" }),
        400,
        "validation_failed",
      );
      expect(refused.errors?.map((error) => error.path).sort()).toEqual([
        "fontSize",
        "nameColor",
        "photoSize",
      ]);
      expect(await (await api.get(signature.id)).json()).toMatchObject({ spacing: "compact" });
    });

    it("lists newest first by createdAt, only the caller's", async () => {
      const api = await signedIn("order");
      await setPaid(db, api.userId, true);
      const ids: string[] = [];
      for (const name of ["first", "second", "third", "fourth"]) {
        ids.push((await created(api, { name })).id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const other = await signedIn("order-other");
      await created(other);
      const list = (await (await api.list()).json()) as Array<{ id: string; name: string }>;
      expect(list.map((s) => s.name)).toEqual(["fourth", "third", "second", "first"]);
      expect(list.map((s) => s.id)).toEqual(ids.reverse());
    });

    it("answers 404 for another user's id on every call, and changes nothing", async () => {
      const owner = await signedIn("owner");
      const intruder = await signedIn("intruder");
      const signature = await created(owner);
      const before = await signatureRow(db, signature.id);

      const calls = {
        get: () => intruder.get(signature.id),
        patch: () => intruder.patch(signature.id, { fullName: "Mallory" }),
        delete: () => intruder.remove(signature.id),
        html: () => intruder.html(signature.id),
        text: () => intruder.html(signature.id, "?format=text"),
      };
      for (const [name, call] of Object.entries(calls)) {
        const body = await expectProblem(await call(), 404, "not_found");
        expect(body.detail, name).toBe("Signature not found");
      }
      const french = await intruder.get(signature.id, { "accept-language": "fr-FR,fr;q=0.9" });
      expect((await french.json()).detail).toBe("Signature introuvable");
      expect(await signatureRow(db, signature.id)).toEqual(before);
      expect(await (await owner.get(signature.id)).json()).toEqual(signature);
      expect(await (await intruder.list()).json()).toEqual([]);
    });

    it("answers 401 No authenticated user to every call without a session, and writes nothing", async () => {
      const owner = await signedIn("anonymous-target");
      const signature = await created(owner);
      const before = await signatureRow(db, signature.id);
      const anonymous = signatureApi(server.url);
      const calls = {
        list: () => anonymous.list(),
        create: () => anonymous.create({ fullName: "Nobody" }),
        get: () => anonymous.get(signature.id),
        patch: () => anonymous.patch(signature.id, { fullName: "Nobody" }),
        delete: () => anonymous.remove(signature.id),
        html: () => anonymous.html(signature.id),
      };
      for (const [name, call] of Object.entries(calls)) {
        const body = await expectProblem(await call(), 401, "unauthorized");
        expect(body.detail, name).toBe("No authenticated user");
      }
      const forged = signatureApi(server.url);
      forged.jar.set(server.url, "better-auth.session_token", "forged.token");
      await expectProblem(await forged.list(), 401, "unauthorized");
      expect(await signatureRow(db, signature.id)).toEqual(before);
      expect(await rowCount(owner.userId)).toBe(1);
    });

    it("rejects unknown fields, malformed JSON, wrong types and bodies over 1 MB, writing nothing", async () => {
      const api = await signedIn("invalid");
      const signature = await created(api);
      const before = await signatureRow(db, signature.id);

      for (const send of [
        (body: unknown, headers?: Record<string, string>) => api.create(body, headers),
        (body: unknown, headers?: Record<string, string>) => api.patch(signature.id, body, headers),
      ]) {
        const unknown = await expectProblem(
          await send({ fullName: "Ada", colour: "#000000", id: "local-1" }),
          400,
          "validation_failed",
        );
        expect(unknown.errors).toEqual([
          { path: "colour", code: "unrecognized_keys", message: "Unknown field: colour." },
          { path: "id", code: "unrecognized_keys", message: "Unknown field: id." },
        ]);
        const french = await expectProblem(
          await send({ colour: "#000" }, { "accept-language": "fr" }),
          400,
          "validation_failed",
        );
        expect(french.errors?.[0]?.message).toBe("Champ inconnu\u202f: colour.");

        await expectProblem(await send('{"fullName": "Ada"'), 400, "bad_request");

        const wrongTypes = await expectProblem(
          await send({ fullName: 42, lineWidth: "2", photoEnabled: "yes" }),
          400,
          "validation_failed",
        );
        expect(wrongTypes.errors?.map((e) => [e.path, e.code])).toEqual([
          ["fullName", "invalid_type"],
          ["photoEnabled", "invalid_type"],
          ["lineWidth", "invalid_type"],
        ]);
        expect(wrongTypes.errors?.[0]?.message).toBe("This value has the wrong type.");
        const tooLong = await expectProblem(
          await send({ fullName: "x".repeat(121) }),
          400,
          "validation_failed",
        );
        expect(tooLong.errors).toEqual([
          { path: "fullName", code: "too_big", message: "Keep it to 120 characters or fewer." },
        ]);
        await expectProblem(await send([{ fullName: "Ada" }]), 400, "validation_failed");

        const huge = JSON.stringify({ disclaimer: "x".repeat(1024 * 1024) });
        await expectProblem(await send(huge), 413, "payload_too_large");
        await expectProblem(
          await send("fullName=Ada", { "content-type": "application/x-www-form-urlencoded" }),
          415,
          "unsupported_media_type",
        );
      }
      expect(await rowCount(api.userId)).toBe(1);
      expect(await signatureRow(db, signature.id)).toEqual(before);
    });

    it("keeps a Free account to 3 cloud signatures; Pro accounts have no limit", async () => {
      const api = await signedIn("free-three");
      for (let i = 0; i < 3; i++) await created(api, { name: `n${i}` });
      const fourth = await expectProblem(
        await api.create({ name: "n3" }),
        403,
        "signature_limit_reached",
      );
      expect(fourth.detail).toBe(
        "Free accounts can keep up to 3 signatures in the cloud. Delete one, or upgrade to Pro to keep as many as you like.",
      );
      const french = await api.create({ name: "n3" }, { "accept-language": "fr" });
      expect((await french.json()).detail).toMatch(
        /^Un compte gratuit peut conserver jusqu'à 3 signatures/,
      );
      expect(await rowCount(api.userId)).toBe(3);

      // deleting one makes room again
      const [first] = (await (await api.list()).json()) as Array<{ id: string }>;
      expect((await api.remove(first!.id)).status).toBe(204);
      await created(api);

      await setPaid(db, api.userId, true);
      await created(api);
      await created(api);
      expect(await rowCount(api.userId)).toBe(5);
    });

    it("lets a Free account save one Pro template once, then refuses another", async () => {
      const api = await signedIn("pro-template");
      const band = await created(api, { template: "band", creditEnabled: false });
      expect(band).toMatchObject({ template: "band", creditEnabled: true });
      const me = await (await api.send("GET", "/api/v1/me")).json();
      expect(me).toMatchObject({ isPaid: false, hasFreeTemplate: false });

      const second = await expectProblem(
        await api.create({ template: "executive" }),
        403,
        "pro_template_required",
      );
      expect(second.detail).toBe(
        "“Executive” is a Pro template, and this account has already used its one free Pro template. Upgrade to Pro to use it, or choose a free template.",
      );
      const plain = await created(api, { template: "basic" });
      await expectProblem(
        await api.patch(plain.id, { template: "band" }),
        403,
        "pro_template_required",
      );
      expect((await (await api.patch(band.id, { name: "Still band" })).json()).template).toBe(
        "band",
      );
      expect(await rowCount(api.userId)).toBe(2);
    });

    it("takes a signature's language and its texts in the other language, through the one schema", async () => {
      const api = await signedIn("bilingual");
      const company = { company: "Acme", legalForm: "sas", shareCapital: "10 000 €" };
      const translated = {
        fullName: "Ada Lovelace",
        language: "fr",
        jobTitle: "Directrice commerciale",
        jobTitleTranslation: "Sales director",
        ctaLabel: "Réserver",
        ctaLabelTranslation: "Book",
        ctaUrl: "https://example.com/book",
        disclaimer: "Message confidentiel.",
        disclaimerTranslation: "Confidential message.",
        customFields: [
          {
            label: "Pronoms",
            value: "elle",
            labelTranslation: "Pronouns",
            valueTranslation: "she",
          },
        ],
        customLinks: [
          { label: "Blog", url: "https://example.com/blog", labelTranslation: "Our blog" },
        ],
        ...company,
      };
      const signature = await created(api, translated);
      expect(signature).toMatchObject(translated);
      expect(await (await api.get(signature.id)).json()).toMatchObject(translated);
      const english = await api.html(signature.id, "?format=text", { "accept-language": "en" });
      expect(english.headers.get("content-language")).toBe("fr");
      const text = await english.text();
      expect(text).toContain("Acme SAS au capital de 10 000 €");
      expect(text).not.toContain("with share capital of");
      expect(text).toContain("Directrice commerciale, Acme");

      // without a language, a new signature is in the request's
      const implicit = await api.create({ fullName: "Ada" }, { "accept-language": "fr" });
      expect((await implicit.json()).language).toBe("fr");
      expect((await created(api, { fullName: "Ada" })).language).toBe("en");

      const patched = await api.patch(signature.id, {
        language: "en",
        jobTitleTranslation: "Directrice",
      });
      expect(await patched.json()).toMatchObject({
        language: "en",
        jobTitleTranslation: "Directrice",
      });

      const tooLong = await expectProblem(
        await api.patch(signature.id, {
          language: "de",
          jobTitleTranslation: "x".repeat(121),
          disclaimerTranslation: "x".repeat(601),
        }),
        400,
        "validation_failed",
      );
      expect(tooLong.errors?.map((error) => error.path).sort()).toEqual([
        "disclaimerTranslation",
        "jobTitleTranslation",
        "language",
      ]);

      const rendered = await api.send(
        "POST",
        "/api/v1/render",
        { ...translated, template: "basic" },
        { "accept-language": "en" },
      );
      const body = await rendered.json();
      expect(body.text).toContain("Acme SAS au capital de 10 000 €");
      expect(body.text).toContain("Créée avec Paraph");
      const inFrench = await api.send(
        "POST",
        "/api/v1/render",
        { fullName: "Ada", ...company },
        { "accept-language": "fr" },
      );
      expect((await inFrench.json()).text).toContain("au capital de");
    });

    it("renders fields without an account: {html, text, characters, compatibility report}", async () => {
      const anonymous = signatureApi(server.url);
      const response = await anonymous.send("POST", "/api/v1/render", {
        fullName: "Ada Lovelace",
        jobTitle: "Analyst",
        email: "ada@example.com",
        website: "example.com",
        linkedin: "@ada",
        ctaLabel: "Book a call",
        ctaUrl: "https://example.com/book",
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Object.keys(body)).toEqual(["html", "text", "characters", "compatibility"]);
      expect(body.html).toMatch(/^<table/);
      expect(body.html).toContain("mailto:ada@example.com");
      expect(body.text).toContain("Ada Lovelace");
      expect(body.characters).toBe(body.html.length);
      expect(body.characters).toBeLessThan(5000);
      // the editor's report: no client error, the checks in the caller's language
      expect(body.compatibility.characters).toEqual({
        count: body.characters,
        budget: 5000,
        gmailLimit: 10000,
      });
      expect(body.compatibility.clients.map((client: { family: string }) => client.family)).toEqual(
        ["gmail", "outlook", "apple-mail", "yahoo"],
      );
      for (const client of body.compatibility.clients) expect(client.errors).toBe(0);
      for (const check of body.compatibility.checks) {
        expect(check).toMatchObject({ id: expect.any(String), message: expect.any(String) });
      }
      const pale = await anonymous.send(
        "POST",
        "/api/v1/render",
        { fullName: "Ada", accentColor: "#fde047", website: "http://example.com" },
        { "accept-language": "fr" },
      );
      const report = (await pale.json()).compatibility;
      expect(report.checks).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: "contrast-light-accentColor",
            field: "accentColor",
            message: expect.stringContaining("se lisent mal sur fond blanc"),
          }),
          expect.objectContaining({ id: "http-website", fix: { website: "https://example.com" } }),
        ]),
      );

      await expectProblem(
        await anonymous.send("POST", "/api/v1/render", { fullName: ["Ada"] }),
        400,
        "validation_failed",
      );
      await expectProblem(await anonymous.send("POST", "/api/v1/render", "{"), 400, "bad_request");
    });

    it("answers 405 with Allow to other methods", async () => {
      const api = await signedIn("methods");
      const signature = await created(api);
      const cases: Array<[string, string, string]> = [
        ["PUT", "/api/v1/signatures", "GET, POST"],
        ["DELETE", "/api/v1/signatures", "GET, POST"],
        ["POST", `/api/v1/signatures/${signature.id}`, "GET, PATCH, DELETE"],
        ["PUT", `/api/v1/signatures/${signature.id}`, "GET, PATCH, DELETE"],
        ["POST", `/api/v1/signatures/${signature.id}/html`, "GET"],
        ["GET", "/api/v1/render", "POST"],
        ["PATCH", "/api/v1/render", "POST"],
      ];
      for (const [method, path, allow] of cases) {
        const response = await api.send(method, path, method === "GET" ? undefined : {});
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
        expect(response.headers.get("content-type")).toMatch(PROBLEM_JSON);
      }
      expect(await (await api.get(signature.id)).json()).toEqual(signature);
    });

    it("limits each signed-in user to API_RATE_LIMIT requests a minute (429 + Retry-After)", async () => {
      const busy = await signedIn("busy");
      const calm = await signedIn("calm");
      const statuses: number[] = [];
      for (let batch = 0; batch < 6; batch++) {
        const responses = await Promise.all(Array.from({ length: 50 }, () => busy.list()));
        statuses.push(...responses.map((r) => r.status));
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(300);
      const limited = await busy.list();
      const body = await expectProblem(limited, 429, "rate_limited");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(body.detail).toMatch(/^Too many requests/);
      expect((await calm.list()).status).toBe(200);
    });
  });
}
