import * as z from "zod/mini";

// The wire shapes of the key endpoints: they validate requests and document them
// (app/.server/api/openapi.ts). Messages are `validation.*` catalogue keys (issues.ts).

export const API_KEY_LABEL_MAX = 100;

export const ApiKeyCreateSchema = z.strictObject({
  label: z
    .string({
      error: (issue) =>
        issue.input === undefined ? "validation.keyName" : "validation.invalidType",
    })
    .check(
      z.trim(),
      z.minLength(1, { error: "validation.keyName" }),
      z.maxLength(API_KEY_LABEL_MAX, { error: "validation.tooLong" }),
    ),
});

export const ApiKeySchema = z.object({
  id: z.string(),
  label: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});

export const ApiKeyCreatedSchema = z.extend(ApiKeySchema, { secret: z.string() });
