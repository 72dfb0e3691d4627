import { afterEach, describe, expect, test, vi } from "vitest";
import { formActionPath, formSentPath } from "#schemas/form-posts.ts";
import type { Database } from "#server/db/database.ts";
import { mailHourlySends } from "#server/db/mail-send-budget.ts";
import type { OutboxRepository } from "#server/db/outbox-repository.ts";
import { createOutboxWorker } from "#server/mail/outbox-worker.ts";
import { sendBudget } from "#server/mail/send-budget.ts";
import {
  createBrochureRequest,
  createFormPost,
  createSignup,
} from "#tests/support/lead-request-factories.ts";
import { startSmtpServer } from "#tests/support/smtp-test-server.ts";
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
 * The budget counts clock hours: these tests set the clock (Date only, timers
 * run) in the middle of one, so an hour that turns during a test cannot move
 * their mail.
 */
function setClock(at = "2030-01-01T10:30:00.000Z") {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(at) });
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
/** Every mail the test's SMTP server received, raw. */
const received: string[] = [];
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  received.length = 0;
});

/**
 * A worker of the instance on `database`, as server/index.ts starts it, that
 * sends to the test's SMTP server.
 */
async function mailWorker(testApp: TestApp, outbox: OutboxRepository, database: Database) {
  smtp ??= await startSmtpServer(received);
  const worker = createOutboxWorker({
    outbox,
    budget: sendBudget(mailHourlySends(database), testApp.config.MAIL_HOURLY_BUDGET),
    backlogWarning: testApp.config.MAIL_HOURLY_BUDGET,
    smtpUrl: smtp.url,
    mailFrom: "Hub <hello@enugutechhub.ng>",
    siteDir: testApp.config.SITE_DIR,
    pollMs: 50,
    log: { info() {}, warn() {}, error() {} } as never,
    openSecret: testApp.mailSecrets.open,
  });
  return {
    /** One pass; the recipients of the mail received meanwhile, sorted. */
    async pass(): Promise<string[]> {
      const before = received.length;
      await worker.runOnce();
      return received
        .slice(before)
        .map((raw) => /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? "")
        .sort();
    },
    stop: () => worker.stop(),
  };
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

  test("past the hourly budget every lead is still stored, answered as usual and its mail queued", async () => {
    setClock();
    app = await createTestApp({ MAIL_HOURLY_BUDGET: "2" }, kind);
    // This hour's budget already spent.
    await app.database.db
      .insertInto("mail_hourly_sends")
      .values({ hour: "2030-01-01T10", sent: 2 })
      .execute();
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
    expect(await app.outbox.countByStatus("queued")).toBe(5);
    const worker = await mailWorker(app, app.outbox, app.database);
    try {
      expect(await worker.pass()).toEqual([]);
      expect(await app.outbox.countByStatus("queued")).toBe(5);
      setClock("2030-01-01T11:00:01.000Z");
      expect(await worker.pass()).toHaveLength(2);
    } finally {
      await worker.stop();
    }
  });

  test("one client's flood of mail waits behind every other client's first mail, and a reserve of the hour is kept for those", async () => {
    setClock();
    // A budget of 8: one mail per client per hour in the first turn, a reserve of 2.
    app = await createTestApp({ MAIL_HOURLY_BUDGET: "8", RATE_LIMIT_MAX: "100" }, kind);
    const brochureFrom = (client: string, email: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1.0/email/send",
        remoteAddress: client,
        payload: brochureFor(email),
      });
    // Ten requests from two addresses of one /24: one client.
    for (let n = 1; n <= 10; n += 1) {
      await brochureFrom(n % 2 ? "198.51.100.7" : "198.51.100.8", `flood${n}@example.com`);
    }
    const worker = await mailWorker(app, app.outbox, app.database);
    try {
      // Its first mail may spend the whole hour; the rest all but the reserve.
      expect(await worker.pass()).toEqual(
        ["flood1", "flood2", "flood3", "flood4", "flood5", "flood6"].map(
          (name) => `${name}@example.com`,
        ),
      );
      // Other clients' first mails still go out this hour, from the reserve.
      await brochureFrom("203.0.113.9", "parent@example.com");
      await brochureFrom("2001:db8:1:2::1", "teacher@example.com");
      expect(await worker.pass()).toEqual(["parent@example.com", "teacher@example.com"]);
      // The hour is spent: the next client's mail waits for the next hour, and
      // then goes before the rest of the flood.
      await brochureFrom("192.0.2.1", "founder@example.com");
      expect(await worker.pass()).toEqual([]);
      setClock("2030-01-01T11:00:01.000Z");
      await brochureFrom("198.51.100.9", "flood11@example.com");
      const [first] = await app.outbox.claimDue(new Date(), 1);
      expect(first?.to_address).toBe("founder@example.com");
      await app.outbox.release(first ? [first.id] : [], new Date());
      expect(await worker.pass()).toHaveLength(6);
      expect(await app.outbox.countByStatus("queued")).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  test("a client's mails are counted in turns of its share: the first share of the hour in the first turn", async () => {
    // 200 an hour: a share of 5.
    app = await createTestApp({ RATE_LIMIT_MAX: "100" }, kind);
    for (let n = 1; n <= 7; n += 1) {
      await app.inject({
        method: "POST",
        url: "/api/mailing-list",
        remoteAddress: "198.51.100.7",
        payload: createSignup({ email: `s${n}@example.com` }),
      });
    }
    await app.inject({
      method: "POST",
      url: "/api/mailing-list",
      remoteAddress: "203.0.113.9",
      payload: createSignup({ email: "other@example.com" }),
    });
    const rows = await app.database.db
      .selectFrom("outbox_messages")
      .select(["to_address", "send_priority"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.send_priority)).toEqual([1, 1, 1, 1, 1, 2, 2, 1]);
  });
});

type Instance = Pick<TestApp, "inject" | "outbox" | "database">;

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
  request: (index: number) => { url: string; payload: object; remoteAddress?: string },
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

  test("the hourly budget is one budget: the workers of both instances together send 5 of 12 mails in an hour", async () => {
    setClock();
    await withTwoInstances({ MAIL_HOURLY_BUDGET: "5" }, kind, async (instances) => {
      const answers = await atOnce(instances, 12, (index) => ({
        url: "/api/v1.0/email/send",
        remoteAddress: `198.51.${100 + index}.7`,
        payload: brochureFor(`parent${index}@example.com`),
      }));
      expect(statusesOf(answers)).toEqual(Array(12).fill(200));
      const [first, second] = instances;
      const workers = await Promise.all([
        mailWorker(app, first.outbox, first.database),
        mailWorker(app, second.outbox, second.database),
      ]);
      try {
        await Promise.all(workers.map((worker) => worker.pass()));
        expect(received).toHaveLength(5);
        expect(await app.outbox.countByStatus("queued")).toBe(7);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
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
