import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { up as addSignatureLanguage } from "../../app/.server/db/migrations/0010-signature-language.ts";
import {
  parseSignatureFields,
  SIGNATURE_DEFAULTS,
  SIGNATURE_SCHEMA_VERSION,
  SignatureFieldsSchema,
} from "../../app/signature/schema.ts";
import { signatureJson, signatureListJson } from "../../app/signatures/.server/answer-json.ts";
import { designTeams, withDesignTeam } from "../../app/signatures/.server/design-teams.ts";
import {
  countSignatures,
  createSignature,
  deleteSignature,
  getSignature,
  getSignatureOrThrow,
  getSignatureWithTeam,
  listSignatures,
  listSignaturesWithTeams,
  updateSignature,
} from "../../app/signatures/.server/repository.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import {
  createUser,
  type MigratedDatabase,
  openMigratedDatabase,
  setPaid,
  signatureRow,
  userPlan,
} from "../support/signatures-db.ts";

const en = { locale: "en" } as const;

/** The problem+json body of a thrown Response (fails the test when nothing was thrown). */
async function thrownProblem(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: await response.json() };
}

for (const engine of ENGINES) {
  describe(`signature repository on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let store: MigratedDatabase;
    const fields = (values: Record<string, unknown> = {}) =>
      parseSignatureFields({ fullName: "Ada Lovelace", ...values });
    const newUser = (label: string) => createUser(store.auth, uniqueEmail(label));

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      store = await openMigratedDatabase(database.url);
    });
    afterAll(async () => {
      await store?.close();
      await database?.drop();
    });

    it("creates with a server UUID and the schema's defaults, and reads it back", async () => {
      const userId = await newUser("create");
      const created = await createSignature(store.db, userId, fields({ name: "Work" }), en);
      expect(created.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(created).toEqual({
        ...SIGNATURE_DEFAULTS,
        name: "Work",
        fullName: "Ada Lovelace",
        id: created.id,
        userId,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: created.createdAt,
      });
      expect(Object.keys(created).slice(0, 4)).toEqual(["id", "userId", "createdAt", "updatedAt"]);
      expect(await getSignature(store.db, userId, created.id)).toEqual(created);
      const row = await signatureRow(store.db, created.id);
      expect(JSON.parse(row!.fields)).toMatchObject({
        fullName: "Ada Lovelace",
        template: "basic",
      });
    });

    it("lists the owner's signatures newest first by createdAt, and counts them", async () => {
      const userId = await newUser("list");
      const other = await newUser("list-other");
      await createSignature(store.db, other, fields(), en);
      const at = (day: number) => ({ ...en, createdAt: `2026-01-0${day}T10:00:00.000Z` });
      const middle = await createSignature(store.db, userId, fields({ name: "b" }), at(2));
      const oldest = await createSignature(store.db, userId, fields({ name: "a" }), at(1));
      const newest = await createSignature(store.db, userId, fields({ name: "c" }), at(3));
      const list = await listSignatures(store.db, userId);
      expect(list.map((s) => s.id)).toEqual([newest.id, middle.id, oldest.id]);
      expect(await countSignatures(store.db, userId)).toBe(3);
      expect(await countSignatures(store.db, other)).toBe(1);
    });

    it("updates some fields, keeps the rest, and moves updatedAt", async () => {
      const userId = await newUser("update");
      const created = await createSignature(store.db, userId, fields({ jobTitle: "Analyst" }), {
        ...en,
        createdAt: "2026-01-01T00:00:00.000Z",
      });
      const updated = await updateSignature(
        store.db,
        userId,
        created.id,
        { fullName: "  Ada   King ", lineWidth: 4 },
        en,
      );
      expect(updated).toMatchObject({ fullName: "Ada King", jobTitle: "Analyst", lineWidth: 4 });
      expect(updated.createdAt).toBe(created.createdAt);
      expect(updated.updatedAt > created.updatedAt).toBe(true);
      expect(await getSignature(store.db, userId, created.id)).toEqual(updated);
    });

    it("treats another user's id as not found for every call, and changes nothing", async () => {
      const owner = await newUser("owner");
      const intruder = await newUser("intruder");
      const created = await createSignature(store.db, owner, fields(), en);
      const before = await signatureRow(store.db, created.id);

      expect(await getSignature(store.db, intruder, created.id)).toBeNull();
      const get = await thrownProblem(getSignatureOrThrow(store.db, intruder, created.id, "fr"));
      expect(get).toMatchObject({
        status: 404,
        body: { code: "not_found", detail: "Signature introuvable" },
      });
      const patch = await thrownProblem(
        updateSignature(store.db, intruder, created.id, { fullName: "Mallory" }, en),
      );
      expect(patch).toMatchObject({ status: 404, body: { detail: "Signature not found" } });
      const remove = await thrownProblem(deleteSignature(store.db, intruder, created.id, "en"));
      expect(remove.status).toBe(404);

      expect(await signatureRow(store.db, created.id)).toEqual(before);
      expect(await countSignatures(store.db, intruder)).toBe(0);
    });

    it("deletes, then the id is not found", async () => {
      const userId = await newUser("delete");
      const created = await createSignature(store.db, userId, fields(), en);
      await deleteSignature(store.db, userId, created.id, "en");
      expect(await signatureRow(store.db, created.id)).toBeNull();
      expect(
        (await thrownProblem(deleteSignature(store.db, userId, created.id, "en"))).status,
      ).toBe(404);
    });

    it("keeps a Free account to 3 cloud signatures, even when the saves race", async () => {
      const userId = await newUser("free-limit");
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () => createSignature(store.db, userId, fields(), en)),
      );
      expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(3);
      expect(await countSignatures(store.db, userId)).toBe(3);
      const fourth = await thrownProblem(
        createSignature(store.db, userId, fields(), { locale: "fr" }),
      );
      expect(fourth).toMatchObject({
        status: 403,
        body: { code: "signature_limit_reached", limit: 3 },
      });
      expect(fourth.body.detail).toContain("jusqu'à 3 signatures");
      expect(await countSignatures(store.db, userId)).toBe(3);
    });

    it("lets a Pro account keep more than 3", async () => {
      const userId = await newUser("pro-many");
      await setPaid(store.db, userId, true);
      for (let i = 0; i < 5; i++) await createSignature(store.db, userId, fields(), en);
      expect(await countSignatures(store.db, userId)).toBe(5);
    });

    it("spends the one free Pro template on the first save that uses one", async () => {
      const userId = await newUser("pro-template");
      const plain = await createSignature(store.db, userId, fields(), en);
      const band = await createSignature(store.db, userId, fields({ template: "band" }), en);
      expect(band.template).toBe("band");
      expect(await userPlan(store.db, userId)).toEqual({ isPaid: false, hasFreeTemplate: false });

      // keeping the template it already has is fine
      const renamed = await updateSignature(store.db, userId, band.id, { name: "Renamed" }, en);
      expect(renamed).toMatchObject({ name: "Renamed", template: "band" });

      // another Pro template, or a Pro template on another signature, is not
      const other = await thrownProblem(
        updateSignature(store.db, userId, band.id, { template: "executive" }, en),
      );
      expect(other).toMatchObject({
        status: 403,
        body: { code: "pro_template_required", template: "executive" },
      });
      expect(other.body.detail).toContain("“Executive” is a Pro template");
      const switched = await thrownProblem(
        updateSignature(store.db, userId, plain.id, { template: "band" }, en),
      );
      expect(switched.status).toBe(403);
      expect((await getSignature(store.db, userId, plain.id))?.template).toBe("basic");
      expect(
        (await thrownProblem(createSignature(store.db, userId, fields({ template: "band" }), en)))
          .status,
      ).toBe(403);
      expect(await countSignatures(store.db, userId)).toBe(2);
    });

    it("lets Pro accounts use any template without spending the allowance", async () => {
      const userId = await newUser("pro-paid");
      await setPaid(store.db, userId, true);
      await createSignature(store.db, userId, fields({ template: "band" }), en);
      await createSignature(store.db, userId, fields({ template: "executive" }), en);
      expect(await userPlan(store.db, userId)).toEqual({ isPaid: true, hasFreeTemplate: true });
    });

    it("forces the credit line on for Free accounts only", async () => {
      const free = await newUser("credit-free");
      const created = await createSignature(store.db, free, fields({ creditEnabled: false }), en);
      expect(created.creditEnabled).toBe(true);
      const patched = await updateSignature(
        store.db,
        free,
        created.id,
        { creditEnabled: false },
        en,
      );
      expect(patched.creditEnabled).toBe(true);

      const pro = await newUser("credit-pro");
      await setPaid(store.db, pro, true);
      const own = await createSignature(store.db, pro, fields({ creditEnabled: false }), en);
      expect(own.creditEnabled).toBe(false);
    });

    it("reads rows written by an older or newer schema: defaults for missing fields, unknown ones dropped", async () => {
      const userId = await newUser("schema-drift");
      const created = await createSignature(store.db, userId, fields(), en);
      for (const version of [0, SIGNATURE_SCHEMA_VERSION + 1]) {
        await store.db.kysely
          .updateTable("signature")
          .set({
            fields: JSON.stringify({ fullName: "Old Row", retiredField: 1, lineWidth: 99 }),
            schema_version: version,
          })
          .where("id", "=", created.id)
          .execute();
        const read = await getSignature(store.db, userId, created.id);
        expect(read).toMatchObject({
          fullName: "Old Row",
          lineWidth: SIGNATURE_DEFAULTS.lineWidth,
        });
        expect(read).not.toHaveProperty("retiredField");
        const [listed] = await listSignatures(store.db, userId);
        expect(listed).toEqual(read);
      }
    });

    it("stores the schema version, reads current rows without the schema, and upgrades an old row on its next write", async () => {
      const userId = await newUser("schema-version");
      const created = await createSignature(store.db, userId, fields({ jobTitle: "Analyst" }), en);
      expect((await signatureRow(store.db, created.id))?.schema_version).toBe(
        SIGNATURE_SCHEMA_VERSION,
      );
      const safeParse = vi.spyOn(SignatureFieldsSchema, "safeParse");
      try {
        expect(await getSignature(store.db, userId, created.id)).toEqual(created);
        expect(await listSignatures(store.db, userId)).toEqual([created]);
        expect(safeParse).not.toHaveBeenCalled();
      } finally {
        safeParse.mockRestore();
      }

      // a row from before migration 0005: version 0, a field the schema gained since missing
      const { lineColor: _missing, ...older } = JSON.parse(
        (await signatureRow(store.db, created.id))!.fields,
      ) as Record<string, unknown>;
      await store.db.kysely
        .updateTable("signature")
        .set({ fields: JSON.stringify(older), schema_version: 0 })
        .where("id", "=", created.id)
        .execute();
      expect(await getSignature(store.db, userId, created.id)).toEqual(created);
      await updateSignature(store.db, userId, created.id, { name: "Upgraded" }, en);
      const upgraded = await signatureRow(store.db, created.id);
      expect(upgraded?.schema_version).toBe(SIGNATURE_SCHEMA_VERSION);
      expect(JSON.parse(upgraded!.fields)).toMatchObject({
        lineColor: SIGNATURE_DEFAULTS.lineColor,
        name: "Upgraded",
        jobTitle: "Analyst",
      });
    });

    it("reads a version 1 row (before the style choices) as it looked, and upgrades it on its next write", async () => {
      const userId = await newUser("schema-version-1");
      const created = await createSignature(store.db, userId, fields({ textColor: "#374151" }), en);
      const {
        photoSize: _photoSize,
        nameColor: _nameColor,
        fontSize: _fontSize,
        spacing: _spacing,
        ...versionOne
      } = JSON.parse((await signatureRow(store.db, created.id))!.fields) as Record<string, unknown>;
      await store.db.kysely
        .updateTable("signature")
        .set({ fields: JSON.stringify(versionOne), schema_version: 1 })
        .where("id", "=", created.id)
        .execute();
      const read = await getSignature(store.db, userId, created.id);
      expect(read).toEqual(created);
      expect(read).toMatchObject({
        photoSize: "auto",
        nameColor: "",
        fontSize: "normal",
        spacing: "normal",
      });
      await updateSignature(store.db, userId, created.id, { fontSize: "large" }, en);
      const upgraded = await signatureRow(store.db, created.id);
      expect(upgraded?.schema_version).toBe(SIGNATURE_SCHEMA_VERSION);
      expect(JSON.parse(upgraded!.fields)).toMatchObject({
        fontSize: "large",
        spacing: "normal",
        photoSize: "auto",
        nameColor: "",
        textColor: "#374151",
      });
    });

    it("gives rows written before migration 0005 version 0", async () => {
      const userId = await newUser("schema-version-default");
      await store.db.kysely
        .insertInto("signature")
        .values({
          id: `legacy-${userId}`,
          user_id: userId,
          fields: JSON.stringify({ fullName: "Legacy" }),
          created_at: "2025-01-01T00:00:00.000Z",
          updated_at: "2025-01-01T00:00:00.000Z",
        })
        .execute();
      expect((await signatureRow(store.db, `legacy-${userId}`))?.schema_version).toBe(0);
      expect(await getSignature(store.db, userId, `legacy-${userId}`)).toMatchObject({
        ...SIGNATURE_DEFAULTS,
        fullName: "Legacy",
      });
    });

    it("gives a stored signature without a language its owner's (migration 0010), and leaves the rest as they were", async () => {
      const french = await newUser("language-fr");
      const english = await newUser("language-en");
      await store.db.kysely
        .updateTable("user")
        .set({ locale: "fr" })
        .where("id", "=", french)
        .execute();
      const legacy = { fullName: "Légende", shareCapital: "10 000 €", legalForm: "sas" };
      const insert = (id: string, userId: string, fields: object, version: number) =>
        store.db.kysely
          .insertInto("signature")
          .values({
            id,
            user_id: userId,
            fields: JSON.stringify(fields),
            schema_version: version,
            created_at: "2025-01-01T00:00:00.000Z",
            updated_at: "2025-01-01T00:00:00.000Z",
          })
          .execute();
      await insert(`fr-${french}`, french, legacy, 3);
      await insert(`en-${english}`, english, legacy, 0);
      await insert(`said-${french}`, french, { ...legacy, language: "en" }, 3);
      await addSignatureLanguage(store.db.kysely as never);

      const read = await getSignature(store.db, french, `fr-${french}`);
      expect(read).toMatchObject({ ...SIGNATURE_DEFAULTS, ...legacy, language: "fr" });
      expect(await getSignature(store.db, english, `en-${english}`)).toMatchObject({
        ...legacy,
        language: "en",
      });
      expect(await getSignature(store.db, french, `said-${french}`)).toMatchObject({
        language: "en",
      });
      // the row is otherwise untouched: its version, so it is read through the schema
      expect((await signatureRow(store.db, `fr-${french}`))?.schema_version).toBe(3);
      await updateSignature(store.db, french, `fr-${french}`, { name: "Upgraded" }, en);
      const upgraded = await signatureRow(store.db, `fr-${french}`);
      expect(upgraded?.schema_version).toBe(SIGNATURE_SCHEMA_VERSION);
      expect(JSON.parse(upgraded!.fields)).toMatchObject({ language: "fr", name: "Upgraded" });
    });

    it("answers the API's reads in one query with the same JSON as the signatures and their design teams read apart", async () => {
      const userId = await newUser("answers");
      const other = await newUser("answers-other");
      await setPaid(store.db, userId, true);
      const plain = await createSignature(store.db, userId, fields(), en);
      const design = await createSignature(store.db, userId, fields({ name: "Design" }), en);
      // text that looks like a member the answer adds, in a field's value
      const lookalike = await createSignature(
        store.db,
        userId,
        fields({ jobTitle: 'says "id": and "team": here' }),
        en,
      );
      const older = await createSignature(store.db, userId, fields({ name: "Older" }), en);
      await store.db.kysely
        .updateTable("signature")
        .set({
          fields: JSON.stringify({ fullName: "Old Row", retiredField: 1 }),
          schema_version: 0,
        })
        .where("id", "=", older.id)
        .execute();
      const team = (id: string, owner: string, name: string, designId: string, at: string) =>
        store.db.kysely
          .insertInto("team")
          .values({
            id,
            owner_id: owner,
            name,
            design_id: designId,
            self_edit: 0,
            google_key: null,
            google_client_email: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      // two teams on one design: the first created is the one shown; another owner's is not
      await team(`b-${userId}`, userId, "Second", design.id, "2026-02-01T00:00:00.000Z");
      await team(`a-${userId}`, userId, 'First "quoted"', design.id, "2026-01-01T00:00:00.000Z");
      await team(`c-${userId}`, other, "Not theirs", plain.id, "2025-01-01T00:00:00.000Z");

      const teams = await designTeams(store.db, userId);
      const expected = (await listSignatures(store.db, userId)).map((signature) =>
        withDesignTeam(signature, teams),
      );
      const listed = signatureListJson(await listSignaturesWithTeams(store.db, userId));
      expect(listed).toBe(JSON.stringify(expected));
      const parsed = JSON.parse(listed) as { id: string }[];
      expect(parsed.find((signature) => signature.id === design.id)).toMatchObject({
        id: design.id,
        team: { id: `a-${userId}`, name: 'First "quoted"' },
      });
      for (const signature of expected) {
        const row = await getSignatureWithTeam(store.db, userId, signature.id);
        expect(signatureJson(row!)).toBe(JSON.stringify(signature));
      }
      expect(expected.map((signature) => signature.id)).toContain(lookalike.id);
      expect(await getSignatureWithTeam(store.db, other, design.id)).toBeNull();
      expect(await getSignatureWithTeam(store.db, userId, "not an id")).toBeNull();
      expect(signatureListJson(await listSignaturesWithTeams(store.db, other))).toBe("[]");
    });

    it("deletes a user's signatures with the user", async () => {
      const userId = await newUser("cascade");
      const created = await createSignature(store.db, userId, fields(), en);
      await store.db.kysely.deleteFrom("user").where("id", "=", userId).execute();
      expect(await signatureRow(store.db, created.id)).toBeNull();
    });
  });
}
