import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test process, on a free loopback port. Each
 * message arrives raw (headers and MIME parts) in `received`; with `reject`
 * every message is refused, as a full mailbox would. Given a function, each
 * recipient is refused with the text it makes of the address, as real mail
 * servers do ("550 5.1.1 <ada@example.com>: user unknown").
 */
export async function startSmtpServer(
  received: string[],
  reject: boolean | ((recipient: string) => string) = false,
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onRcptTo(address, _session, callback) {
      if (typeof reject !== "function") return callback();
      callback(Object.assign(new Error(reject(address.address)), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("latin1");
      });
      stream.on("end", () => {
        if (reject) return callback(new Error("mailbox unavailable"));
        received.push(raw);
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The bytes of a raw message's base64 application/pdf part (empty when there is none). */
export function attachedPdf(raw: string): Buffer {
  const part = raw.split(/Content-Type: application\/pdf[^\n]*\n/)[1] ?? "";
  const body = part.split(/\r?\n\r?\n/)[1] ?? "";
  return Buffer.from(body.split("--")[0] ?? "", "base64");
}
