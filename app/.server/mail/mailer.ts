import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
};

/**
 * SMTP when `smtpUrl` is set; otherwise each message is written as an `.eml` file in
 * `mailDir` (the development default, docs/product.md#configuration), readable by any mail program.
 */
export function createMailer({
  smtpUrl,
  mailDir,
  from,
}: {
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
}): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      async send(mail) {
        await (await transport.get()).sendMail({ from, ...mail });
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from, ...mail });
      await mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      const temporary = path.join(mailDir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(mailDir, name));
    },
    close: transport.close,
  };
}

type TransportOptions = Parameters<typeof import("nodemailer").createTransport>[0];

/** nodemailer (~30 ms to load) and its transport are made at the first message, not at start. */
function lazyTransport(options: TransportOptions) {
  let transport: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get(): Promise<Transporter> {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => {
        const created = nodemailer.createTransport(options);
        if (closed) created.close();
        return created;
      });
      return transport;
    },
    close(): void {
      closed = true;
      void transport?.then((created) => created.close());
    },
  };
}
