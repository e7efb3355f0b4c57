import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { NEVER_MS } from "./wait.ts";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  /** the text/html part, decoded ("" when there is none) */
  html: string;
  raw: string;
};

export type SmtpSink = {
  port: number;
  mails: ReceivedMail[];
  /** The first mail to `to` (optionally matching), waiting up to `timeoutMs`. */
  waitFor(
    to: string,
    match?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeSubject(raw),
          text: decodePart(raw, "plain"),
          html: decodePart(raw, "html"),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    async waitFor(to, match = () => true, timeoutMs = NEVER_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to) && match(m));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first text/plain (or text/html) part, quoted-printable decoded (what nodemailer sends
 * here). The part ends at the message's own boundary: a line of the body may start with "--"
 * too (a quoted-printable line break can fall before "--" inside a token).
 */
function decodePart(raw: string, subtype: "plain" | "html"): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const end = boundary
    ? `\\r?\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`
    : "\\r?\\n--";
  const part = new RegExp(
    `Content-Type: text\\/${subtype}[^\\r\\n]*\\r?\\nContent-Transfer-Encoding: ([\\w-]+)\\r?\\n\\r?\\n([\\s\\S]*?)${end}`,
    "i",
  ).exec(raw);
  if (!part) return "";
  const [, encoding = "", body = ""] = part;
  if (encoding.toLowerCase() === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding.toLowerCase() !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The Subject header, with RFC 2047 encoded words decoded. */
function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}
