import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePro, registerAccount } from "../support/accounts.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The editor, the signature list and the teams are React islands (ADR 037, decision 11): React Router
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
    data: unknown;
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

describe("/teams, whose island sends its forms to /teams/data", () => {
  let cookie: string;
  beforeAll(async () => {
    const account = await registerAccount(server.url, server.url, "island-teams");
    await makePro(`file:${path.join(server.dataDir, "app.db")}`, [account.userId]);
    cookie = account.cookie;
  });

  const send = (to: string, form: Record<string, string>, origin = server.url) =>
    fetch(`${server.url}${to}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie,
        origin,
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form).toString(),
    });

  it("renders the island with the view its script is given, without React Router", async () => {
    const html = await page("/fr/teams", cookie);
    expect(html).not.toMatch(/__reactRouterContext|modulepreload/);
    expect(html).toMatch(/<script type="module" src="\/assets\/teams-[\w-]+\.js">/);
    expect(islandProps(html).data).toEqual({ kind: "list", teams: [] });
  });

  it("answers a form with its data and the new view, a refusal without one, a new team with where to go", async () => {
    const refused = await send("/fr/teams/data", { intent: "createTeam", name: " " });
    expect(refused.status).toBe(400);
    const refusal = (await refused.json()) as { data: { errors: Record<string, string> } };
    expect(refusal.data.errors.name).toMatch(/obligatoire|requis/i);
    expect(refusal).not.toHaveProperty("view");

    const created = await send("/fr/teams/data", { intent: "createTeam", name: "Atelier" });
    expect(created.status).toBe(200);
    const { redirect } = (await created.json()) as { redirect: string };
    expect(redirect).toMatch(/^\/fr\/teams\?id=[0-9a-f-]{36}$/);
    const id = new URL(redirect, server.url).searchParams.get("id");

    const renamed = await send(`/fr/teams/data?id=${id}`, {
      intent: "renameTeam",
      name: "Atelier Nord",
    });
    expect(renamed.status).toBe(200);
    const answer = (await renamed.json()) as { view: { kind: string; team: { name: string } } };
    expect(answer.view.kind).toBe("team");
    expect(answer.view.team.name).toBe("Atelier Nord");

    const view = await fetch(`${server.url}/fr/teams/data?id=${id}`, { headers: { cookie } });
    expect(view.headers.get("cache-control")).toBe("no-store");
    expect(((await view.json()) as { team: { name: string } }).team.name).toBe("Atelier Nord");
  });

  it("refuses another origin, and sends a visitor without a session to sign in, then back to the page", async () => {
    expect(
      (await send("/teams/data", { intent: "createTeam", name: "X" }, "https://evil.example"))
        .status,
    ).toBe(403);
    for (const [path, signIn] of [
      ["/teams/data?id=x", "/login?next=%2Fteams"],
      ["/fr/teams/data", "/fr/login?next=%2Ffr%2Fteams"],
    ]) {
      const read = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(read.status).toBe(401);
      expect(await read.json()).toEqual({ redirect: signIn });
      const sent = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=createTeam&name=X",
      });
      expect(sent.status).toBe(401);
      expect(await sent.json()).toEqual({ redirect: signIn });
    }
  });
});
