import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "./i18n/create-i18n.ts";
import { loadMessages } from "./i18n/load-messages.ts";
import { isLocale } from "./i18n/locales.ts";

// Only the page's own catalogue is downloaded (one chunk a locale); the server already
// rendered the right language, so hydration shows no flash.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : "en";
const i18n = createI18n(locale, await loadMessages(locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
