import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { admissionMessages } from "#schemas/admission-answers.ts";
import {
  admissionActionPath,
  admissionFailedPath,
  admissionSentPath,
} from "#schemas/admission-posts.ts";
import { resumeMessages } from "#schemas/talent-forms.ts";
import { secretMarkOf } from "#server/mail/secret-mark.ts";
import { admissionFilesDirectory } from "#server/talent/resume-store.ts";
import { type MultipartPart, multipartBody, pdfOfSize } from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const site = "http://localhost:3000";
const json = { origin: site, accept: "application/json" };

/** A complete, valid application to the default Sparks call (content/admissions/sparks.yaml). */
function sparksAnswers(
  overrides: Record<string, string | string[]> = {},
): Record<string, string | string[]> {
  return {
    "full-name": "Chiamaka Eze",
    email: "chiamaka@example.com",
    phone: "0803 123 4567",
    "date-of-birth": "2001-04-12",
    city: "Enugu",
    "learning-path": "Product design",
    "hours-per-week": "12",
    "own-laptop": "yes",
    "why-sparks": "I design in Figma on weekends and want to do it for a living.",
    ...overrides,
  };
}

function partsOf(answers: Record<string, string | string[]>): MultipartPart[] {
  return Object.entries(answers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => ({ name, value: one })),
  );
}

function post(call: string, parts: MultipartPart[], headers: Record<string, string> = json) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: admissionActionPath(call),
    headers: { "content-type": contentType, ...headers },
    payload: body,
  });
}

async function outbox() {
  return app.database.db.selectFrom("outbox_messages").selectAll().execute();
}

async function applicationCount() {
  const rows = await app.database.db.selectFrom("admission_applications").select("id").execute();
  return rows.length;
}

describe.each(testDatabases)("on %s", (kind) => {
  test("a valid application is stored with its answers and a reference, and the confirmation is queued", async () => {
    app = await createTestApp({}, kind);
    const response = await post("sparks-2024", partsOf(sparksAnswers()));
    expect(response.statusCode).toBe(201);
    const [reference = ""] = await app.admissions.repository.referencesOf("chiamaka@example.com");
    expect(reference).toMatch(/^SPK-2024-\d{4}$/);
    const stored = await app.admissions.repository.findByReference(reference);
    expect(stored?.answers).toMatchObject({
      email: "chiamaka@example.com",
      phone: "08031234567",
      "hours-per-week": 12,
      "own-laptop": true,
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: "admission-confirmation",
      to_address: "chiamaka@example.com",
    });
    expect(mail?.text_body).toContain(reference);
    // An applicant for themself is greeted by first name, in the stage mails' applicant voice.
    expect(mail?.text_body).toMatch(/^Hello Chiamaka,\n/);
  });

  test("a repeat is answered exactly as a new application, stores nothing, and mails the address once about the application it has", async () => {
    app = await createTestApp({}, kind);
    const first = await post("sparks-2024", partsOf(sparksAnswers()));
    const again = await post(
      "sparks-2024",
      partsOf(sparksAnswers({ email: "Chiamaka@Example.com", "full-name": "Someone Else" })),
    );
    // Neither answer names a reference: the mail does, to the address's owner.
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toEqual({ status: "ok" });
    const page = await post("sparks-2024", partsOf(sparksAnswers()), { origin: site });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(admissionSentPath("sparks-2024"));
    expect(await applicationCount()).toBe(1);
    const [reference] = await app.admissions.repository.referencesOf("chiamaka@example.com");
    const mails = await outbox();
    expect(mails.map((mail) => mail.kind)).toEqual(["admission-confirmation", "admission-repeat"]);
    const repeat = mails[1];
    expect(repeat?.to_address).toBe("chiamaka@example.com");
    expect(repeat?.subject).toContain(reference);
    expect(repeat?.text_body).toContain(reference);
    expect(repeat?.text_body).toContain(secretMarkOf(String(repeat?.sealed_secret)));
    expect(repeat?.text_body).not.toContain("Someone");
  });

  test("after MAIL_RECIPIENT_WINDOW_HOURS a repeat mails its address again", async () => {
    // A window of 3.6 ms, and more than it between the two repeats: on a
    // quick machine two posts fall inside 3.6 ms, and the second got no mail.
    app = await createTestApp({ MAIL_RECIPIENT_WINDOW_HOURS: "0.000001" }, kind);
    await post("sparks-2024", partsOf(sparksAnswers()));
    await post("sparks-2024", partsOf(sparksAnswers()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await post("sparks-2024", partsOf(sparksAnswers()));
    const repeats = (await outbox()).filter((mail) => mail.kind === "admission-repeat");
    expect(repeats).toHaveLength(2);
    expect(await applicationCount()).toBe(1);
  });
});

test("every missing, wrong-typed and unknown answer is named, and nothing is stored", async () => {
  app = await createTestApp();
  const { "full-name": _left, ...withoutName } = sparksAnswers({
    "hours-per-week": "twelve",
    "learning-path": "Astrology",
    "own-laptop": "maybe",
    phone: "12",
  });
  const response = await post("sparks-2024", partsOf({ ...withoutName, favourite: "blue" }));
  expect(response.statusCode).toBe(400);
  expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
    "full-name": admissionMessages.required,
    "hours-per-week": admissionMessages.number,
    "learning-path": admissionMessages.chooseOne,
    "own-laptop": admissionMessages.yesNo,
    phone: admissionMessages.phone,
    favourite: admissionMessages.extra,
  });
  expect(await applicationCount()).toBe(0);
  expect(await outbox()).toHaveLength(0);
});

