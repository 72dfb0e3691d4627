import { afterEach, describe, expect, test } from "vitest";
import {
  waitlistActionPath,
  waitlistLeavePath,
  waitlistLeftPath,
  waitlistRejoinedPath,
  waitlistRejoinPath,
  waitlistSentPath,
} from "#schemas/waitlist-paths.ts";
import { mailLinks } from "#server/mail/mail-links.ts";
import { linkSealer, linkSecret } from "#server/mail/signed-links.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const site = "http://localhost:3000";
const form = "application/x-www-form-urlencoded";

function post(
  programme: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: waitlistActionPath(programme),
    headers: { "content-type": form, origin: site, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The places taken and not left. */
const places = () =>
  app.database.db
    .selectFrom("waitlist_entries")
    .select(["programme", "name", "email", "child_age"])
    .where("left_at", "is", null)
    .execute();

const welcomes = () =>
  app.database.db
    .selectFrom("outbox_messages")
    .select(["to_address", "text_body"])
    .where("kind", "=", "waitlist-joined")
    .execute();

describe.each(testDatabases)("the waitlist form on %s", (kind) => {
  test("a parent joins a kids programme's waitlist without JavaScript and lands on the sent page", async () => {
    app = await createTestApp({}, kind);
    const response = await post("kids-code-camp", {
      name: " Ada Okafor ",
      email: "Ada@Example.com",
      childAge: "9",
      website: "",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(waitlistSentPath("kids-code-camp"));
    expect(await places()).toEqual([
      { programme: "kids-code-camp", name: "Ada Okafor", email: "ada@example.com", child_age: 9 },
    ]);
  });

  test("an address already waiting gets the answer a new one gets, so the form tells no one who waits; it stays one place with one welcome mail", async () => {
    app = await createTestApp({}, kind);
    const first = await post("sparks", { name: "Ngozi", email: "ngozi@example.com" });
    const again = await post("sparks", { name: "Ngozi A.", email: "NGOZI@example.com" });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers.location).toBe(first.headers.location);
    const asJson = await post(
      "sparks",
      { name: "Ngozi", email: "ngozi@example.com" },
      { accept: "application/json" },
    );
    expect(asJson.statusCode).toBe(200);
    expect(asJson.json()).toEqual({ result: waitlistSentPath("sparks") });
    expect(await places()).toHaveLength(1);
    const welcomes = await app.database.db
      .selectFrom("outbox_messages")
      .select(["to_address", "subject", "text_body", "unsubscribe_url"])
      .where("kind", "=", "waitlist-joined")
      .execute();
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    expect(welcome?.to_address).toBe("ngozi@example.com");
    expect(welcome?.subject).toContain("waitlist");
    // The name was never checked: the mail greets no one by it.
    expect(welcome?.text_body).toContain("Hello,");
    expect(welcome?.text_body).not.toContain("Ngozi");
    // The way out is the mail's List-Unsubscribe, and the link at its foot.
    expect(welcome?.unsubscribe_url).toMatch(/\/waitlist\/sparks\/leave\/\?token=/);
    expect(welcome?.text_body).toContain(welcome?.unsubscribe_url ?? "no link");
  });
});

test("a refused field lands on the failed page naming it, and nothing is stored", async () => {
  app = await createTestApp();
  const cases: [Record<string, string>, string][] = [
    [{ name: "", email: "ada@example.com" }, "invalid-name"],
    [{ name: "Ada", email: "not an address" }, "invalid-email"],
    [{ name: "Ada", email: "ada@example.com", childAge: "two" }, "invalid-childAge"],
    [{ name: "Ada", email: "ada@example.com", childAge: "40" }, "invalid-childAge"],
  ];
  for (const [fields, reason] of cases) {
    const response = await post("junior-academy", fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/waitlist/junior-academy/failed/#${reason}`);
    const asJson = await post("junior-academy", fields, { accept: "application/json" });
    expect(asJson.statusCode).toBe(400);
  }
  expect(await places()).toEqual([]);
});

test("an adult programme's waitlist keeps no child's age, even one posted by hand", async () => {
  app = await createTestApp();
  await post("start-up-boost", { name: "Emeka", email: "emeka@example.com", childAge: "9" });
  expect((await places())[0]?.child_age).toBeNull();
});

test("a filled honeypot is answered like a success and stores nothing", async () => {
  app = await createTestApp();
  const response = await post("codeville", {
    name: "Bot",
    email: "bot@example.com",
    website: "https://spam.example",
  });
  expect(response.headers.location).toBe(waitlistSentPath("codeville"));
  expect(await places()).toEqual([]);
});

test("a post from another site, an unknown programme or a JSON body is refused with a 4xx", async () => {
  app = await createTestApp();
  const foreign = await post(
    "codeville",
    { name: "Ada", email: "ada@example.com" },
    { origin: "https://evil.example" },
  );
  expect(foreign.statusCode).toBe(403);
  const unknown = await post("chess-club", { name: "Ada", email: "ada@example.com" });
  expect(unknown.statusCode).toBe(404);
  const asJson = await app.inject({
    method: "POST",
    url: waitlistActionPath("codeville"),
    headers: { "content-type": "application/json", origin: site },
    payload: JSON.stringify({ name: "Ada", email: "ada@example.com" }),
  });
  expect(asJson.statusCode).toBe(415);
  expect(await places()).toEqual([]);
});

test("the mail's way out takes the address off that programme's waitlist only, and a one-click post does it too", async () => {
  app = await createTestApp();
  await post("codeville", { name: "Ada", email: "ada@example.com" });
  await post("sparks", { name: "Ada", email: "ada@example.com" });
  await post("middle-class", { name: "Ada", email: "ada@example.com" });
  const links = mailLinks(
    app.config.SITE_URL,
    linkSealer(await linkSecret(app.database, undefined)),
  );
  const leave = (url: string, payload = "") => {
    const { pathname, search } = new URL(url);
    return app.inject({
      method: "POST",
      url: `${pathname}${search}`,
      headers: { "content-type": form },
      payload,
    });
  };
  const left = await leave(links.forWaitlist("ada@example.com", "codeville"));
  expect(left.statusCode).toBe(303);
  expect(left.headers.location).toBe(waitlistLeftPath("codeville"));
  const oneClick = await leave(
    links.forWaitlist("ada@example.com", "sparks"),
    "List-Unsubscribe=One-Click",
  );
  expect(oneClick.statusCode).toBe(200);
  expect((await places()).map((place) => place.programme)).toEqual(["middle-class"]);
  // A link for one programme does not open another's, and a broken one changes nothing.
  const other = new URL(links.forWaitlist("ada@example.com", "codeville"));
  const mismatched = await leave(`${site}${waitlistLeavePath("middle-class")}${other.search}`);
  expect(mismatched.headers.location).toBe(`${waitlistLeftPath("middle-class")}#link-invalid`);
  const broken = await leave(`${site}${waitlistLeavePath("middle-class")}?token=nonsense`);
  expect(broken.headers.location).toBe(`${waitlistLeftPath("middle-class")}#link-invalid`);
  expect(await places()).toHaveLength(1);
});

test("a welcome never carries the poster's words: a name with a link is not in the mail", async () => {
  app = await createTestApp();
  await post("sparks", { name: "Win now at https://scam.example", email: "ada@example.com" });
  const [welcome] = await welcomes();
  expect(welcome?.text_body).not.toContain("scam.example");
});

/** The sealed links as the service makes them, and a press of a link page's one button. */
async function linksAndPress() {
  const links = mailLinks(
    app.config.SITE_URL,
    linkSealer(await linkSecret(app.database, undefined)),
  );
  const press = (url: string) => {
    const { pathname, search } = new URL(url);
    return app.inject({
      method: "POST",
      url: `${pathname}${search}`,
      headers: { "content-type": form },
      payload: "",
    });
  };
  return { links, press };
}

const rejoinMails = () =>
  app.database.db
    .selectFrom("outbox_messages")
    .select(["to_address", "subject", "text_body", "unsubscribe_url"])
    .where("kind", "=", "waitlist-rejoin")
    .execute();

describe.each(testDatabases)("leaving and coming back, on %s", (kind) => {
  test("a form post for an address that left puts nothing back: it mails the address a link back, once a week at most, and the form answers as it answers anyone", async () => {
    app = await createTestApp({}, kind);
    const { links, press } = await linksAndPress();
    await post("sparks", { name: "Ada", email: "ada@example.com" });
    expect((await press(links.forWaitlist("ada@example.com", "sparks"))).statusCode).toBe(303);
    const again = await post("sparks", { name: "Mallory", email: "ada@example.com" });
    expect(again.headers.location).toBe(waitlistSentPath("sparks"));
    const asJson = await post(
      "sparks",
      { name: "Mallory", email: "ada@example.com" },
      { accept: "application/json" },
    );
    expect(asJson.json()).toEqual({ result: waitlistSentPath("sparks") });
    expect(await places()).toEqual([]);
    // The note that it left keeps no name, the poster's included.
    const notes = await app.database.db
      .selectFrom("waitlist_entries")
      .select(["name", "child_age"])
      .execute();
    expect(notes).toEqual([{ name: "", child_age: null }]);
    const [rejoin, ...more] = await rejoinMails();
    expect(more).toEqual([]);
    expect(rejoin?.to_address).toBe("ada@example.com");
    expect(rejoin?.text_body).toMatch(/\/waitlist\/sparks\/rejoin\/\?token=/);
    expect(rejoin?.text_body).not.toContain("Mallory");
    expect(await welcomes()).toHaveLength(1);

    // A week on, a post may mail it again; not before.
    await app.database.db
      .updateTable("waitlist_entries")
      .set({ rejoin_asked_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .execute();
    await post("sparks", { name: "Ada", email: "ada@example.com" });
    await post("sparks", { name: "Ada", email: "ada@example.com" });
    expect(await rejoinMails()).toHaveLength(2);
    expect(await places()).toEqual([]);
  });

  test("the link back's button puts the place back, counted from now and told of the next call; pressed again, or broken, it changes nothing", async () => {
    app = await createTestApp({}, kind);
    const { links, press } = await linksAndPress();
    await post("sparks", { name: "Ada", email: "ada@example.com" });
    await press(links.forWaitlist("ada@example.com", "sparks"));
    const before = new Date().toISOString();
    const back = await press(links.forWaitlistRejoin("ada@example.com", "sparks"));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(waitlistRejoinedPath("sparks"));
    expect(await places()).toEqual([
      { programme: "sparks", name: "", email: "ada@example.com", child_age: null },
    ]);
    const [place] = await app.database.db
      .selectFrom("waitlist_entries")
      .select(["created_at", "rejoin_asked_at"])
      .execute();
    expect(place?.created_at && place.created_at >= before).toBe(true);
    expect(place?.rejoin_asked_at).toBeNull();
    expect(await app.waitlist.repository.untold("sparks", "sparks-2027")).toHaveLength(1);

    const twice = await press(links.forWaitlistRejoin("ada@example.com", "sparks"));
    expect(twice.headers.location).toBe(`${waitlistRejoinedPath("sparks")}#link-invalid`);
    // A leave link is no way back, nor is one for another programme or a broken one.
    await press(links.forWaitlist("ada@example.com", "sparks"));
    for (const url of [
      `${site}${waitlistRejoinPath("sparks")}${new URL(links.forWaitlist("ada@example.com", "sparks")).search}`,
      `${site}${waitlistRejoinPath("sparks")}${new URL(links.forWaitlistRejoin("ada@example.com", "codeville")).search}`,
      `${site}${waitlistRejoinPath("sparks")}?token=nonsense`,
    ]) {
      const refused = await press(url);
      expect(refused.headers.location).toBe(`${waitlistRejoinedPath("sparks")}#link-invalid`);
    }
    expect(await places()).toEqual([]);
  });

  test("the link back does not make a place for an address that never took one, or was erased", async () => {
    app = await createTestApp({}, kind);
    const { links, press } = await linksAndPress();
    const never = await press(links.forWaitlistRejoin("ada@example.com", "sparks"));
    expect(never.headers.location).toBe(`${waitlistRejoinedPath("sparks")}#link-invalid`);
    await post("sparks", { name: "Ada", email: "ada@example.com" });
    await press(links.forWaitlist("ada@example.com", "sparks"));
    await app.erasePerson("ada@example.com");
    const erased = await press(links.forWaitlistRejoin("ada@example.com", "sparks"));
    expect(erased.headers.location).toBe(`${waitlistRejoinedPath("sparks")}#link-invalid`);
    expect(await app.database.db.selectFrom("waitlist_entries").select("id").execute()).toEqual([]);
  });
});

test("one welcome per address in MAIL_RECIPIENT_WINDOW_HOURS, whichever programmes it is posted to", async () => {
  app = await createTestApp();
  for (const programme of ["sparks", "codeville", "middle-class"]) {
    const response = await post(programme, { name: "Ada", email: "ada@example.com" });
    expect(response.statusCode).toBe(303);
  }
  expect(await places()).toHaveLength(3);
  expect(await welcomes()).toHaveLength(1);
});
