import { afterAll, describe, expect, it } from "vitest";
import { checkCompatibility } from "./compatibility.server.ts";
import { BREAK } from "./line-breaks.ts";
import { characterCount, SIGNATURE_HTML_BUDGET } from "./measure.ts";
import { render } from "./render.ts";
import { DEFAULT_SIGNATURE_FIELDS, parseSignatureFields, type SignatureFields } from "./schema.ts";
import { MONO_FONT } from "./templates/mono.tsx";
import { getTemplate, TEMPLATE_IDS, type TemplateId } from "./templates.ts";
import {
  FULL_FIELDS,
  HOSTILE_FIELDS,
  HOSTILE_VALID_TEXT,
  RENDER_OPTIONS,
} from "./test-fixtures.ts";

const ALLOWED_ATTRIBUTES = new Set([
  "cellpadding",
  "cellspacing",
  "border",
  "role",
  "align",
  "valign",
  "width",
  "height",
  "bgcolor",
  "colspan",
  "style",
  "href",
  "src",
  "alt",
]);
const ALLOWED_TAGS = new Set(["table", "tbody", "tr", "td", "a", "span", "br", "img"]);

type Tag = { name: string; attributes: Map<string, string> };

/** Every tag and its attributes. Text is escaped by React, so a raw `<` always opens a tag. */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    (match) => ({
      name: match[1]!.toLowerCase(),
      attributes: new Map(
        [...match[2]!.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)].map((attribute) => [
          attribute[1]!.toLowerCase(),
          attribute[2] ?? "",
        ]),
      ),
    }),
  );
}

function assertEmailSafe(html: string) {
  const lower = html.toLowerCase();
  for (const forbidden of [
    "<script",
    "<style",
    "<svg",
    "<link",
    "class=",
    "display:flex",
    "display:grid",
    "background-image",
    "url(",
    "expression(",
    "border-radius",
    "javascript:",
    "data:",
  ]) {
    expect(lower, `found ${forbidden}`).not.toContain(forbidden);
  }
  // Every tag opened is one we write, and closed tags match opened ones.
  const tags = tagsOf(html);
  const opened = html.match(/<[a-zA-Z]/g)?.length ?? 0;
  expect(tags).toHaveLength(opened);
  for (const tag of tags) {
    expect(ALLOWED_TAGS, `tag <${tag.name}>`).toContain(tag.name);
    for (const [name, value] of tag.attributes) {
      expect(ALLOWED_ATTRIBUTES, `attribute ${name} on <${tag.name}>`).toContain(name);
      if (name === "href") expect(value).toMatch(/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?\d+)$/);
      if (name === "src") expect(value).toMatch(/^https?:\/\//);
    }
    if (tag.name === "table") {
      expect(tag.attributes.get("cellpadding")).toBe("0");
      expect(tag.attributes.get("cellspacing")).toBe("0");
      expect(tag.attributes.get("border")).toBe("0");
      expect(tag.attributes.get("role")).toBe("presentation");
    }
    if (tag.name === "img") {
      expect(tag.attributes.get("width")).toMatch(/^\d+$/);
      expect(tag.attributes.get("height")).toMatch(/^\d+$/);
      expect(tag.attributes.get("alt")).toBeTruthy();
      const src = tag.attributes.get("src")!;
      // the photo, a social or contact icon (both square), or the logo or banner (sized)
      if (!/\/(logo|banner)-\d+x\d+/.test(src)) {
        expect(tag.attributes.get("height")).toBe(tag.attributes.get("width"));
      }
      expect(src).toMatch(
        /^https:\/\/paraph\.app\/(photos\/[a-f0-9]{24}\/((circle|rounded|square)-(none|solid|dashed)-[a-f0-9]{6}-\d-\d{2,3}|(logo|banner)-\d+x\d+(-[dls])?(-halo)?)|icons\/\d+\/(plain|circle)-[a-z]+-[a-f0-9]{6}-\d{2})\.png$/,
      );
    }
  }
  for (const tag of ["table", "tbody", "tr", "td", "a", "span"]) {
    const opens = html.match(new RegExp(`<${tag}[\\s>]`, "g"))?.length ?? 0;
    const closes = html.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0;
    expect(closes, `</${tag}>`).toBe(opens);
  }
}

