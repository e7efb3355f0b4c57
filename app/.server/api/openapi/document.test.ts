import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../i18n/locales.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import { SIGNATURE_FIELD_NAMES } from "../../../signature/schema.ts";
import { SOCIAL_NETWORKS } from "../../../signature/social.ts";
import { TEMPLATE_IDS } from "../../../signature/templates.ts";
import { OPERATIONS, openApiDocument } from "./document.ts";

const document = openApiDocument("https://paraph.example", "Paraph");
type Operation = { operationId?: string; responses?: Record<string, unknown> };
const operations = Object.values(document.paths ?? {}).flatMap((item) =>
  Object.values(item as Record<string, Operation>),
);

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("has every operation the reference lists, once, with its errors", () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.sort()).toEqual(Object.keys(OPERATIONS).sort());
    for (const operation of operations) {
      expect(Object.keys(operation.responses ?? {}), operation.operationId).toContain("500");
    }
  });

  it("describes every operation in both languages", () => {
    for (const locale of LOCALES) {
      const t = serverT(locale);
      for (const id of Object.keys(OPERATIONS)) {
        expect(t(`apiDocs.operations.${id}.summary` as never)).not.toMatch(/^apiDocs\./);
        expect(t(`apiDocs.operations.${id}.description` as never)).not.toMatch(/^apiDocs\./);
      }
    }
  });

  it("documents the signature fields from the schema that validates them", () => {
    const fields = document.components?.schemas?.SignatureFields as {
      properties: Record<string, { maxLength?: number }>;
    };
    expect(fields.properties.fullName?.maxLength).toBe(120);
    expect(Object.keys(fields.properties)).toContain("template");
  });

  it("documents the signature's language and its texts in the other language", () => {
    const fields = document.components?.schemas?.SignatureFields as {
      properties: Record<string, { maxLength?: number; enum?: string[]; default?: unknown }>;
    };
    expect(fields.properties.language).toMatchObject({ enum: ["en", "fr"] });
    expect(fields.properties.jobTitleTranslation?.maxLength).toBe(120);
    expect(fields.properties.ctaLabelTranslation?.maxLength).toBe(60);
    expect(fields.properties.disclaimerTranslation?.maxLength).toBe(600);
  });

  it("documents every field, every template and every social network of the registries", () => {
    for (const name of ["SignatureFields", "SignatureFieldsPatch"]) {
      const fields = document.components?.schemas?.[name] as {
        properties: Record<string, { enum?: string[] }>;
      };
      expect(Object.keys(fields.properties).sort(), name).toEqual(
        [...SIGNATURE_FIELD_NAMES].sort(),
      );
      expect(fields.properties.template?.enum, name).toEqual([...TEMPLATE_IDS]);
      for (const network of SOCIAL_NETWORKS)
        expect(fields.properties, name).toHaveProperty(network);
    }
  });
});
