import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import * as z from "zod";
import { editorPathOf, entryOfFile } from "#content-model/content-entries.ts";
import { answerContract } from "#tests/support/answer-contract.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

/**
 * One contract for the staff API: each call's answer is a schema in
 * schemas/, which the route declares (`config.answer`) and the staff pages
 * read by its inferred type. Every route test holds the answers it gets to
 * it (tests/support/answer-contract.ts); these tests hold every call to
 * declaring one, and every call an admin may read to answering by it.
 */

let t: StaffTestApp;
let admin: string;
beforeAll(async () => {
  t = await createStaffTestApp();
  admin = (await t.personWithRole("admin")).cookie;
});
afterAll(() => t.cleanup());

/** Calls whose answer is another library's (better-auth's, Keystatic's), not ours. */
const libraryCalls = /^\/api\/(auth|keystatic)\//;

/** Calls that answer a file, a page or nothing, never JSON. */
const noJsonAnswer = [
  "GET /api/editor/github/oauth/callback",
  "GET /api/leads/export",
  "GET /api/leads/application/:id/resume",
  "GET /api/editor/picture-preview/*",
  "POST /api/samples/confirm",
  "POST /api/samples/unconfirm",
];

test("every staff call of ours that answers JSON declares the schema of its answer", () => {
  const calls = t.staff.staffRoutes.filter(
    ({ method, url }) => url.startsWith("/api/") && !libraryCalls.test(url) && method !== "HEAD",
  );
  expect(calls.length).toBeGreaterThan(20);
  const undeclared = calls
    .filter(({ answer }) => answer === undefined)
    .map(({ method, url }) => `${method} ${url}`);
  expect(undeclared.toSorted()).toEqual(noJsonAnswer.toSorted());
});

/**
 * Reads that answer only on a server that publishes, about a kept version:
 * this app publishes nothing (409); server/staff/publish-routes.test.ts holds
 * their answers to their schema.
 */
const publishingReads = ["/api/publish/rollback"];

test("every call an admin may read answers by its schema, with real data", async () => {
  const contact = await t.site.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      json: { name: "Ada Obi", email: "ada@family.example", phone: "08031234567", message: "Hi" },
    },
  });
  expect(contact.statusCode).toBe(201);
  const lead = (await t.staff.inject({ url: "/api/leads", headers: { cookie: admin } })).json()
    .items[0];
  const identity = entryOfFile("site/identity.yaml");
  if (identity === null) throw new Error("site/identity.yaml is no entry of the editor");
  const urls: Record<string, string> = {
    "/api/leads/:kind/:id": `/api/leads/contact/${lead.id}`,
    "/api/payments/cohorts/:call": "/api/payments/cohorts/kids-code-camp-2024",
    "/api/people/:id/lead-alerts": "/api/people/me/lead-alerts",
    "/api/editor/notes/*": "/api/editor/notes/site/identity.yaml",
    "/api/editor/names/:collection": "/api/editor/names/calls",
    "/api/publish/entry": `/api/publish/entry?editor=${encodeURIComponent(editorPathOf(identity))}`,
  };
  const reads = t.staff.staffRoutes.filter(
    ({ method, url, roles, answer }) =>
      method === "GET" &&
      answer !== undefined &&
      roles !== "public" &&
      roles.includes("admin") &&
      !publishingReads.includes(url),
  );
  for (const { url } of reads) {
    const response = await t.staff.inject({ url: urls[url] ?? url, headers: { cookie: admin } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  }
  expect(reads.length).toBeGreaterThan(10);
  expect(t.brokenAnswers).toEqual([]);
});

test("an answer that leaves its route's schema is reported with the route and what is wrong", async () => {
  const app = Fastify({ logger: false });
  const contract = answerContract(app);
  const answer = z.strictObject({ count: z.number() });
  app.get("/kept", { config: { answer } }, () => ({ count: 3 }));
  app.get("/drifted", { config: { answer } }, () => ({ count: "3", extra: true }));
  app.get("/refused", { config: { answer } }, (_request, reply) =>
    reply.code(404).send({ error: "Not Found", message: "No such thing." }),
  );
  for (const url of ["/kept", "/drifted", "/refused"]) await app.inject({ url });
  await app.close();
  expect(contract.broken).toHaveLength(1);
  expect(contract.broken[0]).toMatch(/^GET \/drifted: /);
  expect(contract.broken[0]).toContain("count");
  expect(contract.broken[0]).toContain("extra");
});
