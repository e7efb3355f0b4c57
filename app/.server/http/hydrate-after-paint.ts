// Hydrated pages start their JavaScript after the first paint (docs/architecture.md#editor-speed).
//
// React Router writes a `<link rel="modulepreload">` for every module of the page into the
// head and an inline module script that imports the route modules and the client entry. The
// browser then fetches some 30–45 scripts at high priority beside the stylesheet, and on a slow
// connection the page shows nothing until most of them have arrived, although the server's HTML
// is complete and readable without them. This rewrite of the document keeps the script and the
// list of modules in the page, inert, and adds a loader that, once the page has painted, puts
// the preloads back and runs the script: the same modules, fetched right after the first paint
// instead of competing with it. Nothing else changes: the fields stay disabled until React has
// hydrated (as before), and a background tab, which paints nothing, starts after 200 ms.
import { Transform, type TransformCallback } from "node:stream";

/** The type the inert module script carries until the loader runs it; counted as JavaScript by the bench. */
export const AFTER_PAINT_MODULE_TYPE = "paraph/module-after-paint";

const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const NONCE = /\bnonce="([^"]*)"/;
/** React Router's inline module script: `type="module"`, no `src`. */
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

function loader(hrefs: string[]): string {
  // Plain ES5 in one expression: it runs before any module, in every browser the site supports.
  return `(function(){var d=document.currentScript.previousElementSibling,h=${JSON.stringify(hrefs)},n=d.nonce,g=0;function go(){if(g++)return;h.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;if(n)l.nonce=n;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=d.textContent;document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,200)})()`;
}

/**
 * The document up to the end of its module script, with its module preloads and that script
 * deferred to after the first paint, and where that end is in `html`; `null` when it has no
 * inline module script yet (or none at all: content pages).
 */
export function deferModules(html: string): { rewritten: string; end: number } | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script || /\bsrc=/.test(`${script[1]}${script[2]}`)) return null;
  const hrefs: string[] = [];
  const before = html.slice(0, script.index).replace(PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href && !hrefs.includes(href)) hrefs.push(href);
    return "";
  });
  const attributes = `${script[1]}${script[2]}`.replace(/\s*\basync(="")?/, "").trim();
  const nonce = NONCE.exec(attributes)?.[1];
  const inert = `<script ${attributes} type="${AFTER_PAINT_MODULE_TYPE}">${script[3]}</script>`;
  const start = `<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${loader(hrefs)}</script>`;
  return { rewritten: `${before}${inert}${start}`, end: script.index + script[0].length };
}

/**
 * A stream of the document that holds what React writes until the module script has passed
 * (the shell, written at once), rewrites it with `deferModules`, then lets the rest through.
 */
export function hydrateAfterPaint(): Transform {
  let held: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      held.push(chunk);
      const bytes = Buffer.concat(held);
      // A chunk may end inside a character: only the text before the script's end is rewritten,
      // and the bytes after it pass as they came.
      const html = bytes.toString("utf8");
      const deferred = deferModules(html);
      if (deferred === null) return callback();
      done = true;
      held = [];
      const end = Buffer.byteLength(html.slice(0, deferred.end), "utf8");
      callback(null, Buffer.concat([Buffer.from(deferred.rewritten, "utf8"), bytes.subarray(end)]));
    },
    flush(callback: TransformCallback) {
      callback(null, done ? undefined : Buffer.concat(held));
    },
  });
}
