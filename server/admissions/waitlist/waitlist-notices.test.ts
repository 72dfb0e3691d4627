import { afterEach, describe, expect, test } from "vitest";
import type { AdmissionForms } from "#content-model/admissions/forms.server.ts";
import type { Call, CallProgramme } from "#content-model/calls/calls.ts";
import { readWaitlistMails } from "#content-model/site/waitlist-mails.server.ts";
import { waitlistNotices } from "#server/admissions/waitlist/waitlist-notices.ts";
import { waitlistPlaceMails } from "#server/admissions/waitlist/waitlist-place-mails.ts";
import {
  type NewWaitlistEntry,
  type WaitlistRepository,
  waitlistRepository,
} from "#server/db/waitlist-repository.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

const waitlistMails = readWaitlistMails();

/** The leave link the tests' mails carry, in place of a sealed one. */
const leaveLink = (email: string, programme: string) =>
  `https://hub.example/waitlist/${programme}/leave/?token=${email.length}`;

/** The mails a post may cause, with the tests' links. */
const mailsOf = waitlistPlaceMails({
  content: () => ({ admissionForms: new Map() as AdmissionForms, waitlistMails }),
  leaveLink,
  rejoinLink: (email, programme) =>
    `https://hub.example/waitlist/${programme}/rejoin/?token=${email.length}`,
});

/** Takes a place as the form does: with its mails, from one client. */
const join = (repository: WaitlistRepository, entry: NewWaitlistEntry) =>
  repository.join(
    entry,
    mailsOf({ programme: entry.programme as CallProgramme, email: entry.email }),
    "203.0.113.7",
  );

const call = (status: Call["status"], opens?: string): Call => ({
  programme: "kids-code-camp",
  edition: "2027",
  status,
  opens,
  closes: "2027-12-31",
});

