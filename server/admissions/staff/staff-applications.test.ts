import { afterEach, describe, expect, test } from "vitest";
import { readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { buildDate, readCalls } from "#content-model/calls/calls.server.ts";
import { callFileName } from "#content-model/calls/calls.ts";
import { contentRoot } from "#content-model/load.ts";
import { checkAnswers } from "#schemas/admission-answers.ts";
import { admissionActionPath } from "#schemas/admission-posts.ts";
import { staffNavigation } from "#schemas/staff-sections.ts";
import { admissionReferencePrefix } from "#server/admissions/references.ts";
import { privateLinkInPreview } from "#server/admissions/staff/move-mail-preview.ts";
import { html } from "#server/admissions/staff/staff-html.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";
import { admissionTestKit, storedApplication } from "#tests/support/admission-test-kit.ts";
import { type MultipartPart, multipartBody, pdfOfSize } from "#tests/support/multipart-body.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

function sparksAnswers(name: string, email: string): Record<string, string> {
  return {
    "full-name": name,
    email,
    phone: "0803 123 4567",
    "date-of-birth": "2001-04-12",
    city: "Enugu",
    "learning-path": "Product design",
    "hours-per-week": "12",
    "own-laptop": "yes",
    "why-sparks": '=HYPERLINK("http://evil.example") I design on weekends.',
  };
}

async function apply(call: string, parts: MultipartPart[]): Promise<string> {
  const { body, contentType } = multipartBody(parts);
  const response = await t.site.inject({
    method: "POST",
    url: admissionActionPath(call),
    headers: {
      "content-type": contentType,
      origin: "http://localhost:3000",
      accept: "application/json",
    },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  // The answer names no reference (decision 250): the address's newest application has it.
  const email = parts.find((part) => part.name.endsWith("email"));
  const [reference] = await t.site.admissions.repository.referencesOf(
    email && "value" in email ? email.value : "",
  );
  if (!reference) throw new Error("the application was not stored");
  return reference;
}

const sparks = (name: string, email: string) =>
  apply(
    "sparks-2024",
    Object.entries(sparksAnswers(name, email)).map(([field, value]) => ({ name: field, value })),
  );

const { get, post, search, auditLines, stageMails } = admissionTestKit(() => t);

/** A single move's preview (`move`) or confirmation (`stage`), from the application's page. */
const move = (url: string, cookie: string, fields: Record<string, string>, step = "stage") =>
  post(`${url}/${step}`, cookie, fields);

describe.each(testDatabases)("staff work the applications on %s", (kind) => {
  test("a call's list counts each stage, finds an applicant by name, address or reference, and filters by stage", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    const ada = await sparks("Ada Ọkafọ", "ada@example.com");
    await sparks("Chidi Obi", "chidi@example.com");

    const calls = await get("/applications", reader.cookie);
    expect(calls.statusCode).toBe(200);
    expect(calls.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(calls.body).toContain('href="/applications/sparks-2024"');
    expect(calls.body).toContain("New: 2");

    const list = (url: string) => get(url, reader.cookie).then((response) => response.body);
    const searchFor = (fields: Record<string, string>) =>
      search("/applications/sparks-2024", reader.cookie, fields);
    const first = await list("/applications/sparks-2024");
    expect(first).toContain("2 applications");
    // The call's own page counts its stages too, each a way to the stage's list.
    expect(first).toMatch(
      /<nav aria-label="Applications by stage"[\s\S]*href="\/applications\/sparks-2024\?stage=received">New: 2</,
    );
    for (const q of ["okafo", "ADA@EXAMPLE", ada.toLowerCase()]) {
      const found = await searchFor({ q });
      expect(found.statusCode, q).toBe(200);
      expect(found.body, q).toContain("1 application found");
      expect(found.body, q).toContain("Ada Ọkafọ");
      expect(found.body, q).not.toContain("Chidi Obi");
    }
    expect((await searchFor({ q: "%" })).body).toContain("0 applications found");
    expect((await searchFor({ q: "ada", stage: "interview" })).body).toContain(
      "0 applications found",
    );
    expect(await list("/applications/sparks-2024?stage=interview")).toContain(
      "0 applications found",
    );
    expect(await list("/applications/sparks-2024?stage=received")).toContain(
      "2 applications found",
    );
  });

  test("a search is posted and kept in the browser's sealed cookie: its results and their pages are addresses with a token that names nothing, and a query in the address is refused", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    for (let index = 0; index < 52; index += 1) {
      const email = `ada${index}@example.com`;
      await storedApplication(t.site.database, {
        email,
        answers: sparksAnswers(`Ada ${index}`, email),
      });
    }
    const posted = await post("/applications/sparks-2024", reader.cookie, { q: "ada@example" });
    expect(posted.statusCode).toBe(303);
    const cookie = String([posted.headers["set-cookie"]].flat()[0]);
    expect(cookie).toMatch(
      /^staff-searches=[^;]+; Path=\/applications; Max-Age=3600; HttpOnly; SameSite=Strict$/,
    );
    // Neither the address nor the cookie carries the words.
    expect(posted.headers.location).toMatch(/^\/applications\/sparks-2024\?search=[\w-]{16}$/);
    expect(cookie).not.toMatch(/ada/i);

    const first = await search("/applications/sparks-2024", reader.cookie, { q: "ada" });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("52 applications found");
    expect(first.body).toContain(
      'name="q" type="search" enterkeyhint="search" maxlength="200" value="ada"',
    );
    expect(first.body).not.toMatch(/href="[^"]*ada[^"]*"/i);
    const next = /href="([^"]+)" rel="next"/.exec(first.body)?.[1]?.replaceAll("&amp;", "&");
    expect(next).toMatch(/search=[\w-]{16}&after=/);
    const second = await get(next ?? "", first.cookie);
    expect(second.body).toContain("52 applications found, continued");
    expect([...second.body.matchAll(/>SPK-\d{4}-\d{4} ·/g)]).toHaveLength(2);
    // Back to the results is the same address again: no post to repeat.
    expect((await get(first.address, first.cookie)).body).toContain("52 applications found");

    // Another person, or the same in another browser: the token finds nothing, and says so.
    const colleague = await t.personWithRole("staff");
    const elsewhere = await get(first.address, colleague.cookie);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain("That search is no longer kept");
    expect((await get(first.address, reader.cookie)).statusCode).toBe(404);

    const stageOnly = await post("/applications/sparks-2024", reader.cookie, { stage: "received" });
    expect(stageOnly.statusCode).toBe(303);
    expect(stageOnly.headers.location).toBe("/applications/sparks-2024?stage=received");
    expect(stageOnly.headers["set-cookie"]).toBeUndefined();
    const inAddress = await get("/applications/sparks-2024?q=ada%40example.com", reader.cookie);
    expect(inAddress.statusCode).toBe(400);
    expect(inAddress.body).toContain("Search with the search box");
    const refusedSearches: Record<string, string>[] = [
      { q: "a".repeat(201) },
      { q: "ada", stage: "hired" },
      { q: "ada", after: "x" },
    ];
    for (const fields of refusedSearches) {
      expect((await post("/applications/sparks-2024", reader.cookie, fields)).statusCode).toBe(400);
    }
  });

  test("paging walks every application once, newest first, with no JavaScript", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("admin");
    const references: string[] = [];
    // Stored directly: the public form's rate limit would stop 53 posts from one address.
    for (let index = 0; index < 53; index += 1) {
      const email = `applicant${index}@example.com`;
      references.push(
        await storedApplication(t.site.database, {
          email,
          answers: sparksAnswers(`Applicant ${index}`, email),
        }),
      );
    }
    const seen: string[] = [];
    let url: string | null = "/applications/sparks-2024";
    while (url) {
      const body: string = (await get(url, reader.cookie)).body;
      seen.push(...[...body.matchAll(/>(SPK-\d{4}-\d{4}) ·/g)].map((match) => match[1] as string));
      const next: string | undefined = /href="([^"]+)" rel="next"/.exec(body)?.[1];
      url = next ? next.replaceAll("&amp;", "&") : null;
    }
    expect(seen).toEqual([...references].reverse());
  });

  test("an application shows each answer against the question it answered, and viewing it is audited by reference", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    const reference = await sparks("Ada <b>Okafor</b>", "ada@example.com");
    const page = await get(`/applications/sparks-2024/${reference}`, reader.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("The learning path you choose");
    expect(page.body).toContain("Product design");
    expect(page.body).toContain("Ada &lt;b&gt;Okafor&lt;/b&gt;");
    expect(page.body).not.toContain("<b>Okafor</b>");
    // A date as the site writes dates, a number as people read it and a phone calls it.
    expect(page.body).toContain("12 April 2001");
    expect(page.body).not.toContain("2001-04-12");
    expect(page.body).toContain('href="tel:+2348031234567">0803 123 4567</a>');
    const log = JSON.stringify(await auditLines());
    expect(log).toContain(`application:${reference}`);
    expect(log).not.toContain("Okafor");
    expect(log).not.toContain("ada@example.com");
  });

  test("a move is stored with who and when and the mail that went with it, mails the applicant once, and a stale page is told and changes nothing", async () => {
    t = await createStaffTestApp({}, kind);
    const first = await t.personWithRole("staff");
    const second = await t.personWithRole("admin");
    const reference = await sparks("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}`;

    // Sparks' first stage is its phone call interview (content/site/selection-stages.yaml).
    const moved = await move(url, first.cookie, { expected: "received", to: "interview" });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`${url}?moved=interview`);
    // The second person's page still showed "New".
    const stale = await move(url, second.cookie, { expected: "received", to: "declined" });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(first.email);
    expect(stale.body).toContain("Phone call interview");

    const mails = await stageMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: "ada@example.com" });
    expect(mails[0]?.text_body).toContain(reference);
    expect(mails[0]?.text_body).toContain("Sparks (2024)");
    // The mail greets the applicant by their first name and says no other answer: a mail may be forwarded.
    expect(mails[0]?.text_body).toMatch(/^Hello Ada,\n/);
    expect(mails[0]?.text_body).not.toContain("Product design");
    expect(mails[0]?.text_body).not.toContain("Okafor");

    const page = await get(url, second.cookie);
    expect(page.body).toContain(first.email);
    expect(page.body).toContain("Invite to a virtual interview");
    // The history names the mail that went with the move, by its subject; a move without one says so.
    expect(page.body).toContain(
      `Mail: “<span class="wrap-anywhere">${html`${mails[0]?.subject}`.text}</span>”`,
    );
    const moves = (await auditLines()).filter((line) => line.action === "application-moved");
    expect(moves.map((line) => JSON.parse(line.detail ?? "{}"))).toEqual([
      { from: "received", to: "interview", fromName: "New", toName: "Phone call interview" },
    ]);
    await move(url, first.cookie, { expected: "interview", to: "withdrawn" });
    expect((await get(url, first.cookie)).body).toContain("No mail to the applicant.");
  });

  test("a move is previewed with the exact mail the outbox will send, and only the confirmation moves", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    const reference = await sparks("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}`;
    expect((await get(url, reader.cookie)).body).toContain(`action="${url}/move"`);

    const quiet = await move(url, reader.cookie, { expected: "received", to: "withdrawn" }, "move");
    expect(quiet.statusCode).toBe(200);
    expect(quiet.body).toContain("No mail goes to the applicant");
    expect(quiet.body).toContain(`action="${url}/stage"`);

    const preview = await move(
      url,
      reader.cookie,
      { expected: "received", to: "interview" },
      "move",
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Move and send");
    expect(preview.body).toContain('name="to" value="interview"');
    expect(await stageMails()).toHaveLength(0);
    const row = await t.site.database.db
      .selectFrom("admission_applications")
      .select("stage")
      .executeTakeFirstOrThrow();
    expect(row.stage).toBe("received");

    const confirmed = await move(url, reader.cookie, { expected: "received", to: "interview" });
    expect(confirmed.statusCode).toBe(303);
    const [mail] = await stageMails();
    if (!mail) throw new Error("the move should queue its mail");
    expect(preview.body).toContain(html`${mail.subject}`.text);
    // The mail carries the applicant's status link; the preview shows where, never a working one.
    const previewed = textAsSent(mail, () => privateLinkInPreview);
    expect(preview.body).toContain(html`${previewed}`.text);
    const sent = textAsSent(mail, t.site.mailSecrets.open);
    const link = /https?:\S+\/api\/application-status\?token=\S+/.exec(sent)?.[0] ?? "";
    expect(link).not.toBe("");
    expect(preview.body).not.toContain("application-status?token=");
    expect(JSON.stringify(await auditLines())).not.toContain("application-status");
    const page = await t.site.inject({ method: "GET", url: link.replace(/^https?:\/\/[^/]+/, "") });
    expect(page.statusCode).toBe(200);

    const stale = await move(url, reader.cookie, { expected: "received", to: "declined" }, "move");
    expect(stale.statusCode).toBe(409);
    // The offer is never skipped: Sparks' "Started" comes only after "Selected".
    const skipped = await move(
      url,
      reader.cookie,
      { expected: "interview", to: "started" },
      "move",
    );
    expect(skipped.statusCode).toBe(400);
  });

  test("after a move the page says the mail is queued, and that it will not be sent when no mail server is set", async () => {
    for (const [env, words] of [
      [{}, "no mail server is set up"],
      [{ SMTP_URL: "smtp://mail.example:2525" }, "goes out in the next few minutes"],
    ] as const) {
      t = await createStaffTestApp(env, kind);
      const reader = await t.personWithRole("staff");
      const reference = await sparks("Ada Okafor", "ada@example.com");
      const url = `/applications/sparks-2024/${reference}`;
      await move(url, reader.cookie, { expected: "received", to: "declined" });
      const page = await get(`${url}?moved=declined`, reader.cookie);
      expect(page.body).toContain(words);
      expect(page.body).not.toContain("is being mailed");
      // The last app is cleaned up after the test, as every test's is.
      if (!("SMTP_URL" in env)) await t.cleanup();
    }
  });

  test("two people making the same move at once store one move and one mail", async () => {
    t = await createStaffTestApp({}, kind);
    const first = await t.personWithRole("staff");
    const second = await t.personWithRole("admin");
    const reference = await sparks("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}`;
    const answers = await Promise.all([
      move(url, first.cookie, { expected: "received", to: "offered" }),
      move(url, second.cookie, { expected: "received", to: "offered" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    expect(await stageMails()).toHaveLength(1);
    const history = await t.site.database.db
      .selectFrom("admission_stage_changes")
      .selectAll()
      .execute();
    expect(history.map((line) => line.to_stage)).toEqual(["offered"]);
  });

  test("a move the stage does not allow, or a hand-made form, is refused with the reason and stores nothing", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    const reference = await sparks("Ada Okafor", "ada@example.com");
    const url = `/applications/sparks-2024/${reference}`;
    const skipped = await move(url, reader.cookie, { expected: "received", to: "started" });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.body).toContain("cannot move from “New” to “Started”");
    const handMade: Record<string, string>[] = [
      {},
      { expected: "received" },
      { expected: "nowhere", to: "offered" },
    ];
    for (const fields of handMade) {
      expect((await move(url, reader.cookie, fields)).statusCode).toBe(400);
    }
    const unknown = await move("/applications/sparks-2024/SPK-2024-9999", reader.cookie, {
      expected: "received",
      to: "reviewing",
    });
    expect(unknown.statusCode).toBe(404);
    const oversized = await move(url, reader.cookie, { expected: "x".repeat(5000), to: "y" });
    expect(oversized.statusCode).toBe(413);
    const row = await t.site.database.db
      .selectFrom("admission_applications")
      .select("stage")
      .executeTakeFirstOrThrow();
    expect(row.stage).toBe("received");
    expect(await stageMails()).toHaveLength(0);
  });

  test("the list filters by an answer picked from the form and sorts; both stay in its address page after page, and in a search's post", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    const questions = readAdmissionForms(contentRoot()).get("sparks")?.questions ?? [];
    const designers: string[] = [];
    for (let index = 0; index < 103; index += 1) {
      const name = `Applicant ${String(index).padStart(3, "0")}`;
      const email = `applicant${index}@example.com`;
      const fields = {
        ...sparksAnswers(name, email),
        "learning-path": index % 2 === 0 ? "Product design" : "Data analysis",
        "own-laptop": index % 3 === 0 ? "no" : "yes",
      };
      // Checked as the public form checks them, so a yes/no is stored as the form stores it.
      const { answers, issues } = checkAnswers(
        questions,
        Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, [value]])),
      );
      expect(issues).toEqual({});
      await storedApplication(t.site.database, { email, questions, answers });
      if (index % 2 === 0) designers.push(name);
    }
    const design = encodeURIComponent("learning-path:Product design");
    const first = await get(`/applications/sparks-2024?answer=${design}&sort=name`, reader.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(
      "52 applications found who answered The learning path you choose: Product design",
    );
    // Only answers picked from the form are offered: no typed answer can reach an address.
    expect(first.body).toContain('<option value="own-laptop:no">No</option>');
    expect(first.body).not.toContain('value="full-name:');
    const seen: string[] = [];
    let url: string | null = `/applications/sparks-2024?answer=${design}&sort=name`;
    while (url) {
      const body: string = (await get(url, reader.cookie)).body;
      seen.push(...[...body.matchAll(/>(Applicant \d{3})</g)].map((match) => match[1] as string));
      const next: string | undefined = /href="([^"]+)" rel="next"/.exec(body)?.[1];
      if (next) expect(next).toContain("sort=name");
      url = next ? next.replaceAll("&amp;", "&") : null;
    }
    expect(seen).toEqual(designers);

    const laptopless = await get("/applications/sparks-2024?answer=own-laptop%3Ano", reader.cookie);
    expect(laptopless.body).toContain("35 applications found");

    const filterOnly = await post("/applications/sparks-2024", reader.cookie, {
      answer: "own-laptop:no",
      stage: "received",
      sort: "oldest",
    });
    expect(filterOnly.statusCode).toBe(303);
    expect(filterOnly.headers.location).toBe(
      "/applications/sparks-2024?stage=received&answer=own-laptop%3Ano&sort=oldest",
    );
    const searched = await search("/applications/sparks-2024", reader.cookie, {
      q: "applicant",
      answer: "learning-path:Product design",
      sort: "stage",
    });
    expect(searched.body).toContain("52 applications found");
    expect(searched.address).toMatch(/answer=learning-path%3AProduct\+design&sort=stage$/);
    expect(searched.body).not.toMatch(/href="[^"]*applicant[^"]*"/i);

    const newestCursor = /href="[^"]*after=([^"&]+)" rel="next"/.exec(
      (await search("/applications/sparks-2024", reader.cookie, { q: "applicant" })).body,
    )?.[1];
    for (const [address, reason] of [
      ["?answer=full-name%3AApplicant+01", "form has that answer"],
      ["?answer=learning-path%3AKnitting", "form has that answer"],
      ["?answer=learning-path", "form has that answer"],
      ["?sort=age", "There is no such order"],
      [`?sort=name&after=${newestCursor}`, "That page no longer exists"],
    ] as const) {
      const refused = await get(`/applications/sparks-2024${address}`, reader.cookie);
      expect(refused.statusCode, address).toBe(400);
      expect(refused.body, address).toContain(reason);
    }
  });

  test("bad addresses and queries get a 4xx with a reason, never a 500", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    for (const [url, status] of [
      ["/applications/sparks-2024?stage=hired", 400],
      ["/applications/sparks-2024?after=nonsense", 400],
      ["/applications/sparks-2024?q=ada", 400],
      ["/applications/Sparks%20'--/SPK-2024-0001", 404],
      ["/applications/sparks-2024/not-a-reference", 404],
      ["/applications/sparks-2024/SPK-2024-0001/file", 404],
    ] as const) {
      const response = await get(url, reader.cookie);
      expect(response.statusCode, url).toBe(status);
    }
  });
});

