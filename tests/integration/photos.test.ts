import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  jpegWithExif,
  pngDecompressionBomb,
  pngImage,
  pngPhysicalSizes,
  portraitPhoto,
  transparentLogo,
  truncated,
} from "../../app/.server/photos/test-images.ts";
import {
  BANNER_MAX,
  bannerVariantPath,
  fitWithin,
  LOGO_MAX,
  logoVariantPath,
} from "../../app/signature/photo-url.ts";
import { type RunningServer, startServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function upload(body: FormData | string | null, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/v1/photos`, { method: "POST", body, headers });
}

function photoForm(bytes: Buffer, field = "photo", name = "me.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

function storedOriginals(): string[] {
  try {
    return readdirSync(path.join(server.dataDir, "photos", "originals"));
  } catch {
    return [];
  }
}

describe("POST /api/v1/photos over HTTP", () => {
  it("stores a JPEG once, strips EXIF, serves it and its variants with immutable caching", async () => {
    const jpeg = await jpegWithExif();
    const first = await upload(photoForm(jpeg));
    expect(first.status).toBe(201);
    const { id, url } = (await first.json()) as { id: string; url: string };
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(url).toBe(`${process.env.PUBLIC_URL ?? "http://localhost:3000"}/photos/${id}.png`);
    const again = await upload(photoForm(jpeg));
    expect(((await again.json()) as { id: string }).id).toBe(id);
    expect(storedOriginals().filter((f) => f.startsWith(id))).toHaveLength(1);

    const original = await fetch(`${server.url}/photos/${id}.png`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();

    const variant = await fetch(`${server.url}/photos/${id}/circle-dashed-1d4ed8-2-80.png`);
    expect(variant.status).toBe(200);
    const variantMeta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect([variantMeta.width, variantMeta.height]).toEqual([160, 160]);
    const etag = variant.headers.get("etag")!;
    const cached = await fetch(`${server.url}/photos/${id}/circle-dashed-1d4ed8-2-80.png`, {
      headers: { "if-none-match": etag },
    });
    expect(cached.status).toBe(304);
  });

  const jpegBytes = () => jpegWithExif();
  const cases: Array<{
    name: string;
    body: () => Promise<FormData | string | null>;
    headers?: Record<string, string>;
    status: number;
  }> = [
    {
      name: "an empty body",
      body: async () => null,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      status: 400,
    },
    {
      name: "a wrong field name",
      body: async () => photoForm(await jpegBytes(), "picture"),
      status: 400,
    },
    {
      name: "a text file renamed .jpg",
      body: async () => photoForm(Buffer.from("hello, I am not an image\n".repeat(20))),
      status: 415,
    },
    {
      name: "a truncated JPEG",
      body: async () => photoForm(truncated(await jpegBytes())),
      status: 422,
    },
    {
      name: "a 6 MB file",
      body: async () => photoForm(Buffer.alloc(6 * 1024 * 1024, 1)),
      status: 413,
    },
    {
      name: "a 20,000 × 20,000 decompression bomb",
      body: async () => photoForm(pngDecompressionBomb(), "photo", "bomb.png", "image/png"),
      status: 422,
    },
    {
      name: "JSON instead of multipart",
      body: async () => JSON.stringify({ photo: "x" }),
      headers: { "content-type": "application/json" },
      status: 415,
    },
  ];

  for (const { name, body, headers, status } of cases) {
    it(`refuses ${name} with ${status} problem+json in the request's locale, storing nothing`, async () => {
      const before = storedOriginals().length;
      const english = await upload(await body(), headers);
      expect(english.status).toBe(status);
      expect(english.headers.get("content-type")).toContain("application/problem+json");
      const problem = (await english.json()) as { status: number; detail: string };
      expect(problem.status).toBe(status);
      expect(problem.detail.length).toBeGreaterThan(10);

      const french = await upload(await body(), { ...headers, "accept-language": "fr-FR" });
      expect(french.status).toBe(status);
      const frenchProblem = (await french.json()) as { detail: string };
      expect(frenchProblem.detail).not.toBe(problem.detail);

      expect(storedOriginals().length).toBe(before);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
  }

  it("accepts PNG and answers 404 problem+json for unknown photos", async () => {
    const png = await upload(photoForm(await pngImage(), "photo", "a.png", "image/png"));
    expect(png.status).toBe(201);
    const missing = await fetch(`${server.url}/photos/ffffffffffffffffffffffff.png`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/problem+json");
    const badVariant = await fetch(
      `${server.url}/photos/ffffffffffffffffffffffff/oval-solid-zzzzzz-9-81.png`,
    );
    expect(badVariant.status).toBe(404);
  });
});

