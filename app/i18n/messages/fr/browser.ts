// What pages running in the browser (hydrated: the editor, the signature pages, accounts) can
// show: the content pages' texts, the API's problems and the mails stay on the server, out
// of the download (ADR 017); the editor's namespaces come with the pages that show it
// (app/editor/messages/browser.ts), the signature list's with its page
// (app/signatures/messages/browser.ts). A key missing here shows as itself and fails
// hydration in tests.
import account from "../../../accounts/messages/account-frame.fr.ts";
import cloud from "../../../signatures/messages/cloud.fr.ts";
import common from "./common.ts";
import error from "./error.ts";
import fields from "./fields.ts";
import nav from "./nav.ts";
import seo from "./seo.ts";
import templates from "./templates.ts";
import validation from "./validation.ts";

export const browserFr = {
  common,
  nav,
  error,
  templates,
  fields,
  validation,
  account,
  cloud,
  seo,
};
