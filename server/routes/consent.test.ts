import { afterEach, describe, expect, test } from "vitest";
import {
  formActionPath,
  formFailedPath,
  mailingListActionPages,
  mailingListPages,
} from "#schemas/form-posts.ts";
import { linkSealer } from "#server/mail/signed-links.ts";
import {
  createBrochureRequest,
  createFormPost,
  createSignup,
} from "#tests/support/lead-request-factories.ts";
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
  testDatabases,
} from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

async function signUp(email = "ada@example.com") {
  return app.inject({ method: "POST", url: "/api/mailing-list", payload: createSignup({ email }) });
}

/** The links of the newest queued mail, as the visitor's mail client shows them. */
async function queuedLinks() {
  const mails = await app.outbox.claimDue(new Date(Date.now() + 60 * 60 * 1000), 100);
  const mail = mails.at(-1);
  const links = mail?.text_body.match(/https?:\/\/\S+/g) ?? [];
  const path = (link: string | undefined) => (link ? link.replace(/^https?:\/\/[^/]+/, "") : "");
  return {
    mail,
    confirm: path(links.find((link) => link.includes("/confirm?"))),
    unsubscribe: path(links.find((link) => link.includes("/unsubscribe?"))),
  };
}

/**
 * What a visitor does with a link: opens it (GET), lands on its page, and
 * presses the page's one button, which posts back to the page's own address.
 * The answer to the press; or to the GET when it led nowhere to press.
 */
async function press(url: string, on: Pick<TestApp, "inject"> = app) {
  const opened = await on.inject({ method: "GET", url });
  const page = opened.headers.location;
  if (typeof page !== "string" || !page.includes("?token=")) return opened;
  return on.inject({ method: "POST", url: page });
}

async function statusOf(email: string) {
  const rows = await app.leadQueries.listLeads("mailing");
  return rows.find((row) => row.email === email)?.status;
}

