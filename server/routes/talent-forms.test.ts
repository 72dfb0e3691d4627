import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  readApplicationFormCopy,
  readHiringRequestFormCopy,
} from "#content-model/hub/talent.server.ts";
import { resumeMaxBytes } from "#schemas/form-rules.ts";
import { withRuleMessage } from "#schemas/rule-messages.ts";
import {
  resumeMessages,
  type TalentForm,
  talentActionPath,
  talentFailedPath,
  talentSentPath,
  unknownChoiceMessage,
} from "#schemas/talent-forms.ts";
import {
  applicationFields,
  fieldParts,
  hiringRequestFields,
  type MultipartPart,
  multipartBody,
  pdfOfSize,
  pngBytes,
} from "#tests/support/multipart-body.ts";
import { assemblePdf, documentObjects } from "#tests/support/pdf-files.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const site = "http://localhost:3000";

function send(
  form: TalentForm,
  parts: MultipartPart[],
  headers: Record<string, string> = { origin: site, accept: "application/json" },
) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: talentActionPath(form),
    headers: { "content-type": contentType, ...headers },
    payload: body,
  });
}

const resume = (content: Buffer, filename = "Ada Okafor CV.pdf", type = "application/pdf") => ({
  name: "resume",
  filename,
  type,
  content,
});

const smallPdf = pdfOfSize(2_000);

function apply(
  fields = applicationFields(),
  file: MultipartPart | null = resume(smallPdf),
  headers?: Record<string, string>,
) {
  return send("application", [...fieldParts(fields), ...(file ? [file] : [])], headers);
}

/** Every file in UPLOADS_DIR, the temporary folder's included. */
function filesOnDisk(): string[] {
  const uploads = app.config.UPLOADS_DIR;
  if (!existsSync(uploads)) return [];
  const incoming = join(uploads, ".incoming");
  return [
    ...readdirSync(uploads).filter((name) => name !== ".incoming"),
    ...(existsSync(incoming) ? readdirSync(incoming).map((name) => `.incoming/${name}`) : []),
  ];
}

async function nothingStored() {
  expect(await app.talent.repository.countLeads("application")).toBe(0);
  expect(filesOnDisk()).toEqual([]);
}

/** Every choice field of both forms with the choices its page offers. */
const offeredChoices = (
  [
    ["application", readApplicationFormCopy().fields],
    ["hiring-request", readHiringRequestFormCopy().fields],
  ] as const
).flatMap(([form, fields]) =>
  Object.entries(fields)
    .filter(([, copy]) => copy.choices)
    .map(([field, copy]) => ({ form, field, choices: copy.choices ?? [] })),
);

/** A whole valid post of `form` with `field` set to `value`. */
function sendWith(
  form: TalentForm,
  field: string,
  value: string,
  headers?: Record<string, string>,
) {
  return form === "application"
    ? send(
        "application",
        [...fieldParts(applicationFields({ [field]: value })), resume(smallPdf)],
        headers,
      )
    : send("hiring-request", fieldParts(hiringRequestFields({ [field]: value })), headers);
}

