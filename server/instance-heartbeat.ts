import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/database.ts";
import { heartbeatIntervalMs, serviceInstances } from "#server/db/service-instances.ts";

export type InstanceHeartbeatOptions = {
  database: Pick<Database, "db" | "describeError">;
  log: FastifyBaseLogger;
  intervalMs?: number;
};

/**
 * Says in the database that this instance is running (server/db/service-instances.ts),
 * before it listens and every few seconds after, and leaves when it stops, so
 * a restore refuses to run under it. While the database is away every beat
 * fails the same way: it says so once, and again when one succeeds.
 */
export async function startInstanceHeartbeat(options: InstanceHeartbeatOptions) {
  const instances = serviceInstances(options.database);
  const instance = {
    id: randomUUID(),
    host: hostname(),
    pid: process.pid,
    started_at: new Date().toISOString(),
  };
  let failing = false;
  let beating: Promise<void> | null = null;

  const beat = () => {
    beating = instances
      .beat(instance, new Date())
      .then(() => {
        if (failing) options.log.info("instance heartbeat reaches the database again");
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) {
          options.log.warn(options.database.describeError(error), "instance heartbeat failed");
        }
        failing = true;
      })
      .finally(() => {
        beating = null;
      });
    return beating;
  };

  // The first beat before the instance takes any request: a restore that
  // starts after this sees it.
  await beat();
  const timer = setInterval(beat, options.intervalMs ?? heartbeatIntervalMs);
  timer.unref();

  return {
    /** After the last request is answered: stops beating and leaves. */
    async stop() {
      clearInterval(timer);
      await beating;
      await instances.leave(instance.id).catch((error: unknown) => {
        // Its row goes stale within seconds anyway.
        options.log.warn(options.database.describeError(error), "instance could not leave");
      });
    },
  };
}
