import type { RequestContext } from "./context.ts";

/** What the example renderings need from the running server. */
export function sampleConfig(app: RequestContext) {
  return {
    publicUrl: app.config.publicUrl,
    appName: app.config.appName,
    samplePhotoUrl: app.samplePhotoUrl,
  };
}
