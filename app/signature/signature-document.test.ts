import { describe, expect, it } from "vitest";
import { signatureDocument } from "./signature-document.ts";

describe("signatureDocument", () => {
  const html = '<table cellpadding="0"><tr><td>Jane &amp; co</td></tr></table>';

  it("is a complete UTF-8 document around the signature, as Outlook reads it", () => {
    const doc = signatureDocument(html, { title: "Jane", lang: "fr" });
    expect(doc.startsWith('<!DOCTYPE html>\r\n<html lang="fr" ')).toBe(true);
    expect(doc).toContain('<meta http-equiv="Content-Type" content="text/html; charset=utf-8">');
    expect(doc).toContain("<o:PixelsPerInch>96</o:PixelsPerInch>");
    expect(doc).toContain("<o:AllowPNG/>");
    expect(doc).toContain('xmlns:o="urn:schemas-microsoft-com:office:office"');
    expect(doc).toContain("<title>Jane</title>");
    expect(doc).toContain(`<body>\r\n${html}\r\n</body>`);
    expect(doc.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("escapes the title", () => {
    const doc = signatureDocument(html, { title: "<script>alert(1)</script> & co", lang: "en" });
    expect(doc).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>");
    expect(doc).not.toContain("<script>");
  });

  it("only writes a well-formed language tag", () => {
    expect(signatureDocument(html, { title: "", lang: 'en" onload="x' })).toContain(
      '<html lang="en" ',
    );
  });
});
