import { afterEach, describe, expect, test } from "vitest";
import { leadDetailSchema } from "#schemas/staff-leads.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

async function contactMessage(email: string) {
  const response = await t.site.inject({
    method: "POST",
    url: "/api/contact",
    payload: { json: { name: "Ada Obi", email, phone: "08031234567", message: "Hello" } },
  });
  expect(response.statusCode).toBe(201);
}

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

async function leadIds(cookie: string, query = ""): Promise<number[]> {
  const page = (await get(`/api/leads?${query}`, cookie)).json();
  return page.items.map((item: { id: number }) => item.id);
}

async function auditActions(): Promise<
  { action: string; target: string | null; detail: string | null }[]
> {
  return t.site.database.db
    .selectFrom("staff_audit_log")
    .select(["action", "target", "detail"])
    .orderBy("id")
    .execute();
}

describe.each(testDatabases)("following leads up on %s", (kind) => {
  test("several notes on a lead keep their author and time, oldest first, and the audit log names the lead but not the note", async () => {
    t = await createStaffTestApp({}, kind);
    const first = await t.personWithRole("staff");
    const second = await t.personWithRole("admin");
    await contactMessage("ada@family.example");
    const [id] = await leadIds(first.cookie);
    const added = await post(`/api/leads/contact/${id}/notes`, first.cookie, {
      text: "  Called her: wants the December camp  ",
    });
    expect(added.statusCode).toBe(201);
    await post(`/api/leads/contact/${id}/notes`, second.cookie, { text: "Sent the fees" });
    const detail = leadDetailSchema.parse(
      (await get(`/api/leads/contact/${id}`, first.cookie)).json(),
    );
    expect(detail.notes.map((note) => [note.author_email, note.body])).toEqual([
      [first.email, "Called her: wants the December camp"],
      [second.email, "Sent the fees"],
    ]);
    expect(detail.notes[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const notes = (await auditActions()).filter((entry) => entry.action === "note-added");
    expect(notes.map((entry) => entry.target)).toEqual([`contact:${id}`, `contact:${id}`]);
    expect(JSON.stringify(await auditActions())).not.toContain("December");
  });

  test("an empty note is refused with the reason, and a note on a lead that is gone is a 404", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    await contactMessage("ada@family.example");
    const [id] = await leadIds(reader.cookie);
    const empty = await post(`/api/leads/contact/${id}/notes`, reader.cookie, { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Write the note first.");
    const gone = await post("/api/leads/contact/99999/notes", reader.cookie, { text: "Hello" });
    expect(gone.statusCode).toBe(404);
  });

  test("a lead is assigned to someone who reads leads; it is theirs under 'me', and nobody's when they leave", async () => {
    t = await createStaffTestApp({}, kind);
    const admin = await t.personWithRole("admin");
    const reader = await t.personWithRole("staff");
    const editor = await t.personWithRole("editor");
    await contactMessage("ada@family.example");
    await contactMessage("obi@family.example");
    const [newest, older] = await leadIds(admin.cookie);
    const assignees = (await get("/api/assignees", reader.cookie)).json().people;
    expect(assignees.map((person: { email: string }) => person.email).sort()).toEqual(
      [admin.email, reader.email].sort(),
    );
    const toEditor = await post(`/api/leads/contact/${older}/assignee`, admin.cookie, {
      assignee: editor.id,
    });
    expect(toEditor.statusCode).toBe(400);
    expect(toEditor.json().message).toBe("Choose someone whose role opens the leads.");
    // An id no account can have (PostgreSQL refuses a NUL outright) is no one, and says so.
    const notAnId = await post(`/api/leads/contact/${older}/assignee`, admin.cookie, {
      assignee: `${reader.id}\u0000`,
    });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe("Choose someone whose role opens the leads.");
    const assigned = await post(`/api/leads/contact/${older}/assignee`, admin.cookie, {
      assignee: reader.id,
    });
    expect(assigned.json()).toEqual({ assigned_to: reader.id });
    expect(await leadIds(reader.cookie, "assignee=me")).toEqual([older]);
    expect(await leadIds(admin.cookie, `assignee=${reader.id}`)).toEqual([older]);
    expect(await leadIds(admin.cookie, "assignee=none")).toEqual([newest]);
    expect((await auditActions()).find((entry) => entry.action === "lead-assigned")).toMatchObject({
      target: `contact:${older}`,
    });
    await t.people.remove(reader.id);
    expect(await leadIds(admin.cookie, "assignee=none")).toEqual([newest, older]);
  });

  test("many leads are marked handled at once by one person, in one audit entry that counts them", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    for (const email of ["a@family.example", "b@family.example", "c@family.example"]) {
      await contactMessage(email);
    }
    const ids = await leadIds(reader.cookie);
    const marked = await post("/api/leads/handled", reader.cookie, {
      handled: true,
      leads: [...ids.map((id) => ({ kind: "contact", id })), { kind: "brochure", id: 99999 }],
    });
    expect(marked.json()).toMatchObject({ changed: 3, handled_by: reader.email });
    expect(await leadIds(reader.cookie, "status=new")).toEqual([]);
    const entry = (await auditActions()).find((each) => each.action === "leads-handled");
    expect(JSON.parse(entry?.detail ?? "{}")).toEqual({
      count: 3,
      leads: expect.arrayContaining(ids.map((id) => `contact:${id}`)),
    });
    const none = await post("/api/leads/handled", reader.cookie, { handled: true, leads: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose at least one lead.");
  });

  test("erasing a person takes the notes on their leads with them", async () => {
    t = await createStaffTestApp({}, kind);
    const admin = await t.personWithRole("admin");
    await contactMessage("gone@family.example");
    const [id] = await leadIds(admin.cookie);
    await post(`/api/leads/contact/${id}/notes`, admin.cookie, { text: "Her daughter is 9" });
    await post("/api/erasure", admin.cookie, {
      email: "gone@family.example",
      confirmation: "gone@family.example",
    });
    expect(await t.site.database.db.selectFrom("lead_notes").selectAll().execute()).toEqual([]);
  });
});

test("only people whose role reads leads may write notes, assign or mark many handled", async () => {
  t = await createStaffTestApp();
  const editor = await t.personWithRole("editor");
  for (const [url, payload] of [
    ["/api/leads/contact/1/notes", { text: "x" }],
    ["/api/leads/contact/1/assignee", { assignee: null }],
    ["/api/leads/handled", { handled: true, leads: [{ kind: "contact", id: 1 }] }],
  ] as const) {
    expect((await post(url, editor.cookie, payload)).statusCode, url).toBe(403);
  }
});
