// The Outlook add-in's own code (docs/decisions/041-outlook-addin.md), run by Outlook, not by
// Paraph: `addinMain` is sent as a script (addin-script.ts serialises it with its settings), so
// it must stay self-contained — no import, no outer variable. It uses only the Office.js
// surface of Mailbox 1.10 declared below (tests/support/office-harness.js implements the same).

/** What Office.js offers the add-in, as far as it uses it. */
type AsyncResult<T> = { status: "succeeded" | "failed"; value: T; error?: { message: string } };
type OfficeItem = {
  getComposeTypeAsync?: (
    callback: (result: AsyncResult<{ composeType: string; coercionType: string }>) => void,
  ) => void;
  disableClientSignatureAsync?: (callback: (result: AsyncResult<void>) => void) => void;
  body: {
    setSignatureAsync: (
      data: string,
      options: { coercionType: string },
      callback: (result: AsyncResult<void>) => void,
    ) => void;
  };
  notificationMessages?: {
    replaceAsync: (
      key: string,
      message: { type: string; message: string },
      callback?: (result: AsyncResult<void>) => void,
    ) => void;
  };
  itemType?: string;
};
type OfficeApi = {
  onReady: () => Promise<unknown>;
  actions?: {
    associate: (name: string, handler: (event: { completed: () => void }) => void) => void;
  };
  context: { displayLanguage?: string; mailbox: { item: OfficeItem } };
  auth: { getAccessToken: (options?: Record<string, boolean>) => Promise<string> };
  CoercionType: { Html: string };
  MailboxEnums?: {
    ItemNotificationMessageType: { InformationalMessage: string; ErrorMessage: string };
  };
};

export type AddinConfig = {
  origin: string;
  team: string;
  /** the task pane's texts by language */
  messages: Record<"en" | "fr", AddinMessages>;
  /** the actions of the manifest (manifest.ts LAUNCH_ACTIONS) */
  actions: { message: string; appointment: string };
};

export type AddinMessages = {
  loading: string;
  inserted: string;
  insert: string;
  replyNone: string;
  failed: string;
  heading: string;
};

export function addinMain(config: AddinConfig): void {
  const scope = globalThis as unknown as {
    Office?: OfficeApi;
    OfficeRuntime?: { auth?: OfficeApi["auth"] };
    document?: Document;
  };
  const office = scope.Office;
  if (!office) return;
  const language = () => (office.context.displayLanguage ?? "en").toLowerCase();
  const texts = () => (language().startsWith("fr") ? config.messages.fr : config.messages.en);

  function composeKind(item: OfficeItem): Promise<string> {
    if (item.itemType === "appointment") return Promise.resolve("appointment");
    return new Promise((resolve) => {
      if (!item.getComposeTypeAsync) return resolve("new");
      item.getComposeTypeAsync((result) => {
        const type = result.status === "succeeded" ? result.value.composeType : "newMail";
        resolve(type === "reply" || type === "forward" ? type : "new");
      });
    });
  }

  type Answer = { ok: true; html: string; version: string } | { ok: false; message: string };

  async function signature(compose: string): Promise<Answer> {
    let token: string;
    try {
      const auth = scope.OfficeRuntime?.auth ?? office!.auth;
      token = await auth.getAccessToken({ allowSignInPrompt: true, allowConsentPrompt: true });
    } catch {
      token = "";
    }
    try {
      const response = await fetch(
        `${config.origin}/api/outlook/signature?team=${encodeURIComponent(config.team)}&compose=${compose}`,
        {
          headers: {
            ...(token && { authorization: `Bearer ${token}` }),
            "accept-language": language(),
          },
        },
      );
      const body = (await response.json()) as { html?: string; version?: string; detail?: string };
      if (!response.ok) return { ok: false, message: body.detail ?? texts().failed };
      return { ok: true, html: body.html ?? "", version: body.version ?? "full" };
    } catch {
      return { ok: false, message: texts().failed };
    }
  }

  function insert(item: OfficeItem, html: string): Promise<boolean> {
    return new Promise((resolve) => {
      const set = () =>
        item.body.setSignatureAsync(html, { coercionType: office!.CoercionType.Html }, (result) =>
          resolve(result.status === "succeeded"),
        );
      // Outlook's own signature would come on top of this one
      if (item.disableClientSignatureAsync) item.disableClientSignatureAsync(() => set());
      else set();
    });
  }

  function notify(item: OfficeItem, message: string) {
    const types = office!.MailboxEnums?.ItemNotificationMessageType;
    item.notificationMessages?.replaceAsync("paraph", {
      type: types?.InformationalMessage ?? "informationalMessage",
      message: message.slice(0, 150),
    });
  }

  async function onCompose(event: { completed: () => void }) {
    const item = office!.context.mailbox.item;
    try {
      const answer = await signature(await composeKind(item));
      if (answer.ok && answer.html) await insert(item, answer.html);
      else if (!answer.ok) notify(item, answer.message);
    } finally {
      event.completed();
    }
  }

  office.actions?.associate(config.actions.message, (event) => void onCompose(event));
  office.actions?.associate(config.actions.appointment, (event) => void onCompose(event));

  const pane = scope.document?.getElementById("paraph-taskpane");
  if (!pane) return;
  void office.onReady().then(async () => {
    const item = office.context.mailbox.item;
    const status = pane.querySelector<HTMLElement>("[data-status]")!;
    const preview = pane.querySelector<HTMLElement>("[data-preview]")!;
    const button = pane.querySelector<HTMLButtonElement>("[data-insert]")!;
    scope.document!.documentElement.lang = language().startsWith("fr") ? "fr" : "en";
    pane.querySelector("h1")!.textContent = texts().heading;
    button.textContent = texts().insert;
    status.textContent = texts().loading;
    const answer = await signature(await composeKind(item));
    if (!answer.ok) {
      status.textContent = answer.message;
      status.setAttribute("data-tone", "error");
      return;
    }
    if (!answer.html) {
      status.textContent = texts().replyNone;
      return;
    }
    const shadow = preview.shadowRoot ?? preview.attachShadow({ mode: "open" });
    shadow.innerHTML = answer.html;
    preview.hidden = false;
    status.textContent = "";
    button.hidden = false;
    button.onclick = async () => {
      button.disabled = true;
      status.textContent = (await insert(item, answer.html)) ? texts().inserted : texts().failed;
      button.disabled = false;
    };
  });
}
