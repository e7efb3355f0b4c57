import { doIUseEmail } from "doiuse-email";
import { describe, expect, it } from "vitest";
import { render } from "../render.ts";
import { parseSignatureFields } from "../schema.ts";
import { SOCIAL_STYLES } from "../style-options.ts";
import { TEMPLATE_IDS } from "../templates.ts";
import {
  FULL_FIELDS,
  HOSTILE_FIELDS,
  LONG_UNBROKEN_FIELDS,
  PHOTO_ID,
  RENDER_OPTIONS,
} from "../test-fixtures.ts";
import { checkEmailCompatibility, declarations, summarize, TOLERATED_FEATURES } from "./check.ts";

describe("checkEmailCompatibility", () => {
  it("passes plain table markup", () => {
    expect(
      checkEmailCompatibility(
        '<table cellpadding="0" cellspacing="0" border="0" role="presentation"><tbody><tr><td style="font-family:Arial, sans-serif;color:#111827">Hi</td></tr></tbody></table>',
      ),
    ).toEqual([]);
  });

  it("reports each family's clients with the same support together, with caniemail's notes", () => {
    expect(checkEmailCompatibility('<td style="border-radius:4px">x</td>')).toEqual([
      {
        feature: "border-radius",
        slug: "css-border-radius",
        url: "https://www.caniemail.com/features/css-border-radius/",
        family: "outlook",
        clients: ["outlook.windows", "outlook.windows-mail"],
        support: "n",
        notes: [
          "Round corners can be used in VML with the `RoundRect` element. See [buttons.cm](https://buttons.cm/) and [VML documentation](https://docs.microsoft.com/en-us/windows/win32/vml/msdn-online-vml-roundrect-element).",
        ],
      },
      {
        feature: "border-radius",
        slug: "css-border-radius",
        url: "https://www.caniemail.com/features/css-border-radius/",
        family: "yahoo",
        clients: ["yahoo.desktop-webmail", "yahoo.ios", "yahoo.android"],
        support: "a",
        notes: [
          "Partial support. Shorthand for setting elliptical borders with the slash `/` notation is not supported e.g. `border-radius: 27% 73% 70% 30% / 30% 34% 66% 70%;`.",
        ],
      },
    ]);
  });

  it("knows Outlook.com, which doiuse-email does not", () => {
    const outlook = checkEmailCompatibility('<video src="https://x.example/v.mp4"></video>').find(
      (finding) => finding.family === "outlook",
    );
    expect(outlook?.clients).toContain("outlook.outlook-com");
  });

  it("tolerates the role and target attributes", () => {
    expect(TOLERATED_FEATURES).toEqual([
      "role attribute",
      "target attribute",
      "height property",
      "min-width property",
    ]);
    expect(
      checkEmailCompatibility(
        '<table role="presentation"><tr><td><a href="https://x.example" target="_blank">x</a></td></tr></table>',
      ),
    ).toEqual([]);
  });

  it("reads markup the renderer does not write: other quotes, capitals, comments, entities", () => {
    const features = (html: string) =>
      new Set(checkEmailCompatibility(html).map((finding) => finding.feature));
    expect(features("<!-- x --><TD Style='BORDER-RADIUS:2px'>x</TD>")).toEqual(
      new Set(["border-radius"]),
    );
    expect(features("<td style=border-radius:2px>x</td>")).toEqual(new Set(["border-radius"]));
    expect(features('<a href="&#109;ailto:a@b.example">a</a>')).toEqual(new Set(["mailto: links"]));
    expect(features('<td style="font-family:&quot;A;B&quot;;float:left">x</td>')).toEqual(
      new Set(["float"]),
    );
  });

  it("reads neither text nor the content of a style sheet or text area", () => {
    expect(checkEmailCompatibility("a &lt;video&gt; and a < b")).toEqual([]);
    expect(checkEmailCompatibility("<textarea><video></video></textarea>")).not.toContainEqual(
      expect.objectContaining({ feature: "<video> element" }),
    );
  });
});

