import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "../../app/.server/api/openapi/document.ts";

// Contract checks (issue 11): every answer the tests receive from /api/v1 must be what the
// OpenAPI document says: a documented status, one of its content types, and a body that
// validates against its schema. Paths or methods the document does not have must answer a
// problem+json. tests/support/api-contract-setup.ts applies it to every fetch of the suites.

type MediaType = { schema?: unknown };
type ResponseObject = { content?: Record<string, MediaType> };
type Operation = { responses?: Record<string, ResponseObject> };

const document = openApiDocument("http://contract.invalid", "Paraph");
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: "openapi", components: document.components ?? {} });

const routes = Object.entries(document.paths ?? {}).map(([template, item]) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  item: item as Record<string, Operation>,
}));

const compiled = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    // $refs point into the document's components, registered under the id "openapi"
    const rewritten = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
    );
    validate = ajv.compile(rewritten);
    compiled.set(key, validate);
  }
  return validate;
}

const PROBLEM_SCHEMA = document.components?.schemas?.Problem;

/** The contract's complaints about one answer, empty when it keeps the contract. */
export async function contractViolations(
  method: string,
  url: string,
  response: Response,
): Promise<string[]> {
  const { pathname } = new URL(url);
  const route = routes.find((candidate) => candidate.pattern.test(pathname));
  const operation = route?.item[method.toLowerCase()];
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  const where = `${method} ${pathname} → ${response.status}`;
  if (!route || !operation) {
    if (response.status < 400) return [`${where}: not in the OpenAPI document`];
    if (type !== "application/problem+json") return [`${where}: ${type}, not problem+json`];
    return bodyViolations(where, "problem", PROBLEM_SCHEMA, response);
  }
  const documented = operation.responses?.[String(response.status)];
  if (!documented) return [`${where}: status not documented`];
  const content = documented.content;
  if (!content) return response.status === 204 || !type ? [] : [`${where}: body not documented`];
  const media = content[type];
  if (!media) return [`${where}: content type ${type || "(none)"} not documented`];
  if (type !== "application/json" && type !== "application/problem+json") return [];
  return bodyViolations(
    where,
    `${route.template} ${method} ${response.status} ${type}`,
    media.schema,
    response,
  );
}

async function bodyViolations(
  where: string,
  key: string,
  schema: unknown,
  response: Response,
): Promise<string[]> {
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${where}: body is not JSON`];
  }
  const validate = validatorFor(key, schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${where}: ${error.instancePath || "/"} ${error.message}`,
  );
}
