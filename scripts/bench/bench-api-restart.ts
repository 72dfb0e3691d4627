/**
 * bench:api's run across a PostgreSQL restart: one instance of the service on
 * a private PostgreSQL cluster (tests/support/private-postgres.ts, never the
 * shared test server), `connections` clients sending signups and contact
 * messages (half each, a distinct address per request), PostgreSQL stopped
 * and started a third of the way through while they keep sending. Then each
 * endpoint's answers are counted (2xx, 503 with Retry-After, other) against
 * the rows stored: acknowledged but not stored must be 0; stored but not
 * acknowledged are writes whose commit's answer was cut off, which the client
 * was told to retry. Half-stored counts a lead without its one mail, or a
 * mail without its lead: must be 0. No SMTP_URL, so mail stays in the outbox
 * where it can be counted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "#server/db/database.ts";
import {
  startWriters,
  storedLeadsWithMail,
  tallyWrites,
  type WriteOutcome,
} from "#server/db/lead-audit.ts";
import { postgresBinDir, startPrivatePostgres } from "#tests/support/private-postgres.ts";
import { startServerProcess } from "../../tests/support/server-process.ts";

export type RestartRow = {
  endpoint: string;
  requests: number;
  requestsPerSecond: number;
  acknowledged: number;
  /** Answered 503 with Retry-After. */
  unavailable: number;
  other: number;
  stored: number;
  /** Must be 0. */
  acknowledgedNotStored: number;
  storedNotAcknowledged: number;
  /** Must be 0. */
  halfStored: number;
};

export type RestartRun = {
  seconds: number;
  connections: number;
  /** When the restart began, from the start of the load. */
  restartAtSeconds: number;
  /** From the stop command to PostgreSQL accepting connections again. */
  downSeconds: number;
  rows: RestartRow[];
};

const endpoints = ["mailing-list", "contact"] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Null when PostgreSQL's binaries are not installed: the run needs a cluster of its own. */
export async function benchAcrossPostgresRestart(options: {
  seconds: number;
  connections: number;
  logLevel: string;
  marker: string;
}): Promise<RestartRun | null> {
  if (postgresBinDir() === null) return null;
  const cluster = await startPrivatePostgres({ role: "bench_writer", database: "bench_restart" });
  const directory = mkdtempSync(join(tmpdir(), "bench-api-restart-"));
  const storage = { SQLITE_PATH: join(directory, "unused.db"), DATABASE_URL: cluster.url("x") };
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    server = await startServerProcess({
      ...storage,
      RATE_LIMIT_MAX: "100000000",
      MAIL_HOURLY_BUDGET: "100000000",
      CONTACT_NOTIFY_TO: "staff@bench.example",
      SITE_DIR: join(directory, "site"),
      LOG_LEVEL: options.logLevel,
    });
    const { url } = server;
    const endpointOf = (client: number) => endpoints[client % endpoints.length] as string;
    const writers = startWriters(
      options.connections,
      async (client, sequence): Promise<WriteOutcome> => {
        const endpoint = endpointOf(client);
        const email = `${options.marker}-${endpoint}-${client}-${sequence}@bench.example`;
        const json =
          endpoint === "mailing-list"
            ? { email, sheet: "Mailing List" }
            : { name: "Bench Visitor", email, phone: "+2348012345678", message: "Restart bench" };
        try {
          const response = await fetch(`${url}/api/${endpoint}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ json }),
          });
          await response.arrayBuffer();
          return {
            email,
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
          };
        } catch {
          return { email, status: 0, retryAfter: null };
        }
      },
    );
    const started = performance.now();
    const restartAtMs = (options.seconds * 1000) / 3;
    let downMs = 0;
    try {
      await pause(restartAtMs);
      const stopping = performance.now();
      await cluster.stop();
      await cluster.start();
      downMs = performance.now() - stopping;
      await pause(Math.max(0, options.seconds * 1000 - (performance.now() - started)));
    } finally {
      await writers.stop();
    }
    const elapsedSeconds = (performance.now() - started) / 1000;
    await server.stop();

    const database = await createDatabase(storage);
    try {
      const stored = await storedLeadsWithMail(database, options.marker, true);
      const rows = endpoints.map((endpoint): RestartRow => {
        const ofEndpoint = (email: string) => email.startsWith(`${options.marker}-${endpoint}-`);
        const tally = tallyWrites(
          writers.outcomes.filter((outcome) => ofEndpoint(outcome.email)),
          endpoint === "mailing-list" ? stored.mailing : stored.contact,
        );
        return {
          endpoint: `POST /api/${endpoint}`,
          requests: tally.requests,
          requestsPerSecond: Math.round(tally.requests / elapsedSeconds),
          acknowledged: tally.acknowledged,
          unavailable: tally.unavailable,
          other: tally.other,
          stored: tally.stored,
          acknowledgedNotStored: tally.acknowledgedNotStored.length,
          storedNotAcknowledged: tally.storedNotAcknowledged.length,
          halfStored: stored.halfStored.filter(ofEndpoint).length,
        };
      });
      return {
        seconds: options.seconds,
        connections: options.connections,
        restartAtSeconds: Math.round(restartAtMs / 100) / 10,
        downSeconds: Math.round(downMs / 100) / 10,
        rows,
      };
    } finally {
      await database.close();
    }
  } finally {
    await server?.stop();
    await cluster.destroy();
    rmSync(directory, { recursive: true, force: true });
  }
}
