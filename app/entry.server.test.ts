import { describe, expect, it } from "vitest";
import handleRequest from "./entry.server.tsx";

describe("document requests that failed", () => {
  it("give crawlers the status with a minimal body instead of the error page", async () => {
    const request = new Request("http://localhost/create", {
      headers: {
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    const response = await handleRequest(request, 500, new Headers(), {} as never, {} as never);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
  });
});
