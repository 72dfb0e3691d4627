import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import type { Question } from "#content-model/admissions/forms.ts";
import type { Answer } from "#schemas/admission-answers.ts";
import type { ListCursor } from "#server/db/admission-list-order.ts";
import { decodeListCursor } from "#server/db/admission-list-order.ts";
import { type ApplicationFilter, admissionPages } from "#server/db/admission-pages.ts";
import { admissionsRepository } from "#server/db/admissions-repository.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { storedApplication } from "#tests/support/admission-test-kit.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

const before: Question[] = [
  { id: "full-name", type: "short-text", label: "Your name", required: true },
  { id: "email", type: "email", label: "Your email", required: true },
  {
    id: "path",
    type: "one-choice",
    label: "Your path",
    required: true,
    choices: ["Design", "Code", "Data"],
  },
  { id: "laptop", type: "yes-no", label: "A laptop?", required: true },
  { id: "phone", type: "phone", label: "Your phone", required: false },
  {
    id: "days",
    type: "several-choices",
    label: "Days free",
    required: false,
    choices: ["Monday", "Saturday"],
  },
];

/** The editor relabels the path, drops the choice "Data", and keeps every id. */
const after: Question[] = before.map((question) =>
  question.id === "path"
    ? { ...question, label: "Learning path", choices: ["Design", "Code"] }
    : question,
);

type Applicant = {
  name: string;
  path: string;
  laptop: boolean;
  days: string[];
  phone?: string;
};

/** Stored a second apart, in this order, so "newest" is the reverse of it. */
const applicants: Applicant[] = [
  { name: "Chidi Obi", path: "Data", laptop: true, days: ["Monday"] },
  {
    name: "Ada Okafor",
    path: "Design",
    laptop: false,
    days: ["Monday", "Saturday"],
    phone: "08031234567",
  },
  { name: "Bola Ade", path: "Code", laptop: true, days: [] },
  { name: "Emeka Eze", path: "Design", laptop: true, days: ["Saturday"], phone: "+2348035551234" },
  { name: "Ngozi Uche", path: "Design", laptop: false, days: ["Saturday"] },
];

async function seed(kind: "sqlite" | "postgres") {
  const current = await createTestApp({}, kind);
  app = current;
  const repository = admissionsRepository(current.database, leadsRepository(current.database));
  const references: string[] = [];
  for (const [index, applicant] of applicants.entries()) {
    const email = `${applicant.name.split(" ")[0]?.toLowerCase()}@example.com`;
    const answers: Record<string, Answer> = {
      "full-name": applicant.name,
      email,
      path: applicant.path,
      laptop: applicant.laptop,
      ...(applicant.days.length > 0 ? { days: applicant.days } : {}),
      ...(applicant.phone ? { phone: applicant.phone } : {}),
    };
    const reference = await storedApplication(current.database, {
      call: "sparks-2027",
      referencePrefix: "SPK-2027",
      email,
      questions: index < 2 ? before : after,
      answers,
    });
    references.push(reference);
    // A second apart, whatever the clock did: created_at is never updated by the service.
    const at = new Date(Date.UTC(2027, 0, 1, 9, 0, index)).toISOString();
    await sql`update admission_applications set created_at = ${at} where reference = ${reference}`.execute(
      current.database.db,
    );
  }
  // Ada and Emeka are being reviewed; the rest are new.
  for (const name of ["Ada Okafor", "Emeka Eze"]) {
    const reference = references[applicants.findIndex((each) => each.name === name)] ?? "";
    const found = await repository.findByReference(reference);
    await repository.moveStage({
      id: Number(found?.id),
      expected: "received",
      to: "reviewing",
      by: { id: null, email: "staff@hub.example" },
      at: new Date().toISOString(),
      mail: null,
    });
  }
  return admissionPages(current.database);
}

/** Every name the filter finds, walking its pages two at a time. */
async function walk(pages: ReturnType<typeof admissionPages>, filter: ApplicationFilter) {
  const names: string[] = [];
  let cursor: ListCursor | null = null;
  for (;;) {
    const page = await pages.page(filter, cursor, 2);
    names.push(...page.items.map((item) => item.names.join(" ")));
    if (!page.next) return { names, total: page.total };
    cursor = decodeListCursor(page.next, filter.sort ?? "newest");
  }
}

