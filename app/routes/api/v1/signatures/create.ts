import { type ApiArgs, requireApiUser } from "../../../../.server/http/api-user.ts";
import { readJsonBody } from "../../../../.server/http/json-body.ts";
import { problemFor } from "../../../../.server/http/problem.ts";
import { NO_STORE, SIGNATURE_BODY_MAX_BYTES } from "../../../../.server/signatures/api-body.ts";
import { createSignature } from "../../../../.server/signatures/repository.ts";
import { SignatureFieldsSchema } from "../../../../signature/schema.ts";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

// POST /api/v1/signatures – create a signature (201); the schema's defaults fill what is
// missing. With an `Idempotency-Key` header, a repeat returns the signature made the first time.
export async function handleCreateSignature({ request, context }: ApiArgs): Promise<Response> {
  const { user, locale, app } = await requireApiUser(request, context);
  const fields = await readJsonBody(request, SignatureFieldsSchema, {
    maxBytes: SIGNATURE_BODY_MAX_BYTES,
    locale,
  });
  if (fields instanceof Response) return fields;
  const clientKey = request.headers.get("idempotency-key") ?? undefined;
  if (clientKey !== undefined && !IDEMPOTENCY_KEY.test(clientKey)) {
    return problemFor("badRequest", locale);
  }
  const signature = await createSignature(app.db, user.id, fields, { locale, clientKey });
  return Response.json(signature, {
    status: 201,
    headers: { ...NO_STORE, location: `/api/v1/signatures/${encodeURIComponent(signature.id)}` },
  });
}
