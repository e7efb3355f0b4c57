import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject } from "zod-openapi";
import { ApiKeyCreateSchema } from "../../../api-keys/.server/index.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import {
  SignatureFieldsPatchSchema,
  SignatureFieldsSchema,
  SignatureSchema,
} from "../../../signature/schema.ts";
import { BATCH_MAX_PEOPLE } from "../../render-batch/limits.ts";
import { EXAMPLES } from "./examples.ts";
import {
  AccountExportSchema,
  ApiKeyCreatedSchema,
  ApiKeySchema,
  BatchRequestSchema,
  BatchResultSchema,
  MeSchema,
  PhotoSchema,
  PhotoUploadSchema,
  ProblemSchema,
  RenderResultSchema,
  SessionSchema,
} from "./schemas.ts";

// The OpenAPI 3.1 document of the JSON API (docs/product.md#api, ADR 024), generated with zod-openapi
// from the Zod schemas that validate the requests. Summaries and descriptions come from the
// English catalogue (the /api page shows the same keys in the visitor's language).

export const OPENAPI_PATH = "/api/openapi.json";

/** Who may call an operation, as the /api page says it. */
export type OperationAuth = "key" | "session" | "none";

/** Operation ids in the order the reference shows them, with who may call each. */
export const OPERATIONS = {
  getMe: "key",
  listSignatures: "key",
  createSignature: "key",
  getSignature: "key",
  updateSignature: "key",
  deleteSignature: "key",
  getSignatureHtml: "key",
  renderSignature: "none",
  renderBatch: "key",
  uploadPhoto: "none",
  listKeys: "session",
  createKey: "session",
  revokeKey: "session",
  getSession: "session",
  exportAccount: "session",
} as const satisfies Record<string, OperationAuth>;
export type OperationId = keyof typeof OPERATIONS;

const t = serverT("en");

const json = (schema: z.core.$ZodType, example?: unknown) => ({
  "application/json": { schema, ...(example !== undefined && { example }) },
});

const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description: 'Where the caller stands: `"api";r=<remaining>;t=<seconds until reset>`',
    schema: { type: "string" as const, example: '"signature-api";r=299;t=60' },
  },
  "RateLimit-Policy": {
    description: 'The limit: `"api";q=<requests>;w=<window in seconds>`',
    schema: { type: "string" as const, example: '"signature-api";q=300;w=60' },
  },
};

function problem(description: string, headers?: Record<string, unknown>) {
  return {
    description,
    content: { "application/problem+json": { schema: ProblemSchema } },
    ...(headers && { headers }),
  };
}

const ERRORS = {
  400: () => problem("The body is malformed, or some fields are invalid (`errors` lists them)."),
  401: () => problem("No key or session, or the key is unknown, revoked or malformed."),
  403: () => problem("Not allowed: the account's plan does not include this."),
  404: () => problem("No such resource for this account."),
  409: () => problem("Conflicts with the current state (for example, too many keys)."),
  413: () => problem("The body is larger than this call accepts."),
  415: () => problem("This content type is not accepted here."),
  422: () => problem("Well formed, but cannot be processed (the limit of rows, a bad CSV header)."),
  429: () =>
    problem("Too many requests: wait for `Retry-After` seconds.", {
      ...RATE_LIMIT_HEADERS,
      "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } },
    }),
  500: () => problem("Something went wrong on the server."),
  503: () => problem("The service is briefly unavailable; try again after `Retry-After` seconds."),
} as const;
type ErrorStatus = keyof typeof ERRORS;

function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    [...statuses, 500, 503].map((status) => [String(status), ERRORS[status as ErrorStatus]()]),
  );
}

const security = (auth: OperationAuth): Array<Record<string, string[]>> =>
  auth === "key"
    ? [{ apiKey: [] }, { browserSession: [] }]
    : auth === "session"
      ? [{ browserSession: [] }]
      : [];

function operation(
  id: OperationId,
  spec: Omit<ZodOpenApiOperationObject, "operationId" | "summary" | "description" | "security">,
): ZodOpenApiOperationObject {
  return {
    operationId: id,
    summary: t(`apiDocs.operations.${id}.summary`),
    description: t(`apiDocs.operations.${id}.description`, { rows: BATCH_MAX_PEOPLE }),
    security: security(OPERATIONS[id]),
    ...spec,
  };
}

const idParam = { path: z.object({ id: z.string().meta({ description: "The signature's id" }) }) };
const keyIdParam = { path: z.object({ id: z.string().meta({ description: "The key's id" }) }) };
const counted = { headers: RATE_LIMIT_HEADERS };

