/**
 * bench:proxy's fault runs (issue 31, items 15 and 16), each with clients
 * browsing and signing up through Caddy (deploy/Caddyfile) in front of two
 * instances:
 * - a crash: one instance is killed with SIGKILL under load. Printed: the
 *   requests in flight at that moment (about half of them on the killed
 *   instance) and those sent in the two seconds after, each with how many
 *   failed and how long the slowest took.
 * - a database outage: PostgreSQL (a private cluster: it is stopped) is
 *   stopped for `downSeconds` and started again. Printed: the pages sent in
 *   the two seconds before (the machine's own pace) and the pages and signups
 *   sent while it was down; a signup is either stored (201) or refused with
 *   the service's 503 and Retry-After.
 */
import { createDatabase } from "#server/db/database.ts";
import { type CaddyStack, startCaddyStack } from "#tests/support/caddy-stack.ts";
import {
  percentile,
  type StepOutcome,
  startClients,
  type TimedOutcome,
} from "#tests/support/load-clients.ts";
import { startPrivatePostgres } from "#tests/support/private-postgres.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every `signupEvery`th step a signup, the others the home page, all through Caddy. */
function browseAndSignUp(stack: CaddyStack, run: string, signupEvery: number) {
  return async (client: number, n: number): Promise<StepOutcome> => {
    const signup = n % signupEvery === 0;
    try {
      if (!signup) {
        const answer = await stack.request("/", { headers: { "accept-encoding": "br, gzip" } });
        return { kind: "page", ok: answer.status === 200, status: answer.status };
      }
      const email = `${run}-${client}-${n}@bench.example`;
      const answer = await stack.request("/api/mailing-list", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: { email, sheet: "Mailing List" } }),
      });
      const ok = answer.status === 201;
      // The service's own refusal says when to come back; Caddy's 503 and 502 do not.
      const detail = answer.headers["retry-after"] ? "with Retry-After" : "";
      return {
        kind: "signup",
        ok,
        status: answer.status,
        detail,
        ...(ok && { acknowledged: email }),
      };
    } catch (error) {
      return { kind: signup ? "signup" : "page", ok: false, status: 0, detail: String(error) };
    }
  };
}

/** "12 pages: 0 failed, p99 40 ms, slowest 95 ms". */
function describeOutcomes(outcomes: TimedOutcome[], kind: string): string {
  const ofKind = outcomes.filter((outcome) => outcome.kind === kind);
  const failed = ofKind.filter((outcome) => !outcome.ok);
  const statuses = new Map<string, number>();
  for (const outcome of failed) {
    const status = `${outcome.status}${outcome.detail === "with Retry-After" ? " with Retry-After" : ""}`;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const slowestFailure = Math.round(Math.max(0, ...failed.map((outcome) => outcome.ms)));
  const failures = [...statuses].map(([status, count]) => `${count} × ${status}`).join(", ");
  const times = ofKind.map((outcome) => outcome.ms);
  return (
    `${ofKind.length} ${kind}s: ${failed.length} failed` +
    `${failures ? ` (${failures}; the slowest answered after ${slowestFailure} ms)` : ""},` +
    ` p99 ${Math.round(percentile(times, 99))} ms, slowest ${Math.round(Math.max(0, ...times))} ms`
  );
}

/** `kill -9` of instance 0 under load; it is started again afterwards. */
export async function measureCrash(stack: CaddyStack, clients: number) {
  const load = startClients(clients, browseAndSignUp(stack, "crash", 2));
  await pause(3_000);
  const killedAt = performance.now();
  await stack.killInstance(0);
  await pause(5_000);
  const { outcomes } = await load.stop();
  const inFlight = outcomes.filter(
    (outcome) => outcome.startedAt < killedAt && outcome.startedAt + outcome.ms > killedAt,
  );
  const after = outcomes.filter(
    (outcome) => outcome.startedAt >= killedAt && outcome.startedAt < killedAt + 2_000,
  );
  console.log(`\nkill -9 of one instance under ${clients} clients (half pages, half signups):`);
  for (const [label, group] of [
    ["in flight at the kill", inFlight],
    ["sent in the 2 s after", after],
  ] as const) {
    console.log(
      `  ${label}: ${describeOutcomes(group, "page")}; ${describeOutcomes(group, "signup")}`,
    );
  }
  await stack.restartInstance(0);
}

/**
 * PostgreSQL stopped for `downSeconds` under load, on a cluster of its own,
 * behind a stack of its own. Acknowledged signups must all be stored.
 */
export async function measureDatabaseOutage(siteDir: string, clients: number, downSeconds: number) {
  const postgres = await startPrivatePostgres({ role: "bench", database: "bench_outage" });
  const settings = { SQLITE_PATH: "", DATABASE_URL: postgres.url("bench") };
  await (await createDatabase(settings)).close();
  const stack = await startCaddyStack({
    DATABASE_URL: settings.DATABASE_URL,
    SITE_DIR: siteDir,
    RATE_LIMIT_MAX: "100000000",
    MAIL_HOURLY_BUDGET: "100000000",
  });
  try {
    const load = startClients(clients, browseAndSignUp(stack, "outage", 4));
    await pause(2_000);
    const stoppedAt = performance.now();
    await postgres.stop();
    await pause(downSeconds * 1_000 - (performance.now() - stoppedAt));
    await postgres.start();
    const upAt = performance.now();
    await pause(3_000);
    const { outcomes } = await load.stop();
    const before = outcomes.filter(
      (outcome) => outcome.startedAt >= stoppedAt - 2_000 && outcome.startedAt < stoppedAt,
    );
    const during = outcomes.filter(
      (outcome) => outcome.startedAt >= stoppedAt && outcome.startedAt < upAt,
    );
    const acknowledged = outcomes.flatMap((outcome) => outcome.acknowledged ?? []);
    const database = await createDatabase(settings);
    const stored = new Set(
      (await database.db.selectFrom("mailing_list_signups").select("email").execute()).map(
        (row) => row.email,
      ),
    );
    await database.close();
    console.log(
      `\nPostgreSQL stopped for ${((upAt - stoppedAt) / 1_000).toFixed(1)} s under ${clients}` +
        ` clients (three pages to a signup):\n` +
        `  sent in the 2 s before: ${describeOutcomes(before, "page")}\n` +
        `  sent while it was down: ${describeOutcomes(during, "page")};` +
        ` ${describeOutcomes(during, "signup")}\n` +
        `  whole run: ${acknowledged.length} signups acknowledged,` +
        ` ${acknowledged.filter((email) => !stored.has(email)).length} of them not stored`,
    );
  } finally {
    await stack.stop();
    await postgres.destroy();
  }
}
