import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serverT } from "../../i18n/translate.server.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import {
  animatedGif,
  avifImage,
  createTempStore,
  jpegWithExif,
  pixelAt,
  pngDecompressionBomb,
  pngImage,
  requestHeaders,
  type TempStore,
  transparentLogo,
  truncated,
  uploadRequest,
  webpImage,
} from "./test-images.ts";
import { handlePhotoUpload } from "./upload.ts";

const PUBLIC_URL = "https://paraph.test";
let temp: TempStore;

beforeEach(async () => {
  temp = await createTempStore();
});
afterEach(async () => {
  await temp.cleanup();
});

const upload = (request: Request) =>
  handlePhotoUpload(request, { store: temp.store, publicUrl: PUBLIC_URL });

async function expectProblem(
  response: Response,
  status: number,
  code: string,
  messageKey: string,
  locale: "en" | "fr",
  values: Record<string, unknown> = {},
) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
  const body = await response.json();
  const t = serverT(locale) as unknown as (key: string, options?: object) => string;
  expect(body).toMatchObject({
    type: `https://paraph.app/problems/${code}`,
    status,
    code,
    title: t(`problems.titles.${code}`),
    detail: t(messageKey, values),
  });
  expect(body.detail).not.toBe(messageKey);
  expect(await temp.files()).toEqual([]);
  return body;
}

