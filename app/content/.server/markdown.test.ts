import { describe, expect, it } from "vitest";
import { countWords, renderMarkdown } from "./markdown.ts";
import { frenchSpacing } from "./typography.ts";

const plain = { signature: () => "<figure>EXAMPLE</figure>" };

describe("Markdown rendering", () => {
  it("shows raw HTML as text instead of passing it through", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1)</script> and <b onclick="x()">bold</b>\n\n<div>block</div>\n',
      plain,
    );
    expect(html).not.toMatch(/<script|<b |<div>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;div&gt;block&lt;/div&gt;");
  });

  it("keeps internal links as written and drops unsafe schemes", () => {
    const { html } = renderMarkdown(
      "[builder](/fr/create) [site](https://example.com) [bad](javascript:alert(1))",
      plain,
    );
    expect(html).toContain('<a href="/fr/create">builder</a>');
    expect(html).toContain('<a href="https://example.com">site</a>');
    expect(html).not.toContain("javascript:");
    expect(html).toContain("bad");
  });

  it("hands signature blocks to the example renderer and escapes other code", () => {
    const seen: string[] = [];
    const { html } = renderMarkdown(
      "```signature\ntemplate: basic\n```\n\n```\n<b>code</b>\n```\n",
      {
        signature: (source) => {
          seen.push(source);
          return "<figure>EXAMPLE</figure>";
        },
      },
    );
    expect(seen).toEqual(["template: basic"]);
    expect(html).toContain("<figure>EXAMPLE</figure>");
    expect(html).toContain("<pre><code>&lt;b&gt;code&lt;/b&gt;</code></pre>");
  });

  it("gives headings unique ids for anchors", () => {
    const { html } = renderMarkdown("## Étape 1 : le choix\n\n## Étape 1 : le choix\n", plain);
    expect(html).toContain('<h2 id="etape-1-le-choix">');
    expect(html).toContain('<h2 id="etape-1-le-choix-2">');
  });

  it("counts the words of the prose, not of the examples", () => {
    expect(countWords("<p>One two, three.</p><figure><p>four five</p></figure><p>— six</p>")).toBe(
      4,
    );
  });
});

describe("French spacing", () => {
  it("puts a narrow no-break space before high punctuation and inside guillemets, not in code", () => {
    expect(frenchSpacing("Prêt ? Oui : « bien » !")).toBe(
      "Prêt\u202f? Oui\u202f: «\u202fbien\u202f»\u202f!",
    );
    expect(frenchSpacing("a :\n```signature\nx : y\n```\nb ;")).toBe(
      "a\u202f:\n```signature\nx : y\n```\nb\u202f;",
    );
  });
});
