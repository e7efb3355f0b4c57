import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { truncated } from "../../app/.server/photos/test-images.ts";
import enAuth from "../../app/accounts/messages/auth.en.ts";
import frAuth from "../../app/accounts/messages/auth.fr.ts";
import enPhotos from "../../app/i18n/messages/en/photos.ts";
import frPhotos from "../../app/i18n/messages/fr/photos.ts";
import { authClient, uniqueEmail } from "../support/auth-client.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The pages send their language with each call (Accept-Language); the API answers in it even
// when the `locale` cookie names the other language (issue 9, ADR 004). An API client without
// the header still gets the cookie's language.

let server: RunningServer;
beforeAll(async () => {
  const port = await freePort();
  server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.stop();
});

async function wrongPassword(headers: Record<string, string>): Promise<string> {
  const response = await authClient(server.url).post(
    "/api/auth/login",
    { email: uniqueEmail("nobody"), password: "not the password" },
    headers,
  );
  expect(response.status).toBe(401);
  return ((await response.json()) as { detail: string }).detail;
}

async function damagedPhoto(headers: Record<string, string>): Promise<string> {
  const jpeg = await sharp({
    create: { width: 200, height: 200, channels: 3, background: "#3730a3" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append(
    "photo",
    new Blob([new Uint8Array(truncated(jpeg, 0.3))], { type: "image/jpeg" }),
    "me.jpg",
  );
  const response = await fetch(`${server.url}/api/v1/photos`, {
    method: "POST",
    body: form,
    headers,
  });
  expect(response.status).toBe(422);
  return ((await response.json()) as { detail: string }).detail;
}

describe("API messages follow Accept-Language before the locale cookie", () => {
  it("a wrong password: English for an English page with the French cookie, and back", async () => {
    expect(await wrongPassword({ cookie: "locale=fr", "accept-language": "en" })).toBe(
      enAuth.invalidCredentials,
    );
    expect(await wrongPassword({ cookie: "locale=en", "accept-language": "fr" })).toBe(
      frAuth.invalidCredentials,
    );
  });

  it("a damaged photo: the same", async () => {
    expect(await damagedPhoto({ cookie: "locale=fr", "accept-language": "en" })).toBe(
      enPhotos.corrupt,
    );
    expect(await damagedPhoto({ cookie: "locale=en", "accept-language": "fr" })).toBe(
      frPhotos.corrupt,
    );
  });

  it("without Accept-Language the cookie still chooses; with neither, English", async () => {
    expect(await wrongPassword({ cookie: "locale=fr" })).toBe(frAuth.invalidCredentials);
    expect(await damagedPhoto({})).toBe(enPhotos.corrupt);
  });
});