type UploadedImage = { id: string; url: string; width: number; height: number; tone: string };

async function uploadImage(bytes: Buffer, name: string, type: string): Promise<UploadedImage> {
  const response = await upload(photoForm(bytes, "photo", name, type));
  expect(response.status).toBe(201);
  return (await response.json()) as UploadedImage;
}

/** GETs a variant and checks it is an immutable 96-DPI PNG of `width` × `height` pixels. */
async function expectPngVariant(pathname: string, width: number, height: number) {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const png = Buffer.from(await response.arrayBuffer());
  const metadata = await sharp(png).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", width, height]);
  expect(pngPhysicalSizes(png)).toEqual([{ x: 3780, y: 3780, unit: 1 }]);
  return png;
}

describe("logos and banners over HTTP", () => {
  it("answers the size and tone of each upload", async () => {
    const dark = await uploadImage(await transparentLogo(800, 256), "logo.png", "image/png");
    expect(dark).toMatchObject({ width: 800, height: 256, tone: "dark" });
    const light = await uploadImage(
      await transparentLogo(300, 100, "#ffffff"),
      "white.png",
      "image/png",
    );
    expect(light).toMatchObject({ width: 300, height: 100, tone: "light" });
    const photo = await uploadImage(await jpegWithExif(), "me.jpg", "image/jpeg");
    expect(photo).toMatchObject({ width: 200, height: 300, tone: "solid" });
    const large = await uploadImage(await pngImage(2400, 800), "wide.png", "image/png");
    expect(large).toMatchObject({ width: 1200, height: 400 });
  });

  it("serves a logo at its ratio, with and without halo, and a banner, at 2× and 96 DPI", async () => {
    const logo = await uploadImage(await transparentLogo(800, 256), "logo.png", "image/png");
    const size = fitWithin(logo.width, logo.height, LOGO_MAX);
    expect(size).toEqual({ width: 200, height: 64 });
    for (const halo of [false, true]) {
      const pathname = logoVariantPath(logo.id, { ...size, tone: "dark", halo });
      await expectPngVariant(pathname, size.width * 2, size.height * 2);
    }

    const photo = await uploadImage(await portraitPhoto(1200), "banner.jpg", "image/jpeg");
    const banner = fitWithin(photo.width, photo.height, BANNER_MAX);
    expect(banner).toEqual({ width: 200, height: 200 });
    const full = await expectPngVariant(bannerVariantPath(photo.id, BANNER_MAX), 1200, 400);
    expect(full.length).toBeLessThan(150_000);
    await expectPngVariant(bannerVariantPath(photo.id, { width: 300, height: 100 }), 600, 200);
  });

  it("answers 404 problem+json for variants outside the contract or of unknown photos", async () => {
    const logo = await uploadImage(await transparentLogo(400, 128), "logo.png", "image/png");
    const tampered = `${logo.id.slice(0, -1)}${logo.id.endsWith("0") ? "1" : "0"}`;
    for (const pathname of [
      `/photos/${logo.id}/logo-201x64-d.png`,
      `/photos/${logo.id}/logo-200x65-d.png`,
      `/photos/${logo.id}/logo-100x4-d.png`,
      `/photos/${logo.id}/logo-100x40-x.png`,
      `/photos/${logo.id}/logo-100x40-dark.png`,
      `/photos/${logo.id}/banner-601x200.png`,
      `/photos/${logo.id}/banner-600x201.png`,
      `/photos/${tampered}/logo-100x40-d.png`,
      `/photos/${tampered}/banner-600x200.png`,
      `/photos/${logo.id.toUpperCase()}/logo-100x40-d.png`,
    ]) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
    }
  });
});
