// The `.htm` file of a signature: a complete, small HTML document that opens in any browser
// and that Outlook for Windows takes as a signature file (Signatures\<name>.htm). Outlook
// reads the charset from `http-equiv` and, in the `mso` block, lays images out at 96 pixels
// per inch, so display scaling (125 %, 150 %) does not resize them.

function escapeText(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The document around the rendered signature (which is already safe HTML). */
export function signatureDocument(html: string, { title, lang }: { title: string; lang: string }) {
  const safeLang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : "en";
  return [
    "<!DOCTYPE html>",
    `<html lang="${safeLang}" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">`,
    "<head>",
    '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(title)}</title>`,
    "<!--[if gte mso 9]><xml>",
    "<o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings>",
    "</xml><![endif]-->",
    "</head>",
    "<body>",
    html,
    "</body>",
    "</html>",
    "",
  ].join("\r\n");
}