describe("declarations", () => {
  it("reads a style attribute as style-to-object does, the last value of a property kept", () => {
    expect(
      declarations(
        "Color:red !important; ;/* c */width:1px;width:2rem;background:url(data:image/png;base64,AA==)",
      ),
    ).toEqual(
      new Map([
        ["color", "red !important"],
        ["width", "2rem"],
        ["background", "url(data:image/png;base64,AA==)"],
      ]),
    );
    expect(declarations("broken;font-family:'a;b', serif;x:")).toEqual(
      new Map([["font-family", "'a;b', serif"]]),
    );
  });
});

describe("summarize", () => {
  it("counts, per family in the report's order, the features not supported and partly", () => {
    const findings = checkEmailCompatibility('<td style="border-radius:4px">x</td><wbr>');
    expect(summarize(findings)).toEqual([
      { family: "gmail", errors: 1, warnings: 1 },
      { family: "outlook", errors: 2, warnings: 0 },
      { family: "apple-mail", errors: 0, warnings: 0 },
      { family: "yahoo", errors: 0, warnings: 1 },
    ]);
    expect(summarize([]).map((summary) => summary.errors + summary.warnings)).toEqual([0, 0, 0, 0]);
  });
});

// ---------------------------------------------------------------------------------------------
// The same verdicts as doiuse-email 0.4.1 (what compatibility.server.ts runs), but for the
// differences below: each one a (feature, client) pair only one side reports, and why.

const VERSION_ORDER =
  "the latest version is the last caniemail lists; doiuse-email sorts versions as strings " +
  '("6.1" after "12.2", "2016" after "16.62")';
const UNTESTED =
  'caniemail\'s latest verdict is "u" (not tested), which doiuse-email counts as partial';
const PROPERTY_GATE =
  "doiuse-email looks a property up only when a feature's title is exactly its name, so it " +
  'never finds "width property", "height property", "min-width property", "left, right, top, bottom"…';
const FUNCTIONS =
  "doiuse-email never finds a function: it compares the names in a value with feature titles";

type Exception = { feature: string; client?: string; why: string };

/** Pairs that check.ts reports and doiuse-email does not. */
const ONLY_CHECK: Exception[] = [
  { feature: "width property", why: PROPERTY_GATE },
  { feature: "left, right, top, bottom", why: PROPERTY_GATE },
  { feature: "rgb()", why: FUNCTIONS },
  { feature: "rgba()", why: FUNCTIONS },
  { feature: "linear-gradient()", why: FUNCTIONS },
  { feature: "CSS calc() function", why: FUNCTIONS },
  { feature: "CSS Variables (Custom Properties)", why: FUNCTIONS },
  {
    feature: "<style> element",
    why: "htmlparser2 makes <style> a style node, not a tag, so doiuse-email never checks it as an element",
  },
  { feature: "Embedded <svg> image", why: "doiuse-email looks for an <image> element" },
  {
    feature: "<def> element",
    why: "caniemail's title misspells <dfn> (slug html-dfn); doiuse-email looks for <def>",
  },
  {
    feature: "display:flex",
    why: "doiuse-email compares the whole value: `flex !important` is not `flex` to it",
  },
  { feature: "<picture> element", client: "outlook.macos", why: VERSION_ORDER },
];

/** Pairs that doiuse-email reports and check.ts does not. */
const ONLY_DOIUSE: Exception[] = [
  { feature: "max-width", client: "apple-mail.ios", why: VERSION_ORDER },
  { feature: "text-underline-offset", client: "outlook.macos", why: VERSION_ORDER },
  { feature: "table-layout", client: "gmail.mobile-webmail", why: UNTESTED },
  { feature: "hyphens", client: "gmail.mobile-webmail", why: UNTESTED },
];

/**
 * Not exceptions but differences of scope, applied to every comparison: doiuse-email's list
 * of clients lacks Outlook.com; and check.ts reads inline styles only (the renderer writes no
 * style sheet), so doiuse-email is given the same HTML with its style sheets emptied.
 */
const NOT_IN_DOIUSE = "outlook.outlook-com";
const withoutStyleSheets = (html: string) =>
  html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2");

