export default {
  appTagline: "Professional email signatures in minutes",
  skipToContent: "Skip to content",
  language: "Language",
  switchToLanguage: "Français",
  switchToLanguageLabel: "Lire cette page en français",
};
