import { describe, expect, it } from "vitest";
import { buildSignatureModel } from "./model.ts";
import { DEFAULT_ACCENT_COLOR, DEFAULT_SIGNATURE_FIELDS, type SignatureFields } from "./schema.ts";
import { FULL_FIELDS, PHOTO_ID, RENDER_OPTIONS } from "./test-fixtures.ts";

const photoSrc = (fields: Partial<SignatureFields>, options = RENDER_OPTIONS) =>
  buildSignatureModel({ ...FULL_FIELDS, ...fields }, options).photo?.src ?? null;

describe("photo", () => {
  it("links the variant baked with the shape, border and size of the template", () => {
    expect(photoSrc({})).toBe(`https://paraph.app/photos/${PHOTO_ID}/circle-solid-d1d5db-1-80.png`);
    expect(
      photoSrc({
        template: "divider",
        photoShape: "rounded",
        photoBorderDashed: true,
        borderColor: "#1D4ED8",
        borderWidth: 3,
      }),
    ).toBe(`https://paraph.app/photos/${PHOTO_ID}/rounded-dashed-1d4ed8-3-64.png`);
    expect(photoSrc({ template: "compact", photoShape: "square", photoBorder: false })).toBe(
      `https://paraph.app/photos/${PHOTO_ID}/square-none-d1d5db-1-48.png`,
    );
  });

  it("links the variant of the size chosen, or the template's own", () => {
    expect(photoSrc({ photoSize: 112 })).toMatch(/-112\.png$/);
    expect(photoSrc({ template: "compact", photoSize: 96 })).toMatch(/-96\.png$/);
    expect(photoSrc({ template: "divider", photoSize: "auto" })).toMatch(/-64\.png$/);
    expect(buildSignatureModel({ ...FULL_FIELDS, photoSize: 48 }, RENDER_OPTIONS).photo?.size).toBe(
      48,
    );
    // a size that is not offered (old storage, a caller's bug) falls back to the template's
    const odd = { ...FULL_FIELDS, photoSize: 120 } as unknown as SignatureFields;
    expect(buildSignatureModel(odd, RENDER_OPTIONS).photo?.size).toBe(80);
  });

  it("uses the photo URL's own origin, else the product's", () => {
    expect(photoSrc({ photoUrl: `http://localhost:3000/photos/${PHOTO_ID}.png` })).toBe(
      `http://localhost:3000/photos/${PHOTO_ID}/circle-solid-d1d5db-1-80.png`,
    );
    expect(
      photoSrc(
        { photoUrl: `/photos/${PHOTO_ID}` },
        { ...RENDER_OPTIONS, origin: "https://sig.example.com/" },
      ),
    ).toBe(`https://sig.example.com/photos/${PHOTO_ID}/circle-solid-d1d5db-1-80.png`);
  });

  it("shows no photo when disabled, missing, foreign, or in a text-only template", () => {
    expect(photoSrc({ photoEnabled: false })).toBeNull();
    expect(photoSrc({ photoUrl: "" })).toBeNull();
    expect(photoSrc({ photoUrl: "https://evil.example/photos/x.png" })).toBeNull();
    expect(photoSrc({ template: "minimal" })).toBeNull();
    expect(
      photoSrc({ photoUrl: `/photos/${PHOTO_ID}` }, { ...RENDER_OPTIONS, origin: "" }),
    ).toBeNull();
  });

  it("uses the name as alt text, else a generic word", () => {
    expect(buildSignatureModel(FULL_FIELDS, RENDER_OPTIONS).photo?.alt).toBe(FULL_FIELDS.fullName);
    expect(buildSignatureModel({ ...FULL_FIELDS, fullName: "" }, RENDER_OPTIONS).photo?.alt).toBe(
      "Photo",
    );
  });
});

describe("cleaning", () => {
  it("replaces unsafe colours, widths, fonts and templates with defaults", () => {
    const model = buildSignatureModel(
      {
        ...DEFAULT_SIGNATURE_FIELDS,
        accentColor: "red;background:url(x)",
        lineColor: "#ABC",
        lineWidth: 99,
        fontFamily: "x;y" as SignatureFields["fontFamily"],
        template: "nope" as SignatureFields["template"],
      },
      RENDER_OPTIONS,
    );
    expect(model.colors.accent).toBe(DEFAULT_ACCENT_COLOR);
    expect(model.colors.line).toBe("#aabbcc");
    expect(model.colors.lineWidth).toBe(6);
    expect(model.font).toBe("Arial, Helvetica, sans-serif");
    expect(model.template.id).toBe("basic");
  });

  it("turns the style choices into a type step, a spacing factor and a name colour", () => {
    const model = (fields: Partial<SignatureFields>) =>
      buildSignatureModel({ ...DEFAULT_SIGNATURE_FIELDS, ...fields }, RENDER_OPTIONS);
    expect(model({}).fontStep).toBe(0);
    expect(model({ fontSize: "small" }).fontStep).toBe(-1);
    expect(model({ fontSize: "large" }).fontStep).toBe(1);
    expect(model({ spacing: "compact" }).spaceFactor).toBe(0.5);
    expect(model({ spacing: "airy" }).spaceFactor).toBe(1.5);
    expect(model({ textColor: "#374151" }).colors.name).toBe("#374151");
    expect(model({ nameColor: "#9D174D" }).colors.name).toBe("#9d174d");
    const garbage = {
      fontSize: "__proto__",
      spacing: { toString: () => "airy" },
      nameColor: "red;x:y",
    } as unknown as Partial<SignatureFields>;
    expect(model(garbage).fontStep).toBe(0);
    expect(model(garbage).spaceFactor).toBe(1);
    expect(model(garbage).colors.name).toBe("#111827");
  });

  it("drops links that are not http(s), mailto or tel", () => {
    const model = buildSignatureModel(
      {
        ...DEFAULT_SIGNATURE_FIELDS,
        website: "javascript:alert(1)",
        ctaUrl: "data:text/html,x",
        ctaLabel: "Click",
        linkedin: "javascript:alert(1)",
        email: "not-an-email",
      },
      RENDER_OPTIONS,
    );
    expect(model.contacts).toEqual([]);
    expect(model.socials).toEqual([]);
    expect(model.cta).toBeNull();
  });

  it("labels a call to action given only a link", () => {
    const model = buildSignatureModel(
      { ...DEFAULT_SIGNATURE_FIELDS, ctaUrl: "example.com/demo", language: "fr" },
      RENDER_OPTIONS,
    );
    expect(model.cta).toEqual({ label: "En savoir plus", href: "https://example.com/demo" });
  });

  it("writes the credit line in the locale, linked to the home page", () => {
    expect(buildSignatureModel(DEFAULT_SIGNATURE_FIELDS, RENDER_OPTIONS).credit).toEqual({
      text: "Created with Paraph",
      href: "https://paraph.app/",
    });
    expect(
      buildSignatureModel(
        { ...DEFAULT_SIGNATURE_FIELDS, language: "fr" },
        {
          ...RENDER_OPTIONS,
          appName: "Signo",
          homeUrl: "https://signo.example/fr",
        },
      ).credit,
    ).toEqual({ text: "Créée avec Signo", href: "https://signo.example/fr" });
    expect(
      buildSignatureModel({ ...DEFAULT_SIGNATURE_FIELDS, creditEnabled: false }, RENDER_OPTIONS)
        .credit,
    ).toBeNull();
  });
});