/** The HTML without the zero-width spaces that let long runs wrap (line-breaks.ts). */
const withoutBreaks = (html: string) => html.replaceAll(BREAK, "");

/** The photos (not the icons, logo or banner). */
const imagesOf = (html: string) =>
  tagsOf(html).filter(
    (tag) =>
      tag.name === "img" &&
      /\/photos\/[a-f0-9]{24}\/(circle|rounded|square)-/.test(tag.attributes.get("src") ?? ""),
  );

const sizes: Record<string, { full: number; hostile: number }> = {};
afterAll(() => {
  console.log(`HTML characters with every field filled (budget ${SIGNATURE_HTML_BUDGET}):`);
  console.table(sizes);
});

describe.each(TEMPLATE_IDS)("template %s", (id: TemplateId) => {
  const info = getTemplate(id);
  const full = render({ ...FULL_FIELDS, template: id }, RENDER_OPTIONS);

  it("stays under the 5,000-character budget with every field filled", () => {
    const hostile = render({ ...HOSTILE_FIELDS, template: id }, RENDER_OPTIONS).html;
    sizes[id] = { full: characterCount(full.html), hostile: characterCount(hostile) };
    expect(characterCount(full.html)).toBeLessThan(SIGNATURE_HTML_BUDGET);
  });

  it("has zero caniemail errors for Gmail, Outlook, Apple Mail and Yahoo", () => {
    expect(checkCompatibility(full.html)).toEqual([]);
    expect(
      checkCompatibility(render({ ...HOSTILE_FIELDS, template: id }, RENDER_OPTIONS).html),
    ).toEqual([]);
  });

  it("is email-safe markup", () => {
    assertEmailSafe(full.html);
    assertEmailSafe(render({ ...DEFAULT_SIGNATURE_FIELDS, template: id }, RENDER_OPTIONS).html);
  });

  it("shows the photo as the registry says, with explicit size and alt", () => {
    const images = imagesOf(full.html);
    if (info.photo === "none") {
      expect(images).toHaveLength(0);
      return;
    }
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect(image.attributes.get("width")).toBe(String(info.photoSize));
    expect(image.attributes.get("alt")).toBe(FULL_FIELDS.fullName);
    expect(image.attributes.get("src")).toMatch(new RegExp(`-${info.photoSize}\\.png$`));
    const withoutPhoto = render(
      { ...FULL_FIELDS, template: id, photoEnabled: false },
      RENDER_OPTIONS,
    );
    expect(imagesOf(withoutPhoto.html)).toHaveLength(0);
  });

  it("escapes hostile text and drops hostile links, colours and fonts", () => {
    const rendered = render({ ...HOSTILE_FIELDS, template: id }, RENDER_OPTIONS);
    const { text } = rendered;
    const html = withoutBreaks(rendered.html);
    assertEmailSafe(rendered.html);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).toContain("Zoë Ærø 🎉 &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Français &quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("شركة المثال · חברה לדוגמה");
    expect(html).toContain("מידע סודי — معلومات سرية 🎉");
    expect(html).toContain("color:#111827"); // the default text colour replaced the hostile one
    expect(html).not.toContain("onmouseover");
    expect(html).not.toContain("background:url");
    expect(imagesOf(html)).toHaveLength(0); // the photo URL was not ours
    expect(text).toContain("Zoë Ærø 🎉 <script>alert(1)</script>");
    expect(text).not.toMatch(/javascript:|data:/i);
  });

  it("escapes hostile text that the schema accepts, next to a real photo", () => {
    const fields = parseSignatureFields({ ...FULL_FIELDS, ...HOSTILE_VALID_TEXT, template: id });
    const html = withoutBreaks(render(fields, RENDER_OPTIONS).html);
    assertEmailSafe(html);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(imagesOf(html)).toHaveLength(info.photo === "none" ? 0 : 1);
  });

  it("shows every filled field, linked", () => {
    const { html } = full;
    expect(html).toContain(">Marie-Christine Delacroix-Beaumont<");
    expect(html).toContain("Senior Vice President, Strategy &amp; Business Development");
    expect(html).toContain("Delacroix Beaumont Conseil &amp; Associés");
    expect(html).toContain('href="tel:+33142685300"');
    expect(html).toContain('href="tel:+33612345678"');
    expect(html).toContain(
      'href="mailto:marie-christine.delacroix@delacroix-beaumont-conseil.com"',
    );
    expect(html).toContain('href="https://www.delacroix-beaumont-conseil.com/en/about-us"');
    expect(html).toContain("14 rue du Faubourg Saint-Honoré, 75008 Paris, France");
    expect(html).toContain('href="https://www.linkedin.com/in/marie-christine-delacroix-beaumont"');
    expect(html).toContain('href="https://x.com/mcdelacroix"');
    expect(html).toContain('href="https://www.instagram.com/delacroix.beaumont.conseil"');
    expect(html).toContain('href="https://calendly.com/mc-delacroix/30min"');
    expect(html).toContain(
      'href="https://www.delacroix-beaumont-conseil.com/contact?utm_source=email-signature"',
    );
    expect(html).toContain("Book a 30-minute discovery call");
    expect(html).toContain("intended solely for the addressee.");
    expect(html).toMatch(/delete it\.<br\/>Delacroix Beaumont Conseil SAS/);
  });

  it("shows the social links as icons with their names, or as text links when asked", () => {
    for (const label of ["LinkedIn", "X", "Instagram", "Book a meeting"]) {
      expect(full.html).toMatch(
        new RegExp(
          `<a href="[^"]+"><img src="https://paraph.app/icons/1/circle-[a-z]+-186ad5-20.png" width="20" height="20" alt="${label}"`,
        ),
      );
    }
    const text = render({ ...FULL_FIELDS, template: id, socialStyle: "text" }, RENDER_OPTIONS);
    expect(text.html).not.toContain("/icons/1/circle-");
    for (const label of ["LinkedIn", "X", "Instagram", "Book\u00a0a\u00a0meeting"]) {
      expect(text.html).toMatch(new RegExp(`<a href="[^"]+" style="[^"]*">${label}</a>`));
    }
  });

  it("adds the credit line if and only if creditEnabled", () => {
    const credit =
      '<a href="https://paraph.app/" style="color:#6b7280;text-decoration:none">Created with Paraph</a>';
    expect(full.html).toContain(credit);
    const without = render({ ...FULL_FIELDS, template: id, creditEnabled: false }, RENDER_OPTIONS);
    expect(without.html).not.toContain("Created with");
    expect(without.text).not.toContain("Created with");
  });

  it("writes a plain-text version with the name, email, phones and links", () => {
    for (const expected of [
      "Marie-Christine Delacroix-Beaumont",
      "marie-christine.delacroix@delacroix-beaumont-conseil.com",
      "+33 (0)1 42 68 53 00",
      "+33 6 12 34 56 78",
      "https://www.delacroix-beaumont-conseil.com/en/about-us",
      "https://www.linkedin.com/in/marie-christine-delacroix-beaumont",
      "https://x.com/mcdelacroix",
      "https://calendly.com/mc-delacroix/30min",
      "Created with Paraph: https://paraph.app/",
    ]) {
      expect(full.text).toContain(expected);
    }
    expect(full.text).not.toMatch(/[<>]/);
  });

  it("speaks French when asked", () => {
    const { html, text } = render({ ...FULL_FIELDS, template: id, language: "fr" }, RENDER_OPTIONS);
    expect(html).toContain("Créée avec Paraph");
    expect(html).toContain('alt="Prendre rendez-vous"');
    const text_ = render(
      { ...FULL_FIELDS, template: id, socialStyle: "text", language: "fr" },
      RENDER_OPTIONS,
    );
    expect(text_.html).toContain("Prendre\u00a0rendez\u2011vous");
    expect(text).toContain("Tél. +33 (0)1 42 68 53 00");
  });

  it("is deterministic", () => {
    expect(render({ ...FULL_FIELDS, template: id }, RENDER_OPTIONS)).toEqual(full);
  });

  it("renders an empty signature as just the credit line", () => {
    const { html, text } = render({ ...DEFAULT_SIGNATURE_FIELDS, template: id }, RENDER_OPTIONS);
    expect(html).toContain("Created with Paraph");
    expect(html.replace(/<[^>]+>/g, "").trim()).toBe("Created with Paraph");
    expect(text).toBe("Created with Paraph: https://paraph.app/");
  });
});

