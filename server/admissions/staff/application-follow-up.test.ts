import { afterEach, describe, expect, test } from "vitest";
import { lagosTimeInWords } from "#server/lagos-time.ts";
import { admissionTestKit, storedApplication } from "#tests/support/admission-test-kit.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

/** A Sparks application stored as the public form stores it; its reference. */
const sparksApplication = (name: string, email: string) =>
  storedApplication(t.site.database, {
    email,
    answers: { "full-name": name, email, phone: "0803 123 4567", "own-laptop": "yes" },
  });

const { get, post, search, auditLines } = admissionTestKit(() => t);

describe.each(testDatabases)("notes and assignment on %s", (kind) => {
  test("a note is shown in the history with who wrote it and when, in Lagos time, and audited without its text", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("staff");
    const reference = await sparksApplication("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}`;
    expect((await get(url, staff.cookie)).body).toContain(`action="${url}/notes"`);

    const added = await post(`${url}/notes`, staff.cookie, {
      text: "Called her: <b>keen</b>, free on Tuesdays.\nSecond line.",
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${url}?noted=1#history-title`);
    const [note] = await t.site.database.db.selectFrom("admission_notes").selectAll().execute();
    const page = (await get(`${url}?noted=1`, staff.cookie)).body;
    expect(page).toContain("Note added to the history.");
    expect(page).toContain(
      `Note by ${staff.email}, ${lagosTimeInWords(note?.created_at ?? "")}: <span class="whitespace-pre-line wrap-anywhere">Called her: &lt;b&gt;keen&lt;/b&gt;`,
    );
    const lines = await auditLines();
    const audited = lines.find((line) => line.action === "application-note-added");
    expect(audited?.target).toBe(`application:${reference}`);
    expect(JSON.stringify(lines)).not.toContain("Tuesdays");
  });

  test("an empty or over-long note is refused with the reason and stores nothing", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("admin");
    const reference = await sparksApplication("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}/notes`;
    const empty = await post(url, staff.cookie, { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Write the note first.");
    const long = await post(url, staff.cookie, { text: "x".repeat(2_001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("Keep a note under 2000 characters.");
    expect((await post(url, staff.cookie, {})).statusCode).toBe(400);
    const missing = await post("/applications/sparks-2024/SPK-2024-9999/notes", staff.cookie, {
      text: "hello",
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.site.database.db.selectFrom("admission_notes").selectAll().execute()).toEqual(
      [],
    );
  });

  test("a NUL or other control character in a note, an assignee or a search is refused with a 400 and a reason, and nothing is stored", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("staff");
    const reference = await sparksApplication("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}`;
    const note = await post(`${url}/notes`, staff.cookie, { text: "keen\u0000 caller" });
    expect(note.statusCode).toBe(400);
    expect(note.body).toContain("no other control characters");
    const bell = await post(`${url}/notes`, staff.cookie, { text: "keen\u0007" });
    expect(bell.statusCode).toBe(400);
    const assignee = await post(`${url}/assignee`, staff.cookie, { assignee: `${staff.id}\u0000` });
    expect(assignee.statusCode).toBe(400);
    expect(assignee.body).toContain("choose a staff member or an admin from the list");
    const search = await post("/applications/sparks-2024", staff.cookie, { q: "Ada\u0000" });
    expect(search.statusCode).toBe(400);
    expect(search.body).toContain("without control characters");
    expect(await t.site.database.db.selectFrom("admission_notes").selectAll().execute()).toEqual(
      [],
    );
    const kept = await post(`${url}/notes`, staff.cookie, { text: "line one\n\tline two" });
    expect(kept.statusCode).toBe(303);
  });

  test("an application is assigned to a staff member or nobody, shown on its page and the list, and the list filters to mine", async () => {
    t = await createStaffTestApp({}, kind);
    const me = await t.personWithRole("staff");
    const colleague = await t.personWithRole("admin");
    const editor = await t.personWithRole("editor");
    const mine = await sparksApplication("Ada Okafor", "ada@example.com");
    const theirs = await sparksApplication("Chidi Obi", "chidi@example.com");

    const page = (await get(`/applications/sparks-2024/${mine}`, me.cookie)).body;
    expect(page).toContain("Assigned to: nobody");
    expect(page).toContain(`<option value="${colleague.id}">${colleague.email}</option>`);
    expect(page).not.toContain(editor.email);

    const assigned = await post(`/applications/sparks-2024/${mine}/assignee`, me.cookie, {
      assignee: me.id,
    });
    expect(assigned.statusCode).toBe(303);
    await post(`/applications/sparks-2024/${theirs}/assignee`, me.cookie, {
      assignee: colleague.id,
    });
    expect((await get(`/applications/sparks-2024/${mine}?assigned=1`, me.cookie)).body).toContain(
      `Assigned to: ${me.email}`,
    );
    const list = (await get("/applications/sparks-2024", me.cookie)).body;
    expect(list).toContain(`Assigned to ${me.email}`);
    expect(list).toContain(`Assigned to ${colleague.email}`);

    const filtered = (await get("/applications/sparks-2024?mine=1", me.cookie)).body;
    expect(filtered).toContain("1 application found");
    expect(filtered).toContain(mine);
    expect(filtered).not.toContain(theirs);
    const posted = await post("/applications/sparks-2024", me.cookie, { stage: "", mine: "1" });
    expect(posted.headers.location).toBe("/applications/sparks-2024?mine=1");
    const searched = await search("/applications/sparks-2024", me.cookie, {
      q: "chidi",
      mine: "1",
    });
    expect(searched.body).toContain("0 applications found");

    await post(`/applications/sparks-2024/${theirs}/assignee`, me.cookie, { assignee: "" });
    const unassigned = (await get(`/applications/sparks-2024/${theirs}`, me.cookie)).body;
    expect(unassigned).toContain("Assigned to: nobody");
    // The history says each change, in order: to whom (by name, the address when none), by whom.
    const colleagueName = (
      await t.site.database.db
        .selectFrom("staff_user")
        .select("name")
        .where("id", "=", colleague.id)
        .executeTakeFirstOrThrow()
    ).name;
    const history = unassigned.slice(unassigned.indexOf('id="history-title"'));
    const given = history.indexOf(
      `<li>Assigned to ${colleagueName || colleague.email}: ${me.email},`,
    );
    const taken = history.indexOf(`<li>Assigned to nobody: ${me.email},`);
    expect(given).toBeGreaterThan(0);
    expect(taken).toBeGreaterThan(given);
    const audited = (await auditLines()).filter((line) => line.action === "application-assigned");
    expect(audited.map((line) => [line.target, JSON.parse(line.detail ?? "{}")])).toEqual([
      [`application:${mine}`, { assignee: me.id }],
      [`application:${theirs}`, { assignee: colleague.id }],
      [`application:${theirs}`, { assignee: null }],
    ]);
  });

  test("an editor, an unknown person or no choice cannot be given an application: 400 with the reason", async () => {
    t = await createStaffTestApp({}, kind);
    const me = await t.personWithRole("staff");
    const editor = await t.personWithRole("editor");
    const reference = await sparksApplication("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}/assignee`;
    const refusals: Record<string, string>[] = [
      { assignee: editor.id },
      { assignee: "nobody-at-all" },
      {},
    ];
    for (const fields of refusals) {
      const refused = await post(url, me.cookie, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const row = await t.site.database.db
      .selectFrom("admission_applications")
      .select("assigned_to")
      .executeTakeFirstOrThrow();
    expect(row.assigned_to).toBeNull();
  });

  test("erasing a person erases the staff's notes on their applications, and only theirs", async () => {
    t = await createStaffTestApp({}, kind);
    const admin = await t.personWithRole("admin");
    const erased = await sparksApplication("Ada Okafor", "ada@example.com");
    const kept = await sparksApplication("Chidi Obi", "chidi@example.com");
    for (const reference of [erased, kept]) {
      await post(`/applications/sparks-2024/${reference}/notes`, admin.cookie, {
        text: `About ${reference}`,
      });
    }
    const erasure = await t.staff.inject({
      method: "POST",
      url: "/api/erasure",
      headers: { cookie: admin.cookie, origin: t.origin },
      payload: { email: "ada@example.com", confirmation: "ada@example.com" },
    });
    expect(erasure.statusCode).toBe(200);
    const notes = await t.site.database.db.selectFrom("admission_notes").selectAll().execute();
    expect(notes.map((note) => note.body)).toEqual([`About ${kept}`]);
  });
});

test("editors may not note, assign or move many; staff and admins may", async () => {
  t = await createStaffTestApp();
  const editor = await t.personWithRole("editor");
  const reference = await sparksApplication("Ada Okafor", "ada@example.com");
  for (const [url, fields] of [
    [`/applications/sparks-2024/${reference}/notes`, { text: "hello" }],
    [`/applications/sparks-2024/${reference}/assignee`, { assignee: "" }],
    ["/applications/sparks-2024/move", { pick: `${reference}:received`, to: "reviewing" }],
    ["/applications/sparks-2024/stage", { pick: `${reference}:received`, to: "reviewing" }],
  ] as const) {
    expect((await post(url, editor.cookie, fields)).statusCode, url).toBe(403);
  }
});
