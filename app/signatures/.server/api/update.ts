import { endpoint } from "../../../.server/api/endpoint.ts";
import { browserIdFromCookie } from "../../../.server/photos/browser-owner.ts";
import { claimSignatureImages } from "../../../.server/photos/ownership.ts";
import { SignatureFieldsPatchSchema } from "../../../signature/schema.ts";
import { NO_STORE, SIGNATURE_API, SIGNATURE_BODY_MAX_BYTES } from "../api-body.ts";
import { designTeams, withDesignTeam } from "../design-teams.ts";
import { updateSignature } from "../repository.ts";

// PATCH /api/v1/signatures/{id} – change some fields of one of the caller's signatures
export const updateSignatureEndpoint = endpoint(
  {
    ...SIGNATURE_API,
    params: ["id"],
    body: { kind: "json", schema: SignatureFieldsPatchSchema, maxBytes: SIGNATURE_BODY_MAX_BYTES },
  },
  async ({ request, app, params, locale, caller: { user }, body: patch }) => {
    const signature = await updateSignature(app.db, user.id, params.id, patch, {
      locale,
      planChanged: app.sessions.userChanged,
      plans: app.config,
    });
    await claimSignatureImages(app.db.kysely, {
      signature,
      userId: user.id,
      browserId: browserIdFromCookie(request),
    });
    const teams = await designTeams(app.db, user.id);
    return Response.json(withDesignTeam(signature, teams), { headers: NO_STORE });
  },
);
