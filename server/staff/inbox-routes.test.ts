import { readdirSync } from "node:fs";
import { afterEach, expect, test } from "vitest";
import { admissionActionPath } from "#schemas/admission-posts.ts";
import { admissionFilesDirectory } from "#server/talent/resume-store.ts";
import { multipartBody, pdfOfSize } from "#tests/support/multipart-body.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

async function contactMessage(email: string, message: string) {
  const response = await t.site.inject({
    method: "POST",
    url: "/api/contact",
    payload: { json: { name: "Ada Obi", email, phone: "08031234567", message } },
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

test("a lead sent to the public service is in the inbox; viewing it is audited without its content", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  await contactMessage("ada@family.example", "Secret plans for my daughter");
  const list = (await get("/api/leads", reader.cookie)).json();
  expect(list.items).toMatchObject([
    { kind: "contact", email: "ada@family.example", handled_at: null },
  ]);
  const detail = await get(`/api/leads/contact/${list.items[0].id}`, reader.cookie);
  expect(detail.json().lead.message).toBe("Secret plans for my daughter");
  const log = JSON.stringify(
    await t.site.database.db.selectFrom("staff_audit_log").selectAll().execute(),
  );
  expect(log).toContain("lead-viewed");
  expect(log).not.toContain("Secret plans");
  expect(log).not.toContain("ada@family.example");
});

test("two people marking one lead: both are audited and the last one stands", async () => {
  t = await createStaffTestApp();
  const first = await t.personWithRole("staff");
  const second = await t.personWithRole("admin");
  await contactMessage("ada@family.example", "Hello");
  const [lead] = (await get("/api/leads", first.cookie)).json().items;
  const url = `/api/leads/contact/${lead.id}/handled`;
  const answers = await Promise.all([
    post(url, first.cookie, { handled: true }),
    post(url, second.cookie, { handled: false }),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  await post(url, second.cookie, { handled: true });
  const detail = (await get(`/api/leads/contact/${lead.id}`, first.cookie)).json();
  expect(detail.lead.handled_by).toBe(second.email);
  const actions = (
    await t.site.database.db.selectFrom("staff_audit_log").select("action").execute()
  ).map((row) => row.action);
  expect(
    actions.filter((action) => action.startsWith("lead-h") || action === "lead-reopened"),
  ).toHaveLength(3);
});

test("bad input gets 400 with a reason; an unknown lead 404", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  for (const url of [
    "/api/leads?kind=spam",
    "/api/leads?from=yesterday",
    "/api/leads?after=nonsense",
    "/api/leads?limit=5000",
  ]) {
    const response = await get(url, reader.cookie);
    expect(response.statusCode, url).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  }
  expect(
    (await post("/api/leads/contact/1/handled", reader.cookie, { handled: "yes" })).statusCode,
  ).toBe(400);
  expect(
    (await post("/api/leads/contact/999/handled", reader.cookie, { handled: true })).statusCode,
  ).toBe(404);
  expect((await get("/api/leads/contact/999", reader.cookie)).statusCode).toBe(404);
});

test("the export of one kind downloads as a named CSV file, and the audit log keeps its count but not the words searched", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  await contactMessage("ada@family.example", "Hello");
  await contactMessage("obi@family.example", "Hello too");
  const response = await get("/api/leads/export?format=csv&kind=contact&q=ada%40", reader.cookie);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toMatch(
    /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const [header, row, end] = response.body.split("\r\n");
  expect(header).toMatch(/^\ufeffReceived \(Lagos time\),Name,Email,Phone,Message,/);
  expect(row).toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Ada Obi,ada@family\.example,0803 123 4567,Hello,New,/,
  );
  expect(end).toBe("");
  const json = await get("/api/leads/export?format=json", reader.cookie);
  expect(JSON.parse(json.body)).toHaveLength(2);
  const exports = await t.site.database.db
    .selectFrom("staff_audit_log")
    .select("detail")
    .where("action", "=", "export")
    .execute();
  expect(exports.map((entry) => JSON.parse(entry.detail ?? "{}"))).toEqual([
    { filter: { kind: "contact", q: "(an address)" }, format: "csv", rows: 1 },
    { filter: {}, format: "json", rows: 2 },
  ]);
  expect(JSON.stringify(exports)).not.toContain("ada");
});

test("a search shorter than three characters is refused with the reason", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  const response = await get("/api/leads?q=ng", reader.cookie);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/at least 3 characters/);
});

