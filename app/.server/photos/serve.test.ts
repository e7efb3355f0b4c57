import { access } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serverT } from "../../i18n/translate.server.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import { normalizePhoto } from "./normalize.ts";
import { handlePhotoGet } from "./serve.ts";
import type { PhotoStore } from "./store.ts";
import { createTempStore, pngImage, requestHeaders, type TempStore } from "./test-images.ts";

let temp: TempStore;
let id: string;
let original: Buffer;
type CountedMethod = "putOriginal" | "getOriginal" | "getVariant" | "putVariant";
let calls: Record<CountedMethod, number>;
let store: PhotoStore;

beforeEach(async () => {
  temp = await createTempStore();
  const photo = await normalizePhoto(await pngImage(300, 300));
  ({ id, png: original } = photo);
  await temp.store.putOriginal(id, original);
  // Counts the calls to the real store.
  calls = { putOriginal: 0, getOriginal: 0, getVariant: 0, putVariant: 0 };
  const inner = temp.store;
  const count = (method: CountedMethod) => {
    calls[method] += 1;
  };
  store = {
    ...inner,
    putOriginal: (...args) => {
      count("putOriginal");
      return inner.putOriginal(...args);
    },
    getOriginal: (...args) => {
      count("getOriginal");
      return inner.getOriginal(...args);
    },
    getVariant: (...args) => {
      count("getVariant");
      return inner.getVariant(...args);
    },
    putVariant: (...args) => {
      count("putVariant");
      return inner.putVariant(...args);
    },
  };
});
afterEach(async () => {
  await temp.cleanup();
});

const get = (pathname: string, headers?: Headers) =>
  handlePhotoGet(pathname, { store }, new Request(`http://localhost${pathname}`, { headers }));

function expectImmutablePng(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
}

