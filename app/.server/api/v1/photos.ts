import type { SessionUser } from "../../../accounts/.server/index.ts";
import { browserIdentity, photoOwnerCookie } from "../../photos/browser-owner.ts";
import {
  browserOwner,
  type PhotoOwner,
  recordPhotoOwner,
  userOwner,
} from "../../photos/ownership.ts";
import { handlePhotoUpload } from "../../photos/upload.ts";
import { endpoint } from "../endpoint.ts";

// POST /api/v1/photos – upload a photo, logo or banner (multipart field `photo`) → 201
// {id, url, width, height, tone}; owned by the signed-in account or the API key's, else by
// this browser (`photo_owner` cookie, set on first upload)
export const uploadPhoto = endpoint({ caller: "anyone" }, async ({ request, app, caller }) => {
  const { owner, newBrowserId } = uploader(caller?.user ?? null, request);
  const response = await handlePhotoUpload(request, {
    store: app.photos,
    publicUrl: app.config.publicUrl,
    limiter: app.limiters.photoUpload,
    recordOwner: (photo) => recordPhotoOwner(app.db.kysely, { ...photo, owner }),
  });
  if (newBrowserId && response.status === 201) {
    const cookie = photoOwnerCookie(newBrowserId, {
      secure: app.config.publicUrl.startsWith("https://"),
      maxAgeDays: app.config.photoRetentionDays,
    });
    response.headers.append("set-cookie", cookie);
  }
  return response;
});

function uploader(
  user: SessionUser | null,
  request: Request,
): { owner: PhotoOwner; newBrowserId: string | null } {
  if (user) return { owner: userOwner(user.id), newBrowserId: null };
  const browser = browserIdentity(request);
  return { owner: browserOwner(browser.id), newBrowserId: browser.isNew ? browser.id : null };
}
