import { afterEach, expect, test } from "vitest";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

function get(url: string, cookie: string) {
  return t.staff.inject({ method: "GET", url, headers: { cookie } });
}

function post(url: string, cookie: string, payload: unknown) {
  return t.staff.inject({
    method: "POST",
    url,
    headers: { cookie, origin: t.origin },
    payload: payload as object,
  });
}

test("each person chooses their own lead mails, and the audit log says who changed whose", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  expect((await get("/api/people/me/lead-alerts", reader.cookie)).json()).toEqual({ kinds: [] });
  const chosen = await post("/api/people/me/lead-alerts", reader.cookie, {
    kinds: ["hiring-request", "contact"],
  });
  // In the inbox's order of kinds, whatever the order chosen.
  expect(chosen.json()).toEqual({ kinds: ["contact", "hiring-request"] });
  expect((await get(`/api/people/${reader.id}/lead-alerts`, reader.cookie)).json()).toEqual({
    kinds: ["contact", "hiring-request"],
  });
  const entry = await t.site.database.db
    .selectFrom("staff_audit_log")
    .select(["actor_email", "target", "detail"])
    .where("action", "=", "lead-alerts-changed")
    .executeTakeFirstOrThrow();
  expect(entry).toMatchObject({ actor_email: reader.email, target: reader.id });
});

test("an admin chooses for anyone; a staff member may not choose for someone else, and is told why", async () => {
  t = await createStaffTestApp();
  const admin = await t.personWithRole("admin");
  const reader = await t.personWithRole("staff");
  const other = await t.personWithRole("staff");
  const byAdmin = await post(`/api/people/${reader.id}/lead-alerts`, admin.cookie, {
    kinds: ["application"],
  });
  expect(byAdmin.json()).toEqual({ kinds: ["application"] });
  const byPeer = await post(`/api/people/${other.id}/lead-alerts`, reader.cookie, {
    kinds: ["contact"],
  });
  expect(byPeer.statusCode).toBe(403);
  expect(byPeer.json().message).toBe("Only an admin chooses the mails of someone else.");
});

test("editors, who cannot open leads, get no lead mails; unknown kinds are refused with the reason", async () => {
  t = await createStaffTestApp();
  const admin = await t.personWithRole("admin");
  const editor = await t.personWithRole("editor");
  expect((await get("/api/people/me/lead-alerts", editor.cookie)).statusCode).toBe(403);
  const forEditor = await post(`/api/people/${editor.id}/lead-alerts`, admin.cookie, {
    kinds: ["contact"],
  });
  expect(forEditor.statusCode).toBe(404);
  const unknown = await post("/api/people/me/lead-alerts", admin.cookie, { kinds: ["spam"] });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toBe("Unknown kind of lead.");
});
