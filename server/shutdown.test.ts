import { afterAll, expect, test } from "vitest";
import {
  postSignup,
  processTestEnv,
  storedSignupEmails,
} from "#tests/support/server-child-process.ts";
import { startServerProcess } from "#tests/support/server-process.ts";

const { env, cleanup } = processTestEnv("shutdown");
afterAll(cleanup);

test("SIGTERM lets in-flight requests finish, closes the database and exits 0", async () => {
  const server = await startServerProcess(env);
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
  const emails = Array.from({ length: 100 }, (_, index) => `drain-${index}@shutdown.example`);
  // A 0 is a request refused after the listener closed: never acknowledged.
  const answers = emails.map((email) => postSignup(server.url, email));
  await answers[0];
  server.child.kill("SIGTERM");
  const statuses = await Promise.all(answers);
  expect(await exited).toBe(0);

  // Each answer is a success, the 503 of a closing server, or no answer at all.
  expect(statuses.filter((status) => ![201, 503, 0].includes(status))).toEqual([]);
  const stored = await storedSignupEmails(env.SQLITE_PATH);
  const acknowledged = emails.filter((_, index) => statuses[index] === 201);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
}, 30_000);
