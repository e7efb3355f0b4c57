import { describe, expect, it } from "vitest";
import { serverT } from "../../i18n/translate.server.ts";
import { ICON_SET_VERSION, type IconSpec, iconPath } from "../../signature/icon-url.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import { createIconCache } from "./cache.ts";
import { renderIcon } from "./render.ts";
import { handleIconGet, type IconServeDeps } from "./serve.ts";

const GITHUB = iconPath({ name: "github", shape: "circle", color: "#1d4ed8", size: 20 });

/** A cache of its own, counting its renders. */
function countingCache(maxEntries?: number) {
  const rendered: IconSpec[] = [];
  const cache = createIconCache({
    maxEntries,
    render: (icon) => {
      rendered.push(icon);
      return renderIcon(icon);
    },
  });
  return { cache, rendered };
}

function get(pathname: string, headers?: HeadersInit, deps: IconServeDeps = {}) {
  const request = new Request(`http://localhost${pathname}`, { headers });
  return handleIconGet(pathname, request, { cache: countingCache().cache, ...deps });
}

describe("handleIconGet", () => {
  it("serves the PNG with immutable caching headers", async () => {
    const response = await get(GITHUB);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(
      body.equals(await renderIcon({ name: "github", shape: "circle", color: "1d4ed8", size: 20 })),
    ).toBe(true);
  });

  it("works without a request (pathname only), from the process's cache", async () => {
    const first = await handleIconGet(GITHUB);
    const second = await handleIconGet(GITHUB);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const { cache } = countingCache();
    const etag = (await get(GITHUB, {}, { cache })).headers.get("etag")!;
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      const response = await get(GITHUB, { "if-none-match": header }, { cache });
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(await response.text()).toBe("");
    }
    const stale = await get(GITHUB, { "if-none-match": '"something-else"' }, { cache });
    expect(stale.status).toBe(200);
  });

  it.each([
    ["another version", `/icons/${ICON_SET_VERSION}0/circle-github-1d4ed8-20.png`],
    ["no version", "/icons/circle-github-1d4ed8-20.png"],
    ["an unknown name", `/icons/${ICON_SET_VERSION}/circle-myspace-1d4ed8-20.png`],
    ["an unknown shape", `/icons/${ICON_SET_VERSION}/square-github-1d4ed8-20.png`],
    ["uppercase hex", `/icons/${ICON_SET_VERSION}/circle-github-1D4ED8-20.png`],
    ["a colour with #", `/icons/${ICON_SET_VERSION}/circle-github-#1d4ed8-20.png`],
    ["size 17", `/icons/${ICON_SET_VERSION}/circle-github-1d4ed8-17.png`],
    ["another extension", `/icons/${ICON_SET_VERSION}/circle-github-1d4ed8-20.svg`],
    ["path traversal", `/icons/${ICON_SET_VERSION}/../../etc/passwd`],
    ["encoded traversal", `/icons/${ICON_SET_VERSION}/%2e%2e/circle-github-1d4ed8-20.png`],
    ["a trailing segment", `${GITHUB}/x`],
    ["the icons root", "/icons/"],
  ])("answers 404 problem+json for %s", async (_, pathname) => {
    const { cache, rendered } = countingCache();
    const response = await get(pathname, {}, { cache });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      code: "not_found",
      detail: serverT("en")("icons.notFound"),
    });
    expect(rendered).toHaveLength(0);
  });

  it("answers the 404 in the request's language", async () => {
    const response = await get("/icons/0/plain-link-000000-16.png", {
      "accept-language": "fr-CA,fr;q=0.8",
    });
    expect((await response.json()).detail).toBe(serverT("fr")("icons.notFound"));
  });

  it("renders each icon once: concurrent requests share the render, later ones the cache", async () => {
    const { cache, rendered } = countingCache();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => get(GITHUB, {}, { cache })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await get(GITHUB, {}, { cache })).status).toBe(200);
    expect(rendered).toHaveLength(1);
  });

  it("keeps a bounded number of icons, dropping the least recently used", async () => {
    const { cache, rendered } = countingCache(2);
    const path = (color: string) => iconPath({ name: "link", shape: "plain", color, size: 16 });
    for (const color of ["111111", "222222", "111111", "333333"]) {
      await get(path(color), {}, { cache });
    }
    expect(cache.size).toBe(2);
    expect(rendered.map((icon) => icon.color)).toEqual(["111111", "222222", "333333"]);
    await get(path("111111"), {}, { cache }); // kept: used after 222222
    await get(path("222222"), {}, { cache }); // dropped: rendered again
    expect(rendered.map((icon) => icon.color)).toEqual(["111111", "222222", "333333", "222222"]);
  });

  it("limits renders per client IP when given a limiter, never cached icons", async () => {
    const { cache, rendered } = countingCache();
    const renderLimiter = createRateLimiter(
      { kind: "memory" },
      { name: "test-icons", windowSeconds: 60, max: 1 },
    );
    const headers = { [CLIENT_IP_HEADER]: "192.0.2.5" };
    const deps = { cache, renderLimiter };
    const second = iconPath({ name: "email", shape: "plain", color: "222222", size: 16 });
    expect((await get(GITHUB, headers, deps)).status).toBe(200);
    const limited = await get(second, headers, deps);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await get(GITHUB, headers, deps)).status).toBe(200);
    expect(rendered).toHaveLength(1);
  });
});
