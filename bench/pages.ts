// The pages `npm run bench` loads, with their JavaScript budgets (docs/product.md#budgets), and
// the account the signed-in ones are opened with.
import path from "node:path";
import { makePro, registerAccount } from "../tests/support/accounts.ts";
import type { RunningServer } from "../tests/support/server.ts";

export const ARTICLE_EN = "/blog/how-to-create-a-gmail-signature";
export const ARTICLE_FR = "/fr/blog/comment-creer-une-signature-gmail";

export type BenchPage = {
  path: string;
  jsBudgetKb: number;
  /** opened with a Pro account's session (the page needs one) */
  signedIn?: boolean;
  /** the bench names this page's ten biggest modules */
  listModules?: boolean;
  /**
   * asks search engines not to index it (a mailed token's page): its SEO is judged on every
   * audit but Lighthouse's crawlability, which fails any `noindex`
   */
  noindex?: boolean;
};

export const PAGES: BenchPage[] = [
  { path: "/", jsBudgetKb: 15 },
  { path: "/fr", jsBudgetKb: 15 },
  { path: ARTICLE_EN, jsBudgetKb: 15 },
  { path: ARTICLE_FR, jsBudgetKb: 15 },
  { path: "/create", jsBudgetKb: 40 },
  { path: "/pricing", jsBudgetKb: 15 },
  { path: "/api", jsBudgetKb: 15 },
  { path: "/app", jsBudgetKb: 130, listModules: true },
  { path: "/fr/app", jsBudgetKb: 130 },
  { path: "/login", jsBudgetKb: 120 },
  { path: "/signup", jsBudgetKb: 120 },
  { path: "/reset-password", jsBudgetKb: 120, noindex: true },
  { path: "/account", jsBudgetKb: 120, signedIn: true, listModules: true },
  { path: "/my-signatures", jsBudgetKb: 120, signedIn: true, listModules: true },
  { path: "/teams", jsBudgetKb: 120, signedIn: true },
  { path: "/fr/teams", jsBudgetKb: 120, signedIn: true },
];

/** A new Pro account on `server` (started by tests/support/server.ts on its SQLite default); its session cookies. */
export async function benchAccount(
  server: RunningServer,
): Promise<Array<{ name: string; value: string }>> {
  const account = await registerAccount(server.url, server.url, "bench");
  await makePro(`file:${path.join(server.dataDir, "app.db")}`, [account.userId]);
  return account.cookie.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}