/** "n|border-radius|outlook.windows": support, feature, client. */
function doiuseVerdicts(html: string): Set<string> {
  const result = doIUseEmail(withoutStyleSheets(html), {
    emailClients: ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*"],
  });
  const verdicts = new Set<string>();
  const read = (support: string, message: string, pattern: RegExp) => {
    const match = pattern.exec(message);
    if (!match) throw new Error(`unexpected doiuse-email message: ${message}`);
    verdicts.add(`${support}|${match[1]}|${match[2]}`);
  };
  for (const message of result.success ? [] : result.errors) {
    read("n", message, /^`(.+)` is not supported by `(.+)`$/);
  }
  for (const message of result.warnings) {
    read("a", message, /^`(.+)` is only partially supported by `(.+)`$/);
  }
  for (const verdict of verdicts) {
    const feature = verdict.split("|")[1]!;
    if ((TOLERATED_FEATURES as readonly string[]).includes(feature)) verdicts.delete(verdict);
  }
  return verdicts;
}

function checkVerdicts(html: string): Set<string> {
  const verdicts = new Set<string>();
  for (const { support, feature, clients } of checkEmailCompatibility(html)) {
    for (const client of clients) {
      if (client !== NOT_IN_DOIUSE) verdicts.add(`${support}|${feature}|${client}`);
    }
  }
  return verdicts;
}

const covers = (exception: Exception, verdict: string) => {
  const [, feature, client] = verdict.split("|");
  return exception.feature === feature && (exception.client ?? client) === client;
};

/** What the two report differently, once the listed exceptions are set aside. */
function compare(html: string) {
  const ours = checkVerdicts(html);
  const theirs = doiuseVerdicts(html);
  const onlyOurs = [...ours].filter((verdict) => !theirs.has(verdict));
  const onlyTheirs = [...theirs].filter((verdict) => !ours.has(verdict));
  const excepted = (list: Exception[], verdicts: string[]) =>
    list.filter((exception) => verdicts.some((verdict) => covers(exception, verdict)));
  return {
    unexplained: [
      ...onlyOurs.filter((v) => !ONLY_CHECK.some((e) => covers(e, v))).map((v) => `check: ${v}`),
      ...onlyTheirs
        .filter((v) => !ONLY_DOIUSE.some((e) => covers(e, v)))
        .map((v) => `doiuse-email: ${v}`),
    ],
    used: [...excepted(ONLY_CHECK, onlyOurs), ...excepted(ONLY_DOIUSE, onlyTheirs)],
    agreed: [...ours].filter((verdict) => theirs.has(verdict)).length,
  };
}

/** Every template, in each social style, over each fixture, in both locales. */
function templateCorpus(): { name: string; html: string }[] {
  const rich = parseSignatureFields({
    ...FULL_FIELDS,
    logoUrl: `https://paraph.app/photos/${PHOTO_ID}/logo-160x48-d.png`,
    bannerUrl: `https://paraph.app/photos/${PHOTO_ID}/banner-600x150.png`,
    bannerHref: "https://www.delacroix-beaumont-conseil.com/",
    bannerAlt: "Delacroix Beaumont Conseil",
    customFields: [{ label: "Fax", value: "+33 1 42 68 53 01" }],
    customLinks: [{ label: "Blog", url: "https://blog.example.com/" }],
  });
  const fixtures = { FULL_FIELDS, rich, LONG_UNBROKEN_FIELDS, HOSTILE_FIELDS };
  return TEMPLATE_IDS.flatMap((template) =>
    SOCIAL_STYLES.flatMap((socialStyle) =>
      Object.entries(fixtures).flatMap(([fixture, fields]) =>
        (["en", "fr"] as const).map((locale) => ({
          name: `${template}/${socialStyle}/${fixture}/${locale}`,
          html: render({ ...fields, template, socialStyle, language: locale }, RENDER_OPTIONS).html,
        })),
      ),
    ),
  );
}