describe("handlePhotoGet", () => {
  it("serves the original with immutable caching headers", async () => {
    const response = await get(`/photos/${id}.png`);
    expectImmutablePng(response);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(original)).toBe(true);
    expect(response.headers.get("content-length")).toBe(String(original.length));
  });

  it("works without a request (pathname only)", async () => {
    expectImmutablePng(await handlePhotoGet(`/photos/${id}.png`, { store }));
  });

  it("renders a variant on demand, stores it, and serves the cached copy next time", async () => {
    const pathname = `/photos/${id}/circle-solid-d1d5db-1-96.png`;
    const first = await get(pathname);
    expectImmutablePng(first);
    const firstBody = Buffer.from(await first.arrayBuffer());
    expect(await sharp(firstBody).metadata()).toMatchObject({ width: 192, height: 192 });
    await access(path.join(temp.dir, "variants", id, "circle-solid-d1d5db-1-96.png"));
    expect(calls.putVariant).toBe(1);

    const second = await get(pathname);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(calls.putVariant).toBe(1);
    expect(calls.getOriginal).toBe(1);
  });

  it("renders a variant once for concurrent requests", async () => {
    const pathname = `/photos/${id}/rounded-dashed-ff0000-2-128.png`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => get(pathname)));
    const etags = new Set(responses.map((response) => response.headers.get("etag")));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(etags.size).toBe(1);
    expect(calls.getOriginal).toBe(1);
    expect(calls.putVariant).toBe(1);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const pathname = `/photos/${id}/square-none-000000-0-48.png`;
    const etag = (await get(pathname)).headers.get("etag")!;
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      const response = await get(pathname, new Headers({ "if-none-match": header }));
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(await response.text()).toBe("");
    }
    const stale = await get(pathname, new Headers({ "if-none-match": '"something-else"' }));
    expect(stale.status).toBe(200);
  });

  it.each([
    ["unknown original", () => "/photos/aaaaaaaaaaaaaaaaaaaaaaaa.png"],
    [
      "unknown id with a variant",
      () => "/photos/aaaaaaaaaaaaaaaaaaaaaaaa/circle-solid-d1d5db-1-96.png",
    ],
    ["id too short", () => "/photos/abc123.png"],
    ["uppercase id", () => `/photos/${id.toUpperCase()}.png`],
    ["no extension", () => `/photos/${id}`],
    ["other extension", () => `/photos/${id}.jpg`],
    ["trailing segment", () => `/photos/${id}.png/x`],
    ["unknown shape", () => `/photos/${id}/oval-solid-d1d5db-1-96.png`],
    ["unknown border", () => `/photos/${id}/circle-dotted-d1d5db-1-96.png`],
    ["colour with #", () => `/photos/${id}/circle-solid-#d1d5db-1-96.png`],
    ["border too wide", () => `/photos/${id}/circle-solid-d1d5db-7-96.png`],
    ["size not offered", () => `/photos/${id}/circle-solid-d1d5db-1-100.png`],
    ["logo wider than its box", () => `/photos/${id}/logo-201x64-d.png`],
    ["logo taller than its box", () => `/photos/${id}/logo-200x65-d.png`],
    ["logo under 8 px", () => `/photos/${id}/logo-7x40-d.png`],
    ["logo of unknown tone", () => `/photos/${id}/logo-100x40-x.png`],
    ["logo of unknown suffix", () => `/photos/${id}/logo-100x40-d-glow.png`],
    ["banner wider than its box", () => `/photos/${id}/banner-601x200.png`],
    ["banner taller than its box", () => `/photos/${id}/banner-600x201.png`],
    ["logo of an unknown id", () => "/photos/aaaaaaaaaaaaaaaaaaaaaaaa/logo-100x40-d.png"],
    ["banner of a tampered id", () => `/photos/${id.slice(0, -1)}g/banner-600x200.png`],
    ["path traversal", () => `/photos/${id}/../../etc/passwd`],
    ["photos root", () => "/photos/"],
  ])("answers 404 problem+json for %s", async (_name, pathname) => {
    const response = await get(pathname());
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      code: "photo_not_found",
      detail: serverT("en")("photos.notFound"),
    });
    expect(calls.putVariant).toBe(0);
  });

  it("limits renders per client IP when given a limiter, never cached variants", async () => {
    const renderLimiter = createRateLimiter(
      { kind: "memory" },
      { name: "test", windowSeconds: 60, max: 1 },
    );
    const request = (pathname: string) =>
      new Request(`http://localhost${pathname}`, { headers: requestHeaders({ ip: "192.0.2.5" }) });
    const first = `/photos/${id}/circle-solid-111111-1-48.png`;
    const second = `/photos/${id}/circle-solid-222222-1-48.png`;
    expect((await handlePhotoGet(first, { store, renderLimiter }, request(first))).status).toBe(
      200,
    );
    const limited = await handlePhotoGet(second, { store, renderLimiter }, request(second));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await handlePhotoGet(first, { store, renderLimiter }, request(first))).status).toBe(
      200,
    );
    expect(calls.putVariant).toBe(1);
  });

  it.each([
    ["logo", "logo-150x48-d", [300, 96]],
    ["logo with halo", "logo-150x48-d-halo", [300, 96]],
    ["banner", "banner-600x200", [1200, 400]],
  ] as const)(
    "renders a %s variant once, caches it under its name, at 96 DPI",
    async (_kind, name, size) => {
      const pathname = `/photos/${id}/${name}.png`;
      const first = await get(pathname);
      expectImmutablePng(first);
      const body = Buffer.from(await first.arrayBuffer());
      const metadata = await sharp(body).metadata();
      expect([metadata.width, metadata.height]).toEqual(size);
      expect(metadata.density).toBe(96);
      await access(path.join(temp.dir, "variants", id, `${name}.png`));
      const second = await get(pathname);
      expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
      expect(calls.putVariant).toBe(1);
      expect(calls.getOriginal).toBe(1);
    },
  );

  it("tells onServed the photo's id for the original and every kind of variant", async () => {
    const served: string[] = [];
    const onServed = (servedId: string) => served.push(servedId);
    for (const pathname of [
      `/photos/${id}.png`,
      `/photos/${id}/circle-solid-d1d5db-1-48.png`,
      `/photos/${id}/logo-100x32-s.png`,
      `/photos/${id}/logo-100x32-s-halo.png`,
      `/photos/${id}/banner-300x100.png`,
    ]) {
      expect((await handlePhotoGet(pathname, { store, onServed })).status).toBe(200);
    }
    expect(served).toEqual([id, id, id, id, id]);
    for (const missing of [
      "/photos/aaaaaaaaaaaaaaaaaaaaaaaa/logo-100x32-s.png",
      `/photos/${id}/logo-300x32-s.png`,
    ]) {
      expect((await handlePhotoGet(missing, { store, onServed })).status).toBe(404);
    }
    expect(served).toHaveLength(5);
  });

  it("answers the 404 in the request's language", async () => {
    const response = await get(
      "/photos/aaaaaaaaaaaaaaaaaaaaaaaa.png",
      requestHeaders({ locale: "fr-CA,fr;q=0.8" }),
    );
    expect((await response.json()).detail).toBe(serverT("fr")("photos.notFound"));
  });
});