test("a call's list refuses a filter given twice or one it does not know, naming it, instead of listing unfiltered", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  await sparks("Ada Ọkafọ", "ada@example.com");
  const list = "/applications/sparks-2024";
  for (const [address, reason] of [
    ["?stage=offer&stage=received", 'The parameter "stage" is given more than once'],
    ["?sort=name&sort=oldest", 'The parameter "sort" is given more than once'],
    ["?stag=offer", 'Unknown parameter "stag"'],
    ["?stage=received&assignee=me", 'Unknown parameter "assignee"'],
  ] as const) {
    const refused = await get(`${list}${address}`, reader.cookie);
    expect(refused.statusCode, address).toBe(400);
    expect(refused.body, address).toContain(reason.replaceAll('"', "&quot;"));
    expect(refused.body, address).not.toContain("1 application");
  }
  const posted: [[string, string][], string][] = [
    [
      [
        ["q", "ada"],
        ["q", "chidi"],
      ],
      'The parameter "q" is given more than once',
    ],
    [
      [
        ["q", "ada"],
        ["stag", "offer"],
      ],
      'Unknown parameter "stag"',
    ],
  ];
  for (const [fields, reason] of posted) {
    const refused = await post(list, reader.cookie, fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(reason.replaceAll('"', "&quot;"));
  }

  // The list's own links and its search form send each field it knows, once.
  const filtered = await post(list, reader.cookie, {
    stage: "received",
    answer: "own-laptop:yes",
    sort: "name",
    mine: "1",
  });
  expect(filtered.statusCode).toBe(303);
  const page = await get(filtered.headers.location as string, reader.cookie);
  expect(page.statusCode).toBe(200);
  const links = [...page.body.matchAll(/href="(\/applications\/sparks-2024\?[^"]*)"/g)].map(
    (match) => (match[1] as string).replaceAll("&amp;", "&"),
  );
  for (const link of [
    ...links,
    `${list}?stage=received&answer=own-laptop%3Ayes&sort=name&mine=1`,
  ]) {
    expect((await get(link, reader.cookie)).statusCode, link).toBe(200);
  }
  const searched = await search(list, reader.cookie, {
    q: "ada",
    stage: "received",
    answer: "own-laptop:yes",
    sort: "name",
    mine: "",
  });
  expect(searched.statusCode).toBe(200);
  expect(searched.body).toContain("1 application found");
});

