// The compatibility report's texts, loaded with its code (app/editor/later-report.tsx).
export default {
  lead: "Checked live against the email clients most people read mail in.",
  allGood: "No problem found.",
  problems_one: "{{count}} thing to look at",
  problems_other: "{{count}} things to look at",
  fix: "Fix it",
  fixed: "Fixed.",
  goToField: "Go to the field",
  lowContrastLight:
    "Text or links in {{color}} stand out too little on white: {{ratio}}:1, under the 3:1 minimum.",
  iconsDark:
    "Icons in {{color}} almost vanish on a dark background ({{ratio}}:1): email clients never recolor pictures.",
  darkModeTextFull:
    "In full dark mode (Gmail on iPhone, Outlook for Windows), text in {{color}} on {{background}} reads at {{ratio}}:1 only.",
  darkModeTextPartial:
    "In partial dark mode (Outlook.com), text in {{color}} on {{background}} reads at {{ratio}}:1 only.",
  logoVanishes:
    "Your logo is dark on a transparent background: it vanishes in dark mode. A thin light outline keeps it visible.",
  logoLight:
    "Your logo is light on a transparent background: it barely shows on white. Upload a version with a background.",
  missingAlt_one:
    "{{count}} image has no description: blind readers and blocked images show nothing.",
  missingAlt_other:
    "{{count}} images have no description: blind readers and blocked images show nothing.",
  insecureLink: "{{link}} is not secure (http): some clients warn before opening it.",
  overBudget:
    "{{count}} characters of HTML: more than the {{budget}} we aim for. Gmail takes it, but a shorter signature loads faster.",
  overGmail:
    "{{count}} characters of HTML: over Gmail’s limit of {{limit}}, so Gmail will refuse it.",
  clientsHeading: "By email client",
  clientsLead:
    "From the caniemail.com data: the features of your signature that a client ignores or only partly supports.",
  clientOk: "Fully supported",
  clientErrors_one: "{{count}} unsupported feature",
  clientErrors_other: "{{count}} unsupported features",
  clientWarnings_one: "{{count}} partly supported",
  clientWarnings_other: "{{count}} partly supported",
  unsupported: "not supported",
  partial: "partly supported",
  families: {
    gmail: "Gmail",
    outlook: "Outlook",
    "apple-mail": "Apple Mail",
    yahoo: "Yahoo Mail",
  },
};
