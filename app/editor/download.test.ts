import { describe, expect, it } from "vitest";
import { signatureDocument, signatureFileName } from "./download.ts";

describe("signatureFileName", () => {
  it("keeps letters, digits, dashes and underscores", () => {
    expect(signatureFileName("Work_signature-2")).toBe("Work_signature-2.htm");
  });

  it("turns spaces and punctuation into single dashes", () => {
    expect(signatureFileName("  Jane Doe / Acme, Inc.  ")).toBe("Jane-Doe-Acme-Inc.htm");
  });

  it("drops accents", () => {
    expect(signatureFileName("Élodie Müller — Équipe")).toBe("Elodie-Muller-Equipe.htm");
  });

  it("never lets a path or hidden file through", () => {
    expect(signatureFileName("../../etc/passwd")).toBe("etc-passwd.htm");
    expect(signatureFileName(".htaccess")).toBe("htaccess.htm");
    expect(signatureFileName('a\\b:c*d?e"f<g>h|i')).toBe("a-b-c-d-e-f-g-h-i.htm");
  });

  it("falls back to `signature` when nothing usable is left", () => {
    expect(signatureFileName("")).toBe("signature.htm");
    expect(signatureFileName("   ")).toBe("signature.htm");
    expect(signatureFileName("日本語")).toBe("signature.htm");
    expect(signatureFileName("🙂🙂")).toBe("signature.htm");
  });

  it("keeps names short", () => {
    const name = signatureFileName("x".repeat(500));
    expect(name).toBe(`${"x".repeat(60)}.htm`);
  });

  it("takes another extension", () => {
    expect(signatureFileName("Jane", "html")).toBe("Jane.html");
  });
});

describe("signatureDocument", () => {
  const html = '<table cellpadding="0"><tr><td>Jane &amp; co</td></tr></table>';

  it("is a complete UTF-8 document around the signature", () => {
    const doc = signatureDocument(html, { title: "Jane", lang: "fr" });
    expect(doc.startsWith('<!DOCTYPE html>\n<html lang="fr">')).toBe(true);
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain("<title>Jane</title>");
    expect(doc).toContain(`<body>\n${html}\n</body>`);
    expect(doc.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("escapes the title", () => {
    const doc = signatureDocument(html, { title: "<script>alert(1)</script> & co", lang: "en" });
    expect(doc).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>");
    expect(doc).not.toContain("<script>");
  });

  it("only writes a well-formed language tag", () => {
    expect(signatureDocument(html, { title: "", lang: 'en" onload="x' })).toContain(
      '<html lang="en">',
    );
  });
});
