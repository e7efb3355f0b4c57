export default {
  appTagline: "Professional email signatures in minutes",
  skipToContent: "Skip to content",
  language: "Language",
  switchToLanguage: "Français",
  switchToLanguageLabel: "Lire cette page en français",
  /** the link after each notice that something needs Pro (components/pro-link.tsx) */
  seePro: "See the Pro plan",
};
