import { BATCH_MAX_PEOPLE } from "../../render-batch/limits.ts";
import { OPERATIONS, type OperationAuth, type OperationId, openApiDocument } from "./document.ts";

// The /api page's reference, read from the OpenAPI document (ADR 024): each operation with
// its parameters, body, answers, a curl example and an example answer; each named schema with
// its fields. Texts are the page's (apiDocs.*): the document gives the structure.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  description?: string;
};

export type ReferenceField = {
  name: string;
  type: string;
  required: boolean;
  /** constraints and default, as code-like text ("≤ 120 chars", "default: basic") */
  notes: string[];
};

export type ReferenceOperation = {
  id: OperationId;
  method: string;
  path: string;
  auth: OperationAuth;
  parameters: Array<{ name: string; in: string; required: boolean; type: string }>;
  body: { contentTypes: string[]; schema: string | null } | null;
  responses: Array<{ status: string; contentTypes: string[]; schema: string | null }>;
  curl: string;
  exampleResponse: string | null;
};

export type Reference = {
  operations: ReferenceOperation[];
  schemas: Array<{ name: string; fields: ReferenceField[] }>;
  errorCodes: string[];
  maxBatchRows: number;
};

const MAX_EXAMPLE_STRING = 100;

export function apiReference(publicUrl: string, appName: string): Reference {
  const document = openApiDocument(publicUrl, appName) as unknown as {
    paths: Record<string, Record<string, OperationObject>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  const operations: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      operations.push(describeOperation(publicUrl, path, method.toUpperCase(), operation));
    }
  }
  const order = Object.keys(OPERATIONS);
  operations.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  const schemas = Object.entries(document.components.schemas)
    .filter(([, schema]) => schema.properties)
    .map(([name, schema]) => ({ name, fields: fieldsOf(schema) }));
  const errorCodes = [
    ...new Set(
      operations.flatMap((operation) =>
        operation.responses.map((response) => response.status).filter((s) => s >= "400"),
      ),
    ),
  ].sort();
  return { operations, schemas, errorCodes, maxBatchRows: BATCH_MAX_PEOPLE };
}

type MediaObject = { schema?: JsonSchema; example?: unknown };
type OperationObject = {
  operationId: OperationId;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, MediaObject> };
  responses: Record<string, { content?: Record<string, MediaObject> }>;
};

function describeOperation(
  publicUrl: string,
  path: string,
  method: string,
  operation: OperationObject,
): ReferenceOperation {
  const id = operation.operationId;
  const bodyTypes = Object.keys(operation.requestBody?.content ?? {});
  const firstBody = bodyTypes[0] ? operation.requestBody?.content[bodyTypes[0]] : undefined;
  const success = Object.entries(operation.responses).find(([status]) => status < "300");
  const successJson = success?.[1].content?.["application/json"];
  return {
    id,
    method,
    path,
    auth: OPERATIONS[id],
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      type: typeName(parameter.schema ?? {}),
    })),
    body: firstBody
      ? { contentTypes: bodyTypes, schema: firstBody.schema ? refName(firstBody.schema) : null }
      : null,
    responses: Object.entries(operation.responses).map(([status, response]) => {
      const types = Object.keys(response.content ?? {});
      const schema = types[0] ? response.content?.[types[0]]?.schema : undefined;
      return { status, contentTypes: types, schema: schema ? refName(schema) : null };
    }),
    curl: curlExample(publicUrl, method, path, OPERATIONS[id], bodyTypes[0], firstBody?.example),
    exampleResponse:
      successJson?.example === undefined
        ? null
        : JSON.stringify(shorten(successJson.example), null, 2),
  };
}

function refName(schema: JsonSchema): string | null {
  if (schema.$ref) return schema.$ref.split("/").at(-1) ?? null;
  if (schema.type === "array" && schema.items?.$ref) return `${refName(schema.items)}[]`;
  return null;
}

function typeName(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema) ?? "object";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeName).join(" | ");
  if (schema.type === "array") return `${typeName(schema.items ?? {})}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.format ? `${schema.type ?? "any"} (${schema.format})` : (schema.type ?? "any");
}

function fieldsOf(schema: JsonSchema): ReferenceField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const notes: string[] = [];
    if (property.maxLength !== undefined) notes.push(`≤ ${property.maxLength}`);
    if (property.maxItems !== undefined) notes.push(`≤ ${property.maxItems}`);
    if (property.minimum !== undefined && property.maximum !== undefined) {
      notes.push(`${property.minimum}–${property.maximum}`);
    }
    if (property.pattern) notes.push(property.pattern);
    if (property.default !== undefined && property.default !== "") {
      notes.push(`= ${JSON.stringify(property.default)}`);
    }
    return {
      name,
      type: typeName(property),
      required: required.has(name) && property.default === undefined,
      notes,
    };
  });
}

/** Long strings (rendered HTML) cut short: the example shows the shape, not a whole page. */
function shorten(value: unknown): unknown {
  if (typeof value === "string") {
    return value.length > MAX_EXAMPLE_STRING ? `${value.slice(0, MAX_EXAMPLE_STRING)}…` : value;
  }
  if (Array.isArray(value)) return value.map(shorten);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
  }
  return value;
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function curlExample(
  publicUrl: string,
  method: string,
  path: string,
  auth: OperationAuth,
  contentType: string | undefined,
  example: unknown,
): string {
  const url = `${publicUrl}${path.replace("{id}", "<id>")}`;
  const lines = [`curl${method === "GET" ? "" : ` -X ${method}`} ${shellQuote(url)}`];
  if (auth === "key") lines.push(`-H "Authorization: Bearer $API_KEY"`);
  if (auth === "session") lines.push(`-b "better-auth.session_token=…"`);
  if (contentType === "multipart/form-data") lines.push(`-F "photo=@portrait.jpg"`);
  else if (contentType && example !== undefined) {
    lines.push(`-H "Content-Type: ${contentType}"`);
    lines.push(
      `--data ${shellQuote(typeof example === "string" ? example : JSON.stringify(example))}`,
    );
  }
  return lines.join(" \\\n  ");
}
