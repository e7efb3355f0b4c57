import { getSessionUser, publicUser } from "../accounts/.server/index.ts";
import type { PublicConfig } from "../accounts/public-config.ts";
import type { RequestContext } from "./context.ts";

/**
 * The only configuration and user data the browser sees (an allow-list,
 * docs/product.md#storage, #configuration): the root loader's, and a React island's.
 */
export async function publicConfig(request: Request, app: RequestContext): Promise<PublicConfig> {
  const { config, samplePhotoUrl } = app;
  // A prerendered page is the same for every visitor: who is signed in is asked by the
  // browser instead (`user` undefined, see useSessionUser).
  const user = app.prerender ? undefined : await getSessionUser(request, app);
  return {
    publicUrl: config.publicUrl,
    appName: config.appName,
    samplePhotoUrl,
    googleEnabled: config.google !== null,
    proForEveryone: config.proForEveryone,
    user: user && publicUser(user),
  };
}
