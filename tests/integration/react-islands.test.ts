import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount } from "../support/accounts.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The editor and the signature list are React islands (ADR 037, decision 11): React Router
// renders the page, the island is rendered as a React root of its own and hydrated in the
// browser by React alone. What the server sends for them, signed out and signed in.

let server: RunningServer;

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.stop();
});

const page = async (path: string, cookie = "") => {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
};

/** The island's props, as the page gives them to its script. */
const islandProps = (html: string) => {
  const attribute = /id="react-island" data-island-props="([^"]*)"/.exec(html)?.[1];
  if (!attribute) throw new Error("no island on the page");
  return JSON.parse(attribute.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as {
    locale: string;
    config: { user: { email: string } | null };
    search: string;
  };
};

describe.each([
  // the editor's labels and fields are tied by ids React makes; the list has none until it loads
  ["/app?template=classic&name=Ada", "editor", "Ada", true],
  ["/fr/my-signatures", "library", "Mes signatures", false],
])("%s", (path, island, shown, madeIds) => {
  it("ships its island's script, not React Router's, and the island's own render", async () => {
    const html = await page(path);
    expect(html).not.toMatch(/__reactRouterContext|__reactRouterManifest|modulepreload/);
    expect(html).toMatch(new RegExp(`<script type="module" src="/assets/${island}-[\\w-]+\\.js">`));
    expect(html).toMatch(/<script type="module" src="\/assets\/main-[\w-]+\.js">/);
    expect(html).toContain(shown);
    // the ids React makes inside the island are its own root's: the browser makes the same
    const inside = html.slice(html.indexOf('id="react-island"'), html.indexOf("</main>"));
    const ids = [...inside.matchAll(/\bid="(_[^"]*_)"/g)].map((match) => match[1]);
    expect(ids.length > 0).toBe(madeIds);
    for (const id of ids) expect(id).toMatch(new RegExp(`^_${island}-`));
  });

  it("gives the island the page's language, query and the signed-in user", async () => {
    const account = await registerAccount(server.url, server.url, `island-${island}`);
    const props = islandProps(await page(path, account.cookie));
    expect(props.locale).toBe(path.startsWith("/fr") ? "fr" : "en");
    expect(props.search).toBe(new URL(path, server.url).search);
    expect(props.config.user?.email).toBe(account.email);
    expect(islandProps(await page(path)).config.user).toBeNull();
  });
});
