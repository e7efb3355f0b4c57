import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

describe("createMailer", () => {
  it("writes .eml files when no SMTP server is configured", async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), "paraph-mail-"));
    const mailer = createMailer({
      smtpUrl: undefined,
      mailDir,
      from: "Paraph <no-reply@localhost>",
    });
    await mailer.send({ to: "ada@example.com", subject: "Bonjour Zoë", text: "Hello ✓" });
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const message = readFileSync(path.join(mailDir, files[0]!), "utf8");
    expect(message).toContain("To: ada@example.com");
    expect(message).toMatch(/Subject: .*Bonjour/);
  });

  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends through SMTP when SMTP_URL is set", async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: "/nonexistent",
      from: "Paraph <no-reply@localhost>",
    });
    await mailer.send({
      to: "bob@example.com",
      subject: "Test",
      text: "Body text",
      replyTo: "x@example.com",
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Body text");
    expect(received[0]).toContain("Reply-To: x@example.com");
  });
});
