import { afterEach, describe, expect, test, vi } from "vitest";
import { formActionPath, formSentPath } from "#schemas/form-posts.ts";
import { budgetHoursAhead, hourAfter, hourOf } from "#server/db/mail-budget-lease.ts";
import {
  createBrochureRequest,
  createFormPost,
  createSignup,
} from "#tests/support/lead-request-factories.ts";
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
  testDatabases,
} from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await app?.cleanup();
});

/**
 * The budget counts clock hours: these tests stop the clock (Date only, timers
 * run) in the middle of one, so an hour that turns during a test cannot move
 * their mail.
 */
function midHour() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2030-01-01T10:30:00.000Z") });
  return "2030-01-01T10";
}

/** When each queued mail may be sent, earliest first. */
async function queuedSendTimes(): Promise<string[]> {
  const rows = await app.database.db
    .selectFrom("outbox_messages")
    .select("next_attempt_at")
    .where("status", "=", "queued")
    .orderBy("next_attempt_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.next_attempt_at);
}

const brochureFor = (to_email: string) =>
  createBrochureRequest({
    template_params: { email_subject: "Codeville Brochure Request", to_email },
  });

describe.each(testDatabases)("mail limits on %s", (kind) => {
  test("one brochure per address in the window: a repeat is answered OK and neither stored nor sent again", async () => {
    app = await createTestApp({}, kind);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1.0/email/send",
        payload: brochureFor("victim@example.com"),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect(await app.leadQueries.countLeads("brochure")).toBe(1);
    expect(await app.outbox.countByStatus("queued")).toBe(1);
    const other = await app.inject({
      method: "POST",
      url: "/api/v1.0/email/send",
      payload: brochureFor("someone-else@example.com"),
    });
    expect(other.statusCode).toBe(200);
    expect(await app.outbox.countByStatus("queued")).toBe(2);
  });

  test("once the hourly budget is spent, leads are still stored and answered as usual; their mail waits for the next hour", async () => {
    const hour = midHour();
    app = await createTestApp({ MAIL_HOURLY_BUDGET: "2" }, kind);
    const answers: number[] = [];
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1.0/email/send",
        payload: brochureFor(email),
      });
      answers.push(response.statusCode);
    }
    const signup = await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ email: "d@example.com" }),
    });
    const form = await app.inject({
      method: "POST",
      url: formActionPath("brochure"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: createFormPost({ email: "e@example.com" }),
    });
    expect([...answers, signup.statusCode]).toEqual([200, 200, 200, 201]);
    expect(form.headers.location).toBe(formSentPath("brochure"));
    expect(await app.leadQueries.countLeads("brochure")).toBe(4);
    expect(await app.leadQueries.countLeads("mailing")).toBe(1);
    const queued = await queuedSendTimes();
    expect(queued.map((at) => hourOf(at))).toEqual([
      hour,
      hour,
      hourAfter(hour, 1),
      hourAfter(hour, 1),
      hourAfter(hour, 2),
    ]);
    expect(queued.slice(2).every((at) => at.endsWith(":00:00.000Z"))).toBe(true);
    // Nothing of the next hour is sent before it starts.
    expect(await app.outbox.claimDue(new Date(), 10)).toHaveLength(2);
  });

  test("when every hour of the look-ahead is spent the lead is refused with 503 and Retry-After, and nothing is stored", async () => {
    const hour = midHour();
    app = await createTestApp({ MAIL_HOURLY_BUDGET: "1" }, kind);
    await app.database.db
      .insertInto("mail_send_budget")
      .values(
        Array.from({ length: budgetHoursAhead }, (_, offset) => ({
          hour: hourAfter(hour, offset),
          queued: 1,
        })),
      )
      .execute();
    const brochure = await app.inject({
      method: "POST",
      url: "/api/v1.0/email/send",
      payload: brochureFor("c@example.com"),
    });
    const signup = await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      payload: createSignup({ email: "d@example.com" }),
    });
    for (const response of [brochure, signup]) {
      expect(response.statusCode).toBe(503);
      const retryAfter = Number(response.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
    }
    expect(await app.leadQueries.countLeads("brochure")).toBe(0);
    expect(await app.leadQueries.countLeads("mailing")).toBe(0);
    expect(await app.outbox.countByStatus("queued")).toBe(0);
  });
});

type Instance = Pick<TestApp, "inject">;

async function withTwoInstances(
  env: Record<string, string>,
  kind: (typeof testDatabases)[number],
  work: (instances: [Instance, Instance]) => Promise<void>,
) {
  app = await createTestApp({ RATE_LIMIT_MAX: "1000", ...env }, kind);
  const second = await createSecondInstance(app);
  try {
    await work([app, second]);
  } finally {
    await second.cleanup();
  }
}

/** `count` requests at once, alternating between the two instances. */
function atOnce(
  instances: [Instance, Instance],
  count: number,
  request: (index: number) => { url: string; payload: object },
) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      instances[index % 2]?.inject({ method: "POST", ...request(index) }),
    ),
  );
}

const statusesOf = (responses: ({ statusCode: number } | undefined)[]) =>
  responses.map((response) => response?.statusCode).sort();

describe.each(testDatabases)("two instances on one %s database", (kind) => {
  test("twenty brochure requests for one address at once, across both: one stored, one mail", async () => {
    await withTwoInstances({}, kind, async (instances) => {
      const answers = await atOnce(instances, 20, () => ({
        url: "/api/v1.0/email/send",
        payload: brochureFor("victim@example.com"),
      }));
      expect(statusesOf(answers)).toEqual(Array(20).fill(200));
      expect(await app.leadQueries.countLeads("brochure")).toBe(1);
      expect(await app.outbox.countByStatus("queued")).toBe(1);
    });
  });

  test("the hourly budget is one budget: with 5 to spend, 12 requests at once across both queue 5 an hour", async () => {
    const hour = midHour();
    await withTwoInstances({ MAIL_HOURLY_BUDGET: "5" }, kind, async (instances) => {
      const answers = await atOnce(instances, 12, (index) => ({
        url: "/api/v1.0/email/send",
        payload: brochureFor(`parent${index}@example.com`),
      }));
      expect(statusesOf(answers)).toEqual(Array(12).fill(200));
      expect(await app.leadQueries.countLeads("brochure")).toBe(12);
      const perHour: Record<string, number> = {};
      for (const at of await queuedSendTimes()) {
        perHour[hourOf(at)] = (perHour[hourOf(at)] ?? 0) + 1;
      }
      expect(perHour).toEqual({
        [hour]: 5,
        [hourAfter(hour, 1)]: 5,
        [hourAfter(hour, 2)]: 2,
      });
    });
  });
});

// SQLite serves one instance (docs/decisions/023-several-instances.md): its counts stay in memory.
describe.each(testDatabases.filter((kind) => kind === "postgres"))(
  "two instances on one %s database",
  (kind) => {
    test("one client's rate limit is one limit: with 3 allowed, 10 signups at once across both store 3", async () => {
      await withTwoInstances({ RATE_LIMIT_MAX: "3" }, kind, async (instances) => {
        const answers = await atOnce(instances, 10, (index) => ({
          url: "/api/mailing-list",
          payload: createSignup({ email: `s${index}@example.com` }),
        }));
        expect(statusesOf(answers)).toEqual([...Array(3).fill(201), ...Array(7).fill(429)]);
        expect(await app.leadQueries.countLeads("mailing")).toBe(3);
      });
    });
  },
);
