import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type TalentForm, talentActionPath } from "#schemas/talent-forms.ts";
import { loggerOptions } from "#server/logging.ts";
import { mailingListLinkPaths } from "#server/mail/mail-links.ts";
import {
  applicationFields,
  fieldParts,
  hiringRequestFields,
  type MultipartPart,
  multipartBody,
  pdfOfSize,
} from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/*
 * Issue 31, item 18: a multipart body the parser cannot read is the client's
 * error. Every multipart endpoint answers it with a 4xx and a reason, logs it
 * at info without a stack, and keeps nothing: no row, no file, no temporary
 * file.
 */

type LogLine = { level: number; msg?: string; err?: unknown; reason?: string };
const lines: LogLine[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(
    { RATE_LIMIT_MAX: "1000000", MAIL_HOURLY_BUDGET: "1000000" },
    "sqlite",
    loggerOptions("info", { write: (line) => lines.push(JSON.parse(line) as LogLine) }),
  );
});
afterAll(async () => {
  await app.cleanup();
});

/** The form's parts as its page sends them, without the honeypot (a filled one is answered "sent"). */
function formParts(form: TalentForm): MultipartPart[] {
  if (form === "hiring-request") {
    const { website: _honeypot, ...fields } = hiringRequestFields();
    return fieldParts(fields);
  }
  const { website: _honeypot, ...fields } = applicationFields();
  return [
    ...fieldParts(fields),
    { name: "resume", filename: "cv.pdf", type: "application/pdf", content: pdfOfSize(3_000) },
  ];
}

function post(url: string, contentType: string, payload: Buffer) {
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": contentType,
      origin: "http://localhost:3000",
      accept: "application/json",
    },
    payload,
  });
}

function filesLeft(): string[] {
  const uploads = app.config.UPLOADS_DIR;
  const incoming = join(uploads, ".incoming");
  return [
    ...(existsSync(uploads) ? readdirSync(uploads).filter((name) => name !== ".incoming") : []),
    ...(existsSync(incoming) ? readdirSync(incoming) : []),
  ];
}

async function leadsStored(): Promise<number> {
  return (
    (await app.talent.repository.countLeads("application")) +
    (await app.talent.repository.countLeads("hiring-request"))
  );
}

/** Ways to break a well-formed body that no parser can read past. */
type Malformation =
  | { kind: "cut"; at: number }
  | { kind: "no-closing-boundary" }
  | { kind: "delimiter"; which: number; junk: Uint8Array }
  | { kind: "content-type"; value: string }
  | { kind: "random"; bytes: Uint8Array };

const malformation: fc.Arbitrary<Malformation> = fc.oneof(
  fc.record({ kind: fc.constant("cut" as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.constant({ kind: "no-closing-boundary" as const }),
  fc.record({
    kind: fc.constant("delimiter" as const),
    which: fc.nat(),
    junk: fc.uint8Array({ minLength: 1, maxLength: 24 }),
  }),
  fc.record({
    kind: fc.constant("content-type" as const),
    value: fc.constantFrom(
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/form-data; boundary=not-the-one",
      `multipart/form-data; boundary=${"b".repeat(300)}`,
      'multipart/form-data; boundary="unterminated',
      "multipart/mixed; boundary=x",
    ),
  }),
  fc.record({ kind: fc.constant("random" as const), bytes: fc.uint8Array({ maxLength: 4_000 }) }),
);

function malformed(form: TalentForm, how: Malformation): { contentType: string; body: Buffer } {
  const { body, contentType } = multipartBody(formParts(form));
  const boundary = contentType.slice(contentType.indexOf("boundary=") + "boundary=".length);
  const closing = body.lastIndexOf(`--${boundary}--`);
  switch (how.kind) {
    case "cut":
      return { contentType, body: body.subarray(0, Math.floor(how.at * closing)) };
    case "no-closing-boundary":
      return { contentType, body: body.subarray(0, closing) };
    case "delimiter": {
      // One of the delimiters before the closing one, replaced by bytes that are not it.
      const starts: number[] = [];
      for (let at = body.indexOf(`--${boundary}\r\n`); at !== -1 && at < closing; ) {
        starts.push(at);
        at = body.indexOf(`--${boundary}\r\n`, at + 1);
      }
      const start = starts[how.which % starts.length] ?? 0;
      const end = start + boundary.length + 2;
      return {
        contentType,
        body: Buffer.concat([body.subarray(0, start), how.junk, body.subarray(end)]),
      };
    }
    case "content-type":
      return { contentType: how.value, body };
    case "random":
      return { contentType, body: Buffer.from(how.bytes) };
  }
}

test("malformed multipart bodies on both talent forms get a 4xx with a reason and leave no row or file", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<TalentForm>("application", "hiring-request"),
      malformation,
      async (form, how) => {
        const { contentType, body } = malformed(form, how);
        const answer = await post(talentActionPath(form), contentType, body);
        expect(answer.statusCode, JSON.stringify(how)).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, JSON.stringify(how)).toBeLessThan(500);
        expect(answer.json<{ message: string }>().message).toMatch(/\w/);
        expect(await leadsStored()).toBe(0);
        expect(filesLeft()).toEqual([]);
      },
    ),
    { numRuns: 400 },
  );
  expect(lines.filter((line) => line.level >= 40)).toEqual([]);
}, 60_000);

test("a malformed body on the one-click unsubscribe address is never a server error", async () => {
  await fc.assert(
    fc.asyncProperty(malformation, async (how) => {
      const { contentType, body } = malformed("hiring-request", how);
      const answer = await post(`${mailingListLinkPaths.unsubscribe}?token=x`, contentType, body);
      expect(answer.statusCode).toBeLessThan(500);
      expect(await app.leadQueries.countLeads("mailing")).toBe(0);
    }),
    { numRuns: 100 },
  );
});

test("a body cut off mid-upload is answered 400 'the upload was incomplete' and logged once at info, without a stack", async () => {
  lines.length = 0;
  const { body, contentType } = multipartBody(formParts("application"));
  const answer = await post(talentActionPath("application"), contentType, body.subarray(0, 2_500));
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ message: expect.stringMatching(/upload was incomplete/) });
  const logged = lines.filter((line) => line.msg === "malformed multipart body refused");
  expect(logged).toEqual([
    expect.objectContaining({ level: 30, reason: "incomplete", detail: expect.any(String) }),
  ]);
  expect(JSON.stringify(lines)).not.toMatch(/\n\s+at |"stack"/);
  expect(filesLeft()).toEqual([]);
});

test("a body without a boundary is answered 400 as not valid multipart", async () => {
  const { body } = multipartBody(formParts("hiring-request"));
  const answer = await post(talentActionPath("hiring-request"), "multipart/form-data", body);
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ message: expect.stringMatching(/valid multipart/) });
});