test("without JavaScript a refused answer lands on the call's failed page naming the question, and a stored one on its sent page", async () => {
  app = await createTestApp();
  const page = { origin: site };
  const refused = await post("sparks-2024", partsOf(sparksAnswers({ city: "" })), page);
  expect(refused.statusCode).toBe(303);
  expect(refused.headers.location).toBe(admissionFailedPath("sparks-2024", "invalid-city"));
  const sent = await post("sparks-2024", partsOf(sparksAnswers()), page);
  expect(sent.statusCode).toBe(303);
  expect(sent.headers.location).toBe(admissionSentPath("sparks-2024"));
});

test("an unknown field, whatever its name, is refused with a 400 naming it, and the page without JavaScript gets a fragment of a known question only", async () => {
  app = await createTestApp();
  const parts = [...partsOf(sparksAnswers()), { name: "名前", value: "x" }];
  const asJson = await post("sparks-2024", parts);
  expect(asJson.statusCode).toBe(400);
  expect(asJson.json().fields).toEqual({ 名前: admissionMessages.extra });
  const page = await post("sparks-2024", parts, { origin: site });
  expect(page.statusCode).toBe(303);
  expect(page.headers.location).toBe("/apply/sparks-2024/failed/");
  const withKnown = await post(
    "sparks-2024",
    [...partsOf(sparksAnswers({ city: "" })), { name: "名前", value: "x" }],
    { origin: site },
  );
  expect(withKnown.headers.location).toBe(admissionFailedPath("sparks-2024", "invalid-city"));
  expect(await applicationCount()).toBe(0);
});

test("the no-JavaScript paths are encoded: a call name or reason outside plain words cannot break the Location header", () => {
  expect(admissionSentPath("日\r\n")).toBe("/apply/%E6%97%A5%0D%0A/sent/");
  expect(admissionFailedPath("sparks-2024", "invalid-名")).toBe(
    "/apply/sparks-2024/failed/#invalid-%E5%90%8D",
  );
});

test.each(["%E6%97%A5", "%0d%0a", "sparks-2024%0d%0aSet-Cookie:%20a=b"])(
  "a call named %s in the address is never a 500, rate-limited or not",
  async (call) => {
    app = await createTestApp({ RATE_LIMIT_MAX: "1" });
    const answers = partsOf(sparksAnswers());
    const first = await post(call, answers, { origin: site });
    expect(first.statusCode).toBe(404);
    const limited = await post(call, answers, { origin: site });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers.location).toBeUndefined();
  },
);

test("a closed call, an unknown call and a call that takes applications elsewhere store nothing", async () => {
  app = await createTestApp();
  expect((await post("springboard-2024", partsOf(sparksAnswers()))).statusCode).toBe(409);
  expect((await post("sparks-1999", partsOf(sparksAnswers()))).statusCode).toBe(404);
  expect(await applicationCount()).toBe(0);
});

test("a post from another site is refused before anything is read", async () => {
  app = await createTestApp();
  const response = await post("sparks-2024", partsOf(sparksAnswers()), {
    origin: "https://evil.example",
    accept: "application/json",
  });
  expect(response.statusCode).toBe(403);
  expect(await applicationCount()).toBe(0);
});

