// The account page's API-key forms (docs/product.md#api): create one (its secret shown once,
// by the page the form is redirected to: new-key-handover.ts) and revoke one, through the same
// /api/v1/keys calls as any client.
import {
  answerOf,
  type FormArgs,
  type FormOutcome,
  redirectWith,
  refused,
  state,
  text,
} from "../../accounts/.server/index.ts";
import { pagePath } from "../../route-table.ts";
import { newKeyCookie } from "./new-key-handover.ts";

/** A new key with its label: the page shows its secret once. */
export async function createKeyFromForm(args: FormArgs): Promise<FormOutcome> {
  const label = text(args.form.get("label")).trim();
  const answer = await answerOf(await args.call("/api/v1/keys", { label }));
  if (!answer.ok) {
    // the server names the field: its message goes under the label input
    const invalid = answer.fieldErrors.find((entry) => entry.path === "label");
    if (invalid)
      return state("createKey", {
        status: answer.status,
        fieldErrors: { label: { text: invalid.message } },
      });
    return refused("createKey", answer);
  }
  const secret = typeof answer.body.secret === "string" ? answer.body.secret : "";
  const created = typeof answer.body.label === "string" ? answer.body.label : label;
  if (!args.account) throw new Error("an API key is created from the account page");
  const { userId, secure } = args.account;
  // no #fragment: the page focuses the secret (which scrolls to it); a fragment's scroll,
  // which comes later, would take the focus away
  return redirectWith(pagePath("account", args.locale), [
    newKeyCookie(
      { label: created, secret },
      { userId, serverSecret: args.app.config.authSecret, secure },
    ),
  ]);
}

/** Revoke a key at once; one already gone reads as revoked. */
export async function revokeKeyFromForm(args: FormArgs): Promise<FormOutcome> {
  const id = text(args.form.get("id"));
  const label = text(args.form.get("label"));
  const answer = await answerOf(
    await args.call(`/api/v1/keys/${encodeURIComponent(id)}`, undefined, "DELETE"),
  );
  if (!answer.ok && answer.status !== 404) return refused("revokeKey", answer);
  return state("revokeKey", { notice: { key: "account.apiKeys.revoked", values: { label } } });
}
