// A streaming XML reader for untrusted documents (the parts of an .xlsx today): text goes in
// chunk by chunk, elements and text come out as they complete. What it will not do is the
// point: no DTD (so no entity expansion, "billion laughs", or external entity), no entity but
// the five predefined ones and character references, no element deeper than `maxDepth`, no
// token longer than `maxTokenChars` held in memory.

export type XmlLimits = { maxDepth: number; maxTokenChars: number };

export type XmlHandlers = {
  /** an element opens; attributes by local name (prefixes dropped: `r:id` is `id`) */
  open?: (name: string, attributes: Record<string, string>) => void;
  /** an element closes (a self-closing one opens then closes) */
  close?: (name: string) => void;
  /** character data, entities decoded, possibly in several pieces */
  text?: (text: string) => void;
};

/** The document is not well-formed, or breaks one of the limits; `reason` says which. */
export class XmlRefusedError extends Error {
  readonly reason: "malformed" | "doctype" | "tooDeep" | "tokenTooLong";
  constructor(reason: XmlRefusedError["reason"], detail: string) {
    super(`XML refused (${reason}): ${detail}`);
    this.name = "XmlRefusedError";
    this.reason = reason;
  }
}

const PREDEFINED: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

export type XmlReader = { write(chunk: string): void; end(): void };

export function createXmlReader(handlers: XmlHandlers, limits: XmlLimits): XmlReader {
  let pending = "";
  const open: string[] = [];
  let rootSeen = false;

  function decode(raw: string): string {
    if (!raw.includes("&")) return raw;
    return raw.replace(/&([^;&\s]{1,10});/g, (_, entity: string) => {
      if (entity.startsWith("#")) {
        const code =
          entity[1] === "x" || entity[1] === "X"
            ? Number.parseInt(entity.slice(2), 16)
            : Number.parseInt(entity.slice(1), 10);
        if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) {
          throw new XmlRefusedError("malformed", `bad character reference &${entity};`);
        }
        return String.fromCodePoint(code);
      }
      const value = PREDEFINED[entity];
      if (value === undefined) throw new XmlRefusedError("malformed", `unknown entity &${entity};`);
      return value;
    });
  }

  function localName(name: string): string {
    const colon = name.indexOf(":");
    return colon === -1 ? name : name.slice(colon + 1);
  }

  function startTag(body: string): void {
    const selfClosing = body.endsWith("/");
    const content = selfClosing ? body.slice(0, -1) : body;
    const nameMatch = /^[^\s/>]+/.exec(content);
    if (!nameMatch) throw new XmlRefusedError("malformed", "element without a name");
    const name = localName(nameMatch[0]);
    const attributes: Record<string, string> = {};
    const rest = content.slice(nameMatch[0].length);
    const attribute = /\s*([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;
    let end = 0;
    for (let match = attribute.exec(rest); match; match = attribute.exec(rest)) {
      attributes[localName(match[1]!)] = decode(match[2] ?? match[3] ?? "");
      end = attribute.lastIndex;
    }
    if (rest.slice(end).trim() !== "") throw new XmlRefusedError("malformed", "bad attribute");
    if (open.length === 0 && rootSeen) throw new XmlRefusedError("malformed", "two root elements");
    rootSeen = true;
    open.push(name);
    if (open.length > limits.maxDepth) {
      throw new XmlRefusedError("tooDeep", `more than ${limits.maxDepth} levels`);
    }
    handlers.open?.(name, attributes);
    if (selfClosing) closeTag(name);
  }

  function closeTag(name: string): void {
    if (open.pop() !== name) throw new XmlRefusedError("malformed", `unexpected </${name}>`);
    handlers.close?.(name);
  }

  function emitText(raw: string): void {
    if (raw === "") return;
    if (open.length === 0) {
      if (raw.trim() !== "") throw new XmlRefusedError("malformed", "text outside the root");
      return;
    }
    handlers.text?.(decode(raw));
  }

  /** Handles every complete token at the start of `pending`; keeps the incomplete rest. */
  function drain(final: boolean): void {
    let at = 0;
    const length = pending.length;
    while (at < length) {
      const lt = pending.indexOf("<", at);
      if (lt === -1) {
        // Text up to the last "&" that may start an entity cut by the chunk boundary.
        const amp = final ? -1 : pending.lastIndexOf("&");
        const cut = amp >= at && amp > length - 12 ? amp : length;
        emitText(pending.slice(at, cut));
        at = cut;
        break;
      }
      if (lt > at) emitText(pending.slice(at, lt));
      at = lt;
      const end = tokenEnd(pending, at);
      if (end === -1) break;
      token(pending.slice(at, end));
      at = end;
    }
    pending = pending.slice(at);
    if (pending.length > limits.maxTokenChars) {
      throw new XmlRefusedError("tokenTooLong", `a token longer than ${limits.maxTokenChars}`);
    }
  }

  function token(raw: string): void {
    if (raw.startsWith("<?")) return;
    if (raw.startsWith("<!--")) return;
    if (raw.startsWith("<![CDATA[")) {
      if (open.length === 0) throw new XmlRefusedError("malformed", "CDATA outside the root");
      handlers.text?.(raw.slice(9, -3));
      return;
    }
    if (raw.startsWith("<!")) {
      throw new XmlRefusedError("doctype", "document type declarations are not read");
    }
    if (raw.startsWith("</")) {
      closeTag(localName(raw.slice(2, -1).trim()));
      return;
    }
    startTag(raw.slice(1, -1));
  }

  return {
    write(chunk: string) {
      pending += chunk;
      drain(false);
    },
    end() {
      drain(true);
      if (pending !== "") throw new XmlRefusedError("malformed", "the document ends in a tag");
      if (!rootSeen || open.length > 0) {
        throw new XmlRefusedError("malformed", "the document ends before its root closes");
      }
    },
  };
}

/** Where the token starting at `start` ("<…") ends (index after it), or -1 if not complete. */
function tokenEnd(text: string, start: number): number {
  if (text.startsWith("<!--", start)) return after(text, "-->", start + 4);
  if (text.startsWith("<![CDATA[", start)) return after(text, "]]>", start + 9);
  if (text.startsWith("<?", start)) return after(text, "?>", start + 2);
  if (text.length - start < 9 && "<![CDATA[".startsWith(text.slice(start))) return -1;
  // A tag: the first ">" outside quoted attribute values.
  let quote = "";
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return i + 1;
  }
  return -1;
}

function after(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at === -1 ? -1 : at + terminator.length;
}
