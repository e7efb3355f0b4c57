import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { DEFAULT_SIGNATURE_FIELDS } from "../../app/signature/schema.ts";
import { isProTemplate, TEMPLATE_IDS } from "../../app/signature/templates.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { Browser, type Tab } from "../support/browser-tabs.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import { TEST_PASSWORD } from "../support/signatures-api.ts";
import { type StripeApp, startAppWithStripe, stopAppWithStripe } from "../support/stripe-app.ts";

// The seam of issue 20, tested as a whole (ADR 028): random sequences of what people do with
// their signatures (create, edit, duplicate, delete, copy, a Pro template tried, sign up, sign
// in, sign out, upgrade, refund, a second tab, offline, the Free plan's quota) run through the
// browser's own storage and sync modules (tests/support/browser-tabs.ts: a real Web Storage
// shared by tabs, fetch to the built server with a cookie jar) against a real database. After
// every step: nothing a person made vanished without a confirmed delete (or a download at
// sign-out), no signature is in another person's account, and the plan's rules hold. Upgrade
// and refund go through Checkout and signed webhooks (the local Stripe server), as in
// production: the server that enforces the plan learns it the way it does for real.
// A failing sequence is shrunk by fast-check; add it to storage-states.regressions.json.

const PRO_TEMPLATES = TEMPLATE_IDS.filter(isProTemplate);
const FREE_LIMIT = 3;
/** Sequences per run and engine, in parallel lanes (each its own browser and accounts). */
const RUNS = Number(process.env.STORAGE_STATES_RUNS ?? 500);
const LANES = 4;

type Person = 0 | 1;
type Command =
  | { type: "create"; tab: number }
  | { type: "quota"; tab: number }
  | { type: "edit"; tab: number; pick: number; credit: boolean }
  | { type: "duplicate"; tab: number; pick: number }
  | { type: "delete"; tab: number; pick: number }
  | { type: "trial"; tab: number; pick: number; template: number }
  | { type: "copy"; tab: number; pick: number }
  | { type: "signUp"; tab: number; person: Person }
  | { type: "signIn"; tab: number; person: Person }
  | { type: "signOut"; tab: number; everywhere: boolean; keep: boolean }
  | { type: "upgrade"; tab: number }
  | { type: "refund"; person: Person }
  | { type: "openTab" }
  | { type: "closeTab" }
  | { type: "reload"; tab: number }
  | { type: "offline" }
  | { type: "online" };

const tab = fc.nat({ max: 1 });
const pick = fc.nat({ max: 7 });
const person = fc.constantFrom<Person>(0, 1);
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant("create" as const), tab }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("quota" as const), tab }) },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant("edit" as const), tab, pick, credit: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("duplicate" as const), tab, pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("delete" as const), tab, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("trial" as const),
      tab,
      pick,
      template: fc.nat({ max: PRO_TEMPLATES.length - 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("copy" as const), tab, pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("signUp" as const), tab, person }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("signIn" as const), tab, person }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("signOut" as const),
      tab,
      everywhere: fc.boolean(),
      keep: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("upgrade" as const), tab }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("refund" as const), person }) },
  { weight: 1, arbitrary: fc.constant({ type: "openTab" as const }) },
  { weight: 1, arbitrary: fc.constant({ type: "closeTab" as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("reload" as const), tab }) },
  { weight: 1, arbitrary: fc.constant({ type: "offline" as const }) },
  { weight: 1, arbitrary: fc.constant({ type: "online" as const }) },
);
const sequenceArbitrary = fc.array(commandArbitrary, { minLength: 1, maxLength: 10 });

type Account = {
  email: string;
  uid: string | null;
  paid: boolean;
  everPaid: boolean;
  /** the most cloud signatures a Free account may have: 3, or what it had when refunded */
  freeCap: number;
  refundedAt: string | null;
  checkout: string | null;
};

/** What the person made: by name (each signature gets a unique one), and whose it is. */
type Made = { owner: Person | null; gone: boolean };

type CloudRow = {
  uid: string;
  name: string;
  template: string;
  creditEnabled: boolean;
  updatedAt: string;
};

const recorded = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "storage-states.regressions.json"), "utf8"),
) as Array<{ why: string; commands: Command[] }>;

