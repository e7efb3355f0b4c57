import { SignatureFieldsPatchSchema } from "../../../../signature/schema.ts";
import { requireApiUser } from "../../../http/api-user.ts";
import { readJsonBody } from "../../../http/json-body.ts";
import { browserIdFromCookie } from "../../../photos/browser-owner.ts";
import { claimSignatureImages } from "../../../photos/ownership.ts";
import { NO_STORE, SIGNATURE_BODY_MAX_BYTES } from "../../../signatures/api-body.ts";
import { updateSignature } from "../../../signatures/repository.ts";
import type { ApiArgs } from "../../router.ts";

// PATCH /api/v1/signatures/{id} – change some fields of one of the caller's signatures
export async function handleUpdateSignature({
  request,
  app,
  params,
}: ApiArgs<"id">): Promise<Response> {
  const { user, locale } = await requireApiUser(request, app);
  const patch = await readJsonBody(request, SignatureFieldsPatchSchema, {
    maxBytes: SIGNATURE_BODY_MAX_BYTES,
    locale,
  });
  if (patch instanceof Response) return patch;
  const signature = await updateSignature(app.db, user.id, params.id, patch, {
    locale,
    planChanged: app.sessions.userChanged,
    everyoneIsPro: app.config.proForEveryone,
  });
  await claimSignatureImages(app.db.kysely, {
    signature,
    userId: user.id,
    browserId: browserIdFromCookie(request),
  });
  return Response.json(signature, { headers: NO_STORE });
}
