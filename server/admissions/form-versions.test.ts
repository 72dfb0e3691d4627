import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { formVersion, readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import {
  admissionActionPath,
  admissionFailedPath,
  formVersionFieldName,
} from "#schemas/admission-posts.ts";
import { releaseFolders } from "#server/publish/release-folders.ts";
import { fieldParts, multipartBody, pdfOfSize } from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let app: TestApp | undefined;
let directory: string;
afterEach(async () => {
  await app?.cleanup();
  rmSync(directory, { recursive: true, force: true });
});

/** A release as a publish leaves it, its content edited by `edit`; the version of its Sparks form. */
function release(releases: string, id: string, edit: (sparksForm: string) => string): string {
  mkdirSync(join(releases, id, "client"), { recursive: true });
  const content = join(releases, id, "content");
  cpSync("content", content, { recursive: true });
  const file = join(content, "admissions", "sparks.yaml");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  const form = readAdmissionForms(content).get("sparks");
  if (!form) throw new Error("the content has a Sparks form");
  return formVersion("sparks", form.questions);
}

const withoutCity = (form: string) =>
  form.replace(/ {2}- id: city\n(?: {4}.*\n)+/, "").replace(/\n$/, "\n");
const withWorkSample = (form: string) =>
  `${form}  - id: work-sample\n    type: file\n    label: A sample of your work (PDF)\n    required: false\n`;
const withReferral = (form: string) =>
  `${form}  - id: referral\n    type: short-text\n    label: Who told you about Sparks?\n    required: true\n`;

function applyToSparks(
  email: string,
  version: string,
  answers: Record<string, string>,
  accept = "application/json",
) {
  const { body, contentType } = multipartBody(
    fieldParts({
      [formVersionFieldName]: version,
      "full-name": "Chiamaka Eze",
      email,
      phone: "0803 123 4567",
      "date-of-birth": "2001-04-12",
      "learning-path": "Product design",
      "hours-per-week": "12",
      "own-laptop": "yes",
      "why-sparks": "To design for a living.",
      ...answers,
    }),
  );
  return (app as TestApp).inject({
    method: "POST",
    url: admissionActionPath("sparks-2024"),
    headers: { "content-type": contentType, origin: "http://localhost:3000", accept },
    payload: body,
  });
}

/** The id of a release made `hoursAgo` hours before now, as a publish names it. */
function releaseId(
  releases: ReturnType<typeof releaseFolders>,
  hoursAgo: number,
  build: number,
): string {
  return releases.newId(new Date(Date.now() - hoursAgo * 3_600_000), build);
}

async function storedQuestionIds(email: string): Promise<string[]> {
  const row = await (app as TestApp).database.db
    .selectFrom("admission_applications")
    .innerJoin(
      "admission_form_versions",
      "admission_form_versions.id",
      "admission_applications.form_version_id",
    )
    .select("admission_form_versions.questions")
    .where("admission_applications.email", "=", email)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.questions) as { id: string }[]).map((question) => question.id);
}

