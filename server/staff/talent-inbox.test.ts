import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { TalentForm } from "#schemas/talent-forms.ts";
import {
  applicationFields,
  fieldParts,
  hiringRequestFields,
  type MultipartPart,
  pdfOfSize,
  talentFormPost,
} from "#tests/support/multipart-body.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

async function send(form: TalentForm, parts: MultipartPart[]) {
  const response = await t.site.inject(talentFormPost(form, parts));
  expect(response.statusCode).toBe(201);
}

const resumeBytes = pdfOfSize(3_000);

function apply(email: string, filename = "Ada Okafor CV.pdf") {
  return send("application", [
    ...fieldParts(applicationFields({ email })),
    { name: "resume", filename, type: "application/pdf", content: resumeBytes },
  ]);
}

function requestTalent(email: string) {
  return send("hiring-request", fieldParts(hiringRequestFields({ email })));
}

function get(url: string, cookie?: string) {
  return t.staff.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

function post(url: string, cookie: string, payload: object) {
  return t.staff.inject({ method: "POST", url, headers: { cookie, origin: t.origin }, payload });
}

/** The résumé files in UPLOADS_DIR, the temporary folder aside. */
function resumeFiles(): string[] {
  const uploads = t.site.config.UPLOADS_DIR;
  return existsSync(uploads) ? readdirSync(uploads).filter((name) => name !== ".incoming") : [];
}

describe.each(testDatabases)("talent leads in the staff inbox on %s", (kind) => {
  test("applications and hiring requests are listed, filtered, searched, counted and marked like the other leads", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    await apply("ada@example.com");
    await requestTalent("chidi@acme.ng");

    const all = (await get("/api/leads", reader.cookie)).json().items;
    expect(all.map((item: { kind: string }) => item.kind).sort()).toEqual([
      "application",
      "hiring-request",
    ]);
    const [application] = (await get("/api/leads?kind=application", reader.cookie)).json().items;
    expect(application).toMatchObject({
      email: "ada@example.com",
      name: "Ada Okafor",
      handled_at: null,
    });
    // A hiring request is found by its company's name as well as by its sender.
    const company = hiringRequestFields().companyName;
    const byCompany = (
      await get(`/api/leads?q=${encodeURIComponent(company)}`, reader.cookie)
    ).json();
    expect(byCompany.items.map((item: { kind: string }) => item.kind)).toEqual(["hiring-request"]);
    expect((await get("/api/leads?q=okafor", reader.cookie)).json().items).toHaveLength(1);

    const detail = (await get(`/api/leads/application/${application.id}`, reader.cookie)).json();
    expect(detail.lead).toMatchObject({
      stack: applicationFields().stack,
      resume_name: "Ada Okafor CV.pdf",
    });
    // The file's random name on disk stays the service's.
    expect(detail.lead).not.toHaveProperty("resume_file");

    const marked = await post(`/api/leads/application/${application.id}/handled`, reader.cookie, {
      handled: true,
    });
    expect(marked.statusCode).toBe(200);
    const handled = (await get("/api/leads?status=handled", reader.cookie)).json().items;
    expect(handled).toMatchObject([{ kind: "application", handled_by: reader.email }]);
    await post(`/api/leads/application/${application.id}/handled`, reader.cookie, {
      handled: false,
    });
    expect((await get("/api/leads?status=new", reader.cookie)).json().items).toHaveLength(2);

    const csv = (await get("/api/leads/export?format=csv&kind=hiring-request", reader.cookie)).body;
    expect(csv.trim().split("\n")).toHaveLength(2);
    expect(csv).toContain("chidi@acme.ng");

    expect((await get("/api/start", reader.cookie)).json().received).toMatchObject({
      application: 1,
      "hiring-request": 1,
    });
  });

  test("a résumé downloads as a sandboxed attachment for staff only, and the download is audited", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    const editor = await t.personWithRole("editor");
    await apply("ada@example.com", 'Adá "CV"; x.pdf');
    const [application] = (await get("/api/leads", reader.cookie)).json().items;
    const url = `/api/leads/application/${application.id}/resume`;

    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, editor.cookie)).statusCode).toBe(403);
    const download = await get(url, reader.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(resumeBytes)).toBe(true);
    expect(download.headers).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    const disposition = String(download.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    // One header parameter: a quote or semicolon from the sender cannot start another.
    expect(disposition.match(/"/g)).toHaveLength(2);

    expect(
      (await get(`/api/leads/application/${application.id + 1}/resume`, reader.cookie)).statusCode,
    ).toBe(404);
    expect((await get("/api/leads/application/x/resume", reader.cookie)).statusCode).toBe(400);

    const entries = await t.site.database.db
      .selectFrom("staff_audit_log")
      .selectAll()
      .where("action", "=", "resume-downloaded")
      .execute();
    expect(entries).toMatchObject([
      { actor_email: reader.email, target: `application:${application.id}` },
    ]);
    // The entry names the application, never the applicant's file or address
    // (its other fields hold random ids, which may spell anything).
    for (const leadDatum of ['Adá "CV"; x.pdf', "Adá", "ada@example.com"]) {
      expect(JSON.stringify(entries)).not.toContain(JSON.stringify(leadDatum).slice(1, -1));
    }
  });

  test("the erasure removes the person's applications, hiring requests and résumé files, and counts them", async () => {
    t = await createStaffTestApp({}, kind);
    const admin = await t.personWithRole("admin");
    await apply("gone@example.com");
    await requestTalent("gone@example.com");
    await apply("stays@example.com");
    expect(resumeFiles()).toHaveLength(2);

    const erased = await post("/api/erasure", admin.cookie, {
      email: "gone@example.com",
      confirmation: "gone@example.com",
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().removed).toMatchObject({
      talent_applications: 1,
      hiring_requests: 1,
      resume_files: 1,
    });
    const left = (await get("/api/leads", admin.cookie)).json().items;
    expect(left.map((item: { email: string }) => item.email)).toEqual(["stays@example.com"]);
    const [kept] = await t.site.database.db
      .selectFrom("talent_applications")
      .select("resume_file")
      .execute();
    expect(resumeFiles()).toEqual([kept?.resume_file]);
    expect(existsSync(join(t.site.config.UPLOADS_DIR, String(kept?.resume_file)))).toBe(true);
  });
});
