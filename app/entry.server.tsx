import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { getApp } from "./.server/context.ts";
import { markPrivatePage } from "./.server/http/cache-control.ts";
import { hydrateAfterPaint } from "./.server/http/hydrate-after-paint.ts";
import { localeFromPath } from "./i18n/locales.ts";
import { TranslationProvider } from "./i18n/react.tsx";
import { serverMessages } from "./i18n/translate.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  markPrivatePage(request, responseHeaders);
  const userAgent = request.headers.get("user-agent");
  const crawler = Boolean(userAgent && isbot(userAgent));
  // docs/product.md#pages: crawlers get the status of a fatal error with a minimal body, not the page.
  if (crawler && responseStatusCode >= 500) {
    return new Response("Internal Server Error", {
      status: responseStatusCode,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = getApp(loadContext);
  const locale = localeFromPath(new URL(request.url).pathname);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const readyOption = crawler || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <TranslationProvider locale={locale} messages={serverMessages(locale)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </TranslationProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // In development Vite's own module scripts come first: the rewrite is for the build.
          if (import.meta.env.PROD) pipe(hydrateAfterPaint()).pipe(body);
          else pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getApp(loadContext).log.error("render failed", { error });
        },
      },
    );
  });
}

/** Client navigations' loader data follow the same cache rule as the pages. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  markPrivatePage(request, response.headers);
  return response;
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  getApp(context).log.error("unhandled error", { error, path: new URL(request.url).pathname });
};
