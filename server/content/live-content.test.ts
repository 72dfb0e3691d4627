import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { admissionActionPath } from "#schemas/admission-posts.ts";
import { talentActionPath } from "#schemas/talent-forms.ts";
import { waitlistActionPath } from "#schemas/waitlist-paths.ts";
import { releaseFolders } from "#server/publish/release-folders.ts";
import { fieldParts, hiringRequestFields, multipartBody } from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let app: TestApp | undefined;
let directory: string;
afterEach(async () => {
  await app?.cleanup();
  rmSync(directory, { recursive: true, force: true });
});

/** A release as a publish leaves it: its pages in client/, the content it was built from beside them. */
function release(releases: string, id: string, edit: (content: string) => void) {
  mkdirSync(join(releases, id, "client"), { recursive: true });
  cpSync("content", join(releases, id, "content"), { recursive: true });
  edit(join(releases, id, "content"));
}

function addChoice(content: string, list: "commitments", choice: string) {
  const file = join(content, "hub", "talent-choices.yaml");
  const text = readFileSync(file, "utf8").replace(`${list}:\n`, `${list}:\n  - ${choice}\n`);
  writeFileSync(file, text);
}

function renameHub(content: string, name: string) {
  const file = join(content, "site", "identity.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace(/^name: .*$/m, `name: ${name}`));
}

function hire(levelOfCommitment: string) {
  const { body, contentType } = multipartBody(
    fieldParts(hiringRequestFields({ levelOfCommitment, email: `${Date.now()}@example.com` })),
  );
  return app?.inject({
    method: "POST",
    url: talentActionPath("hiring-request"),
    headers: {
      "content-type": contentType,
      origin: "http://localhost:3000",
      accept: "application/json",
    },
    payload: body,
  });
}

/** A whole application to the sample Sparks call, with the answers `extra` adds. */
function applyToSparks(email: string, extra: Record<string, string> = {}) {
  const { body, contentType } = multipartBody(
    fieldParts({
      "full-name": "Chiamaka Eze",
      email,
      phone: "0803 123 4567",
      "date-of-birth": "2001-04-12",
      city: "Enugu",
      "learning-path": "Product design",
      "hours-per-week": "12",
      "own-laptop": "yes",
      "why-sparks": "To design for a living.",
      ...extra,
    }),
  );
  return app?.inject({
    method: "POST",
    url: admissionActionPath("sparks-2024"),
    headers: {
      "content-type": contentType,
      origin: "http://localhost:3000",
      accept: "application/json",
    },
    payload: body,
  });
}

test("a choice and the hub's name published in a new release are what the running service accepts and mails, with no restart", async () => {
  directory = mkdtempSync(join(tmpdir(), "live-content-"));
  const releases = releaseFolders(join(directory, "releases"));
  release(releases.root, "20261127T100000Z-1", () => undefined);
  release(releases.root, "20261127T110000Z-2", (content) => {
    addChoice(content, "commitments", "Weekend mentoring");
    renameHub(content, "Enugu Tech Hub (renamed)");
  });
  releases.switchTo("20261127T100000Z-1");
  app = await createTestApp({ SITE_DIR: releases.siteDir });

  const before = await hire("Weekend mentoring");
  expect(before?.statusCode).toBe(400);

  releases.switchTo("20261127T110000Z-2");
  const after = await hire("Weekend mentoring");
  expect(after?.statusCode).toBe(201);
  const mails = await app.database.db
    .selectFrom("outbox_messages")
    .select("subject")
    .where("kind", "=", "hiring-request-confirmation")
    .execute();
  expect(mails.map((mail) => mail.subject)).toEqual([
    "We have your request for talent from the Enugu Tech Hub (renamed)",
  ]);

  // Going back to the earlier release takes its content back too.
  releases.switchTo("20261127T100000Z-1");
  expect((await hire("Weekend mentoring"))?.statusCode).toBe(400);
});

/** Joins the Sparks waitlist as its form does without JavaScript. */
function joinSparksWaitlist(email: string) {
  return app?.inject({
    method: "POST",
    url: waitlistActionPath("sparks"),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
    },
    payload: new URLSearchParams({ name: "Ngozi", email }).toString(),
  });
}

test("a waitlist mail's words and the hub's name published in a new release are in the next mail, with no restart", async () => {
  directory = mkdtempSync(join(tmpdir(), "live-content-"));
  const releases = releaseFolders(join(directory, "releases"));
  release(releases.root, "20261129T100000Z-1", () => undefined);
  release(releases.root, "20261129T110000Z-2", (content) => {
    const file = join(content, "site", "waitlist-mails.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        /^ {2}subject: You are on the \{programme\} waitlist$/m,
        "  subject: Welcome to the {programme} waitlist",
      ),
    );
    renameHub(content, "Enugu Tech Hub (renamed)");
  });
  releases.switchTo("20261129T100000Z-1");
  app = await createTestApp({ SITE_DIR: releases.siteDir });
  expect((await joinSparksWaitlist("first@example.com"))?.statusCode).toBe(303);
  releases.switchTo("20261129T110000Z-2");
  expect((await joinSparksWaitlist("second@example.com"))?.statusCode).toBe(303);

  const welcomes = await app.database.db
    .selectFrom("outbox_messages")
    .select(["to_address", "subject", "text_body"])
    .where("kind", "=", "waitlist-joined")
    .orderBy("id")
    .execute();
  expect(welcomes.map((mail) => [mail.to_address, mail.subject])).toEqual([
    ["first@example.com", "You are on the Sparks waitlist"],
    ["second@example.com", "Welcome to the Sparks waitlist"],
  ]);
  expect(welcomes[0]?.text_body).not.toContain("(renamed)");
  expect(welcomes[1]?.text_body).toContain("The Enugu Tech Hub (renamed) team");
});

test("a question added to a form and published is asked for and accepted by the running service, with no restart", async () => {
  directory = mkdtempSync(join(tmpdir(), "live-content-"));
  const releases = releaseFolders(join(directory, "releases"));
  release(releases.root, "20261128T100000Z-1", () => undefined);
  release(releases.root, "20261128T110000Z-2", (content) => {
    const file = join(content, "admissions", "sparks.yaml");
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}  - id: referral\n    type: short-text\n    label: Who told you about Sparks?\n    required: true\n`,
    );
  });
  releases.switchTo("20261128T100000Z-1");
  app = await createTestApp({ SITE_DIR: releases.siteDir });
  expect((await applyToSparks("a@example.com", { referral: "A friend" }))?.statusCode).toBe(400);
  releases.switchTo("20261128T110000Z-2");
  expect((await applyToSparks("b@example.com"))?.json().fields).toEqual({
    referral: "This question needs an answer",
  });
  expect((await applyToSparks("c@example.com", { referral: "A friend" }))?.statusCode).toBe(201);
});

test("a live release built before this code, without the content files it added, still takes applications", async () => {
  directory = mkdtempSync(join(tmpdir(), "live-content-"));
  const releases = releaseFolders(join(directory, "releases"));
  release(releases.root, "20261128T090000Z-1", (content) => {
    rmSync(join(content, "site", "bank-details.yaml"));
  });
  releases.switchTo("20261128T090000Z-1");
  app = await createTestApp({ SITE_DIR: releases.siteDir });
  const applied = await applyToSparks("upgrade@example.com");
  expect(applied?.statusCode).toBe(201);
});
