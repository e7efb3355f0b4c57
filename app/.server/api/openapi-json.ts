import { endpoint } from "./endpoint.ts";

// GET /api/openapi.json – the OpenAPI 3.1 document of the JSON API (ADR 024), built at the
// first request (the generator is loaded then, not at start-up) and kept
let cached: { key: string; body: string } | null = null;

export const openApiJson = endpoint({}, async ({ app }) => {
  const { publicUrl, appName } = app.config;
  const key = `${publicUrl}\n${appName}`;
  if (cached?.key !== key) {
    const { openApiDocument } = await import("./openapi/document.ts");
    cached = { key, body: JSON.stringify(openApiDocument(publicUrl, appName), null, 2) };
  }
  return new Response(cached.body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=300",
    },
  });
});
