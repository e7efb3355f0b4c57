// The report's texts the editor's first screen shows: its heading while it loads, the
// preview's dark-mode switch. The rest comes with the report (./report-checks.en.ts).
export default {
  heading: "Compatibility report",
  loading: "Checking…",
  darkMode: {
    legend: "Show the preview",
    light: "Light",
    full: "Dark: full inversion",
    partial: "Dark: partial",
    fullHint:
      "As Gmail on iPhone and Outlook for Windows show it in dark mode: backgrounds and dark text inverted, pictures unchanged.",
    partialHint:
      "As Outlook.com shows it in dark mode: light backgrounds darkened and dark text lightened, other colors kept.",
  },
};