describe.each(testDatabases)("talent forms on %s", (kind) => {
  test("every choice the pages offer is accepted by the service", async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: "1000" }, kind);
    expect(offeredChoices.map(({ field }) => field).sort()).toEqual([
      "levelOfCommitment",
      "skillRequirement",
      "skillRequirement",
      "stack",
    ]);
    for (const { form, field, choices } of offeredChoices) {
      for (const choice of choices) {
        const answer = await sendWith(form, field, choice);
        expect(answer.statusCode, `${form} ${field} "${choice}"`).toBe(201);
      }
    }
    const stored = offeredChoices.reduce((sum, { choices }) => sum + choices.length, 0);
    expect(
      (await app.talent.repository.countLeads("application")) +
        (await app.talent.repository.countLeads("hiring-request")),
    ).toBe(stored);
  });

  test("a choice outside the page's list is refused with its reason, and nothing is stored", async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: "1000" }, kind);
    for (const { form, field, choices } of offeredChoices) {
      const outside = `${choices[0]} (changed)`;
      const answer = await sendWith(form, field, outside);
      expect(answer.statusCode, `${form} ${field}`).toBe(400);
      expect(answer.json()).toMatchObject({ fields: { [field]: unknownChoiceMessage } });
      const plain = await sendWith(form, field, outside, { origin: site });
      expect([plain.statusCode, plain.headers.location]).toEqual([
        303,
        withRuleMessage(talentFailedPath(form, `invalid-${field}` as never), unknownChoiceMessage),
      ]);
    }
    await nothingStored();
    expect(await app.talent.repository.countLeads("hiring-request")).toBe(0);
  });

  test("an application is stored with its résumé's size and SHA-256, and both mails are queued", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" }, kind);
    const answer = await apply();
    expect(answer.statusCode).toBe(201);
    const [row] = await app.talent.repository.listLeads("application");
    expect(row).toMatchObject({
      firstname: "Ada",
      email: "ada@example.com",
      phone: "08031234567",
      resume_name: "Ada Okafor CV.pdf",
      resume_bytes: smallPdf.length,
      resume_sha256: createHash("sha256").update(smallPdf).digest("hex"),
    });
    expect(filesOnDisk()).toEqual([row?.resume_file]);
    const stored = readFileSync(app.talent.store.pathOf(String(row?.resume_file)));
    expect(stored.equals(smallPdf)).toBe(true);
    const mail = await app.database.db
      .selectFrom("outbox_messages")
      .select(["kind", "to_address"])
      .orderBy("kind")
      .execute();
    expect(mail).toEqual([
      { kind: "application-confirmation", to_address: "ada@example.com" },
      { kind: "application-notification", to_address: "staff@enugutechhub.ng" },
    ]);
  });

  test("a PDF of exactly 26,214,400 bytes is stored and one byte more is refused with 413", async () => {
    app = await createTestApp({}, kind);
    expect((await apply(applicationFields(), resume(pdfOfSize(resumeMaxBytes)))).statusCode).toBe(
      201,
    );
    const [row] = await app.talent.repository.listLeads("application");
    expect(row?.resume_bytes).toBe(resumeMaxBytes);

    const tooLarge = await apply(
      applicationFields({ email: "obi@example.com" }),
      resume(pdfOfSize(resumeMaxBytes + 1)),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ fields: { resume: "File too large" } });
    expect(await app.talent.repository.countLeads("application")).toBe(1);
    expect(filesOnDisk()).toEqual([row?.resume_file]);
  });

  test("a body with more fields than the form has is refused as malformed with a reason, and nothing is stored", async () => {
    app = await createTestApp({}, kind);
    const extra = Array.from({ length: 30 }, (_, i) => ({ name: `extra${i}`, value: "x" }));
    const answer = await send("application", [
      ...fieldParts(applicationFields()),
      ...extra,
      resume(smallPdf),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/more fields than it has/);
    await nothingStored();
  });

  test("a body that declares more than a résumé can be is refused before it is read", async () => {
    app = await createTestApp({}, kind);
    const answer = await app.inject({
      method: "POST",
      url: talentActionPath("application"),
      headers: {
        origin: site,
        accept: "application/json",
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(resumeMaxBytes * 2),
      },
      payload: "--x--\r\n",
    });
    expect(answer.statusCode).toBe(413);
    await nothingStored();
  });

  test.each([
    ["a PNG renamed .pdf", resume(pngBytes, "photo.pdf"), resumeMessages.notPdf],
    ["a text file declared as a PDF", resume(Buffer.from("hello %PDF-")), resumeMessages.notPdf],
    ["an empty file", resume(Buffer.alloc(0)), resumeMessages.missing],
    [
      "no file chosen (an empty part, as a browser sends it)",
      resume(Buffer.alloc(0), "", "application/octet-stream"),
      resumeMessages.missing,
    ],
    ["no file part at all", null, resumeMessages.missing],
  ])("%s is refused with SPEC §5's message and nothing is stored", async (_case, file, message) => {
    app = await createTestApp({}, kind);
    const answer = await apply(applicationFields(), file);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fields: { resume: message } });
    await nothingStored();
  });

  test.each([
    [
      "a PDF that runs JavaScript when opened",
      assemblePdf({ objects: documentObjects("/OpenAction << /S /JavaScript /JS (x) >> ") }),
      "activeContent",
    ],
    [
      "a PDF carrying an attached file",
      assemblePdf({ objects: documentObjects("/Names << /EmbeddedFiles 9 0 R >> ") }),
      "activeContent",
    ],
    [
      "an encrypted PDF",
      assemblePdf({ objects: documentObjects(), trailer: "/Encrypt << /Filter /Standard >>" }),
      "protected",
    ],
    [
      "a PDF followed by a web page",
      Buffer.concat([smallPdf, Buffer.from("\n<html><script>alert(1)</script></html>")]),
      "unreadable",
    ],
  ] as const)(
    "%s is refused with its reason, on the form and on the result page, and nothing is stored",
    async (_case, content, problem) => {
      app = await createTestApp({}, kind);
      const answer = await apply(applicationFields(), resume(content));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ fields: { resume: resumeMessages[problem] } });
      const plain = await apply(applicationFields(), resume(content), { origin: site });
      expect(plain.headers.location).toBe(talentFailedPath("application", `resume-${problem}`));
      await nothingStored();
    },
  );

  test("two files are refused and neither is kept", async () => {
    app = await createTestApp({}, kind);
    const answer = await send("application", [
      ...fieldParts(applicationFields()),
      resume(smallPdf),
      resume(smallPdf, "second.pdf"),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fields: { resume: resumeMessages.several } });
    await nothingStored();
  });

  test("a missing field is refused with its SPEC §5 message before the file is stored", async () => {
    app = await createTestApp({}, kind);
    const { stack: _left, ...fields } = applicationFields();
    const answer = await apply(fields as ReturnType<typeof applicationFields>);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fields: { stack: "Stack field is required" } });
    await nothingStored();

    const early = await apply(applicationFields({ email: "ada@" }));
    expect(early.json()).toEqual({
      error: "Bad Request",
      message: "Invalid email",
      fields: { email: "Please enter a valid email" },
    });
    await nothingStored();
  });

  test.each([
    ["a line break in a name", { firstname: "Ada\r\nBcc: victim@example.com" }],
    ["a NUL in the stack", { stack: "Frontend\u0000" }],
    ["a name of 5,000 characters", { lastname: "x".repeat(5_000) }],
    ["a javascript: address as email", { email: "javascript:alert(1)" }],
  ])("%s is refused with 400, never stored", async (_case, overrides) => {
    app = await createTestApp({}, kind);
    const answer = await apply(applicationFields(overrides));
    expect(answer.statusCode).toBe(400);
    await nothingStored();
  });

  test("markup and a hostile file name are stored as plain text under a safe name", async () => {
    app = await createTestApp({}, kind);
    const answer = await apply(
      applicationFields({
        firstname: "<script>alert(1)</script>",
        lastname: "'; drop table x; --",
      }),
      resume(smallPdf, "../../etc/pass|wd<1>.pdf"),
    );
    expect(answer.statusCode).toBe(201);
    const [row] = await app.talent.repository.listLeads("application");
    expect(row).toMatchObject({
      firstname: "<script>alert(1)</script>",
      lastname: "'; drop table x; --",
      resume_name: "passwd1.pdf",
    });
    expect(String(row?.resume_file)).toMatch(/^[0-9a-f]{32}$/);
  });

  test("a post from another site is refused and stores nothing", async () => {
    app = await createTestApp({}, kind);
    const answer = await send(
      "application",
      [...fieldParts(applicationFields()), resume(smallPdf)],
      { origin: "https://evil.example" },
    );
    expect(answer.statusCode).toBe(403);
    await nothingStored();
  });

  test("without JavaScript each outcome is a 303 to a result page that names no personal data", async () => {
    app = await createTestApp({}, kind);
    const page = { origin: site, accept: "text/html" };
    const sent = await send(
      "application",
      [...fieldParts(applicationFields()), resume(smallPdf)],
      page,
    );
    const notPdf = await send(
      "application",
      [...fieldParts(applicationFields()), resume(pngBytes)],
      page,
    );
    const badPhone = await send(
      "application",
      [...fieldParts(applicationFields({ phoneNumber: "12" })), resume(smallPdf)],
      page,
    );
    const hire = await send("hiring-request", fieldParts(hiringRequestFields()), page);
    const badHire = await send(
      "hiring-request",
      fieldParts(hiringRequestFields({ noOfEmployees: "forty" })),
      page,
    );
    expect(
      [sent, notPdf, badPhone, hire, badHire].map((a) => [a.statusCode, a.headers.location]),
    ).toEqual([
      [303, talentSentPath("application")],
      [303, talentFailedPath("application", "resume-notPdf")],
      [
        303,
        `${talentFailedPath("application", "invalid-phoneNumber")}#rule-phone-number-is-not-valid`,
      ],
      [303, talentSentPath("hiring-request")],
      [303, `${talentFailedPath("hiring-request", "invalid-noOfEmployees")}#rule-numbers-only`],
    ]);
  });

  test("a hiring request is stored with every field; SPEC §5's messages name the bad ones", async () => {
    app = await createTestApp({ CONTACT_NOTIFY_TO: "staff@enugutechhub.ng" }, kind);
    expect((await send("hiring-request", fieldParts(hiringRequestFields()))).statusCode).toBe(201);
    expect(await app.talent.repository.listLeads("hiring-request")).toMatchObject([
      {
        company_name: "Acme Logistics",
        company_website: "https://acme.ng",
        no_of_employees: "40",
        level_of_commitment: hiringRequestFields().levelOfCommitment,
        start_date: "2027-01-15",
        phone: "+2348035551234",
      },
    ]);
    const refused = await send(
      "hiring-request",
      fieldParts(
        hiringRequestFields({ noOfEmployees: "12a", companyName: " ", companyWebsite: "" }),
      ),
    );
    expect(refused.json().fields).toEqual({
      noOfEmployees: "Numbers only",
      companyName: "Company name is a required field",
      companyWebsite: "Company website is a required field",
    });
    const withFile = await send("hiring-request", [
      ...fieldParts(hiringRequestFields()),
      resume(smallPdf),
    ]);
    expect(withFile.statusCode).toBe(400);
    expect(await app.talent.repository.countLeads("hiring-request")).toBe(1);
  });

  test("a filled honeypot is answered like a success and keeps nothing", async () => {
    app = await createTestApp({}, kind);
    const answer = await apply(applicationFields({ website: "https://spam.example" }));
    expect(answer.statusCode).toBe(201);
    await nothingStored();
    expect(await app.leadQueries.countSpam()).toBe(1);
  });

  test("a database error after the upload leaves neither a row nor a file", async () => {
    app = await createTestApp({}, kind);
    await app.database.db.schema.dropTable("talent_applications").execute();
    const answer = await apply();
    expect(answer.statusCode).toBe(503);
    expect(filesOnDisk()).toEqual([]);
  });

  test("erasing a person removes their applications, résumés and hiring requests", async () => {
    app = await createTestApp({}, kind);
    await apply();
    await apply(applicationFields({ email: "someone@example.com" }));
    await send("hiring-request", fieldParts(hiringRequestFields({ email: "ada@example.com" })));
    const removed = await app.erasePerson(" ADA@example.com ");
    expect(removed).toMatchObject({ talent_applications: 1, hiring_requests: 1, resume_files: 1 });
    const [kept] = await app.talent.repository.listLeads("application");
    expect(kept?.email).toBe("someone@example.com");
    expect(filesOnDisk()).toEqual([kept?.resume_file]);
  });

  test("applications older than the retention period go with their résumés", async () => {
    app = await createTestApp({ RESUME_RETENTION_MONTHS: "12" }, kind);
    await apply();
    await apply(applicationFields({ email: "recent@example.com" }));
    await app.database.db
      .updateTable("talent_applications")
      .set({ created_at: "2020-01-01T00:00:00.000Z" } as never)
      .where("email", "=", "ada@example.com")
      .execute();
    expect(await app.talent.sweep()).toEqual({ expired: 1, orphans: 0 });
    const [kept] = await app.talent.repository.listLeads("application");
    expect(kept?.email).toBe("recent@example.com");
    expect(filesOnDisk()).toEqual([kept?.resume_file]);
  });

  test("a client that disconnects mid-upload leaves no row and no file", async () => {
    app = await createTestApp({}, kind);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (address === null || typeof address === "string") throw new Error("not listening");
    const { body, contentType } = multipartBody([
      ...fieldParts(applicationFields()),
      resume(pdfOfSize(4 * 1024 * 1024)),
    ]);
    const request = httpRequest({
      host: "127.0.0.1",
      port: address.port,
      method: "POST",
      path: talentActionPath("application"),
      headers: {
        origin: site,
        accept: "application/json",
        "content-type": contentType,
        "content-length": body.length,
      },
    });
    request.on("error", () => {
      // The connection is cut on purpose.
    });
    // Half the body: the fields and the start of the file.
    request.write(body.subarray(0, body.length / 2));
    await vi.waitFor(() => expect(filesOnDisk()).toHaveLength(1), { timeout: 10_000 });
    request.destroy();
    await vi.waitFor(() => expect(filesOnDisk()).toEqual([]), { timeout: 10_000 });
    expect(await app.talent.repository.countLeads("application")).toBe(0);
  });
});