test("offering a paid place sends the parent one mail, the invoice's; a free place's offer is the stage's mail", async () => {
  t = await createStaffTestApp();
  const staff = await t.personWithRole("staff");
  const child = await apply(
    "kids-code-camp-2024",
    Object.entries({
      "parent-name": "Ngozi Eze",
      "parent-phone": "0803 123 4567",
      "parent-email": "ngozi@family.example",
      "child-name": "Chidi Eze",
      "child-age": "10",
      laptop: "yes",
      experience: "Never",
    }).map(([name, value]) => ({ name, value })),
  );
  const founder = await sparks("Ada Okafor", "ada@example.com");
  for (const [call, reference] of [
    ["kids-code-camp-2024", child],
    ["sparks-2024", founder],
  ] as const) {
    const url = `/applications/${call}/${reference}`;
    expect(
      (await move(url, staff.cookie, { expected: "received", to: "offered" })).statusCode,
    ).toBe(303);
  }
  const mails = await t.site.database.db
    .selectFrom("outbox_messages")
    .select(["kind", "to_address", "text_body"])
    .where("kind", "in", ["admission-stage", "payment-offer"])
    .execute();
  expect(
    mails
      .map(({ kind, to_address }) => ({ kind, to_address }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  ).toEqual([
    { kind: "admission-stage", to_address: "ada@example.com" },
    { kind: "payment-offer", to_address: "ngozi@family.example" },
  ]);
  const invoice = mails.find((mail) => mail.kind === "payment-offer");
  expect(invoice?.text_body).toContain(child);
  expect(invoice?.text_body).toContain("₦");
  // Each offer's history line names the mail that went with it: the stage's, or the invoice's.
  const lines = await t.site.database.db
    .selectFrom("admission_stage_changes")
    .select("mail_subject")
    .where("to_stage", "=", "offered")
    .orderBy("id")
    .execute();
  const subjects = await t.site.database.db
    .selectFrom("outbox_messages")
    .select("subject")
    .where("kind", "in", ["admission-stage", "payment-offer"])
    .execute();
  expect(lines.map((line) => line.mail_subject).sort()).toEqual(
    subjects.map((mail) => mail.subject).sort(),
  );
});

test("the preview of an offer on a paid call says the invoice mail goes instead, with its subject and total, and sends nothing", async () => {
  t = await createStaffTestApp();
  const staff = await t.personWithRole("staff");
  const child = await apply(
    "kids-code-camp-2024",
    Object.entries({
      "parent-name": "Ngozi Eze",
      "parent-phone": "0803 123 4567",
      "parent-email": "ngozi@family.example",
      "child-name": "Chidi Eze",
      "child-age": "10",
      laptop: "yes",
      experience: "Never",
    }).map(([name, value]) => ({ name, value })),
  );
  const url = `/applications/kids-code-camp-2024/${child}`;
  await move(url, staff.cookie, { expected: "received", to: "reviewing" });
  const preview = await move(url, staff.cookie, { expected: "reviewing", to: "offered" }, "move");
  expect(preview.statusCode).toBe(200);
  expect(preview.body).toContain("the parent gets the invoice mail");
  expect(preview.body).toContain(child);
  expect(preview.body).toContain("₦");
  expect(preview.body).toContain("Move and send");
  const offers = await t.site.database.db
    .selectFrom("outbox_messages")
    .select("kind")
    .where("kind", "in", ["admission-stage", "payment-offer"])
    .execute();
  expect(offers).toEqual([]);
});

test("the applicant's file downloads through the staff host only, saved and never sniffed, and the download is audited", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  const reference = await apply("start-up-boost-2024", [
    ...Object.entries({
      "founder-name": "Obinna Nwosu",
      email: "obinna@example.com",
      phone: "+234 803 123 4567",
      "business-name": "FarmLink",
      country: "Nigeria",
      stage: "A product with first users",
      "team-size": "4",
      problem: "Farmers sell at the farm gate.",
      "six-months": "Three states.",
    }).map(([name, value]) => ({ name, value })),
    { name: "sectors", value: "Agriculture" },
    {
      name: "pitch-deck",
      filename: "deck.pdf",
      type: "application/pdf",
      content: pdfOfSize(3_000),
    },
  ]);
  const url = `/applications/start-up-boost-2024/${reference}`;
  expect((await get(url, reader.cookie)).body).toContain(`href="${url}/file"`);
  const file = await get(`${url}/file`, reader.cookie);
  expect(file.statusCode).toBe(200);
  expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="deck.pdf"/);
  expect(file.headers["x-content-type-options"]).toBe("nosniff");
  expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  expect((await t.site.inject({ method: "GET", url: `${url}/file` })).statusCode).toBe(404);
  const actions = (await auditLines()).map((line) => line.action);
  expect(actions).toContain("application-file-downloaded");
});

