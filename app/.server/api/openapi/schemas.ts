import { z } from "zod";
import { ApiKeyCreatedSchema, ApiKeySchema } from "../../../api-keys/.server/index.ts";
import { IMAGE_TONES } from "../../../signature/photo-url.ts";
import { SignatureFieldsPatchSchema } from "../../../signature/schema.ts";
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

const ReportCheckSchema = z
  .object({
    id: z.string().meta({ description: "Stable identifier of the check, e.g. `logo-dark`" }),
    severity: z.enum(["error", "warning"]),
    message: z.string().meta({ description: "What is wrong and where, in the request's language" }),
    field: z.nullable(z.string()).meta({ description: "The field to change, when there is one" }),
    fix: z.nullable(z.record(z.string(), z.unknown())).meta({
      description:
        "Fields to send (PATCH, or the next render) to fix it in one step; null when only a person can",
    }),
  })
  .meta({ id: "ReportCheck" });

const ClientReportSchema = z
  .object({
    family: z.enum(["gmail", "outlook", "apple-mail", "yahoo"]),
    errors: z
      .number()
      .int()
      .meta({ description: "Features of the signature these clients do not support" }),
    warnings: z.number().int().meta({ description: "Features they support only in part" }),
    findings: z.array(
      z.object({
        feature: z.string().meta({ description: "caniemail's name of the feature" }),
        url: z.string(),
        clients: z.array(z.string()),
        support: z.enum(["n", "a"]),
      }),
    ),
  })
  .meta({ id: "ClientReport" });

export const CompatibilityReportSchema = z
  .object({
    checks: z.array(ReportCheckSchema).meta({
      description:
        "Contrast on white and in dark mode, a logo that vanishes in dark mode, images without a description, links that are not https, size",
    }),
    clients: z
      .array(ClientReportSchema)
      .meta({ description: "caniemail findings per client family" }),
    characters: z.object({
      count: z.number().int(),
      budget: z.number().int(),
      gmailLimit: z.number().int(),
    }),
  })
  .meta({ id: "CompatibilityReport" });

export const RenderResultSchema = z
  .object({
    html: z.string(),
    text: z.string(),
    characters: z.number().int(),
    compatibility: CompatibilityReportSchema,
  })
  .meta({ id: "RenderResult" });

export const PhotoSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    width: z.number().int().meta({ description: "Width of the stored original, in pixels" }),
    height: z.number().int().meta({ description: "Height of the stored original, in pixels" }),
    tone: z.enum(IMAGE_TONES).meta({
      description:
        "`dark` or `light` when the image is transparent and its visible pixels are dark (it vanishes on a dark background) or light; `solid` otherwise",
    }),
  })
  .meta({ id: "Photo" });

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
    signature: z.string().optional().meta({
      description:
        "The id of a saved signature whose design (not its person's own fields) everyone starts from, before `design`",
    }),
    people: z.array(SignatureFieldsPatchSchema).max(BATCH_MAX_PEOPLE).meta({
      description: "Each person's own fields (and any design field to change), over the design",
    }),
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
