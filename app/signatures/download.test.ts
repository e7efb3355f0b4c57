import { describe, expect, it } from "vitest";
import { signatureFileName } from "./download.ts";

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