/** Markup that trips some client up. */
const SNIPPETS = [
  '<div style="display:flex">x</div>',
  '<td style="border-radius:4px">x</td>',
  '<td style="background-image:url(https://x.example/a.png)">x</td>',
  '<style>td { display: flex } .a:hover { color: red } @media (max-width: 600px) { td { width: 100% } }</style><table><tr><td class="a">x</td></tr></table>',
  '<svg width="10" height="10"><rect width="10" height="10"/></svg>',
  '<p style="margin:0 0 8px">x</p><img src="a.png" style="margin:0">',
  '<td style="color:rgba(0,0,0,0.5);background-color:rgb(255,0,0)">x</td>',
  '<table style="max-width:600px"><tr><td>x</td></tr></table>',
  "a<wbr>b",
  '<div style="position:absolute;top:0;left:0">x</div>',
  '<td style="color:#111 !important">x</td>',
  '<a href="#x">top</a><a name="x"></a>',
  '<form action="https://x.example"><input type="text" name="q"><input type="submit" value="Go"><button type="submit">Go</button></form>',
  '<video src="https://x.example/v.mp4" width="320" height="240" controls></video>',
  '<a href="mailto:a@b.example">a@b.example</a>',
  '<td style="width:10rem;height:5vh;line-height:initial">x</td>',
  '<td style="background:linear-gradient(#fff, #000);width:calc(100% - 10px);color:var(--c)">x</td>',
  '<picture><source srcset="a.png"><img src="a.png" srcset="a.png 2x" loading="lazy"></picture>',
  '<table style="table-layout:fixed"><tr><td style="text-underline-offset:2px">x</td></tr></table>',
  '<td style="display:flex !important">x</td>',
  "<p>x<dfn>term</dfn></p>",
  '<!DOCTYPE html><html lang="en"><head><title>x <b></title></head><body dir="rtl"><h1 aria-label="t">T</h1><section>s</section></body></html>',
  '<td style="box-shadow:0 0 2px #000;opacity:0.5;float:left;overflow:hidden;white-space:nowrap;word-break:break-all">x</td>',
  "<!-- comment --><td class=unquoted style='border-radius:2px'>x</td>",
  '<td style="font-family:&quot;Segoe UI&quot;, sans-serif;border-radius:2px">x</td>',
  '<td style="hyphens:auto">x</td>',
  "<marquee>x</marquee><abbr>a</abbr><strike>s</strike>",
  '<img src="x.png" style="object-fit:cover;aspect-ratio:1">',
  '<table><tr><td background="bg.png">x</td></tr></table>',
  '<td style="display:none">x</td><td style="display:grid">x</td><td style="flex-direction:column">x</td><td style="flex-wrap: wrap">x</td>',
  '<link rel="stylesheet" href="x.css"><base href="https://x.example/">',
  '<object data="x"></object><audio src="a.mp3"></audio><dialog>d</dialog><meter value="1"></meter><progress></progress><select><option>x</option></select><textarea><b>x</b></textarea><ruby>a<rp>(</rp><rt>b</rt><rp>)</rp></ruby>',
  '<img src="a.png" alt="a" aria-hidden="true"><span aria-describedby="x" aria-labelledby="y" aria-live="polite">x</span><input type="checkbox" required><input type="radio"><input type="hidden"><input type="reset"><button type="reset">r</button>',
  '<map name="m"><area href="#a"></map>',
];

describe("checkEmailCompatibility against doiuse-email", () => {
  it("agrees on every template, but for the listed exceptions", () => {
    const corpus = templateCorpus();
    expect(corpus.length).toBe(TEMPLATE_IDS.length * SOCIAL_STYLES.length * 4 * 2);
    for (const { name, html } of corpus) {
      const { unexplained, agreed } = compare(html);
      expect(unexplained, name).toEqual([]);
      expect(agreed, name).toBeGreaterThan(0);
    }
  });

  it.each(SNIPPETS)("agrees on %s, but for the listed exceptions", (html) => {
    const { unexplained } = compare(html);
    expect(unexplained).toEqual([]);
    expect(checkEmailCompatibility(html)).not.toEqual([]);
  });

  it("needs every listed exception", () => {
    const used = new Set<Exception>();
    for (const html of [...templateCorpus().map((entry) => entry.html), ...SNIPPETS]) {
      for (const exception of compare(html).used) used.add(exception);
    }
    const unused = [...ONLY_CHECK, ...ONLY_DOIUSE].filter((exception) => !used.has(exception));
    expect(unused).toEqual([]);
  });
});
