import { afterAll, expect, test } from "vitest";
import {
  postSignup,
  processTestEnv,
  storedSignupEmails,
} from "#tests/support/server-child-process.ts";
import { startServerProcess } from "#tests/support/server-process.ts";
import { waitFor } from "#tests/support/wait-for.ts";

const { env, cleanup } = processTestEnv("durability");
afterAll(cleanup);

test("every signup acknowledged before a kill -9 is in the database after a restart", async () => {
  const server = await startServerProcess(env);
  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  async function sender(worker: number) {
    while (!stop) {
      const email = `w${worker}-${sent++}@durability.example`;
      const status = await postSignup(server.url, email);
      if (status === 0) return; // the server is gone
      if (status === 201) acknowledged.push(email);
    }
  }
  const senders = Array.from({ length: 16 }, (_, worker) => sender(worker));
  await waitFor("300 signups acknowledged", () => acknowledged.length >= 300, {
    timeoutMs: 40_000,
  });
  server.child.kill("SIGKILL");
  stop = true;
  await Promise.all(senders);

  const restarted = await startServerProcess(env);
  await restarted.stop();
  const stored = await storedSignupEmails(env.SQLITE_PATH);
  expect(acknowledged.length).toBeGreaterThanOrEqual(300);
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
}, 60_000);
