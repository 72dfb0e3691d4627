import { afterEach, describe, expect, test } from "vitest";
import { createBrochureRequest, createSignup } from "#tests/support/lead-request-factories.ts";
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
  testDatabases,
} from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

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

  test("once the hourly budget of mail to visitors is spent, brochures and signups get 503 with Retry-After and store nothing", async () => {
    app = await createTestApp({ MAIL_HOURLY_BUDGET: "2" }, kind);
    for (const email of ["a@example.com", "b@example.com"]) {
      const ok = await app.inject({
        method: "POST",
        url: "/api/v1.0/email/send",
        payload: brochureFor(email),
      });
      expect(ok.statusCode).toBe(200);
    }
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
    expect(await app.leadQueries.countLeads("brochure")).toBe(2);
    expect(await app.leadQueries.countLeads("mailing")).toBe(0);
    expect(await app.outbox.countByStatus("queued")).toBe(2);
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

  test("the hourly budget is one budget: with 5 to spend, 12 requests at once across both queue 5", async () => {
    await withTwoInstances({ MAIL_HOURLY_BUDGET: "5" }, kind, async (instances) => {
      const answers = await atOnce(instances, 12, (index) => ({
        url: "/api/v1.0/email/send",
        payload: brochureFor(`parent${index}@example.com`),
      }));
      expect(statusesOf(answers)).toEqual([...Array(5).fill(200), ...Array(7).fill(503)]);
      expect(await app.leadQueries.countLeads("brochure")).toBe(5);
      expect(await app.outbox.countByStatus("queued")).toBe(5);
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