describe("handlePhotoUpload: bad input", () => {
  let jpeg: Buffer;
  let png: Buffer;
  beforeAll(async () => {
    jpeg = await jpegWithExif();
    png = await pngImage();
  });

  type Case = {
    name: string;
    request: (locale: string) => Request | Promise<Request>;
    status: number;
    code: string;
    key: string;
    values?: Record<string, unknown>;
  };
  const cases: Case[] = [
    {
      name: "not multipart (JSON)",
      request: (locale) =>
        new Request("http://localhost/api/v1/photos", {
          method: "POST",
          body: JSON.stringify({ photo: "data:image/png;base64,AAAA" }),
          headers: { "content-type": "application/json", "accept-language": locale },
        }),
      status: 415,
      code: "unsupported_media_type",
      key: "photos.notMultipart",
    },
    {
      name: "raw image body without multipart",
      request: (locale) =>
        new Request("http://localhost/api/v1/photos", {
          method: "POST",
          body: new Uint8Array(png),
          headers: { "content-type": "image/png", "accept-language": locale },
        }),
      status: 415,
      code: "unsupported_media_type",
      key: "photos.notMultipart",
    },
    {
      name: "empty body",
      request: (locale) =>
        new Request("http://localhost/api/v1/photos", {
          method: "POST",
          headers: requestHeaders({ locale }),
        }),
      status: 400,
      code: "photo_missing",
      key: "photos.emptyBody",
    },
    {
      name: "multipart content type with an empty body",
      request: (locale) =>
        new Request("http://localhost/api/v1/photos", {
          method: "POST",
          body: "",
          headers: {
            "content-type": "multipart/form-data; boundary=xyz",
            "accept-language": locale,
          },
        }),
      status: 400,
      code: "photo_missing",
      key: "photos.emptyBody",
    },
    {
      name: "multipart without any field",
      request: (locale) =>
        new Request("http://localhost/api/v1/photos", {
          method: "POST",
          body: new FormData(),
          headers: requestHeaders({ locale }),
        }),
      status: 400,
      code: "photo_missing",
      key: "photos.missingPhoto",
    },
    {
      name: "wrong field name",
      request: (locale) => uploadRequest(jpeg, { field: "avatar", locale }),
      status: 400,
      code: "photo_missing",
      key: "photos.missingPhoto",
    },
    {
      name: "photo sent as a text field",
      request: (locale) => {
        const form = new FormData();
        form.append("photo", "me.jpg");
        return new Request("http://localhost/api/v1/photos", {
          method: "POST",
          body: form,
          headers: requestHeaders({ locale }),
        });
      },
      status: 400,
      code: "photo_missing",
      key: "photos.missingPhoto",
    },
    {
      name: "empty file",
      request: (locale) => uploadRequest(Buffer.alloc(0), { locale }),
      status: 400,
      code: "photo_missing",
      key: "photos.emptyFile",
    },
    {
      name: "two files",
      request: (locale) => uploadRequest([jpeg, png], { locale }),
      status: 400,
      code: "photo_too_many_files",
      key: "photos.tooManyFiles",
    },
    {
      name: "broken multipart (no closing boundary)",
      request: (locale) =>
        new Request("http://localhost/api/v1/photos", {
          method: "POST",
          body: '--xyz\r\ncontent-disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
          headers: {
            "content-type": "multipart/form-data; boundary=xyz",
            "accept-language": locale,
          },
        }),
      status: 400,
      code: "bad_request",
      key: "photos.malformedUpload",
    },
    {
      name: "file over 5 MB",
      request: (locale) => uploadRequest(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), { locale }),
      status: 413,
      code: "photo_too_large",
      key: "photos.tooLarge",
      values: { maxMegabytes: 5 },
    },
    {
      name: "Content-Length clearly too big (refused before reading)",
      request: (locale) =>
        new Request("http://localhost/api/v1/photos", {
          method: "POST",
          body: "--xyz--",
          headers: {
            "content-type": "multipart/form-data; boundary=xyz",
            "content-length": String(50 * 1024 * 1024),
            "accept-language": locale,
          },
        }),
      status: 413,
      code: "photo_too_large",
      key: "photos.tooLarge",
      values: { maxMegabytes: 5 },
    },
    {
      name: "text file renamed .jpg",
      request: (locale) =>
        uploadRequest(Buffer.from("Dear diary, today I renamed a text file.\n"), {
          filename: "me.jpg",
          locale,
        }),
      status: 415,
      code: "photo_unsupported_type",
      key: "photos.unsupportedType",
    },
    {
      name: "SVG declared as PNG",
      request: (locale) =>
        uploadRequest(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          ),
          { filename: "me.png", type: "image/png", locale },
        ),
      status: 415,
      code: "photo_unsupported_type",
      key: "photos.unsupportedType",
    },
    {
      name: "TIFF (decodable by sharp, not accepted)",
      request: async (locale) =>
        uploadRequest(await sharp(png).tiff().toBuffer(), { filename: "me.tif", locale }),
      status: 415,
      code: "photo_unsupported_type",
      key: "photos.unsupportedType",
    },
    {
      name: "truncated JPEG",
      request: (locale) => uploadRequest(truncated(jpeg), { locale }),
      status: 422,
      code: "photo_corrupt",
      key: "photos.corrupt",
    },
    {
      name: "truncated PNG",
      request: (locale) => uploadRequest(truncated(png), { filename: "me.png", locale }),
      status: 422,
      code: "photo_corrupt",
      key: "photos.corrupt",
    },
    {
      name: "decompression bomb (20,000 × 20,000 PNG)",
      request: (locale) => uploadRequest(pngDecompressionBomb(), { filename: "me.png", locale }),
      status: 422,
      code: "photo_too_many_pixels",
      key: "photos.tooManyPixels",
      values: { maxMegapixels: 40 },
    },
  ];

  for (const testCase of cases) {
    for (const locale of ["en", "fr"] as const) {
      it(`${testCase.name} → ${testCase.status} (${locale})`, async () => {
        const response = await upload(await testCase.request(locale));
        await expectProblem(
          response,
          testCase.status,
          testCase.code,
          testCase.key,
          locale,
          testCase.values,
        );
      });
    }
  }

  it("gives French and English details that differ", async () => {
    const en = await (await upload(uploadRequest(truncated(jpeg), { locale: "en" }))).json();
    const fr = await (
      await upload(uploadRequest(truncated(jpeg), { locale: "fr-FR,fr;q=0.9" }))
    ).json();
    expect(fr.detail).not.toBe(en.detail);
    expect(fr.detail).toMatch(/endommagée/);
  });

  it("keeps the decompression bomb small and never decodes it", () => {
    const bomb = pngDecompressionBomb();
    expect(bomb.length).toBeLessThan(2048);
    const before = process.memoryUsage().rss;
    return upload(uploadRequest(bomb, { filename: "bomb.png" })).then((response) => {
      expect(response.status).toBe(422);
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    });
  });

  it("rate limits by client IP with 429 and Retry-After", async () => {
    const limiter = createRateLimiter(
      { kind: "memory" },
      { name: "test", windowSeconds: 60, max: 2 },
    );
    const send = (ip: string, locale = "en") =>
      handlePhotoUpload(uploadRequest(png, { ip, locale }), {
        store: temp.store,
        publicUrl: PUBLIC_URL,
        limiter,
      });
    expect((await send("203.0.113.7")).status).toBe(201);
    expect((await send("203.0.113.7")).status).toBe(201);
    const limited = await send("203.0.113.7", "fr");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    const body = await limited.json();
    expect(body).toMatchObject({ code: "rate_limited", status: 429 });
    expect(body.detail).toMatch(/Patientez 60 secondes/);
    expect((await send("198.51.100.1")).status).toBe(201);
  });
});

