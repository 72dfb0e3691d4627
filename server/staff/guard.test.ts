import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type StaffRole, signInReturningTo, staffRoles } from "#schemas/staff.ts";
import { staffPageList } from "#schemas/staff-pages.ts";
import { proxyTrust } from "#server/client-address.ts";
import { loggerOptions } from "#server/logging.ts";
import { accessRefusedEvent, registerStaffGuard } from "#server/staff/guard.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createStaffTestApp();
  for (const role of staffRoles) cookies[role] = (await t.personWithRole(role)).cookie;
});
afterAll(() => t.cleanup());

/** A concrete URL for a route pattern: any value fills a parameter, the guard decides first. */
function concrete(url: string) {
  return url
    .replace(/:kind/g, "contact")
    .replace(/:[a-z]+/g, "1")
    .replace("*", "x.js");
}

function call(route: { method: string; url: string }, cookie?: string) {
  return t.staff.inject({
    method: route.method as "GET" | "POST",
    url: concrete(route.url),
    headers: { origin: t.origin, ...(cookie ? { cookie } : {}) },
    ...(route.method === "POST" ? { payload: {} } : {}),
  });
}

describe("every staff route is guarded by its declared roles", () => {
  test("the server lists its routes, and guarded ones are most of them", () => {
    const guarded = t.staff.staffRoutes.filter((route) => route.roles !== "public");
    expect(guarded.length).toBeGreaterThan(10);
  });

  test("an anonymous request gets 401, or a guarded page a redirect to sign in", async () => {
    for (const route of t.staff.staffRoutes) {
      if (route.roles === "public") continue;
      const response = await call(route);
      if (route.page && route.method !== "HEAD") {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(303);
        // The sign-in comes back to the page asked for, by its path alone.
        expect(response.headers.location).toBe(signInReturningTo(concrete(route.url)));
      } else if (route.page) {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(303);
      } else {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  test("the applications pages are among them, for staff and admins only (issue 34)", () => {
    const applications = t.staff.staffRoutes.filter((route) =>
      route.url.startsWith("/applications"),
    );
    expect(applications.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        "GET /applications",
        "GET /applications/:call",
        "POST /applications/:call",
        "GET /applications/:call/:reference",
        "GET /applications/:call/:reference/file",
        "POST /applications/:call/:reference/move",
        "POST /applications/:call/:reference/stage",
        "POST /applications/:call/:reference/notes",
        "POST /applications/:call/:reference/assignee",
        "POST /applications/:call/move",
        "POST /applications/:call/stage",
        "GET /applications/:call/export.csv",
        "GET /applications/:call/export.json",
        "GET /applications/list-ticks.js",
      ]),
    );
    for (const route of applications) expect(route.roles).toEqual(["staff", "admin"]);
  });

  test("the payments pages are among them, for staff and admins only (issue 35)", () => {
    const payments = t.staff.staffRoutes.filter((route) => route.url.startsWith("/payments"));
    expect(payments.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        "GET /payments",
        "GET /payments/:call",
        "GET /payments/:call/export.csv",
        "GET /payments/:call/:reference",
        "POST /payments/:call/:reference/payments",
        "GET /payments/:call/:reference/invoice.pdf",
        "GET /payments/:call/:reference/receipts/:file",
        "POST /payments/alarms/:id/dealt-with",
        "POST /payments/:call/:reference/payment-link",
      ]),
    );
    for (const route of payments) expect(route.roles).toEqual(["admin", "staff"]);
  });

  test("a signed-in person whose role the route does not name gets 403", async () => {
    let checked = 0;
    for (const route of t.staff.staffRoutes) {
      if (route.roles === "public") continue;
      const roles = route.roles;
      for (const role of staffRoles.filter((candidate) => !roles.includes(candidate))) {
        const response = await call(route, cookies[role]);
        expect(response.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  test("every page of the table of staff pages opens to the roles it names only", async () => {
    expect(staffPageList.length).toBeGreaterThan(10);
    for (const { path, roles } of staffPageList) {
      const url = concrete(path);
      const registered = t.staff.staffRoutes.find(
        (route) => route.method === "GET" && route.url === path,
      );
      expect(registered, path).toMatchObject({ roles, page: true });
      const anonymous = await call({ method: "GET", url: path });
      expect(anonymous.statusCode, `anonymous: ${url}`).toBe(roles === "public" ? 503 : 303);
      for (const role of staffRoles) {
        const response = await call({ method: "GET", url: path }, cookies[role]);
        // 503: the staff UI is not built for these tests; the shell would be sent.
        const allowed = roles === "public" || roles.includes(role);
        expect(response.statusCode, `${role}: ${url}`).toBe(allowed ? 503 : 403);
      }
    }
  });

  test("a page with pages under it opens at its own address too, to the same roles", async () => {
    for (const { path, roles } of staffPageList.filter(({ path }) => path.endsWith("/*"))) {
      const own = t.staff.staffRoutes.find(
        (route) => route.method === "GET" && route.url === path.slice(0, -2),
      );
      expect(own, path).toMatchObject({ roles, page: true });
    }
  });

  test("a route that declares no roles cannot be registered", () => {
    const bare = Fastify({ logger: false });
    registerStaffGuard(bare, {
      auth: t.staff.staffAuth,
      staffOrigin: t.origin,
      maxSessionHours: 12,
      now: () => new Date(),
      forbiddenPage: (reply) => reply,
    });
    expect(() => bare.get("/undeclared", () => "never")).toThrow(/declares no roles/);
    expect(() => bare.get("/declared", { config: { roles: ["admin"] } }, () => "ok")).not.toThrow();
  });
});

test("each refusal by the guard is logged as a security event: who, their role, the roles needed, the route's pattern and the client, nothing personal", async () => {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions("info", { write: (line: string) => lines.push(line) }),
    // Caddy in front, as TRUST_PROXY has it: the client is the forwarded address.
    trustProxy: proxyTrust(["127.0.0.1"]),
  });
  registerStaffGuard(app, {
    auth: t.staff.staffAuth,
    staffOrigin: t.origin,
    maxSessionHours: 12,
    now: () => new Date(),
    forbiddenPage: (reply) => reply.send("forbidden"),
  });
  app.get("/leads/:id", { config: { roles: ["admin"] } }, () => "ok");
  app.post("/leads/:id", { config: { roles: ["admin"] } }, () => "ok");
  await app.ready();
  const editor = await t.personWithRole("editor", "ada.editor@hub.example");
  const query = "?q=ada%40example.com&name=Ada+Okafo";
  const client = { "x-forwarded-for": "203.0.113.7" };

  const forbidden = await app.inject({
    method: "GET",
    url: `/leads/7${query}`,
    headers: { cookie: editor.cookie, ...client },
  });
  const anonymous = await app.inject({ method: "GET", url: `/leads/7${query}`, headers: client });
  const crossSite = await app.inject({
    method: "POST",
    url: `/leads/7${query}`,
    headers: { cookie: editor.cookie, origin: "https://evil.example", ...client },
    payload: {},
  });
  await app.close();
  expect([forbidden.statusCode, anonymous.statusCode, crossSite.statusCode]).toEqual([
    403, 401, 403,
  ]);

  const refused = lines.filter((line) => line.includes(accessRefusedEvent));
  const route = { method: "GET", route: "/leads/:id", client: "203.0.113.7" };
  expect(refused.map((line) => JSON.parse(line))).toEqual([
    expect.objectContaining({
      level: 40,
      event: accessRefusedEvent,
      status: 403,
      reason: "role",
      accountId: editor.id,
      role: "editor",
      requiredRoles: ["admin"],
      ...route,
    }),
    expect.objectContaining({ status: 401, reason: "no-session", accountId: null, ...route }),
    expect.objectContaining({ status: 403, reason: "cross-site", ...route, method: "POST" }),
  ]);
  const cookieValue = editor.cookie.split("=").slice(1).join("=").split(";")[0] as string;
  for (const line of refused) {
    expect(line).not.toMatch(/\?|ada%40|ada\.editor|okafo|example\.com|hub\.example|@/i);
    expect(line).not.toContain(cookieValue);
  }
});

test("the public app serves no staff page or call", async () => {
  for (const url of ["/api/leads", "/api/auth/sign-in/email-otp", "/people", "/api/me"]) {
    const response = await t.site.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(404);
  }
});

test("the staff side answers the load balancer's health checks without a session", async () => {
  for (const url of ["/healthz", "/readyz"]) {
    const response = await t.staff.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
  }
});