test("erasure is admin only, needs the address typed twice, and removes every record of it", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  const admin = await t.personWithRole("admin");
  await contactMessage("gone@family.example", "Forget me");
  await contactMessage("stays@family.example", "Keep me");
  const body = { email: "gone@family.example", confirmation: "gone@family.example" };
  expect((await post("/api/erasure", reader.cookie, body)).statusCode).toBe(403);
  const mistyped = await post("/api/erasure", admin.cookie, {
    ...body,
    confirmation: "gone@family.exampl",
  });
  expect(mistyped.statusCode).toBe(400);
  const erased = await post("/api/erasure", admin.cookie, body);
  expect(erased.json().removed.contact_messages).toBe(1);
  const emails = (await get("/api/leads", admin.cookie))
    .json()
    .items.map((item: { email: string }) => item.email);
  expect(emails).toEqual(["stays@family.example"]);
});

test("an erasure from the staff side removes the person's applications on the hub's forms, with their files", async () => {
  t = await createStaffTestApp();
  const admin = await t.personWithRole("admin");
  const founder = {
    "founder-name": "Obinna Nwosu",
    email: "obinna@family.example",
    phone: "+234 803 123 4567",
    "business-name": "FarmLink",
    country: "Nigeria",
    stage: "A product with first users",
    sectors: "Agriculture",
    "team-size": "4",
    problem: "Farmers sell at the farm gate for a third of the market price.",
    "six-months": "Three states and a thousand farmers.",
  };
  const { body, contentType } = multipartBody([
    ...Object.entries(founder).map(([name, value]) => ({ name, value })),
    {
      name: "pitch-deck",
      filename: "deck.pdf",
      type: "application/pdf",
      content: pdfOfSize(3_000),
    },
  ]);
  const applied = await t.site.inject({
    method: "POST",
    url: admissionActionPath("start-up-boost-2024"),
    headers: {
      "content-type": contentType,
      origin: t.site.config.SITE_URL,
      accept: "application/json",
    },
    payload: body,
  });
  expect(applied.statusCode).toBe(201);
  const files = admissionFilesDirectory(t.site.config.UPLOADS_DIR);
  const stored = () => readdirSync(files).filter((name) => name !== ".incoming");
  expect(stored()).toHaveLength(1);

  const email = "obinna@family.example";
  const erased = await post("/api/erasure", admin.cookie, { email, confirmation: email });
  expect(erased.statusCode).toBe(200);
  expect(erased.json().removed.admission_applications).toBe(1);
  const rows = await t.site.database.db.selectFrom("admission_applications").select("id").execute();
  expect(rows).toEqual([]);
  expect(stored()).toEqual([]);
});

test("the start page counts this week's leads by kind", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  await contactMessage("ada@family.example", "Hello");
  expect((await get("/api/start", reader.cookie)).json()).toMatchObject({
    received: { contact: 1, brochure: 0, mailing: 0 },
    admissions: 0,
    confirmedSubscribers: 0,
  });
});

test("an admin invites a person: the enrolment mail goes to the outbox, and the audit log says so", async () => {
  t = await createStaffTestApp();
  const admin = await t.personWithRole("admin");
  const invited = await post("/api/people", admin.cookie, {
    email: "New@Hub.example",
    role: "staff",
  });
  expect(invited.statusCode).toBe(201);
  // No mail server is set here: the answer says the invitation waits, so the page can say how to send it.
  expect(invited.json()).toEqual({ linkExpiresAt: expect.any(String), mailed: false });
  const mail = await t.site.database.db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("kind", "=", "staff-invitation")
    .executeTakeFirstOrThrow();
  expect(mail.to_address).toBe("new@hub.example");
  expect(await t.latestMail("new@hub.example", "staff-invitation")).toMatch(
    /\/enrol#[A-Za-z0-9_-]{40,}/,
  );
  const people = (await get("/api/people", admin.cookie)).json().people;
  expect(people.map((person: { email: string }) => person.email).sort()).toEqual(
    [admin.email, "new@hub.example"].sort(),
  );
  expect(
    (await post(`/api/people/${admin.id}/role`, admin.cookie, { role: "staff" })).statusCode,
  ).toBe(409);
});
