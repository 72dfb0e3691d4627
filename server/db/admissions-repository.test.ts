import { afterEach, expect, test } from "vitest";
import type { Question } from "#content-model/admissions/forms.ts";
import { admissionsRepository } from "#server/db/admissions-repository.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { testMails } from "#tests/support/admission-test-kit.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const first: Question[] = [
  { id: "email", type: "email", label: "Your email", required: true },
  {
    id: "path",
    type: "one-choice",
    label: "Your path",
    required: true,
    choices: ["Design", "Code"],
  },
];

test("an application keeps the questions it answered when the form changes or loses a question", async () => {
  app = await createTestApp();
  const repository = admissionsRepository(app.database, leadsRepository(app.database));
  const apply = (email: string, questions: readonly Question[], answers: Record<string, string>) =>
    repository.add(
      {
        call: "sparks-2027",
        form: "sparks",
        referencePrefix: "SPK-2027",
        email,
        questions,
        answers,
        file: null,
      },
      testMails(email),
      "203.0.113.9",
    );
  const before = await apply("ada@example.com", first, {
    email: "ada@example.com",
    path: "Design",
  });
  // The editor relabels the email question, drops the path and asks something new.
  const changed: Question[] = [
    { id: "email", type: "email", label: "Email address", required: true },
    { id: "city", type: "short-text", label: "City", required: true },
  ];
  const after = await apply("obi@example.com", changed, {
    email: "obi@example.com",
    city: "Enugu",
  });
  if (!(before.stored && after.stored)) throw new Error("both applications should be stored");

  const old = await repository.findByReference(before.reference);
  expect(old?.questions).toEqual(first);
  expect(old?.answers).toEqual({ email: "ada@example.com", path: "Design" });
  expect((await repository.findByReference(after.reference))?.questions).toEqual(changed);
  // The same form again is the same version, not a copy.
  await apply("eze@example.com", first, { email: "eze@example.com", path: "Code" });
  const versions = await app.database.db
    .selectFrom("admission_form_versions")
    .select("id")
    .execute();
  expect(versions).toHaveLength(2);
});

test("references count up per row under the call's prefix", async () => {
  app = await createTestApp();
  const repository = admissionsRepository(app.database, leadsRepository(app.database));
  const results = [];
  for (const email of ["a@example.com", "b@example.com"]) {
    results.push(
      await repository.add(
        {
          call: "sparks-2027",
          form: "sparks",
          referencePrefix: "SPK-2027",
          email,
          questions: first,
          answers: { email },
          file: null,
        },
        testMails(email),
        "203.0.113.9",
      ),
    );
  }
  expect(results).toEqual([
    { stored: true, reference: "SPK-2027-0001" },
    { stored: true, reference: "SPK-2027-0002" },
  ]);
});