describe.each(testDatabases)("mailing-list consent on %s", (kind) => {
  test("a signup answers 201 as SPEC §7.1 says, is stored pending, and queues one confirmation mail with its links on SITE_URL", async () => {
    app = await createTestApp({ SITE_URL: "https://hub.example" }, kind);
    const response = await signUp();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "ok" });
    expect(await statusOf("ada@example.com")).toBe("pending");
    const { mail } = await queuedLinks();
    expect(mail).toMatchObject({ kind: "confirmation", to_address: "ada@example.com" });
    expect(mail?.text_body).toContain("https://hub.example/api/mailing-list/confirm?token=");
    expect(mail?.unsubscribe_url).toMatch(
      /^https:\/\/hub\.example\/api\/mailing-list\/unsubscribe\?token=/,
    );
    expect(mail?.text_body).not.toMatch(/token=[^\s]*ada/);
  });

  test("pressing the confirmation link's button confirms the address and redirects to the confirmed page, twice alike", async () => {
    app = await createTestApp({}, kind);
    await signUp();
    const { confirm } = await queuedLinks();
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await press(confirm);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(mailingListPages.confirmed);
    }
    expect(await statusOf("ada@example.com")).toBe("confirmed");
  });

  test("a changed, foreign, expired or missing token lands on the link-invalid page and changes nothing", async () => {
    app = await createTestApp({}, kind);
    await signUp();
    const { confirm, unsubscribe } = await queuedLinks();
    const foreign = linkSealer("another-secret-of-at-least-32-characters");
    const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86_400;
    const expired = foreign.seal({
      purpose: "confirm",
      email: "ada@example.com",
      expires: 1,
      nonce: "n",
    });
    const tampered = `${confirm.slice(0, -4)}AAAA`;
    for (const url of [
      tampered,
      `/api/mailing-list/confirm?token=${expired}`,
      `/api/mailing-list/confirm?token=${foreign.seal({ purpose: "confirm", email: "ada@example.com", expires: inAWeek, nonce: "n" })}`,
      unsubscribe.replace("/unsubscribe?", "/confirm?"),
      "/api/mailing-list/confirm",
    ]) {
      for (const method of ["GET", "POST"] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(mailingListPages.linkInvalid);
      }
    }
    expect(await statusOf("ada@example.com")).toBe("pending");
  });

  test("opening a link (GET, or a mail scanner's HEAD) changes nothing and leads to its page with one button", async () => {
    app = await createTestApp({}, kind);
    await signUp();
    const { confirm, unsubscribe } = await queuedLinks();
    for (const [link, page] of [
      [confirm, mailingListActionPages.confirm],
      [unsubscribe, mailingListActionPages.unsubscribe],
    ] as const) {
      const token = new URL(link, "http://x").searchParams.get("token");
      for (const method of ["GET", "HEAD", "GET"] as const) {
        const response = await app.inject({ method, url: link });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`${page}?token=${token}`);
      }
    }
    expect(await statusOf("ada@example.com")).toBe("pending");
    const pressed = await app.inject({
      method: "POST",
      url: `${mailingListActionPages.confirm}?${new URL(confirm, "http://x").searchParams}`,
    });
    expect(pressed.headers.location).toBe(mailingListPages.confirmed);
    expect(await statusOf("ada@example.com")).toBe("confirmed");
  });

  test("unsubscribing: the page's button redirects to the unsubscribed page, the one-click POST answers 200", async () => {
    app = await createTestApp({}, kind);
    await signUp("ada@example.com");
    const ada = await queuedLinks();
    await press(ada.confirm);
    const viaBrowser = await press(ada.unsubscribe);
    expect(viaBrowser.statusCode).toBe(303);
    expect(viaBrowser.headers.location).toBe(mailingListPages.unsubscribed);
    expect(await statusOf("ada@example.com")).toBe("unsubscribed");

    await signUp("obi@example.com");
    const obi = await queuedLinks();
    const oneClick = await app.inject({
      method: "POST",
      url: obi.unsubscribe,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await statusOf("obi@example.com")).toBe("unsubscribed");

    // RFC 8058 allows the same body as multipart/form-data.
    await signUp("uche@example.com");
    const uche = await queuedLinks();
    const multipart = await app.inject({
      method: "POST",
      url: uche.unsubscribe,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect([multipart.statusCode, multipart.json()]).toEqual([200, { status: "unsubscribed" }]);
    expect(await statusOf("uche@example.com")).toBe("unsubscribed");
    const forged = await app.inject({
      method: "POST",
      url: "/api/mailing-list/unsubscribe?token=forged",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
  });

  test("an address that unsubscribed gets no more mail: a brochure call is answered as usual and nothing is sent", async () => {
    app = await createTestApp({}, kind);
    await signUp();
    const { unsubscribe } = await queuedLinks();
    await press(unsubscribe);
    const json = await app.inject({
      method: "POST",
      url: "/api/v1.0/email/send",
      payload: createBrochureRequest({
        template_params: {
          email_subject: "Codeville Brochure Request",
          to_email: "ada@example.com",
        },
      }),
    });
    expect([json.statusCode, json.body]).toEqual([200, "OK"]);
    const form = await app.inject({
      method: "POST",
      url: formActionPath("brochure"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: createFormPost({ email: "ada@example.com" }),
    });
    expect(form.headers.location).toBe(formFailedPath("brochure", "already-sent"));
    expect(await app.leadQueries.countLeads("brochure")).toBe(0);
    expect(await app.outbox.countByStatus("queued")).toBe(1);
  });

  test("signing up again: a pending address gets no second mail in the window, a confirmed one none", async () => {
    app = await createTestApp({}, kind);
    await signUp();
    await signUp();
    expect(await app.outbox.countByStatus("queued")).toBe(1);
    const { confirm } = await queuedLinks();
    await press(confirm);
    await signUp();
    expect(await statusOf("ada@example.com")).toBe("confirmed");
    expect(await app.outbox.countByStatus("queued")).toBe(1);
  });

  test("a pending address signing up again after the window gets its mail again, and either mail's link confirms it", async () => {
    // A window of a few milliseconds, so the second signup gets its own mail.
    app = await createTestApp({ MAIL_RECIPIENT_WINDOW_HOURS: "0.000001" }, kind);
    await signUp();
    const first = await queuedLinks();
    await signUp();
    const second = await queuedLinks();
    expect(second.mail?.id).not.toBe(first.mail?.id);
    expect(await statusOf("ada@example.com")).toBe("pending");
    await press(second.confirm);
    expect(await statusOf("ada@example.com")).toBe("confirmed");
    const again = await press(first.confirm);
    expect(again.headers.location).toBe(mailingListPages.confirmed);
  });

  test("after an unsubscribe, a signup someone else makes cannot be confirmed with an old link; only its own mail's link confirms it", async () => {
    // A window of a few milliseconds, so the second signup gets its own mail.
    app = await createTestApp({ MAIL_RECIPIENT_WINDOW_HOURS: "0.000001" }, kind);
    await signUp();
    const old = await queuedLinks();
    await press(old.confirm);
    await press(old.unsubscribe);
    expect(await statusOf("ada@example.com")).toBe("unsubscribed");
    await press(old.confirm);
    expect(await statusOf("ada@example.com")).toBe("unsubscribed");

    await signUp();
    expect(await statusOf("ada@example.com")).toBe("pending");
    const replayed = await press(old.confirm);
    expect(replayed.headers.location).toBe(mailingListPages.linkInvalid);
    expect(await statusOf("ada@example.com")).toBe("pending");

    const fresh = await queuedLinks();
    expect(fresh.confirm).not.toBe(old.confirm);
    await press(fresh.confirm);
    expect(await statusOf("ada@example.com")).toBe("confirmed");
  });
});

test("without LINK_SIGNING_SECRET the secret made at first start is kept in the database, so another instance opens the links", async () => {
  app = await createTestApp();
  await signUp();
  const { confirm } = await queuedLinks();
  const second = await createSecondInstance(app);
  const response = await press(confirm, second);
  await second.cleanup();
  expect(response.headers.location).toBe(mailingListPages.confirmed);
});

test("a genuine token without an expiry is refused", async () => {
  const secret = "a-configured-secret-of-at-least-32-chars";
  app = await createTestApp({ LINK_SIGNING_SECRET: secret });
  await signUp();
  const { confirm } = await queuedLinks();
  const token = new URL(confirm, "http://x").searchParams.get("token");
  const sealer = linkSealer(secret);
  const { expires: _dropped, ...timeless } = sealer.open(token, "confirm") ?? {};
  const forever = sealer.seal(timeless as Parameters<typeof sealer.seal>[0]);
  for (const url of [
    `/api/mailing-list/confirm?token=${forever}`,
    `/api/mailing-list/unsubscribe?token=${sealer.seal({ purpose: "unsubscribe", email: "ada@example.com" } as Parameters<typeof sealer.seal>[0])}`,
  ]) {
    const response = await app.inject({ method: "GET", url });
    expect(response.headers.location).toBe(mailingListPages.linkInvalid);
  }
  expect(await statusOf("ada@example.com")).toBe("pending");
});

test("LINK_SIGNING_SECRET seals the links when set", async () => {
  const secret = "a-configured-secret-of-at-least-32-chars";
  app = await createTestApp({ LINK_SIGNING_SECRET: secret });
  await signUp();
  const { confirm } = await queuedLinks();
  const token = new URL(confirm, "http://x").searchParams.get("token");
  expect(linkSealer(secret).open(token, "confirm")?.email).toBe("ada@example.com");
});