test("the export has a column per question, neutralises formulas, and is audited with its row count", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  const reference = await sparks("Ada Okafor", "ada@example.com");
  const csv = await get("/applications/sparks-2024/export.csv", reader.cookie);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers["content-type"]).toContain("text/csv");
  expect(csv.headers["content-disposition"]).toMatch(
    /^attachment; filename="applications-sparks-2024-/,
  );
  const [header, row] = csv.body.replace(/^\ufeff/, "").split("\r\n");
  expect(header).toContain("Reference,Stage,");
  expect(header).toContain("The learning path you choose");
  expect(row).toContain(reference);
  expect(row).toContain("New");
  expect(row).toContain("12 April 2001");
  expect(row).toContain("0803 123 4567");
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"") I design on weekends."`);
  const exported = (await auditLines()).find((line) => line.action === "applications-exported");
  expect(JSON.parse(exported?.detail ?? "{}")).toEqual({ format: "csv", rows: 1 });
  expect(exported?.target).toBe("call:sparks-2024");
});

test.each(testDatabases)(
  "the exports hold what the list shows, its filter and search, every page, with who works each by name and the notes, formulas neutralised, on %s",
  async (kind) => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    await t.site.database.db
      .updateTable("staff_user")
      .set({ name: "Ngozi Eze" })
      .where("id", "=", reader.id)
      .execute();
    const ada = await sparks("Ada Okafor", "ada@example.com");
    const chidi = await sparks("Chidi Obi", "chidi@example.com");
    await post(`/applications/sparks-2024/${ada}/assignee`, reader.cookie, { assignee: reader.id });
    await post(`/applications/sparks-2024/${ada}/notes`, reader.cookie, {
      text: "=1+1 called her",
    });
    await post(`/applications/sparks-2024/${ada}/notes`, reader.cookie, { text: "Second note" });
    await post(`/applications/sparks-2024/${chidi}/stage`, reader.cookie, {
      expected: "received",
      to: "declined",
    });

    const list = await get("/applications/sparks-2024?stage=received", reader.cookie);
    expect(list.body).toContain("Export the 1 application at “New”:");
    const csvLink = /href="([^"]*export\.csv[^"]*)"/.exec(list.body)?.[1]?.replaceAll("&amp;", "&");
    expect(csvLink).toBe("/applications/sparks-2024/export.csv?stage=received");
    const csv = await get(csvLink ?? "", reader.cookie);
    const [header, ...rows] = csv.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(header).toMatch(/^Reference,Stage,.*,Assigned to,.*,Notes$/);
    expect(rows.join("\n")).toContain(ada);
    expect(rows.join("\n")).not.toContain(chidi);
    expect(rows.join("\n")).toContain(",Ngozi Eze,");
    expect(rows.join("\n")).not.toContain(`,${reader.email},`);
    expect(rows.join("\n")).toMatch(
      /,"\d{4}-\d\d-\d\d \d\d:\d\d, [^,]*hub\.example:\n=1\+1 called her\n\n[^"]*:\nSecond note"$/,
    );

    const searched = await search("/applications/sparks-2024", reader.cookie, { q: "chidi" });
    expect(searched.body).toContain("Export the 1 application found by the search:");
    const jsonLink = /href="([^"]*export\.json[^"]*)"/.exec(searched.body)?.[1];
    expect(jsonLink).toMatch(/^\/applications\/sparks-2024\/export\.json\?search=[\w-]{16}$/);
    const json = (await get(jsonLink ?? "", searched.cookie)).json<{
      applications: { reference: string; assignedTo: string | null }[];
    }>();
    expect(json.applications.map((each) => each.reference)).toEqual([chidi]);
    // Without the browser's kept search the export is refused, never widened to the whole call.
    expect((await get(jsonLink ?? "", reader.cookie)).statusCode).toBe(404);
    const mine = await get("/applications/sparks-2024/export.json?mine=1", reader.cookie);
    expect(
      mine.json<{ applications: { reference: string; assignedTo: string }[] }>().applications,
    ).toEqual([expect.objectContaining({ reference: ada, assignedTo: "Ngozi Eze" })]);
    const audited = (await auditLines()).filter((line) => line.action === "applications-exported");
    expect(audited.map((line) => JSON.parse(line.detail ?? "{}"))).toEqual([
      { format: "csv", rows: 1, stage: "received" },
      { format: "json", rows: 1, searched: true },
      { format: "json", rows: 1, mine: true },
    ]);
    expect(
      (await get("/applications/sparks-2024/export.csv?stage=hired", reader.cookie)).statusCode,
    ).toBe(400);
  },
);