describe("templates as a set", () => {
  it("never breaks a contact label such as the French “E-mail” across lines", () => {
    for (const id of TEMPLATE_IDS) {
      const { html } = render({ ...FULL_FIELDS, template: id, language: "fr" }, RENDER_OPTIONS);
      // Compact and Minimal show no labels; Brand and Card a glyph whose alt text is the label.
      if (id === "logo" || id === "card") expect(html, id).toContain('alt="E-mail"');
      else if (id !== "compact" && id !== "minimal") {
        expect(html, id).toMatch(/E\u2011mail|E\u2011MAIL/);
      }
      expect(html, id).not.toMatch(/>E-mail</i);
    }
  });

  it("are all different", () => {
    const htmls = TEMPLATE_IDS.map(
      (id) => render({ ...FULL_FIELDS, template: id }, RENDER_OPTIONS).html,
    );
    expect(new Set(htmls).size).toBe(TEMPLATE_IDS.length);
  });

  it("draw the call to action as a bulletproof button where they have one", () => {
    for (const id of TEMPLATE_IDS.filter((id) => id !== "compact" && id !== "minimal")) {
      const { html } = render({ ...FULL_FIELDS, template: id }, RENDER_OPTIONS);
      expect(html).toMatch(
        /<td bgcolor="#186ad5" style="background-color:#186ad5"><a href="https:\/\/www\.delacroix-beaumont-conseil\.com\/contact\?utm_source=email-signature" style="[^"]*padding:8px 16px[^"]*">Book a 30-minute discovery call<\/a><\/td>/,
      );
    }
  });

  it("uses the font chosen, from the web-safe stacks (Mono its own monospace one)", () => {
    const fields: SignatureFields = { ...FULL_FIELDS, fontFamily: "georgia" };
    for (const id of TEMPLATE_IDS) {
      const { html } = render({ ...fields, template: id }, RENDER_OPTIONS);
      const font = id === "mono" ? MONO_FONT : "Georgia, Times New Roman, serif";
      expect(html, id).toContain(`font-family:${font}`);
      expect(html, id).not.toContain("Arial");
      if (id === "mono") expect(html, id).not.toContain("Georgia");
    }
  });

  it("puts readable text on the band whatever the accent colour", () => {
    const bandStyle = (accentColor: string) => {
      const { html } = render({ ...FULL_FIELDS, template: "band", accentColor }, RENDER_OPTIONS);
      return new RegExp(`<td bgcolor="${accentColor}" style="([^"]*)">`).exec(html)?.[1] ?? "";
    };
    expect(bandStyle("#0f766e")).toContain("background-color:#0f766e");
    expect(bandStyle("#0f766e")).toMatch(/(^|;)color:#ffffff/);
    expect(bandStyle("#fde047")).toContain("background-color:#fde047");
    expect(bandStyle("#fde047")).toMatch(/(^|;)color:#111827/);
  });

  it("draws the divider line in lineColor and lineWidth", () => {
    const { html } = render(
      { ...FULL_FIELDS, template: "basic", lineColor: "#ff0000", lineWidth: 3 },
      RENDER_OPTIONS,
    );
    expect(html).toContain("border-left:3px solid #ff0000");
    const none = render({ ...FULL_FIELDS, template: "basic", lineWidth: 0 }, RENDER_OPTIONS);
    expect(none.html).not.toContain("border-left");
  });
});
