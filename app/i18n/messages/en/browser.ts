// What pages running in the browser (hydrated: the editor, the signature pages, accounts) can
// show: the content pages' texts, the API's problems and the mails stay on the server, out
// of the download (ADR 017). A key missing here shows as itself and fails hydration in tests.
import account from "./account.ts";
import cloud from "./cloud.ts";
import common from "./common.ts";
import editor from "./editor.ts";
import error from "./error.ts";
import exportPage from "./export.ts";
import library from "./library.ts";
import nav from "./nav.ts";
import photos from "./photos.ts";
import report from "./report.ts";
import seo from "./seo.ts";
import templates from "./templates.ts";
import validation from "./validation.ts";

export const browserEn = {
  common,
  nav,
  error,
  library,
  templates,
  validation,
  photos,
  report,
  editor,
  export: exportPage,
  account,
  cloud,
  seo,
};
