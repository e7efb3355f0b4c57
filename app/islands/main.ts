// The only script of the pages React does not hydrate (ADR 016): it wires the few
// interactive parts the server rendered, each found by a data attribute, and loads more
// (the home page's live preview) only when a visitor starts using it.
import { enhanceDisclosureMenu } from "../components/disclosure-menu.ts";
import { carryEmail } from "./carry-email.ts";
import { carryNameFromUrl } from "./carry-name.ts";
import { enhanceForms } from "./forms.ts";
import { rememberLanguageChoice } from "./language-switch.ts";
import { countPageView } from "./page-view.ts";
import { enhancePasswordToggles } from "./password-toggle.ts";
import { showSignedInLinks } from "./session-links.ts";
import { setAsideAfterSignOut } from "./set-aside.ts";
import { wakeTryIt } from "./try-it-trigger.ts";

rememberLanguageChoice(document);
showSignedInLinks(document);
// /success after a payment: the now-Pro user is kept in this browser (loaded only there)
if (document.querySelector("[data-signed-in-user]")) {
  void import("./store-plan.ts").then(({ storeConfirmedPlan }) => storeConfirmedPlan(document));
}
enhanceForms(document);
enhancePasswordToggles(document);
carryEmail(document);
for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) {
  enhanceDisclosureMenu(menu);
}
wakeTryIt(document);
carryNameFromUrl(document, window.location.search);
countPageView(window.location.pathname);
const settled = [setAsideAfterSignOut(document)];
// the account page's own script, loaded only there
const accountPage = document.querySelector<HTMLElement>("[data-account-page]");
if (accountPage) {
  settled.push(
    import("./account.ts").then(({ enhanceAccountPage }) => enhanceAccountPage(accountPage)),
  );
}
// Browser tests (and anyone debugging) can tell when the page's behaviour is live; a page
// with a React island (the editor) says so when React has hydrated it.
const reactIsland = document.querySelector("[data-island-props]");
void Promise.allSettled(settled).then(() => {
  if (!reactIsland) document.documentElement.dataset.hydrated = "true";
});