test("the pages carry the full staff header: the sections the role opens, who is signed in, and a sign-out that works without JavaScript", async () => {
  t = await createStaffTestApp();
  const admin = await t.personWithRole("admin");
  const page = (await get("/applications", admin.cookie)).body;
  for (const section of staffNavigation) {
    expect(page).toContain(`href="${section.to}"`);
  }
  expect(page).toContain(`${admin.email} · Admin`);
  expect(page).toContain('action="/api/auth/sign-out"');
  const staff = await t.personWithRole("staff");
  const staffPage = (await get("/applications", staff.cookie)).body;
  expect(staffPage).not.toContain('href="/people"');
  const signedOut = await post("/api/auth/sign-out", staff.cookie, {});
  expect(signedOut.statusCode).toBe(303);
  expect(signedOut.headers.location).toBe("/sign-in");
  const after = await get("/applications", staff.cookie);
  expect(after.statusCode).toBe(303);
  expect(after.headers.location).toBe("/sign-in?next=%2Fapplications");
  const otherForm = await post("/api/auth/sign-in/email-otp", "", { email: "a@b.example" });
  expect(otherForm.statusCode).toBe(415);
});

test.each(testDatabases)(
  "the JSON export keeps each answer as stored, keyed by question, and is audited with its row count, on %s",
  async (kind) => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    const reference = await sparks("Ada Okafor", "ada@example.com");
    const exported = await get("/applications/sparks-2024/export.json", reader.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("application/json");
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="applications-sparks-2024-.*\.json"/,
    );
    const body = exported.json<{
      questions: { id: string }[];
      applications: { reference: string; stage: string; answers: Record<string, unknown> }[];
    }>();
    expect(body.questions.map((question) => question.id)).toContain("learning-path");
    expect(body.applications).toHaveLength(1);
    expect(body.applications[0]).toMatchObject({ reference, stage: "received", stageName: "New" });
    expect(body.applications[0]?.answers["hours-per-week"]).toBe(12);
    const audited = (await auditLines()).filter((line) => line.action === "applications-exported");
    expect(audited.map((line) => JSON.parse(line.detail ?? "{}"))).toEqual([
      { format: "json", rows: 1 },
    ]);
    expect((await get("/applications/Bad%20Call/export.json", reader.cookie)).statusCode).toBe(404);
  },
);

