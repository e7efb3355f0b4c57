import account from "../../../accounts/messages/account.fr.ts";
import auth from "../../../accounts/messages/auth.fr.ts";
import pricing from "../../../billing/messages/pricing.fr.ts";
import blog from "../../../content/messages/blog.fr.ts";
import contact from "../../../content/messages/contact.fr.ts";
import guide from "../../../content/messages/guide.fr.ts";
import editor from "../../../editor/messages/editor.fr.ts";
import exportPage from "../../../editor/messages/export.fr.ts";
import report from "../../../editor/messages/report.fr.ts";
import cloud from "../../../signatures/messages/cloud.fr.ts";
import library from "../../../signatures/messages/library.fr.ts";
import directory from "../../../teams/messages/directory.fr.ts";
import outlook from "../../../teams/messages/outlook.fr.ts";
import teams from "../../../teams/messages/teams.fr.ts";
import type { Messages } from "../en/index.ts";
import apiDocs from "./apiDocs.ts";
import common from "./common.ts";
import create from "./create.ts";
import error from "./error.ts";
import fields from "./fields.ts";
import home from "./home.ts";
import icons from "./icons.ts";
import legal from "./legal.ts";
import nav from "./nav.ts";
import photos from "./photos.ts";
import problems from "./problems.ts";
import seo from "./seo.ts";
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
  fields,
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
  // the directory sync's and Outlook's texts load with their sections in the browser (teams/messages/browser.ts)
  teams: { ...teams, directory, outlook },
} satisfies Messages;
