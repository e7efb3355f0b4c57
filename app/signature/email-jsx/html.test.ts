// The email JSX runtime against React itself: the same element and props through both must
// give the same markup (React's, with the camel-case table attributes lowercased and the
// image preload cut, as the React renderer's `tidy()` did).
import { createElement, Fragment as ReactFragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type EmailNode, escapeHtml, Html } from "./html.ts";
import { Fragment, jsx } from "./jsx-runtime.ts";

type Props = Record<string, unknown>;

function react(tag: string, props: Props): string {
  return renderToStaticMarkup(createElement(tag, props as never))
    .replace(/^(?:<link [^>]*>)+/, "")
    .replace(/ (cellPadding|cellSpacing|colSpan)="/g, (match) => match.toLowerCase());
}

const email = (tag: string, props: Props) => jsx(tag, props).html;

const HOSTILE = `<script>alert("x" & 'y')</script> 🎉 \u00a0é`;

const CASES: Array<[string, string, Props]> = [
  ["escaped text", "span", { children: HOSTILE }],
  ["text with entities already in it", "span", { children: "&amp; &#x27; &lt;" }],
  ["numbers as children", "td", { children: [0, 1.5, -2, Number.NaN, 10n] }],
  ["empty children", "td", { children: [null, undefined, true, false, "", [[], [null]]] }],
  ["nested arrays", "td", { children: ["a", ["b", ["<c>", 3]], "d"] }],
  ["no children", "td", {}],
  ["escaped attribute values", "td", { bgcolor: HOSTILE, align: "left" }],
  ["numbers as attributes", "td", { width: 0, height: 12.5, colSpan: 2, border: -1e21 }],
  ["odd numbers as attributes", "td", { width: Number.NaN, height: Number.POSITIVE_INFINITY }],
  ["numbers as links", "a", { href: 0, children: "x" }],
  ["empty attribute", "td", { bgcolor: "", width: "" }],
  ["absent attributes", "td", { align: undefined, bgcolor: null, width: undefined }],
  ["boolean attributes", "td", { bgcolor: true, width: false, role: true }],
  ["boolean data and aria attributes", "td", { "data-x": true, "aria-hidden": false }],
  [
    "table attributes",
    "table",
    { cellPadding: 0, cellSpacing: "0", border: 0, role: "presentation" },
  ],
  ["attribute order", "td", { style: { color: "red" }, valign: "top", bgcolor: "#fff" }],
  ["links", "a", { href: "https://example.com/?a=1&b='2'", children: "x" }],
  ["empty link href", "a", { href: "", children: "x" }],
  ["empty href elsewhere", "td", { href: "", src: "", children: "x" }],
  ["javascript href", "a", { href: " \tJaVa\nScript:alert(1)", children: "x" }],
  ["image", "img", { src: "https://example.com/a.png", width: 80, height: "80", alt: HOSTILE }],
  ["image without src", "img", { src: "", width: 8, height: 8, alt: "" }],
  ["line break", "br", {}],
  ["event handler", "td", { onClick: "alert(1)", ONMOUSEOVER: "x", on: "kept" }],
  ["unsafe attribute name", "td", { 'a"b': "x", "c d": "y", "data-x": "z" }],
  [
    "style",
    "td",
    { style: { paddingRight: "16px", fontFamily: "Georgia, Times New Roman, serif" } },
  ],
  ["style numbers", "td", { style: { border: 0, padding: 4, lineHeight: 1.5, fontWeight: 700 } }],
  ["style unitless and vendor", "td", { style: { zIndex: 2, msFlex: 1, WebkitLineClamp: 2 } }],
  ["style prefixes", "td", { style: { msTransform: "none", MozBoxSizing: "border-box" } }],
  [
    "style empties",
    "td",
    { style: { color: undefined, margin: null, display: false, padding: "" } },
  ],
  ["style all empty", "td", { style: { color: undefined } }],
  ["empty style", "td", { style: {} }],
  ["style values trimmed and escaped", "td", { style: { fontFamily: ` "A" & <B> ` } }],
  ["custom property", "td", { style: { "--Accent": " #fff " } }],
  ["style booleans", "td", { style: { color: true } }],
];

describe("email JSX runtime", () => {
  // React warns (in development) about some of the props tried here; its output is what counts.
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it.each(CASES)("writes %s as React does", (_, tag, props) => {
    expect(email(tag, props)).toBe(react(tag, props));
  });

  it("writes every attribute name in lower case", () => {
    expect(email("td", { colSpan: 2, VALIGN: "top", "Data-X": "y" })).toBe(
      '<td colspan="2" valign="top" data-x="y"></td>',
    );
  });

  it("escapes the five characters React escapes, with React's entities", () => {
    expect(escapeHtml(`"&'<>`)).toBe("&quot;&amp;&#x27;&lt;&gt;");
    expect(escapeHtml("plain — é 🎉")).toBe("plain — é 🎉");
  });

  it("calls components with their props and renders what they return", () => {
    const Text = ({ value }: { value: string }) => value;
    const Nothing = () => null;
    const Many = ({ children }: { children?: EmailNode }): EmailNode => ["<1>", children, 2];
    const ours = jsx("td", {
      children: [
        jsx(Text, { value: "<b>" }),
        jsx(Nothing, {}),
        jsx(Many, { children: jsx("br", {}) }),
        jsx(Fragment, { children: ["x", jsx("span", { children: "y" })] }),
      ],
    }).html;
    const theirs = renderToStaticMarkup(
      createElement(
        "td",
        null,
        createElement(Text, { value: "<b>" }),
        createElement(Nothing),
        createElement(
          Many as (props: { children?: ReactNode }) => ReactNode,
          null,
          createElement("br"),
        ),
        createElement(ReactFragment, null, "x", createElement("span", null, "y")),
      ),
    );
    expect(ours).toBe(theirs);
  });

  it("makes every element a truthy value, even an empty one, as React elements are", () => {
    const Nothing = () => null;
    const element = jsx(Nothing, {});
    expect(element).toBeInstanceOf(Html);
    expect(element.html).toBe("");
    expect([element, false, null].filter(Boolean)).toHaveLength(1);
  });

  it("refuses children on void elements and invalid tags, as React does", () => {
    expect(() => jsx("br", { children: "x" })).toThrow(/self-closing/);
    expect(() => jsx("a b", {})).toThrow(/Invalid tag/);
    expect(() => jsx("td", { style: "color:red" })).toThrow(/style/);
  });
});
