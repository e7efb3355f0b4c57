// A signature shown on a page lives in a shadow root of its own (ADR 022), so the page's CSS
// (Tailwind's preflight: `img { max-width: 100% }`, line heights, fonts) cannot change how it
// looks: the shadow root holds exactly the HTML that gets pasted. The host element carries
// the `signature-frame` class (app.css), which resets what it would inherit from the page.

/**
 * The signature as a declarative shadow root, for markup rendered on the server: browsers
 * attach it while parsing, so pages without scripts show it too. `html` is render()'s
 * output, which escapes every field: it cannot close the template.
 */
export function declarativeShadowRoot(html: string): string {
  return `<template shadowrootmode="open">${html}</template>`;
}

/** Shows `html` in `host`'s shadow root, attaching one if the server's markup did not. */
export function showSignature(host: HTMLElement, html: string): void {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  root.innerHTML = html;
}
