import { afterEach, expect, test, vi } from "vitest";
import { type ListeningApp, startListeningApp } from "#tests/support/listening-app.ts";

let server: ListeningApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signupHeaders =
  "POST /api/mailing-list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n";

/** Waits until the service has logged something about a request, and returns every line. */
async function requestLines(app: ListeningApp) {
  await vi.waitFor(() => expect(app.entries().some((entry) => entry.reqId)).toBe(true));
  return app.entries();
}

test("a client that resets mid-body is logged as a reset, not as the database being unavailable", async () => {
  let bodyReading: () => void = () => undefined;
  const reading = new Promise<void>((resolve) => {
    bodyReading = resolve;
  });
  server = await startListeningApp({}, (app) => {
    app.addHook("preParsing", async (_request, _reply, payload) => {
      bodyReading();
      return payload;
    });
  });
  const socket = await server.open();
  socket.write(`${signupHeaders}Content-Length: 100\r\n\r\n{"json":`);
  await reading;
  socket.resetAndDestroy();
  const entries = await requestLines(server);
  expect(entries.map((entry) => entry.msg)).not.toContain("database unavailable");
  expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
  expect(entries.some((entry) => entry.msg === "client reset the connection")).toBe(true);
});

test.each([
  ["a malformed chunked body", `${signupHeaders}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n`],
  ["a reset right after the headers", `${signupHeaders}Content-Length: 10\r\n\r\n`],
])("%s neither fails the rate limiter nor logs an error", async (_name, request) => {
  server = await startListeningApp();
  const socket = await server.open();
  socket.write(request);
  socket.resetAndDestroy();
  const entries = await requestLines(server);
  expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
});
