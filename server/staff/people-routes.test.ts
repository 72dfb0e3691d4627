import { afterEach, describe, expect, test } from "vitest";
import type { StaffPerson } from "#schemas/staff.ts";
import { admissionFollowUp } from "#server/db/admission-follow-up.ts";
import { leadFollowUp } from "#server/db/lead-follow-up.ts";
import { staffAccountsRepository } from "#server/db/staff-accounts-repository.ts";
import { lastAdminRefusal } from "#server/staff/staff-people.ts";
import { storedApplication } from "#tests/support/admission-test-kit.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

function post(url: string, cookie: string, payload: Record<string, string> = {}) {
  return t.staff.inject({ method: "POST", url, headers: { origin: t.origin, cookie }, payload });
}

async function listed(cookie: string): Promise<StaffPerson[]> {
  return (await t.staff.inject({ method: "GET", url: "/api/people", headers: { cookie } })).json()
    .people;
}

async function auditActions() {
  const rows = await t.site.database.db
    .selectFrom("staff_audit_log")
    .select("action")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

function redeem(link: string) {
  return t.staff.inject({
    method: "POST",
    url: "/api/auth/enrolment/redeem",
    headers: { origin: t.origin },
    payload: { token: link.split("#")[1] },
  });
}

async function invitationLink(email: string) {
  return String((await t.latestMail(email, "staff-invitation"))?.match(/\S+\/enrol#\S+/)?.[0]);
}

describe("the last admin", () => {
  test("inviting an address that has an account changes nothing: the last admin stays admin, 409 says why, and no invitation is recorded", async () => {
    t = await createStaffTestApp();
    const admin = await t.personWithRole("admin");
    const before = await auditActions();
    const again = await post("/api/people", admin.cookie, { email: admin.email, role: "staff" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `${admin.email} already has a staff account (Admin). Change their role under their name.`,
    );
    expect((await listed(admin.cookie)).map((person) => person.role)).toEqual(["admin"]);
    expect(await auditActions()).toEqual(before);
  });

  test("keeps the role through the role route and staff add on the server", async () => {
    t = await createStaffTestApp();
    const admin = await t.personWithRole("admin");
    const demoted = await post(`/api/people/${admin.id}/role`, admin.cookie, { role: "editor" });
    expect([demoted.statusCode, demoted.json().message]).toEqual([409, lastAdminRefusal]);
    await expect(t.people.add(admin.email, "staff")).rejects.toThrow(lastAdminRefusal);
    expect((await listed(admin.cookie))[0]?.role).toBe("admin");
  });
});

describe.each(testDatabases)("two admins at once on %s", (kind) => {
  test("demoting each other leave one admin", async () => {
    t = await createStaffTestApp({}, kind);
    const first = await t.people.add("first@hub.example", "admin");
    const second = await t.people.add("second@hub.example", "admin");
    const results = await Promise.all([
      t.people.changeRole(first.id, "staff", "cli"),
      t.people.changeRole(second.id, "staff", "cli"),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(["changed", "last-admin"]);
    const roles = (await t.people.list()).map((person) => person.role);
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
  });

  test("removing each other leave one admin", async () => {
    t = await createStaffTestApp({}, kind);
    const first = await t.people.add("first@hub.example", "admin");
    const second = await t.people.add("second@hub.example", "admin");
    const accounts = staffAccountsRepository(t.site.database);
    const results = await Promise.all([accounts.remove(first.id), accounts.remove(second.id)]);
    expect(results.sort()).toEqual(["last-admin", "removed"]);
    expect(await t.people.list()).toHaveLength(1);
  });
});

describe.each(testDatabases)("a role change and its audit line on %s", (kind) => {
  test("commit together: when the audit line cannot be written, the role and the assignments stay as they were", async () => {
    t = await createStaffTestApp({}, kind);
    const ada = await t.people.add("ada@hub.example", "staff");
    const reference = await storedApplication(t.site.database, {
      email: "applicant@example.com",
      answers: {},
    });
    const db = t.site.database.db;
    const application = await db
      .selectFrom("admission_applications")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(await admissionFollowUp(t.site.database).assign(application.id, ada.id)).toBe(true);
    const auditLines = async () =>
      (await db.selectFrom("staff_audit_log").select("action").execute()).length;
    const linesBefore = await auditLines();

    const accounts = staffAccountsRepository(t.site.database);
    await expect(
      accounts.changeRole(ada.id, "editor", () => {
        throw new Error("the process stopped before the audit line");
      }),
    ).rejects.toThrow("the process stopped");
    expect((await t.people.find(ada.id))?.role).toBe("staff");
    const assigned = await db
      .selectFrom("admission_applications")
      .select("assigned_to")
      .where("id", "=", application.id)
      .executeTakeFirstOrThrow();
    expect(assigned.assigned_to).toBe(ada.id);
    expect(await auditLines()).toBe(linesBefore);

    await t.people.changeRole(ada.id, "editor", "cli");
    expect((await t.people.find(ada.id))?.role).toBe("editor");
    expect(await auditLines()).toBe(linesBefore + 1);
  });
});

describe.each(testDatabases)("a role that cannot open the applications on %s", (kind) => {
  test("made an editor, a person is taken off every application and lead they were given, in the role change, and the audit line names them", async () => {
    t = await createStaffTestApp({}, kind);
    const admin = await t.personWithRole("admin");
    const ada = await t.people.add("ada@hub.example", "staff");
    const obi = await t.people.add("obi@hub.example", "staff");
    const db = t.site.database.db;
    const followUp = admissionFollowUp(t.site.database);
    const references: string[] = [];
    for (const [index, assignee] of [ada, ada, obi].entries()) {
      const reference = await storedApplication(t.site.database, {
        email: `applicant${index}@example.com`,
        answers: {},
      });
      const row = await db
        .selectFrom("admission_applications")
        .select("id")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      expect(await followUp.assign(row.id, assignee.id)).toBe(true);
      references.push(reference);
    }
    for (const [index, assignee] of [ada, ada, obi].entries()) {
      const sent = await t.site.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          json: {
            name: "Ada Obi",
            email: `parent${index}@example.com`,
            phone: "08031234567",
            message: "Hello",
          },
        },
      });
      expect(sent.statusCode).toBe(201);
      const lead = await db
        .selectFrom("contact_messages")
        .select("id")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(
        await leadFollowUp(t.site.database).assign({ kind: "contact", id: lead.id }, assignee.id),
      ).toBe(true);
    }
    const assignees = async () =>
      (
        await db.selectFrom("admission_applications").select("assigned_to").orderBy("id").execute()
      ).map((row) => row.assigned_to);
    const leadAssignees = async () =>
      (await db.selectFrom("contact_messages").select("assigned_to").orderBy("id").execute()).map(
        (row) => row.assigned_to,
      );
    const roleChanges = async () =>
      (
        await db
          .selectFrom("staff_audit_log")
          .select("detail")
          .where("action", "=", "role-change")
          .orderBy("id")
          .execute()
      ).map((row) => JSON.parse(String(row.detail)));

    // A role that opens the applications keeps them.
    expect(
      (await post(`/api/people/${ada.id}/role`, admin.cookie, { role: "admin" })).statusCode,
    ).toBe(200);
    expect(await assignees()).toEqual([ada.id, ada.id, obi.id]);
    expect(await leadAssignees()).toEqual([ada.id, ada.id, obi.id]);

    const demoted = await post(`/api/people/${ada.id}/role`, admin.cookie, { role: "editor" });
    expect(demoted.statusCode).toBe(200);
    expect(await assignees()).toEqual([null, null, obi.id]);
    expect(await leadAssignees()).toEqual([null, null, obi.id]);
    expect(await followUp.assignees()).not.toContainEqual(expect.objectContaining({ id: ada.id }));

    // staff add on the server gives a role the same way.
    await t.people.add(obi.email, "editor");
    expect(await assignees()).toEqual([null, null, null]);
    expect(await leadAssignees()).toEqual([null, null, null]);

    expect(await roleChanges()).toEqual([
      { from: "staff", to: "admin" },
      {
        from: "admin",
        to: "editor",
        unassigned: [references[0], references[1]],
        unassignedLeads: 2,
      },
      { from: "staff", to: "editor", by: "cli", unassigned: [references[2]], unassignedLeads: 1 },
    ]);
  });
});

describe("invitations", () => {
  test("an invitee is listed as invited, by whom and until when, not as joined", async () => {
    t = await createStaffTestApp({ STAFF_ENROLMENT_HOURS: "72" });
    const admin = await t.personWithRole("admin");
    expect(
      (await post("/api/people", admin.cookie, { email: "obi@hub.example", role: "editor" }))
        .statusCode,
    ).toBe(201);
    const invitee = (await listed(admin.cookie)).find(
      (person) => person.email === "obi@hub.example",
    );
    expect(invitee).toMatchObject({
      role: "editor",
      invitedBy: admin.email,
      joinedAt: null,
      passkeys: 0,
      activeSessions: 0,
    });
    const hours =
      (Date.parse(String(invitee?.linkExpiresAt)) - Date.parse(String(invitee?.invitedAt))) /
      3_600_000;
    expect(Math.round(hours)).toBe(72);
    const mail = String(await t.latestMail("obi@hub.example", "staff-invitation"));
    expect(mail).toContain(`${admin.email} has given you an account`);
    expect(mail).toContain("as Editor: Site content and Publish");
    expect(mail).toContain(`sign in at ${t.origin}/sign-in`);
    expect(mail).toMatch(/works once, until \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Enugu time\)/);
  });

  test("an invitation says whether an email carries it: only when a mail server is set", async () => {
    t = await createStaffTestApp({ SMTP_URL: "smtp://127.0.0.1:2525" });
    const admin = await t.personWithRole("admin");
    const invited = await post("/api/people", admin.cookie, {
      email: "ada@hub.example",
      role: "staff",
    });
    expect(invited.json()).toMatchObject({ mailed: true });
    const invitee = (await listed(admin.cookie)).find(
      (person) => person.email === "ada@hub.example",
    );
    const resent = await post(`/api/people/${invitee?.id}/invitation`, admin.cookie);
    expect(resent.json()).toMatchObject({ mailed: true });
  });

  test("resending makes a new link and ends the old one, is audited, and the person joins with the new one", async () => {
    t = await createStaffTestApp();
    const admin = await t.personWithRole("admin");
    await post("/api/people", admin.cookie, { email: "obi@hub.example", role: "staff" });
    const first = await invitationLink("obi@hub.example");
    const invitee = (await listed(admin.cookie)).find(
      (person) => person.email === "obi@hub.example",
    );
    const resent = await post(`/api/people/${invitee?.id}/invitation`, admin.cookie);
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().linkExpiresAt)).toBeGreaterThan(Date.now());
    expect(resent.json().mailed).toBe(false);
    const second = await invitationLink("obi@hub.example");
    expect(second).not.toBe(first);

    expect((await redeem(first)).statusCode).toBe(400);
    expect((await redeem(second)).statusCode).toBe(200);
    const joined = (await listed(admin.cookie)).find(
      (person) => person.email === "obi@hub.example",
    );
    expect(joined?.joinedAt).not.toBeNull();
    expect(await auditActions()).toContain("invitation-resent");

    const again = await post(`/api/people/${invitee?.id}/invitation`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/has joined: they sign in with their passkey/);
  });
});