test("a form open while an editor publishes a change is taken as shown if it is the live version or the one just before; an older one comes back with the live questions", async () => {
  directory = mkdtempSync(join(tmpdir(), "form-versions-"));
  const releases = releaseFolders(join(directory, "releases"));
  const oldest = release(releases.root, releaseId(releases, 4, 1), withoutCity);
  const before = release(releases.root, releaseId(releases, 3, 2), (form) => form);
  release(releases.root, releaseId(releases, 2, 3), withReferral);
  // A later publish of something else leaves the form as it was: the one before stays the same.
  const liveId = releaseId(releases, 1, 4);
  const live = release(releases.root, liveId, withReferral);
  releases.switchTo(liveId);
  app = await createTestApp({ SITE_DIR: releases.siteDir });

  const onLive = await applyToSparks("live@example.com", live, {
    city: "Enugu",
    referral: "A friend",
  });
  expect(onLive.statusCode).toBe(201);
  expect(await storedQuestionIds("live@example.com")).toContain("referral");

  // The page opened before the referral question was added: stored against the questions it answered.
  const onBefore = await applyToSparks("before@example.com", before, { city: "Enugu" });
  expect(onBefore.statusCode).toBe(201);
  expect(await storedQuestionIds("before@example.com")).not.toContain("referral");

  // Older than that: nothing stored; the script gets the live form and what it still needs.
  const onOldest = await applyToSparks("oldest@example.com", oldest, {});
  expect(onOldest.statusCode).toBe(409);
  const answer = onOldest.json<{
    reason: string;
    version: string;
    questions: { id: string }[];
    fields: Record<string, string>;
  }>();
  expect(answer.reason).toBe("form-changed");
  expect(answer.version).toBe(live);
  expect(answer.questions.map((question) => question.id)).toEqual(
    expect.arrayContaining(["city", "referral"]),
  );
  expect(answer.fields).toEqual({
    city: "This question needs an answer",
    referral: "This question needs an answer",
  });
  const plain = await applyToSparks("oldest@example.com", oldest, {}, "text/html");
  expect(plain.statusCode).toBe(303);
  expect(plain.headers.location).toBe(admissionFailedPath("sparks-2024", "form-changed"));
  const stored = await app.database.db
    .selectFrom("admission_applications")
    .select("email")
    .where("email", "=", "oldest@example.com")
    .execute();
  expect(stored).toEqual([]);
});

test("the form's version before the live one is taken only for a day after the publish that replaced it: its questions and bounds are no way in after that", async () => {
  directory = mkdtempSync(join(tmpdir(), "form-versions-"));
  const releases = releaseFolders(join(directory, "releases"));
  const before = release(releases.root, releaseId(releases, 30, 1), (form) => form);
  // The referral question came in more than a day ago; a later publish of something else keeps it.
  release(releases.root, releaseId(releases, 25, 2), withReferral);
  const liveId = releaseId(releases, 1, 3);
  release(releases.root, liveId, withReferral);
  releases.switchTo(liveId);
  app = await createTestApp({ SITE_DIR: releases.siteDir });

  const onBefore = await applyToSparks("late@example.com", before, { city: "Enugu" });
  expect(onBefore.statusCode).toBe(409);
  expect(onBefore.json<{ reason: string }>().reason).toBe("form-changed");
  const stored = await app.database.db
    .selectFrom("admission_applications")
    .select("email")
    .where("email", "=", "late@example.com")
    .execute();
  expect(stored).toEqual([]);
});

test("a file judged against the live form is not stored with a version named after it that asked for no file", async () => {
  directory = mkdtempSync(join(tmpdir(), "form-versions-"));
  const releases = releaseFolders(join(directory, "releases"));
  const before = release(releases.root, releaseId(releases, 2, 1), (form) => form);
  const liveId = releaseId(releases, 1, 2);
  release(releases.root, liveId, withWorkSample);
  releases.switchTo(liveId);
  app = await createTestApp({ SITE_DIR: releases.siteDir });

  // A hand-made post: the answers, the file, and only then the version before the file question.
  const { body, contentType } = multipartBody([
    ...fieldParts({
      "full-name": "Chiamaka Eze",
      email: "late-version@example.com",
      phone: "0803 123 4567",
      "date-of-birth": "2001-04-12",
      city: "Enugu",
      "learning-path": "Product design",
      "hours-per-week": "12",
      "own-laptop": "yes",
      "why-sparks": "To design for a living.",
    }),
    {
      name: "work-sample",
      filename: "work.pdf",
      type: "application/pdf",
      content: pdfOfSize(3_000),
    },
    { name: formVersionFieldName, value: before },
  ]);
  const response = await app.inject({
    method: "POST",
    url: admissionActionPath("sparks-2024"),
    headers: {
      "content-type": contentType,
      origin: "http://localhost:3000",
      accept: "application/json",
    },
    payload: body,
  });
  expect(response.statusCode).toBe(400);
  const stored = await app.database.db
    .selectFrom("admission_applications")
    .select("email")
    .where("email", "=", "late-version@example.com")
    .execute();
  expect(stored).toEqual([]);
});
