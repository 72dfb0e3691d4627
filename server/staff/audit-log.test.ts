import { afterEach, expect, test } from "vitest";
import { auditLog } from "#server/staff/audit-log.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

function entries() {
  return t.site.database.db.selectFrom("staff_audit_log").selectAll().orderBy("id").execute();
}

test("sign-ins that succeed and fail are audited with who and from where", async () => {
  t = await createStaffTestApp();
  await t.people.add("lead@hub.example", "staff");
  await t.signIn("lead@hub.example");
  const wrong = await t.staff.inject({
    method: "POST",
    url: "/api/auth/sign-in/email-otp",
    headers: { origin: t.origin },
    payload: { email: "lead@hub.example", otp: "000000" },
  });
  expect(wrong.statusCode).toBe(400);
  const log = await entries();
  expect(log.find((entry) => entry.action === "sign-in")).toMatchObject({
    actor_email: "lead@hub.example",
    address: "127.0.0.1",
  });
  expect(log.find((entry) => entry.action === "sign-in-failed")).toMatchObject({
    address: "127.0.0.1",
  });
});

test("an admin reads the audit log; entries past the retention are deleted", async () => {
  t = await createStaffTestApp();
  const admin = await t.personWithRole("admin");
  const audit = auditLog(t.site.database, () => new Date(Date.now() + 400 * 86_400_000));
  await audit.record({ action: "export", actor: admin, detail: { rows: 3 } });
  const page = await t.staff.inject({
    method: "GET",
    url: "/api/audit",
    headers: { cookie: admin.cookie },
  });
  expect(page.json().entries[0]).toMatchObject({ action: "export", detail: { rows: 3 } });
  // A year and more later, the sign-in is older than 365 days and goes; the export stays.
  expect(await audit.purge(365)).toBeGreaterThan(0);
  expect((await entries()).map((entry) => entry.action)).toEqual(["export"]);
});