/** The document, for a server at `publicUrl`. */
export function openApiDocument(publicUrl: string, appName: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${appName} API`,
      version: "1",
      description: t("apiDocs.lead", { appName }),
    },
    servers: [{ url: publicUrl }],
    components: {
      // named here rather than in Zod's global registry: the request schemas stay as they are
      schemas: {
        SignatureFields: SignatureFieldsSchema,
        SignatureFieldsPatch: SignatureFieldsPatchSchema,
        Signature: SignatureSchema,
        ApiKeyCreate: ApiKeyCreateSchema,
        ApiKey: ApiKeySchema,
        ApiKeyCreated: ApiKeyCreatedSchema,
      },
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key from the account page (Pro): `Authorization: Bearer psk_…`",
        },
        browserSession: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The session of a signed-in browser (same-site requests only)",
        },
      },
    },
    paths: {
      "/api/v1/me": {
        get: operation("getMe", {
          responses: {
            "200": { description: "The account", content: json(MeSchema, EXAMPLES.me) },
            ...errors(401, 403),
          },
        }),
      },
      "/api/v1/signatures": {
        get: operation("listSignatures", {
          responses: {
            "200": {
              description: "The signatures, newest first",
              content: json(z.array(SignatureSchema), [EXAMPLES.signature]),
              ...counted,
            },
            ...errors(401, 403, 429),
          },
        }),
        post: operation("createSignature", {
          requestParams: {
            header: z.object({
              "Idempotency-Key": z
                .string()
                .regex(/^[A-Za-z0-9._:-]{1,100}$/)
                .optional()
                .meta({
                  description:
                    "Your id for this creation: a retry with it returns the first signature",
                }),
            }),
          },
          requestBody: { content: json(SignatureFieldsSchema, EXAMPLES.fields) },
          responses: {
            "201": {
              description: "Created",
              content: json(SignatureSchema, EXAMPLES.signature),
              ...counted,
            },
            ...errors(400, 401, 403, 413, 415, 429),
          },
        }),
      },
      "/api/v1/signatures/{id}": {
        get: operation("getSignature", {
          requestParams: idParam,
          responses: {
            "200": {
              description: "The signature",
              content: json(SignatureSchema, EXAMPLES.signature),
              ...counted,
            },
            ...errors(401, 403, 404, 429),
          },
        }),
        patch: operation("updateSignature", {
          requestParams: idParam,
          requestBody: {
            content: json(SignatureFieldsPatchSchema, { jobTitle: "Head of design" }),
          },
          responses: {
            "200": {
              description: "The signature as stored",
              content: json(SignatureSchema, EXAMPLES.signature),
              ...counted,
            },
            ...errors(400, 401, 403, 404, 413, 415, 429),
          },
        }),
        delete: operation("deleteSignature", {
          requestParams: idParam,
          responses: {
            "204": { description: "Deleted", ...counted },
            ...errors(401, 403, 404, 429),
          },
        }),
      },
      "/api/v1/signatures/{id}/html": {
        get: operation("getSignatureHtml", {
          requestParams: {
            ...idParam,
            query: z.object({
              format: z
                .enum(["html", "text"])
                .optional()
                .meta({ description: "text: the plain-text version" }),
            }),
          },
          responses: {
            "200": {
              description: "The HTML (or text) to paste",
              content: {
                "text/html": { schema: z.string(), example: EXAMPLES.html },
                "text/plain": { schema: z.string(), example: EXAMPLES.text },
              },
              ...counted,
            },
            ...errors(401, 403, 404, 429),
          },
        }),
      },
      "/api/v1/render": {
        post: operation("renderSignature", {
          requestBody: { content: json(SignatureFieldsSchema, EXAMPLES.fields) },
          responses: {
            "200": {
              description: "The rendered signature",
              content: json(RenderResultSchema, EXAMPLES.render),
            },
            ...errors(400, 401, 403, 413, 415, 429),
          },
        }),
      },
      "/api/v1/render/batch": {
        post: operation("renderBatch", {
          requestParams: {
            query: z.object({
              signature: z.string().optional().meta({
                description: "CSV: the id of a saved signature whose design every row uses",
              }),
            }),
          },
          requestBody: {
            content: {
              "application/json": { schema: BatchRequestSchema, example: EXAMPLES.batchRequest },
              "text/csv": {
                schema: z
                  .string()
                  .meta({ description: "A header row of field names, then one person per row" }),
                example: EXAMPLES.batchCsv,
              },
            },
          },
          responses: {
            "200": {
              description: "One result per person (JSON), or a ZIP of their files",
              content: {
                "application/json": { schema: BatchResultSchema, example: EXAMPLES.batchResult },
                "application/zip": { schema: z.string().meta({ format: "binary" }) },
              },
              ...counted,
            },
            ...errors(400, 401, 403, 404, 413, 415, 422, 429),
          },
        }),
      },
      "/api/v1/photos": {
        post: operation("uploadPhoto", {
          requestBody: { content: { "multipart/form-data": { schema: PhotoUploadSchema } } },
          responses: {
            "201": { description: "Stored", content: json(PhotoSchema, EXAMPLES.photo) },
            ...errors(400, 401, 403, 413, 415, 422, 429),
          },
        }),
      },
      "/api/v1/keys": {
        get: operation("listKeys", {
          responses: {
            "200": {
              description: "The active keys",
              content: json(z.array(ApiKeySchema), [EXAMPLES.key]),
            },
            ...errors(401, 403),
          },
        }),
        post: operation("createKey", {
          requestBody: { content: json(ApiKeyCreateSchema, { label: "HR export" }) },
          responses: {
            "201": {
              description: "Created: the secret is shown this once",
              content: json(ApiKeyCreatedSchema, EXAMPLES.keyCreated),
            },
            ...errors(400, 401, 403, 409, 413, 415),
          },
        }),
      },
      "/api/v1/keys/{id}": {
        delete: operation("revokeKey", {
          requestParams: keyIdParam,
          responses: { "204": { description: "Revoked" }, ...errors(401, 403, 404) },
        }),
      },
      "/api/v1/session": {
        get: operation("getSession", {
          responses: {
            "200": {
              description: "The browser's user, or null",
              content: json(SessionSchema, { user: EXAMPLES.me }),
            },
            ...errors(),
          },
        }),
      },
      "/api/v1/me/export": {
        get: operation("exportAccount", {
          responses: {
            "200": { description: "The account's data", content: json(AccountExportSchema) },
            ...errors(401),
          },
        }),
      },
    },
  });
}
