// What a signature's HTML is made of: every element, attribute and inline CSS property the
// templates write (app/signature/templates/, through the email JSX runtime). The editor's report
// checks only the caniemail features these can show (caniemail-signature-data.generated.ts,
// written by scripts/build-caniemail-data.ts), which keeps most of caniemail's data out of the
// browser; signature-vocabulary.test.ts renders every template and version and fails on
// anything not listed here. A template that writes something new adds it here, then runs
// `node scripts/build-caniemail-data.ts`.

export type Vocabulary = {
  elements: readonly string[];
  attributes: readonly string[];
  properties: readonly string[];
};

export const SIGNATURE_VOCABULARY: Vocabulary = {
  elements: ["a", "br", "img", "span", "table", "tbody", "td", "tr"],
  attributes: [
    "align",
    "alt",
    "bgcolor",
    "border",
    "cellpadding",
    "cellspacing",
    "colspan",
    "height",
    "href",
    "role",
    "src",
    "style",
    "valign",
    "width",
  ],
  properties: [
    "background-color",
    "border",
    "border-bottom",
    "border-left",
    "border-top",
    "color",
    "display",
    "font-family",
    "font-size",
    "font-style",
    "font-weight",
    "height",
    "letter-spacing",
    "line-height",
    "margin",
    "max-width",
    "min-width",
    "mso-line-height-rule",
    "padding",
    "padding-bottom",
    "padding-left",
    "padding-right",
    "padding-top",
    "text-decoration",
    "text-transform",
    "vertical-align",
    "width",
  ],
};