test("an editor is refused every applications page, and an erasure takes the history with the application", async () => {
  t = await createStaffTestApp();
  const editor = await t.personWithRole("editor");
  const admin = await t.personWithRole("admin");
  const reference = await sparks("Ada Okafor", "ada@example.com");
  for (const url of [
    "/applications",
    "/applications/sparks-2024",
    `/applications/sparks-2024/${reference}`,
  ]) {
    expect((await get(url, editor.cookie)).statusCode, url).toBe(403);
  }
  const refused = await move(`/applications/sparks-2024/${reference}`, editor.cookie, {
    expected: "received",
    to: "interview",
  });
  expect(refused.statusCode).toBe(403);
  const moved = await move(`/applications/sparks-2024/${reference}`, admin.cookie, {
    expected: "received",
    to: "interview",
  });
  expect(moved.statusCode).toBe(303);
  const erased = await t.staff.inject({
    method: "POST",
    url: "/api/erasure",
    headers: { cookie: admin.cookie, origin: t.origin },
    payload: { email: "ada@example.com", confirmation: "ada@example.com" },
  });
  expect(erased.statusCode).toBe(200);
  const left = await t.site.database.db.selectFrom("admission_stage_changes").selectAll().execute();
  expect(left).toEqual([]);
});

test("the search's hint shows a reference of the call's own programme and year", async () => {
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  for (const call of readCalls(buildDate(), contentRoot())) {
    const name = callFileName(call);
    const page = await get(`/applications/${name}`, reader.cookie);
    expect(page.statusCode, name).toBe(200);
    expect(page.body, name).toContain(`like ${admissionReferencePrefix(call, new Date())}-0012`);
  }
});
