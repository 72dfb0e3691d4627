import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "#server/app.ts";
import { parseServerEnv } from "#server/env.ts";
import { loggerOptions } from "#server/logging.ts";

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

/**
 * The service on a real loopback port, since time-outs, caps and resets live
 * on sockets. Its log lines, with the service's own redaction, land in
 * `lines`; `prepare` may add hooks before it listens.
 */
export async function startListeningApp(
  env: Record<string, string> = {},
  prepare?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
) {
  const directory = mkdtempSync(join(tmpdir(), "listening-"));
  const lines: string[] = [];
  const config = parseServerEnv({
    SITE_DIR: directory,
    SQLITE_PATH: join(directory, "leads.db"),
    ...env,
  });
  const app = await buildApp(config, {
    serveSite: false,
    logger: loggerOptions(config.LOG_LEVEL, { write: (line: string) => lines.push(line) }),
  });
  prepare?.(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening");
  const sockets: Socket[] = [];
  return {
    app,
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as LogLine),
    /** A raw connection from this machine; its errors (resets) are expected and ignored. */
    async open(localAddress?: string) {
      const socket = connect({ port: address.port, host: "127.0.0.1", localAddress });
      socket.on("error", () => undefined);
      sockets.push(socket);
      await once(socket, "connect");
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type ListeningApp = Awaited<ReturnType<typeof startListeningApp>>;
