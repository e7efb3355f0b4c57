// A JSX runtime for email HTML: elements become escaped strings at once, components are
// plain functions called with their props. Templates select it with
// `/** @jsxImportSource #email-jsx */` (package.json "imports"), so they stay readable TSX
// without React (docs/decisions/014). It writes what React's renderToStaticMarkup wrote.
import { type CSSProperties, childrenHtml, type EmailNode, element, Html } from "./html.ts";

export type { CSSProperties, EmailNode } from "./html.ts";
export { Html } from "./html.ts";

type Props = Record<string, unknown>;
type Component = (props: never) => EmailNode;

/** `<tag …>` → its markup; `<Component …/>` → what the function returns, as markup. */
export function jsx(type: string | Component, props: Props, _key?: unknown): Html {
  if (typeof type === "string") return element(type, props);
  if (type === Fragment) return new Html(childrenHtml(props.children as EmailNode));
  const node = (type as (props: Props) => EmailNode)(props);
  return node instanceof Html ? node : new Html(childrenHtml(node));
}

export const jsxs = jsx;

/** `<>…</>`: the children, nothing around them. */
export function Fragment(props: { children?: EmailNode }): Html {
  return new Html(childrenHtml(props.children));
}

/** accepted for readability and ignored: there is nothing to reconcile */
type Key = string | number | bigint | null;
type Children = { children?: EmailNode; key?: Key };
type Styled = { style?: CSSProperties | undefined };
type Align = "left" | "center" | "right";
type Length = number | string;

/** Only the elements and attributes email templates use, each as React would write it. */
export declare namespace JSX {
  type Element = Html;
  type ElementType = keyof IntrinsicElements | Component;
  interface ElementChildrenAttribute {
    children: unknown;
  }
  interface IntrinsicAttributes {
    key?: Key;
  }
  interface IntrinsicElements {
    table: Children &
      Styled & {
        cellPadding?: Length;
        cellSpacing?: Length;
        border?: Length;
        role?: "presentation";
        align?: Align;
        width?: Length;
      };
    tbody: Children;
    tr: Children;
    td: Children &
      Styled & {
        align?: Align;
        valign?: "top" | "middle" | "bottom";
        width?: Length;
        height?: Length;
        bgcolor?: string;
        colSpan?: number;
      };
    a: Children & Styled & { href: string };
    span: Children & Styled;
    br: { key?: Key };
    img: Styled & { key?: Key; src: string; width: Length; height: Length; alt: string };
  }
}
