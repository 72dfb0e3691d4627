import { afterEach, describe, expect, test } from "vitest";
import { buildStaffApp } from "#server/staff/app.ts";
import { admissionTestKit, storedApplication } from "#tests/support/admission-test-kit.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { createSecondInstance, testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
afterEach(() => t.cleanup());

/** `count` Sparks applications, applicant0@example.com first; their references. */
async function sparksApplications(count: number): Promise<string[]> {
  const references: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `applicant${index}@example.com`;
    references.push(
      await storedApplication(t.site.database, {
        email,
        answers: { "full-name": `Applicant ${index}`, email },
      }),
    );
  }
  return references;
}

const { post, stageMails } = admissionTestKit(() => t);

const picks = (references: string[], stage: string): [string, string][] =>
  references.map((reference) => ["pick", `${reference}:${stage}`]);

/** The confirmation a preview offers: its form's fields, the preview's signature among them. */
async function previewed(
  cookie: string,
  fields: [string, string][],
  app = t.staff,
): Promise<[string, string][]> {
  const preview = await post("/applications/sparks-2024/move", cookie, fields, app);
  expect(preview.statusCode).toBe(200);
  const form =
    /<form method="post" action="\/applications\/sparks-2024\/stage"[\s\S]*?<\/form>/.exec(
      preview.body,
    )?.[0];
  return [...(form ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    (match) => [match[1] as string, (match[2] as string).replaceAll("&amp;", "&")],
  );
}

async function stages() {
  const rows = await t.site.database.db
    .selectFrom("admission_applications")
    .select(["reference", "stage"])
    .orderBy("id")
    .execute();
  return rows.map((row) => row.stage);
}

describe.each(testDatabases)("moving many applications at once on %s", (kind) => {
  test("the list ticks applications in a plain form, and the preview says how many move, which cannot and why, and each mail, storing nothing", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("staff");
    const [first, second, third] = await sparksApplications(3);
    const list = (
      await t.staff.inject({ url: "/applications/sparks-2024", headers: { cookie: staff.cookie } })
    ).body;
    expect(list).toContain('action="/applications/sparks-2024/move"');
    expect(list).toContain(`name="pick" value="${first}:received"`);
    expect(list).toContain("Move the ticked to");
    expect(list).toContain('<script src="/applications/list-ticks.js" defer></script>');
    const script = await t.staff.inject({
      url: "/applications/list-ticks.js",
      headers: { cookie: staff.cookie },
    });
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain("sessionStorage");
    // Without the list's script the bar says what to do; the script says how many as they are ticked.
    expect(list).toContain(
      'data-ticked data-none="Tick applications to move them." data-some="{count} ticked."',
    );
    expect(list).toContain('<input type="hidden" name="list" value="/applications/sparks-2024">');
    // The third is moved by someone else after the list was drawn.
    await post(`/applications/sparks-2024/${third}/stage`, staff.cookie, [
      ["expected", "received"],
      ["to", "interview"],
    ]);

    const preview = await post("/applications/sparks-2024/move", staff.cookie, [
      ...picks([first ?? "", second ?? "", third ?? ""], "received"),
      ["pick", "SPK-2024-9999:received"],
      ["to", "declined"],
    ]);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Move 2 applications to “Not selected”?");
    expect(preview.body).toContain("4 applications chosen: 2 applications can move, 2 cannot.");
    expect(preview.body).toContain(
      `Applicant (${third})</span>: It was moved since the list showed “New”: it is at “Phone call interview” now.`,
    );
    expect(preview.body).toContain("SPK-2024-9999</span>: It is no longer in this call");
    // Each is named by first name and reference, never by address, on the preview's own lines.
    expect(preview.body).toContain(
      `<summary class="cursor-pointer font-semibold wrap-anywhere">Applicant (${first})</summary>`,
    );
    expect(preview.body).not.toMatch(/<summary[^>]*>[^<]*@/);
    expect(preview.body).toContain("Move 2 applications and send their mails");
    expect(preview.body).toContain(`name="pick" value="${second}:received"`);
    expect(preview.body).not.toContain(`name="pick" value="${third}:received"`);
    // The one the other person moved got its own mail; the preview sent none.
    expect(await stageMails()).toHaveLength(1);
    expect(await stages()).toEqual(["received", "received", "interview"]);

    // The offer is never skipped: Sparks' "Started" comes only after "Selected".
    const nothing = await post("/applications/sparks-2024/move", staff.cookie, [
      ...picks([first ?? ""], "received"),
      ["to", "started"],
    ]);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.body).toContain("cannot move from “New” to “Started”");
  });

  test("the preview and its outcome lead back to the list as it was: its filters, a search's token and its page, and nowhere else", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("staff");
    const [first] = await sparksApplications(1);
    const list = "/applications/sparks-2024?search=abcdefghijklmnop&stage=received&sort=name";
    const listed = (
      await t.staff.inject({
        url: "/applications/sparks-2024?stage=received&sort=name",
        headers: { cookie: staff.cookie },
      })
    ).body;
    expect(listed).toContain(
      'name="list" value="/applications/sparks-2024?stage=received&amp;sort=name"',
    );
    const fields: [string, string][] = [...picks([first ?? ""], "received"), ["to", "interview"]];
    const preview = await post("/applications/sparks-2024/move", staff.cookie, [
      ...fields,
      ["list", list],
    ]);
    const back = `href="${list.replaceAll("&", "&amp;")}"`;
    expect(preview.body).toContain(`${back}>Back to the list</a>`);
    expect(preview.body).toContain(
      `<input type="hidden" name="list" value="${list.replaceAll("&", "&amp;")}">`,
    );
    const none = await post("/applications/sparks-2024/move", staff.cookie, [
      ["to", "interview"],
      ["list", list],
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(back);
    for (const elsewhere of [
      "https://evil.example/",
      "/applications/other-call?stage=received",
      "/applications/sparks-2024?x=<b>",
      "//evil.example",
    ]) {
      const refused = await post("/applications/sparks-2024/move", staff.cookie, [
        ...fields,
        ["list", elsewhere],
      ]);
      expect(refused.body, elsewhere).toContain(
        'href="/applications/sparks-2024">Back to the list</a>',
      );
    }
    const confirmed = await post(
      "/applications/sparks-2024/stage",
      staff.cookie,
      await previewed(staff.cookie, [...fields, ["list", list]]),
    );
    expect(confirmed.body).toContain(`${back}>Back to the list</a>`);
  });

  test("the confirmation moves each with its one mail, and posted twice, or from two instances at once, mails nobody twice", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("staff");
    const admin = await t.personWithRole("admin");
    const references = await sparksApplications(12);
    // Sparks' two interviews (content/site/selection-stages.yaml), each with its mail.
    const toCall: [string, string][] = [...picks(references, "received"), ["to", "interview"]];
    const called = await post(
      "/applications/sparks-2024/stage",
      staff.cookie,
      await previewed(staff.cookie, toCall),
    );
    expect(called.statusCode).toBe(200);
    expect(called.body).toContain("12 applications moved, 0 skipped.");
    expect(await stageMails()).toHaveLength(12);

    const staffConfirm = await previewed(staff.cookie, [
      ...picks(references, "interview"),
      ["to", "virtual-interview"],
    ]);
    const second = await createSecondInstance(t.site);
    const otherStaff = await buildStaffApp(t.site.config, {
      database: second.database,
      logger: false,
    });
    try {
      const toInterview: [string, string][] = [
        ...picks(references, "interview"),
        ["to", "virtual-interview"],
      ];
      const adminConfirm = await previewed(admin.cookie, toInterview, otherStaff);
      const answers = await Promise.all([
        post("/applications/sparks-2024/stage", staff.cookie, staffConfirm),
        post("/applications/sparks-2024/stage", staff.cookie, staffConfirm),
        post("/applications/sparks-2024/stage", admin.cookie, adminConfirm, otherStaff),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const moved = answers.map((answer) =>
        Number(/(\d+) applications? moved,/.exec(answer.body)?.[1]),
      );
      expect(moved.reduce((sum, each) => sum + each, 0)).toBe(12);
    } finally {
      await otherStaff.close();
      await second.cleanup();
    }
    // The same confirmation posted again: it carries its preview's signature, and moves nothing twice.
    const again = await post("/applications/sparks-2024/stage", staff.cookie, staffConfirm);
    expect(again.body).toContain("0 applications moved, 12 skipped.");

    const mails = await stageMails();
    expect(mails).toHaveLength(24);
    expect(new Set(mails.map((mail) => mail.to_address)).size).toBe(12);
    expect(await stages()).toEqual(references.map(() => "virtual-interview"));
    const history = await t.site.database.db
      .selectFrom("admission_stage_changes")
      .select("to_stage")
      .execute();
    expect(history.filter((line) => line.to_stage === "virtual-interview")).toHaveLength(12);
    const audited = await t.site.database.db
      .selectFrom("staff_audit_log")
      .select(["target", "detail"])
      .where("action", "=", "applications-moved")
      .execute();
    const detail = audited.map((line) => JSON.parse(line.detail ?? "{}") as { moved: number });
    expect(detail.reduce((sum, each) => sum + each.moved, 0)).toBe(24);
    expect(JSON.stringify(audited)).not.toContain("@example.com");
  });

  test("a confirmation moves only what its preview showed: changed, unsigned or someone else's, it is refused with 409 and moves nothing", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("staff");
    const admin = await t.personWithRole("admin");
    const references = await sparksApplications(3);
    const [first, second, third] = references as [string, string, string];
    const confirm = await previewed(staff.cookie, [
      ...picks([first, second], "received"),
      ["to", "interview"],
    ]);
    expect(confirm.filter(([name]) => name === "selection")).toHaveLength(1);
    const without = (name: string) => confirm.filter(([field]) => field !== name);
    const changed: [string, [string, string][], string][] = [
      ["another application added", [...confirm, ["pick", `${third}:received`]], staff.cookie],
      ["one taken off", confirm.filter(([, value]) => !value.startsWith(second)), staff.cookie],
      ["another stage", [...without("to"), ["to", "offered"]], staff.cookie],
      ["no signature", without("selection"), staff.cookie],
      [
        "a made-up signature",
        [...without("selection"), ["selection", "x".repeat(43)]],
        staff.cookie,
      ],
      ["another person's", confirm, admin.cookie],
    ];
    for (const [what, fields, cookie] of changed) {
      const refused = await post("/applications/sparks-2024/stage", cookie, fields);
      expect(refused.statusCode, what).toBe(409);
      expect(refused.body, what).toContain("The selection changed since the preview");
    }
    expect(await stages()).toEqual(["received", "received", "received"]);

    const moved = await post("/applications/sparks-2024/stage", staff.cookie, confirm);
    expect(moved.body).toContain("2 applications moved, 0 skipped.");
    expect(await stages()).toEqual(["interview", "interview", "received"]);
  });

  test("a move of many that cannot be is refused with the reason: nothing ticked, a made-up value, no stage, too many", async () => {
    t = await createStaffTestApp({}, kind);
    const staff = await t.personWithRole("staff");
    const [reference] = await sparksApplications(1);
    const refusals: [string, string][][] = [
      [["to", "interview"]],
      [
        ["pick", "ada@example.com"],
        ["to", "interview"],
      ],
      [
        ["pick", `${reference}:Hired`],
        ["to", "interview"],
      ],
      [["pick", `${reference}:received`]],
      [
        ["pick", `${reference}:received`],
        ["to", "nowhere"],
      ],
    ];
    for (const fields of refusals) {
      for (const step of ["move", "stage"]) {
        const answer = await post(`/applications/sparks-2024/${step}`, staff.cookie, fields);
        expect(answer.statusCode, `${step} ${JSON.stringify(fields)}`).toBe(400);
      }
    }
    const many = picks(
      Array.from({ length: 501 }, (_, index) => `SPK-2024-${String(index).padStart(4, "0")}`),
      "received",
    );
    const tooMany = await post("/applications/sparks-2024/move", staff.cookie, [
      ...many,
      ["to", "interview"],
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await post("/applications/Bad%20Call/move", staff.cookie, [["to", "interview"]])).statusCode,
    ).toBe(404);
    expect(await stages()).toEqual(["received"]);
  });
});
