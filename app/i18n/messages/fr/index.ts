import type { Messages } from "../en/index.ts";
import account from "./account.ts";
import apiDocs from "./apiDocs.ts";
import auth from "./auth.ts";
import blog from "./blog.ts";
import cloud from "./cloud.ts";
import common from "./common.ts";
import contact from "./contact.ts";
import create from "./create.ts";
import editor from "./editor.ts";
import error from "./error.ts";
import exportPage from "./export.ts";
import guide from "./guide.ts";
import home from "./home.ts";
import icons from "./icons.ts";
import legal from "./legal.ts";
import library from "./library.ts";
import nav from "./nav.ts";
import photos from "./photos.ts";
import pricing from "./pricing.ts";
import problems from "./problems.ts";
import report from "./report.ts";
import seo from "./seo.ts";
import teams from "./teams.ts";
import templates from "./templates.ts";
import validation from "./validation.ts";

export const fr = {
  common,
  nav,
  error,
  home,
  create,
  library,
  templates,
  validation,
  photos,
  report,
  icons,
  pricing,
  problems,
  editor,
  export: exportPage,
  auth,
  account,
  apiDocs,
  cloud,
  legal,
  contact,
  blog,
  guide,
  seo,
  teams,
} satisfies Messages;
