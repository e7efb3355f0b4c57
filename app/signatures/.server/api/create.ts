import { endpoint } from "../../../.server/api/endpoint.ts";
import { problemFor } from "../../../.server/http/problem.ts";
import { browserIdFromCookie } from "../../../.server/photos/browser-owner.ts";
import { claimSignatureImages } from "../../../.server/photos/ownership.ts";
import { signatureFieldsSchemaIn } from "../../../signature/schema.ts";
import { NO_STORE, SIGNATURE_API, SIGNATURE_BODY_MAX_BYTES } from "../api-body.ts";
import { withDesignTeam } from "../design-teams.ts";
import { createSignature } from "../repository.ts";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

// POST /api/v1/signatures – create a signature (201); the schema's defaults fill what is
// missing, and a signature that does not say its `language` is in the request's. With an `Idempotency-Key` header, a repeat returns the signature made the first time.
export const createSignatureEndpoint = endpoint(
  {
    ...SIGNATURE_API,
    body: { kind: "json", schema: signatureFieldsSchemaIn, maxBytes: SIGNATURE_BODY_MAX_BYTES },
  },
  async ({ request, app, locale, caller: { user }, body: fields }) => {
    const clientKey = request.headers.get("idempotency-key") ?? undefined;
    if (clientKey !== undefined && !IDEMPOTENCY_KEY.test(clientKey)) {
      return problemFor("badRequest", locale);
    }
    const signature = await createSignature(app.db, user.id, fields, {
      locale,
      clientKey,
      planChanged: app.sessions.userChanged,
      plans: app.config,
    });
    await claimSignatureImages(app.db.kysely, {
      signature,
      userId: user.id,
      browserId: browserIdFromCookie(request),
    });
    // a new signature is nobody's team design (a team's is made with the team)
    return Response.json(withDesignTeam(signature, new Map()), {
      status: 201,
      headers: { ...NO_STORE, location: `/api/v1/signatures/${encodeURIComponent(signature.id)}` },
    });
  },
);
