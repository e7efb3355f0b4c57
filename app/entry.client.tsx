import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/load-messages.ts";
import { isLocale } from "./i18n/locales.ts";
import type { Messages } from "./i18n/messages/en/index.ts";
import { TranslationProvider } from "./i18n/react.tsx";

// Only the page's own catalogue is downloaded (one chunk a locale); the server already
// rendered the right language, so hydration shows no flash.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : "en";
const messages = await loadMessages(locale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* `account` is only its frame here; the account pages bring the rest (RouteMessages). */}
      <TranslationProvider locale={locale} messages={messages as Partial<Messages>}>
        <HydratedRouter />
      </TranslationProvider>
    </StrictMode>,
  );
});
