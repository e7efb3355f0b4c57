// Vitest setup (vitest.config.ts): every fetch of /api/v1 in the suites is checked against
// the OpenAPI document; a broken contract fails the test that received the answer.
const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const request = input instanceof Request ? input : null;
  const url = request?.url ?? String(input);
  const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
  // CORS preflights are the browser's machinery, not operations of the API
  if (!new URL(url).pathname.startsWith("/api/v1/") || method === "OPTIONS") return response;
  // loaded on the first API answer: most suites never call the API
  const { contractViolations } = await import("./api-contract.ts");
  const violations = await contractViolations(method, url, response);
  if (violations.length > 0) {
    throw new Error(`The answer breaks the OpenAPI contract:\n  ${violations.join("\n  ")}`);
  }
  return response;
};
