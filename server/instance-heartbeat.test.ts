import { afterAll, expect, test } from "vitest";
import { runningInstances } from "#server/db/service-instances.ts";
import { processTestEnv } from "#tests/support/server-child-process.ts";
import { startServerProcess } from "#tests/support/server-process.ts";

const { env, cleanup } = processTestEnv("heartbeat");
afterAll(cleanup);

test("a running service is seen in its database from before it listens, and leaves it when stopped", async () => {
  const server = await startServerProcess(env, { startTimeoutMs: 60_000 });
  try {
    expect(await runningInstances(env)).toMatchObject([{ pid: server.child.pid }]);
  } finally {
    await server.stop();
  }
  expect(server.child.exitCode).toBe(0);
  expect(await runningInstances(env)).toEqual([]);
}, 90_000);
