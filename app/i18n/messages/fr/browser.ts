// What pages running in the browser (hydrated: the editor, the signature pages, accounts) can
// show: the content pages' texts, the API's problems and the mails stay on the server, out
// of the download (ADR 017). A key missing here shows as itself and fails hydration in tests.
import account from "../../../accounts/messages/account.fr.ts";
import editor from "../../../editor/messages/editor.fr.ts";
import exportPage from "../../../editor/messages/export.fr.ts";
import report from "../../../editor/messages/report.fr.ts";
import cloud from "../../../signatures/messages/cloud.fr.ts";
import library from "../../../signatures/messages/library.fr.ts";
import common from "./common.ts";
import error from "./error.ts";
import fields from "./fields.ts";
import nav from "./nav.ts";
import photos from "./photos.ts";
import seo from "./seo.ts";
import templates from "./templates.ts";
import validation from "./validation.ts";

export const browserFr = {
  common,
  nav,
  error,
  library,
  templates,
  fields,
  validation,
  photos,
  report,
  editor,
  export: exportPage,
  account,
  cloud,
  seo,
};
