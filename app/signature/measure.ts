// Size of a signature's HTML, as Gmail counts it.

/** Gmail refuses a signature whose HTML is longer than this. */
export const GMAIL_SIGNATURE_LIMIT = 10_000;

/** Our own budget for any template with every field filled, far below Gmail's limit. */
export const SIGNATURE_HTML_BUDGET = 5_000;

/** Characters of HTML (UTF-16 code units, so an emoji counts as two, like Gmail's counter). */
export function characterCount(html: string): number {
  return html.length;
}

export function fitsGmail(html: string): boolean {
  return characterCount(html) <= GMAIL_SIGNATURE_LIMIT;
}
