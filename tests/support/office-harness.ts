// Office.js for the Outlook add-in's tests, in Chromium: the surface the add-in uses
// (app/teams/.server/outlook/addin-main.ts), as Microsoft documents it for Mailbox 1.10 —
// Office.onReady, Office.actions.associate, Office.auth.getAccessToken (a promise; its failure
// an error with Office's numeric code), Office.context.displayLanguage and mailbox.item with
// getComposeTypeAsync, disableClientSignatureAsync, body.setSignatureAsync and
// notificationMessages.replaceAsync, whose callbacks get an AsyncResult later, never at once.
// Served in place of Microsoft's office.js (OFFICE_JS_URL) by a Playwright route.

/** What a test sets before the page loads (`window.__officeHarness`), and what it reads after. */
export type HarnessSetup = {
  /** the Office SSO token; null: getAccessToken fails (13001, not signed in) */
  token: string | null;
  /** "newMail" | "reply" | "forward" */
  composeType: string;
  /** "message" | "appointment" */
  itemType: string;
  displayLanguage: string;
  /** setSignatureAsync fails (the item was closed) */
  failSetSignature?: boolean;
};

export type HarnessState = {
  signature: { html: string; coercionType: string } | null;
  clientSignatureDisabled: boolean;
  notifications: Array<{ key: string; type: string; message: string }>;
  tokenRequests: Array<Record<string, boolean> | undefined>;
};

function harness() {
  type Callback<T> = (result: {
    status: string;
    value: T;
    error?: { code: number; message: string };
  }) => void;
  const scope = window as unknown as {
    __officeHarness: {
      setup: HarnessSetup;
      state: HarnessState;
      fire: (action: string) => Promise<void>;
      associated: () => string[];
    };
    Office: unknown;
  };
  const { setup } = scope.__officeHarness;
  const state: HarnessState = {
    signature: null,
    clientSignatureDisabled: false,
    notifications: [],
    tokenRequests: [],
  };
  const later = <T>(callback: Callback<T> | undefined, value: T, failed?: string) =>
    setTimeout(() =>
      callback?.(
        failed
          ? { status: "failed", value, error: { code: 9041, message: failed } }
          : { status: "succeeded", value },
      ),
    );
  const handlers = new Map<string, (event: { completed: () => void }) => void>();
  const item = {
    itemType: setup.itemType,
    getComposeTypeAsync: (callback: Callback<{ composeType: string; coercionType: string }>) =>
      later(callback, { composeType: setup.composeType, coercionType: "html" }),
    disableClientSignatureAsync: (callback?: Callback<void>) => {
      state.clientSignatureDisabled = true;
      later(callback, undefined);
    },
    body: {
      setSignatureAsync: (
        html: string,
        options: { coercionType: string },
        callback?: Callback<void>,
      ) => {
        if (typeof html !== "string" || html.length > 30_000) {
          return later(callback, undefined, "The signature is too long.");
        }
        if (setup.failSetSignature) return later(callback, undefined, "The item was closed.");
        state.signature = { html, coercionType: options.coercionType };
        later(callback, undefined);
      },
    },
    notificationMessages: {
      replaceAsync: (
        key: string,
        message: { type: string; message: string },
        callback?: Callback<void>,
      ) => {
        if (message.message.length > 150) return later(callback, undefined, "Too long.");
        state.notifications.push({ key, ...message });
        later(callback, undefined);
      },
    },
  };
  scope.Office = {
    onReady: () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ host: "Outlook", platform: "OfficeOnline" })),
      ),
    actions: {
      associate: (name: string, handler: (event: { completed: () => void }) => void) =>
        handlers.set(name, handler),
    },
    auth: {
      getAccessToken: (options?: Record<string, boolean>) => {
        state.tokenRequests.push(options);
        return setup.token
          ? Promise.resolve(setup.token)
          : Promise.reject(Object.assign(new Error("The user is not signed in."), { code: 13001 }));
      },
    },
    context: { displayLanguage: setup.displayLanguage, mailbox: { item } },
    CoercionType: { Html: "html", Text: "text" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    MailboxEnums: {
      ItemNotificationMessageType: {
        InformationalMessage: "informationalMessage",
        ErrorMessage: "errorMessage",
      },
    },
  };
  scope.__officeHarness.state = state;
  scope.__officeHarness.associated = () => [...handlers.keys()];
  // Outlook firing an event: the handler the add-in associated, until it calls completed()
  scope.__officeHarness.fire = (action: string) =>
    new Promise((resolve, reject) => {
      const handler = handlers.get(action);
      if (!handler) return reject(new Error(`no handler associated with ${action}`));
      handler({ completed: () => resolve() });
    });
}

/** The harness as the script that replaces office.js. */
export function officeHarnessScript(): string {
  return `(${harness.toString()})();`;
}
