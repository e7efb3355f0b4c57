import { z } from "zod";
import { SignatureFieldsPatchSchema } from "../../../signature/schema.ts";
import { ApiKeyCreatedSchema, ApiKeySchema } from "../../api-keys/schemas.ts";
import { BATCH_MAX_PEOPLE } from "../../render-batch/limits.ts";

// Wire shapes of answers that no request schema already describes, for the OpenAPI document
// (ADR 024). Requests are documented with the schemas that validate them.

export const ProblemSchema = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string(),
    errors: z.optional(
      z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })),
    ),
    retryAfter: z.optional(z.number().int()),
  })
  .meta({
    id: "Problem",
    description:
      "RFC 9457 problem details; `detail` is written in the request's language (Accept-Language).",
  });

export const MeSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    isPaid: z.boolean(),
    hasFreeTemplate: z.boolean(),
  })
  .meta({ id: "Me" });

export const SessionSchema = z.object({ user: z.nullable(MeSchema) }).meta({ id: "Session" });

export const CompatibilityProblemSchema = z
  .object({ feature: z.string(), client: z.string() })
  .meta({ id: "CompatibilityProblem" });

export const RenderResultSchema = z
  .object({
    html: z.string(),
    text: z.string(),
    characters: z.number().int(),
    compatibility: z.array(CompatibilityProblemSchema),
  })
  .meta({ id: "RenderResult" });

export const PhotoSchema = z.object({ id: z.string(), url: z.string() }).meta({ id: "Photo" });

export const PhotoUploadSchema = z
  .object({ photo: z.string().meta({ format: "binary" }) })
  .meta({ id: "PhotoUpload" });

export const AccountExportSchema = z
  .looseObject({
    exportedAt: z.string(),
    user: z.looseObject({ id: z.string(), email: z.string() }),
    signatures: z.array(z.looseObject({ id: z.string() })),
    proGrants: z.array(z.looseObject({ source: z.string(), status: z.string() })),
  })
  .meta({ id: "AccountExport" });

// request schemas (zod/mini) are named through the registry zod-openapi reads
z.globalRegistry.add(ApiKeySchema, { id: "ApiKey" });
z.globalRegistry.add(ApiKeyCreatedSchema, { id: "ApiKeyCreated" });

export { ApiKeyCreatedSchema, ApiKeySchema };

/**
 * A JSON batch as the handler reads it (render-batch/json-input.ts checks the envelope, and
 * each person, merged over the design, is validated with the signature schema).
 */
export const BatchRequestSchema = z
  .object({
    design: z.optional(SignatureFieldsPatchSchema),
    signature: z
      .string()
      .optional()
      .meta({ description: "The id of a saved signature to start from, before `design`" }),
    people: z
      .array(SignatureFieldsPatchSchema)
      .max(BATCH_MAX_PEOPLE)
      .meta({ description: "Each person's own fields, over the design" }),
  })
  .meta({ id: "BatchRequest" });

const RowErrorSchema = z.object({ path: z.string(), code: z.string(), message: z.string() });

export const BatchResultSchema = z
  .object({
    rows: z.array(
      z.union([
        z.object({
          row: z.number().int(),
          ok: z.literal(true),
          html: z.string(),
          text: z.string(),
          characters: z.number().int(),
          problems: z.array(CompatibilityProblemSchema),
        }),
        z.object({ row: z.number().int(), ok: z.literal(false), errors: z.array(RowErrorSchema) }),
      ]),
    ),
    rendered: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: "BatchResult" });
