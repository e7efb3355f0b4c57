import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "./db/connect.ts";
import type { Config } from "./env.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { Logger } from "./log.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PhotoStore } from "./photos/store.ts";

/** What the server process hands every loader and action (never a module singleton). */
export type AppServices = {
  config: Config;
  db: Db;
  photos: PhotoStore;
  mailer: Mailer;
  /** the drawn portrait used by example signatures */
  samplePhotoUrl: string;
  limiters: {
    photoUpload: RateLimiter;
    photoRender: RateLimiter;
    events: RateLimiter;
    contact: RateLimiter;
  };
  buildId: string;
};

export type RequestContext = AppServices & {
  requestId: string;
  nonce: string;
  log: Logger;
};

export const appContext = createContext<RequestContext>();

export function getApp(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(appContext);
}
