import account from "../../../accounts/messages/account.en.ts";
import auth from "../../../accounts/messages/auth.en.ts";
import pricing from "../../../billing/messages/pricing.en.ts";
import blog from "../../../content/messages/blog.en.ts";
import contact from "../../../content/messages/contact.en.ts";
import guide from "../../../content/messages/guide.en.ts";
import editor from "../../../editor/messages/editor.en.ts";
import exportPage from "../../../editor/messages/export.en.ts";
import report from "../../../editor/messages/report.en.ts";
import cloud from "../../../signatures/messages/cloud.en.ts";
import library from "../../../signatures/messages/library.en.ts";
import directory from "../../../teams/messages/directory.en.ts";
import outlook from "../../../teams/messages/outlook.en.ts";
import teams from "../../../teams/messages/teams.en.ts";
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

export const en = {
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
};

export type Messages = typeof en;