describe("handlePhotoUpload: good input", () => {
  it("stores a JPEG once: oriented, EXIF gone, same id for the same photo", async () => {
    const jpeg = await jpegWithExif(300, 200);
    const input = await sharp(jpeg).metadata();
    expect(input).toMatchObject({ orientation: 6, width: 300, height: 200 });
    expect(jpeg.includes(Buffer.from("Secret Camera"))).toBe(true);

    const first = await upload(uploadRequest(jpeg));
    expect(first.status).toBe(201);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    const { id, url } = await first.json();
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(url).toBe(`${PUBLIC_URL}/photos/${id}.png`);
    expect(first.headers.get("location")).toBe(url);

    const second = await upload(uploadRequest(jpeg, { filename: "again.jpeg" }));
    expect(second.status).toBe(201);
    expect((await second.json()).id).toBe(id);
    expect(await temp.files()).toEqual([`originals/${id}.png`]);

    const stored = (await temp.store.getOriginal(id))!;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Secret Camera"))).toBe(false);
    expect(stored.includes(Buffer.from("Jane Doe"))).toBe(false);
  });

  it.each([
    ["PNG", "photo.png", pngImage],
    ["WebP", "photo.webp", webpImage],
    ["AVIF", "photo.avif", avifImage],
  ])("accepts %s", async (_name, filename, make) => {
    const response = await upload(uploadRequest(await make(), { filename }));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await temp.files()).toEqual([`originals/${id}.png`]);
  });

  it("accepts an animated GIF and keeps its first frame", async () => {
    const response = await upload(uploadRequest(await animatedGif(), { filename: "wave.gif" }));
    expect(response.status).toBe(201);
    const stored = (await temp.store.getOriginal((await response.json()).id))!;
    expect(await sharp(stored).metadata()).toMatchObject({ width: 40, height: 40 });
    expect(await pixelAt(stored, 20, 20)).toEqual([255, 0, 0, 255]);
  });

  it("fits large photos inside 1200 × 1200 and never enlarges small ones", async () => {
    const large = await upload(uploadRequest(await pngImage(2000, 1500), { filename: "l.png" }));
    const largeBody = await large.json();
    expect(largeBody).toMatchObject({ width: 1200, height: 900 });
    const largeStored = (await temp.store.getOriginal(largeBody.id))!;
    expect(await sharp(largeStored).metadata()).toMatchObject({ width: 1200, height: 900 });

    const small = await upload(uploadRequest(await pngImage(50, 30), { filename: "s.png" }));
    const smallBody = await small.json();
    expect(smallBody).toMatchObject({ width: 50, height: 30 });
    const smallStored = (await temp.store.getOriginal(smallBody.id))!;
    expect(await sharp(smallStored).metadata()).toMatchObject({ width: 50, height: 30 });
  });

  it.each([
    ["a black logo on transparency", () => transparentLogo(600, 200, "#000000"), "dark"],
    ["a white logo on transparency", () => transparentLogo(600, 200, "#ffffff"), "light"],
    ["a photo", () => jpegWithExif(300, 200), "solid"],
    ["an opaque PNG", () => pngImage(120, 80), "solid"],
  ] as const)("answers the size and tone of %s", async (_name, make, tone) => {
    const input = await make();
    const response = await upload(uploadRequest(input, { filename: "logo.png" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    const stored = await sharp((await temp.store.getOriginal(body.id))!).metadata();
    expect(body).toEqual({
      id: body.id,
      url: `${PUBLIC_URL}/photos/${body.id}.png`,
      width: stored.width,
      height: stored.height,
      tone,
    });
  });
});
