import { tmpdir } from "node:os";
import type { MiddlewareFunction } from "react-router";
import { prerenderOrigin } from "../seo/prerender.ts";
import { photoOriginalPath } from "../signature/photo-url.ts";
import { appContext, type RequestContext } from "./context.ts";
import { loadConfig } from "./env.ts";
import { createLogger } from "./log.ts";
import { ensureSamplePhoto } from "./photos/sample.ts";
import type { PhotoStore } from "./photos/store.ts";

/** Any use of a service a prerendered page must not need fails the build, naming it. */
function unavailable<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      throw new Error(
        `${name}.${String(property)} is not available outside the server (prerendering at build time): a page that needs it must not be prerendered (app/seo/prerender.ts)`,
      );
    },
  });
}

let prerenderContext: Promise<RequestContext> | undefined;

/**
 * The context of a build-time render. `react-router build` prerenders content pages without
 * our Express server, so no request context exists: configuration comes from the build's
 * environment (PUBLIC_URL and friends: build with the production values), the sample photo
 * URL is computed exactly as the server computes it (the photo is content-addressed; the
 * server stores it at start), and database, mail, photo storage and rate limits are absent.
 */
function createPrerenderContext(): Promise<RequestContext> {
  prerenderContext ??= (async () => {
    // A placeholder secret: the build needs no secret and must not write one to ./data; nor
    // make ./data at all: it stores nothing, so its data directory is the temporary folder. A
    // placeholder origin too: the server substitutes its own (app/seo/prerender.ts).
    const env = { ...process.env, AUTH_SECRET: "prerender".repeat(4), DATA_DIR: tmpdir() };
    const config = loadConfig({
      ...env,
      PUBLIC_URL: prerenderOrigin(loadConfig(env).publicUrl),
    });
    const photos: PhotoStore = {
      ...unavailable<PhotoStore>("photos"),
      putOriginal: async () => {},
    };
    const sampleId = await ensureSamplePhoto(photos);
    return {
      config,
      db: unavailable("db"),
      photos: unavailable("photos"),
      mailer: unavailable("mailer"),
      auth: unavailable("auth"),
      sessions: unavailable("sessions"),
      samplePhotoUrl: `${config.publicUrl}${photoOriginalPath(sampleId)}`,
      redis: null,
      jobs: null,
      gmailPush: null,
      directorySync: null,
      officeTokens: unavailable("officeTokens"),
      untrustedFiles: unavailable("untrustedFiles"),
      limiters: unavailable("limiters"),
      loginThrottle: unavailable("loginThrottle"),
      photoUsage: unavailable("photoUsage"),
      buildId: "prerender",
      buildIds: unavailable("buildIds"),
      prerender: true,
      requestId: "prerender",
      // No nonce: the server sends hashes of the prerendered inline scripts instead.
      nonce: "",
      log: createLogger(config.logLevel === "silent" ? "silent" : "warn", { prerender: true }),
    };
  })();
  return prerenderContext;
}

function hasAppContext(context: Parameters<MiddlewareFunction>[0]["context"]): boolean {
  try {
    context.get(appContext);
    return true;
  } catch {
    return false;
  }
}

/** Root middleware: gives a prerender request (no server context) its build-time context. */
export const prerenderContextMiddleware: MiddlewareFunction<Response> = async (
  { context },
  next,
) => {
  if (!hasAppContext(context)) context.set(appContext, await createPrerenderContext());
  return next();
};