describe.each(testDatabases)("waitlist mail when a call opens, on %s", (kind) => {
  let app: TestApp;
  afterEach(async () => {
    await app?.cleanup();
  });

  async function setUp(calls: () => Call[], today = "2027-06-01") {
    app = await createTestApp({}, kind);
    const repository = waitlistRepository(app.database, app.leads);
    const tell = () =>
      waitlistNotices({
        repository,
        content: () => ({
          calls: calls(),
          admissionForms: new Map() as AdmissionForms,
          waitlistMails,
        }),
        today: () => today,
        siteUrl: "https://hub.example",
        leaveLink,
      });
    return { repository, tell };
  }

  const mails = () =>
    app.database.db
      .selectFrom("outbox_messages")
      .select(["to_address", "subject", "text_body", "kind", "unsubscribe_url"])
      .where("kind", "=", "waitlist-call-open")
      .orderBy("to_address")
      .execute();

  test("each waiting place of the programme gets one mail with the call's link; other programmes' none", async () => {
    const { repository, tell } = await setUp(() => [call("open")]);
    await join(repository, {
      programme: "kids-code-camp",
      name: "Ada",
      email: "ada@example.com",
      childAge: 13,
    });
    await join(repository, {
      programme: "kids-code-camp",
      name: "Obi",
      email: "obi@example.com",
      childAge: null,
    });
    await join(repository, {
      programme: "sparks",
      name: "Ngozi",
      email: "ngozi@example.com",
      childAge: null,
    });
    expect(await tell()()).toBe(2);
    const queued = await mails();
    expect(queued.map((mail) => mail.to_address)).toEqual(["ada@example.com", "obi@example.com"]);
    expect(queued[0]?.text_body).toContain("Hello,");
    expect(queued[0]?.text_body).not.toContain("Ada");
    expect(queued[0]?.text_body).toContain("https://hub.example/apply/kids-code-camp-2027/");
    // Its way out leaves this programme's waitlist, in the body and as List-Unsubscribe.
    expect(queued[0]?.unsubscribe_url).toContain("/waitlist/kids-code-camp/leave/");
    expect(queued[0]?.text_body).toContain(queued[0]?.unsubscribe_url ?? "?");
    // Nothing of the child is in the mail: the greeting is the only personal word.
    expect(queued[0]?.text_body).not.toContain("13");
  });

  test("a repeated run, a restart or two instances at once queue no second mail for the same call", async () => {
    const { repository, tell } = await setUp(() => [call("open")]);
    for (const name of ["ada", "obi", "chi", "emeka", "uche"]) {
      await join(repository, {
        programme: "kids-code-camp",
        name,
        email: `${name}@example.com`,
        childAge: null,
      });
    }
    // Two instances' checks at the same moment, each with its own notifier.
    const [first, second] = await Promise.all([tell()(), tell()()]);
    expect(first + second).toBe(5);
    expect(await tell()()).toBe(0);
    expect(await mails()).toHaveLength(5);
  });

  test("a call not yet open by its date mails no one; on its opening day it does", async () => {
    let today = "2027-05-31";
    app = await createTestApp({}, kind);
    const repository = waitlistRepository(app.database, app.leads);
    const tell = waitlistNotices({
      repository,
      content: () => ({
        calls: [call("open", "2027-06-01")],
        admissionForms: new Map() as AdmissionForms,
        waitlistMails,
      }),
      today: () => today,
      siteUrl: "https://hub.example",
      leaveLink,
    });
    await join(repository, {
      programme: "kids-code-camp",
      name: "Ada",
      email: "ada@example.com",
      childAge: null,
    });
    expect(await tell()).toBe(0);
    today = "2027-06-01";
    expect(await tell()).toBe(1);
  });

  test("a closed call mails no one, and the next call of the programme mails the same place again, once", async () => {
    let calls = [call("closed")];
    const { repository, tell } = await setUp(() => calls);
    await join(repository, {
      programme: "kids-code-camp",
      name: "Ada",
      email: "ada@example.com",
      childAge: null,
    });
    expect(await tell()()).toBe(0);
    calls = [call("open")];
    expect(await tell()()).toBe(1);
    calls = [{ ...call("open"), edition: "2028" }];
    expect(await tell()()).toBe(1);
    expect(await tell()()).toBe(0);
  });

  test("one address joins a programme's waitlist once; another programme's is its own, welcomed within the per-recipient cap", async () => {
    const { repository } = await setUp(() => []);
    const ada = {
      programme: "kids-code-camp",
      name: "Ada",
      email: "ada@example.com",
      childAge: null,
    };
    expect(await join(repository, ada)).toBe("joined");
    expect(await join(repository, { ...ada, name: "Ada O." })).toBe("waiting");
    expect(await join(repository, { ...ada, programme: "sparks" })).toBe("joined");
    const rows = await app.database.db.selectFrom("waitlist_entries").select("name").execute();
    expect(rows.map((row) => row.name)).toEqual(["Ada", "Ada"]);
    const welcomes = await app.database.db
      .selectFrom("outbox_messages")
      .select(["to_address", "unsubscribe_url"])
      .where("kind", "=", "waitlist-joined")
      .orderBy("id")
      .execute();
    // None for joining again; and one per address in the per-recipient window
    // (decision 241): the second programme's place learns of itself by its call's mail.
    expect(welcomes, "one welcome per address and window").toEqual([
      {
        to_address: "ada@example.com",
        unsubscribe_url: expect.stringContaining("/kids-code-camp/leave/"),
      },
    ]);
  });

  test("a person erased leaves every waitlist, and what they were told with it", async () => {
    const { repository, tell } = await setUp(() => [call("open")]);
    await join(repository, {
      programme: "kids-code-camp",
      name: "Ada",
      email: "ada@example.com",
      childAge: 7,
    });
    await join(repository, {
      programme: "sparks",
      name: "Ada",
      email: "ada@example.com",
      childAge: null,
    });
    await join(repository, {
      programme: "kids-code-camp",
      name: "Obi",
      email: "obi@example.com",
      childAge: null,
    });
    await tell()();
    await app.erasePerson("Ada@Example.com");
    const places = await app.database.db.selectFrom("waitlist_entries").select("email").execute();
    expect(places.map((place) => place.email)).toEqual(["obi@example.com"]);
    const notices = await app.database.db
      .selectFrom("waitlist_notices")
      .select("entry_id")
      .execute();
    expect(notices).toHaveLength(1);
    const traces = await app.database.db
      .selectFrom("trace_cleanups")
      .select("table_name")
      .where("table_name", "=", "waitlist_entries")
      .execute();
    expect(traces.length).toBeGreaterThan(0);
  });
});