describe.each(testDatabases)("a call's list on %s", (kind) => {
  test("filters by an answer of any form version: one choice, yes/no, one of several choices", async () => {
    const pages = await seed(kind);
    const call = "sparks-2027";
    expect(await walk(pages, { call, answer: { question: "path", value: "Design" } })).toEqual({
      names: ["Ngozi Uche", "Emeka Eze", "Ada Okafor"],
      total: 3,
    });
    // "Data" is no longer offered, but the answer given before the change is still found.
    expect(
      (await walk(pages, { call, answer: { question: "path", value: "Data" } })).names,
    ).toEqual(["Chidi Obi"]);
    expect(
      (await walk(pages, { call, answer: { question: "laptop", value: false } })).names,
    ).toEqual(["Ngozi Uche", "Ada Okafor"]);
    expect(
      (await walk(pages, { call, answer: { question: "days", value: "Saturday" } })).names,
    ).toEqual(["Ngozi Uche", "Emeka Eze", "Ada Okafor"]);
    // A choice's words inside another's are no match: the answer is compared whole.
    expect((await walk(pages, { call, answer: { question: "path", value: "Des" } })).total).toBe(0);
  });

  test("the answer filter combines with the stage and the search", async () => {
    const pages = await seed(kind);
    const call = "sparks-2027";
    const design = { question: "path", value: "Design" };
    expect((await walk(pages, { call, answer: design, stage: "reviewing" })).names).toEqual([
      "Emeka Eze",
      "Ada Okafor",
    ]);
    expect((await walk(pages, { call, answer: design, q: "ngozi" })).names).toEqual(["Ngozi Uche"]);
    expect((await walk(pages, { call, answer: design, q: "chidi" })).total).toBe(0);
  });

  test("a phone number finds its application however either side wrote it, whole or in part", async () => {
    const pages = await seed(kind);
    const call = "sparks-2027";
    expect((await walk(pages, { call, q: "0803 123 4567" })).names).toEqual(["Ada Okafor"]);
    expect((await walk(pages, { call, q: "+234 803 123 4567" })).names).toEqual(["Ada Okafor"]);
    expect((await walk(pages, { call, q: "0803 555 1234" })).names).toEqual(["Emeka Eze"]);
    expect((await walk(pages, { call, q: "803 555" })).names).toEqual(["Emeka Eze"]);
    expect((await walk(pages, { call, q: "0803 999 0000" })).total).toBe(0);
    // A reference's digits read like a number, and still find the reference.
    const reference = (await pages.page({ call, q: "ngozi" }, null, 1)).items[0]?.reference ?? "";
    expect((await walk(pages, { call, q: reference.slice(4) })).names).toContain("Ngozi Uche");
  });

  test("each sort walks every application once, in its order, a page at a time", async () => {
    const pages = await seed(kind);
    const call = "sparks-2027";
    const stored = applicants.map((each) => each.name);
    expect((await walk(pages, { call })).names).toEqual([...stored].reverse());
    expect((await walk(pages, { call, sort: "oldest" })).names).toEqual(stored);
    expect((await walk(pages, { call, sort: "name" })).names).toEqual([
      "Ada Okafor",
      "Bola Ade",
      "Chidi Obi",
      "Emeka Eze",
      "Ngozi Uche",
    ]);
    // In the programme's order: new ones first, then those being reviewed; the newest first within a stage.
    const stageOrder = ["received", "reviewing", "declined", "withdrawn"];
    expect((await walk(pages, { call, sort: "stage", stageOrder })).names).toEqual([
      "Ngozi Uche",
      "Bola Ade",
      "Chidi Obi",
      "Emeka Eze",
      "Ada Okafor",
    ]);
    expect(
      (await walk(pages, { call, sort: "stage", stageOrder: ["reviewing", "received"] })).names,
    ).toEqual(["Emeka Eze", "Ada Okafor", "Ngozi Uche", "Bola Ade", "Chidi Obi"]);
    // A stage the programme no longer has comes after all of its own: listed, never lost.
    expect(
      (await walk(pages, { call, sort: "stage", stageOrder: ["received", "withdrawn"] })).names,
    ).toEqual(["Ngozi Uche", "Bola Ade", "Chidi Obi", "Emeka Eze", "Ada Okafor"]);
    expect(
      (await walk(pages, { call, sort: "name", answer: { question: "laptop", value: true } }))
        .names,
    ).toEqual(["Bola Ade", "Chidi Obi", "Emeka Eze"]);
  });

  test("the questions offered are every version's choice and yes/no questions, newest label first, dropped choices kept", async () => {
    const pages = await seed(kind);
    expect(await pages.answerQuestions("sparks-2027")).toEqual([
      {
        id: "path",
        label: "Learning path",
        type: "one-choice",
        choices: ["Design", "Code", "Data"],
      },
      { id: "laptop", label: "A laptop?", type: "yes-no", choices: ["yes", "no"] },
      { id: "days", label: "Days free", type: "several-choices", choices: ["Monday", "Saturday"] },
    ]);
    expect(await pages.answerQuestions("no-such-call")).toEqual([]);
  });
});

test("a page link of one sort is refused by another, and a cursor that is no cursor is refused", () => {
  const cursor = Buffer.from(JSON.stringify(["name", 0, "ada okafor", 3])).toString("base64url");
  expect(decodeListCursor(cursor, "name")).toEqual({
    sort: "name",
    rank: 0,
    key: "ada okafor",
    id: 3,
  });
  expect(decodeListCursor(cursor, "newest")).toBeNull();
  expect(decodeListCursor("not-a-cursor", "name")).toBeNull();
});
