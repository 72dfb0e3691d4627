import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { admissionTestKit, storedApplication } from "#tests/support/admission-test-kit.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

const { get, post, stageMails } = admissionTestKit(() => t);

/** A Sparks application left at a stage by hand, as one stored before an editor changed the stages. */
async function sparksAt(name: string, stage: string): Promise<string> {
  const email = `${name.toLowerCase()}@example.com`;
  const reference = await storedApplication(t.site.database, {
    email,
    answers: { "full-name": `${name} Okafor`, email },
  });
  await sql`update admission_applications set stage = ${stage} where reference = ${reference}`.execute(
    t.site.database.db,
  );
  return reference;
}

describe.each(testDatabases)(
  "an application at a stage its programme no longer has, on %s",
  (kind) => {
    test("still shows on every page, named as well as it can be, never a 500", async () => {
      t = await createStaffTestApp({}, kind);
      const staff = await t.personWithRole("staff");
      // Sparks no longer has "reviewing" (the default list still names it); no list has "shortlisted".
      const ada = await sparksAt("Ada", "reviewing");
      const obi = await sparksAt("Obi", "shortlisted");

      const calls = await get("/applications", staff.cookie);
      expect(calls.statusCode).toBe(200);
      expect(calls.body).toContain("Being reviewed: 1");
      expect(calls.body).toContain("shortlisted: 1");
      for (const url of [
        "/applications/sparks-2024",
        "/applications/sparks-2024?sort=stage",
        "/applications/sparks-2024?stage=reviewing",
      ]) {
        const list = await get(url, staff.cookie);
        expect(list.statusCode, url).toBe(200);
        expect(list.body, url).toContain("Being reviewed");
      }
      const page = await get(`/applications/sparks-2024/${obi}`, staff.cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(">shortlisted</span>");
      expect(page.body).toContain("Invite to a phone call");
      expect(page.body).toContain("Not selected: no place");
      const csv = await get("/applications/sparks-2024/export.csv", staff.cookie);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(`${ada},Being reviewed,`);
      expect(csv.body).toContain(`${obi},shortlisted,`);
    });

    test("may still be moved to the programme's stages and ended, each move once", async () => {
      t = await createStaffTestApp({}, kind);
      const staff = await t.personWithRole("staff");
      const ada = await sparksAt("Ada", "reviewing");
      const obi = await sparksAt("Obi", "shortlisted");
      const move = (reference: string, fields: Record<string, string>) =>
        post(`/applications/sparks-2024/${reference}/stage`, staff.cookie, fields);

      const called = await move(ada, { expected: "reviewing", to: "interview" });
      expect(called.statusCode).toBe(303);
      expect(await stageMails()).toHaveLength(1);
      const ended = await move(obi, { expected: "shortlisted", to: "declined" });
      expect(ended.statusCode).toBe(303);
      expect(await stageMails()).toHaveLength(2);
      // A page that still shows the removed stage is stale, as any other.
      expect((await move(obi, { expected: "shortlisted", to: "withdrawn" })).statusCode).toBe(409);
      const history = await t.site.database.db
        .selectFrom("admission_stage_changes")
        .select(["from_stage", "to_stage"])
        .orderBy("id")
        .execute();
      expect(history).toEqual([
        { from_stage: "reviewing", to_stage: "interview" },
        { from_stage: "shortlisted", to_stage: "declined" },
      ]);
    });

    test("never reaches a stage twice, even from a stage that was removed after it", async () => {
      t = await createStaffTestApp({}, kind);
      const staff = await t.personWithRole("staff");
      const ada = await sparksAt("Ada", "received");
      const move = (fields: Record<string, string>) =>
        post(`/applications/sparks-2024/${ada}/stage`, staff.cookie, fields);
      expect((await move({ expected: "received", to: "interview" })).statusCode).toBe(303);
      // An editor's list once had "shortlisted" after the phone call, and has it no longer.
      await sql`update admission_applications set stage = 'shortlisted' where reference = ${ada}`.execute(
        t.site.database.db,
      );
      const again = await move({ expected: "shortlisted", to: "interview" });
      expect(again.statusCode).toBe(409);
      expect(await stageMails()).toHaveLength(1);
    });
  },
);