describe("a form with a file question", () => {
  const founder = {
    "founder-name": "Obinna Nwosu",
    email: "obinna@example.com",
    phone: "+234 803 123 4567",
    "business-name": "FarmLink",
    country: "Nigeria",
    stage: "A product with first users",
    sectors: ["Agriculture", "Commerce"],
    "team-size": "4",
    problem: "Farmers sell at the farm gate for a third of the market price.",
    "six-months": "Three states and a thousand farmers.",
  };
  const deck = (content: Buffer, filename = "deck.pdf") => ({
    name: "pitch-deck",
    filename,
    type: "application/pdf",
    content,
  });
  const filesOnDisk = () => {
    const folder = admissionFilesDirectory(app.config.UPLOADS_DIR);
    if (!existsSync(folder)) return [];
    const incoming = join(folder, ".incoming");
    return [
      ...readdirSync(folder).filter((name) => name !== ".incoming"),
      ...(existsSync(incoming) ? readdirSync(incoming) : []),
    ];
  };

  test("keeps the PDF with its row, and several choices as a list", async () => {
    app = await createTestApp();
    const response = await post("start-up-boost-2024", [
      ...partsOf(founder),
      deck(pdfOfSize(3_000)),
    ]);
    expect(response.statusCode).toBe(201);
    const [reference = ""] = await app.admissions.repository.referencesOf(founder.email);
    const stored = await app.admissions.repository.findByReference(reference);
    expect(stored?.answers.sectors).toEqual(["Agriculture", "Commerce"]);
    expect(stored?.fileName).toBe("deck.pdf");
    expect(filesOnDisk()).toEqual([stored?.file]);
  });

  test("a founder who gives the business's website is stored with it, never taken for a spam robot", async () => {
    app = await createTestApp();
    const response = await post("start-up-boost-2024", [
      ...partsOf({ ...founder, "business-website": "https://farmlink.example" }),
      deck(pdfOfSize(3_000)),
    ]);
    expect(response.statusCode).toBe(201);
    const [reference = ""] = await app.admissions.repository.referencesOf(founder.email);
    const stored = await app.admissions.repository.findByReference(reference);
    expect(stored?.answers["business-website"]).toBe("https://farmlink.example");
  });

  test("a repeat's file is discarded: the application and the file it has stay as they were", async () => {
    app = await createTestApp();
    await post("start-up-boost-2024", [...partsOf(founder), deck(pdfOfSize(3_000))]);
    const kept = filesOnDisk();
    const again = await post("start-up-boost-2024", [
      ...partsOf(founder),
      deck(pdfOfSize(4_000), "new-deck.pdf"),
    ]);
    expect(again.statusCode).toBe(201);
    expect(filesOnDisk()).toEqual(kept);
    expect(await applicationCount()).toBe(1);
  });

  test("a file that is not a PDF is refused with the résumé's message, and leaves no file and no row", async () => {
    app = await createTestApp();
    const response = await post("start-up-boost-2024", [
      ...partsOf(founder),
      deck(Buffer.from("<html>not a pdf</html>"), "deck.pdf"),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      "pitch-deck": resumeMessages.notPdf,
    });
    expect(filesOnDisk()).toEqual([]);
    expect(await applicationCount()).toBe(0);
  });

  test("a bad answer after the file removes the file it had received", async () => {
    app = await createTestApp();
    const response = await post("start-up-boost-2024", [
      ...partsOf({ ...founder, "six-months": "" }).filter((part) => part.name !== "six-months"),
      deck(pdfOfSize(3_000)),
      { name: "team-size-again", value: "4" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toEqual([
      "team-size-again",
      "six-months",
    ]);
    expect(filesOnDisk()).toEqual([]);
    expect(await applicationCount()).toBe(0);
  });

  test("an upload cut half-way leaves no file and no row", async () => {
    app = await createTestApp();
    const { body, contentType } = multipartBody([...partsOf(founder), deck(pdfOfSize(60_000))]);
    const response = await app.inject({
      method: "POST",
      url: admissionActionPath("start-up-boost-2024"),
      headers: { "content-type": contentType, ...json },
      payload: body.subarray(0, 40_000),
    });
    expect(response.statusCode).toBe(400);
    expect(filesOnDisk()).toEqual([]);
    expect(await applicationCount()).toBe(0);
  });
});

test("an erased address leaves no application row and no file", async () => {
  app = await createTestApp();
  const response = await post("sparks-2024", partsOf(sparksAnswers()));
  expect(response.statusCode).toBe(201);
  expect(await app.erasePerson("Chiamaka@example.com")).toMatchObject({
    admission_applications: 1,
    resume_files: 0,
  });
  expect(await applicationCount()).toBe(0);
});