for (const engine of ENGINES) {
  describe(`storage states on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let app: StripeApp;
    let db: Db;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      app = await startAppWithStripe({ env: { DATABASE_URL: database.url } });
      db = connectDatabase(database.url);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await stopAppWithStripe(app);
      await database?.drop();
    });

    async function cloudRows(): Promise<CloudRow[]> {
      const rows = await db.kysely
        .selectFrom("signature")
        .select(["user_id", "fields", "updated_at"])
        .execute();
      return rows.map((row) => {
        const fields = JSON.parse(row.fields) as {
          name: string;
          template: string;
          creditEnabled: boolean;
        };
        return {
          uid: row.user_id,
          name: fields.name,
          template: fields.template,
          creditEnabled: fields.creditEnabled,
          updatedAt: row.updated_at,
        };
      });
    }

    async function hasFreeTemplate(uid: string): Promise<boolean> {
      const row = await db.kysely
        .selectFrom("user")
        .select("hasFreeTemplate")
        .where("id", "=", uid)
        .executeTakeFirstOrThrow();
      return row.hasFreeTemplate === true || row.hasFreeTemplate === 1;
    }

    /** Runs one sequence from a fresh browser with one tab; throws at the first broken rule. */
    async function runSequence(commands: readonly Command[]): Promise<void> {
      const browser = await Browser.open(app.url);
      const world = new World(browser, app, [account("one"), account("two")], cloudRows);
      await world.openTab();
      try {
        for (const [step, command] of commands.entries()) {
          await world.apply(command);
          await browser.eventsDelivered();
          await world.check(await cloudRows(), hasFreeTemplate, `step ${step} (${command.type})`);
        }
      } finally {
        world.close();
      }
    }

    for (const [index, { why, commands }] of recorded.entries()) {
      it(`replays recorded sequence ${index + 1}: ${why}`, () => runSequence(commands));
    }

    it(`keeps every signature and every rule through ${RUNS} random sequences`, async () => {
      const started = performance.now();
      const seed = Date.now();
      await Promise.all(
        Array.from({ length: LANES }, (_, lane) =>
          fc.assert(
            fc.asyncProperty(sequenceArbitrary, (commands) => runSequence(commands)),
            { numRuns: Math.ceil(RUNS / LANES), seed: seed + lane, endOnFailure: false },
          ),
        ),
      );
      console.log(
        `storage states on ${engine}: ${RUNS} sequences in ${Math.round(performance.now() - started)} ms`,
      );
    }, 600_000);
  });
}

function account(label: string): Account {
  return {
    email: uniqueEmail(`states-${label}`),
    uid: null,
    paid: false,
    everPaid: false,
    freeCap: FREE_LIMIT,
    refundedAt: null,
    checkout: null,
  };
}

/** The test's side: a browser, the two people's accounts, and what they made. */
class World {
  readonly tabs: Tab[] = [];
  /** the account the browser's cookie belongs to */
  session: Person | null = null;
  readonly made = new Map<string, Made>();
  private counter = 0;

  readonly browser: Browser;
  readonly app: StripeApp;
  readonly accounts: [Account, Account];
  /** what the database holds: the model's own reading, whatever the browser's connection */
  private readonly cloudRows: () => Promise<CloudRow[]>;

  constructor(
    browser: Browser,
    app: StripeApp,
    accounts: [Account, Account],
    cloudRows: () => Promise<CloudRow[]>,
  ) {
    this.browser = browser;
    this.app = app;
    this.accounts = accounts;
    this.cloudRows = cloudRows;
  }

  async openTab() {
    const opened = this.browser.openTab();
    this.tabs.push(opened);
    await opened.load();
  }

  close() {
    for (const open of this.tabs) open.close();
  }

  private tab(index: number): Tab {
    return this.tabs[index % this.tabs.length]!;
  }

  /** The person a page was loaded for (its root loader's user), null signed out. */
  private pagePerson(open: Tab): Person | null {
    const uid = open.user?.uid;
    if (!uid) return null;
    return this.accounts[0].uid === uid ? 0 : this.accounts[1].uid === uid ? 1 : null;
  }

  private newName() {
    return `s${this.counter++}`;
  }

  /** The signature `pick` points at in this tab's list, by name order (null when empty). */
  private async picked(open: Tab, pick: number) {
    const list = await open.run(({ signatures }) =>
      [...signatures.listSignatures()].sort((a, b) => a.name.localeCompare(b.name)),
    );
    return list.length === 0 ? null : list[pick % list.length]!;
  }

  private async authenticate(open: Tab, person: Person, path: string, body: object) {
    const response = await this.browser.send(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const { uid } = (await response.json()) as { uid: string };
    this.accounts[person].uid = uid;
    this.session = person;
    await open.load();
  }

  /** Sends what is queued, as the editor's save does a moment after a change. */
  private send(open: Tab) {
    return open.run(({ sync }) => sync.sendPendingChanges());
  }

  private async create(open: Tab) {
    const name = this.newName();
    this.made.set(name, { owner: this.pagePerson(open), gone: false });
    await open.run(({ signatures, changes }) => {
      const created = signatures.createSignature({
        ...DEFAULT_SIGNATURE_FIELDS,
        name,
        fullName: name,
      });
      changes.signatureChanged(created.id);
    });
    await this.send(open);
  }

  async apply(command: Command): Promise<void> {
    const online = !this.browser.offline;
    switch (command.type) {
      case "create":
        await this.create(this.tab(command.tab));
        return;
      case "quota": {
        // The Free plan's quota reached: one more than the cloud keeps, made in this browser.
        const open = this.tab(command.tab);
        const stored = await open.run(({ signatures }) => signatures.listSignatures().length);
        for (let count = stored; count <= FREE_LIMIT; count++) await this.create(open);
        return;
      }
      case "edit": {
        const open = this.tab(command.tab);
        const signature = await this.picked(open, command.pick);
        if (!signature) return;
        const jobTitle = `edit ${this.counter++}`;
        await open.run(({ signatures, changes }) => {
          signatures.updateSignature(signature.id, {
            ...signatures.signatureFields(signature),
            jobTitle,
            creditEnabled: command.credit,
          });
          changes.signatureChanged(signature.id);
        });
        await this.send(open);
        return;
      }
      case "duplicate": {
        const open = this.tab(command.tab);
        const signature = await this.picked(open, command.pick);
        if (!signature) return;
        const name = this.newName();
        this.made.set(name, { owner: this.pagePerson(open), gone: false });
        await open.run(({ signatures, changes }) => {
          const copy = signatures.duplicateSignature(signature.id, () => name);
          if (copy) changes.signatureChanged(copy.id);
        });
        await this.send(open);
        return;
      }
      case "delete": {
        const open = this.tab(command.tab);
        const signature = await this.picked(open, command.pick);
        if (!signature) return;
        const made = this.made.get(signature.name);
        if (made) made.gone = true;
        await open.run(({ sync }) => sync.removeSignature(signature.id));
        return;
      }
      case "trial": {
        const open = this.tab(command.tab);
        const signature = await this.picked(open, command.pick);
        if (!signature) return;
        const template = PRO_TEMPLATES[command.template]!;
        await open.run(({ drafts }) =>
          drafts.writeDraft(signature.id, { ...drafts.readDraft(signature.id), template }),
        );
        return;
      }
      case "copy": {
        const open = this.tab(command.tab);
        const signature = await this.picked(open, command.pick);
        if (!signature) return;
        await open.run(({ drafts, exportTemplate }) => {
          const tried = drafts.readDraft(signature.id).template;
          if (typeof tried === "string") exportTemplate.commitTemplateTrial(signature.id, tried);
        });
        await this.send(open);
        return;
      }
      case "signUp": {
        const account = this.accounts[command.person];
        if (!online || account.uid !== null) return;
        await this.authenticate(this.tab(command.tab), command.person, "/api/auth/register", {
          email: account.email,
          password: TEST_PASSWORD,
          acceptTerms: true,
        });
        return;
      }
      case "signIn": {
        const account = this.accounts[command.person];
        if (!online || account.uid === null || this.session === command.person) return;
        await this.authenticate(this.tab(command.tab), command.person, "/api/auth/login", {
          email: account.email,
          password: TEST_PASSWORD,
        });
        return;
      }
      case "signOut": {
        const open = this.tab(command.tab);
        // The account page's buttons, on a page of the account the browser is signed in to.
        if (!online || this.session === null || this.pagePerson(open) !== this.session) return;
        const onlyHere = await open.run(({ signOut }) => signOut.prepareSignOut());
        if (!command.keep) {
          // "Download them": one file with each of them; then they leave this browser.
          const files = await open.run(({ signaturesZip: { signatureFiles } }) =>
            signatureFiles(onlyHere, {
              render: {
                origin: this.browser.baseUrl,
                homeUrl: this.browser.baseUrl,
                appName: "Paraph",
              },
              nameOf: (signature) => signature.name,
            }),
          );
          for (const signature of onlyHere) {
            const file = Object.entries(files).find(([, html]) => html.includes(signature.name));
            if (!file) throw new Error(`${signature.name} is not in the download`);
            const made = this.made.get(signature.name);
            if (made) made.gone = true;
          }
        }
        const result = await open.signOut({ everywhere: command.everywhere, keep: command.keep });
        if (!result.ok) throw new Error(`sign-out failed: ${result.response.status}`);
        this.session = null;
        await open.load();
        return;
      }
      case "upgrade": {
        const open = this.tab(command.tab);
        if (!online || this.session === null || this.pagePerson(open) !== this.session) return;
        const account = this.accounts[this.session];
        if (account.paid) return;
        const response = await this.browser.send("/pricing", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "",
        });
        if (response.status !== 303) throw new Error(`checkout: ${response.status}`);
        const checkout = new URL(response.headers.get("location") ?? "").pathname
          .split("/")
          .at(-1)!;
        await this.app.stripe.pay(checkout);
        await this.app.stripe.idle();
        Object.assign(account, { paid: true, everPaid: true, checkout });
        // back from Checkout: a page load (/success)
        await open.load();
        return;
      }
      case "refund": {
        const account = this.accounts[command.person];
        if (!account.paid || !account.checkout) return;
        // the Free plan keeps what the account holds when refunded, whoever this browser is
        // signed in as and whether it is online (a refund while offline failed here)
        const count = (await this.cloudRows()).filter((row) => row.uid === account.uid).length;
        const refundedAt = new Date().toISOString();
        await this.app.stripe.refund(account.checkout);
        await this.app.stripe.idle();
        Object.assign(account, {
          paid: false,
          freeCap: Math.max(FREE_LIMIT, count),
          refundedAt,
          checkout: null,
        });
        return;
      }
      case "openTab":
        if (online && this.tabs.length < 2) await this.openTab();
        return;
      case "closeTab":
        if (this.tabs.length > 1) this.tabs.pop()!.close();
        return;
      case "reload":
        if (online) await this.tab(command.tab).load();
        return;
      case "offline":
        this.browser.offline = true;
        return;
      case "online":
        this.browser.offline = false;
        // each signed-in page's `online` listener sends what is queued (use-cloud-sync.ts)
        for (const open of this.tabs) if (open.user) await this.send(open);
        return;
    }
  }

  /** The three rules of issue 20's storage-states seam. */
  async check(
    rows: CloudRow[],
    hasFreeTemplate: (uid: string) => Promise<boolean>,
    where: string,
  ): Promise<void> {
    const stored = JSON.parse(this.browser.data.get("userSignatures") ?? "[]") as Array<{
      name: string;
    }>;
    const inBrowser = new Set(stored.map((signature) => signature.name));
    const personOf = (uid: string): Person | null =>
      this.accounts[0].uid === uid ? 0 : this.accounts[1].uid === uid ? 1 : null;

    // 1. Nothing vanished without a confirmed delete (or a download at sign-out).
    for (const [name, made] of this.made) {
      if (made.gone || inBrowser.has(name)) continue;
      const inCloud = rows.some(
        (row) => row.name === name && (made.owner === null || personOf(row.uid) === made.owner),
      );
      if (!inCloud) throw new Error(`${where}: ${name} vanished`);
    }
    for (const person of [0, 1] as const) {
      const account = this.accounts[person];
      if (account.uid === null) continue;
      const own = rows.filter((row) => row.uid === account.uid);
      // 2. No signature in another person's account.
      for (const row of own) {
        const made = this.made.get(row.name);
        if (!made) throw new Error(`${where}: ${row.name} in ${account.email}, made by no one`);
        if (made.owner !== null && made.owner !== person) {
          throw new Error(
            `${where}: ${row.name}, made by person ${made.owner}, is in person ${person}'s account`,
          );
        }
      }
      // 3. The plan's rules: Free keeps 3 in the cloud (or what it had when refunded), saves
      // the credit line, and one Pro template with its one free allowance.
      if (account.paid) continue;
      if (own.length > account.freeCap) {
        throw new Error(`${where}: a Free account has ${own.length} cloud signatures`);
      }
      const savedWhileFree = account.everPaid
        ? own.filter((row) => row.updatedAt > account.refundedAt!)
        : own;
      if (savedWhileFree.some((row) => !row.creditEnabled)) {
        throw new Error(`${where}: a Free account saved a signature without the credit line`);
      }
      if (!account.everPaid) {
        const pro = own.filter((row) => isProTemplate(row.template));
        if (pro.length > 1 || (pro.length === 1 && (await hasFreeTemplate(account.uid)))) {
          throw new Error(`${where}: a Free account has ${pro.length} Pro templates`);
        }
      }
    }
  }
}
