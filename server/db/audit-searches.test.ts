import { afterEach, describe, expect, test } from "vitest";
import { auditSearchesDescribed } from "#server/db/migrations/2026-11-27-020-audit-searches-described.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t?.cleanup());

async function auditDetails(): Promise<Record<string, unknown>[]> {
  const entries = await t.site.database.db
    .selectFrom("staff_audit_log")
    .select("detail")
    .where("action", "=", "export")
    .orderBy("id")
    .execute();
  return entries.map((entry) => JSON.parse(entry.detail ?? "null") as Record<string, unknown>);
}

function exportSearching(q: string, cookie: string) {
  return t.staff.inject({
    method: "GET",
    url: `/api/leads/export?format=csv&kind=contact&q=${encodeURIComponent(q)}`,
    headers: { cookie },
  });
}

describe.each(testDatabases)("the audit log's searches on %s", (kind) => {
  test("an export searched for an address or a name is audited with the kind of search, never its words", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    expect((await exportSearching("Gone@Family.example", reader.cookie)).statusCode).toBe(200);
    expect((await exportSearching("Ngozi Okafor", reader.cookie)).statusCode).toBe(200);
    expect(await auditDetails()).toEqual([
      { filter: { kind: "contact", q: "(an address)" }, format: "csv", rows: 0 },
      { filter: { kind: "contact", q: "(2 words)" }, format: "csv", rows: 0 },
    ]);
  });

  test("erasing an address scrubs it from the audit entries that quoted it, and keeps their figures", async () => {
    t = await createStaffTestApp({}, kind);
    const admin = await t.personWithRole("admin");
    // Entries as the release before this one wrote them.
    const audit = auditLog(t.site.database);
    const older = (q: string) =>
      audit.record({
        action: "export",
        actor: admin,
        detail: { filter: { q, kind: "contact" }, format: "csv", rows: 3 },
      });
    await older("Gone@Family.example");
    await older("gone@family.example stays");
    await older("someone.else@family.example");

    const erased = await t.staff.inject({
      method: "POST",
      url: "/api/erasure",
      headers: { cookie: admin.cookie, origin: t.origin },
      payload: { email: "gone@family.example", confirmation: "gone@family.example" },
    });
    expect(erased.json().removed.audit_entries_scrubbed).toBe(2);
    const details = await auditDetails();
    expect(details.slice(0, 3)).toEqual([
      { filter: { q: "(an address)", kind: "contact" }, format: "csv", rows: 3 },
      { filter: { q: "(an address) stays", kind: "contact" }, format: "csv", rows: 3 },
      { filter: { q: "someone.else@family.example", kind: "contact" }, format: "csv", rows: 3 },
    ]);
    expect(JSON.stringify(details).toLowerCase()).not.toContain("gone@family.example");
  });

  test("the migration describes the searches that entries written before it quoted", async () => {
    t = await createStaffTestApp({}, kind);
    const audit = auditLog(t.site.database);
    await audit.record({ action: "export", detail: { filter: { q: "ada@x.ng" }, rows: 1 } });
    await audit.record({ action: "export", detail: { filter: { q: "Ada Obi" }, rows: 2 } });
    await audit.record({ action: "export", detail: { filter: { q: "(an address)" }, rows: 3 } });
    await audit.record({ action: "export", detail: { filter: { kind: "mailing" }, rows: 4 } });
    await auditSearchesDescribed.up(t.site.database.db);
    expect(await auditDetails()).toEqual([
      { filter: { q: "(an address)" }, rows: 1 },
      { filter: { q: "(2 words)" }, rows: 2 },
      { filter: { q: "(an address)" }, rows: 3 },
      { filter: { kind: "mailing" }, rows: 4 },
    ]);
  });
});
