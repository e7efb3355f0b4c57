import { SignatureFieldsSchema } from "../../../../signature/schema.ts";
import { requireApiUser } from "../../../http/api-user.ts";
import { readJsonBody } from "../../../http/json-body.ts";
import { problemFor } from "../../../http/problem.ts";
import { browserIdFromCookie } from "../../../photos/browser-owner.ts";
import { claimSignatureImages } from "../../../photos/ownership.ts";
import { NO_STORE, SIGNATURE_BODY_MAX_BYTES } from "../../../signatures/api-body.ts";
import { createSignature } from "../../../signatures/repository.ts";
import type { ApiArgs } from "../../router.ts";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

// POST /api/v1/signatures – create a signature (201); the schema's defaults fill what is
// missing. With an `Idempotency-Key` header, a repeat returns the signature made the first time.
export async function handleCreateSignature({ request, app }: ApiArgs): Promise<Response> {
  const { user, locale } = await requireApiUser(request, app);
  const fields = await readJsonBody(request, SignatureFieldsSchema, {
    maxBytes: SIGNATURE_BODY_MAX_BYTES,
    locale,
  });
  if (fields instanceof Response) return fields;
  const clientKey = request.headers.get("idempotency-key") ?? undefined;
  if (clientKey !== undefined && !IDEMPOTENCY_KEY.test(clientKey)) {
    return problemFor("badRequest", locale);
  }
  const signature = await createSignature(app.db, user.id, fields, {
    locale,
    clientKey,
    planChanged: app.sessions.userChanged,
    everyoneIsPro: app.config.proForEveryone,
  });
  await claimSignatureImages(app.db.kysely, {
    signature,
    userId: user.id,
    browserId: browserIdFromCookie(request),
  });
  return Response.json(signature, {
    status: 201,
    headers: { ...NO_STORE, location: `/api/v1/signatures/${encodeURIComponent(signature.id)}` },
  });
}
