import { afterEach, describe, expect, test } from "vitest";
import { admissionActionPath, admissionSentPath } from "#schemas/admission-posts.ts";
import { kidsConfirmationsPerAddress } from "#server/db/admissions-repository.ts";
import { type MultipartPart, multipartBody } from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const site = "http://localhost:3000";
const json = { origin: site, accept: "application/json" };

/** A parent's complete application to Kids Code Camp 2024 (content/admissions/kids-code-camp.yaml). */
function campAnswers(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    "parent-name": "Ngozi Okafor",
    "parent-phone": "0803 123 4567",
    "parent-email": "ngozi@example.com",
    "child-name": "Chidera Okafor",
    "child-age": "10",
    laptop: "yes",
    experience: "Never",
    ...overrides,
  };
}

function post(
  call: string,
  answers: Record<string, string>,
  headers: Record<string, string> = json,
) {
  const parts: MultipartPart[] = Object.entries(answers).map(([name, value]) => ({ name, value }));
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: admissionActionPath(call),
    headers: { "content-type": contentType, ...headers },
    payload: body,
  });
}

const applications = () =>
  app.database.db
    .selectFrom("admission_applications")
    .select(["reference", "email", "child_key"])
    .orderBy("id")
    .execute();

const mailsOf = (kind: "admission-confirmation" | "admission-repeat") =>
  app.database.db
    .selectFrom("outbox_messages")
    .select(["to_address", "subject", "text_body"])
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
const confirmations = () => mailsOf("admission-confirmation");
const repeats = () => mailsOf("admission-repeat");

test("the confirmation greets the parent by first name, past any title, as the stage mails do", async () => {
  app = await createTestApp();
  const sent = await post(
    "kids-code-camp-2024",
    campAnswers({ "parent-name": "Mrs Ngozi Okafor" }),
  );
  expect(sent.statusCode).toBe(201);
  const [mail] = await confirmations();
  expect(mail?.text_body).toMatch(/^Dear Ngozi,\n/);
});

test("a kids call's confirmation names the child by first name only, so a parent of two tells the mails apart", async () => {
  app = await createTestApp();
  await post("kids-code-camp-2024", campAnswers());
  await post(
    "kids-code-camp-2024",
    campAnswers({ "child-name": "Obinna Okafor", "child-age": "11" }),
  );
  const [chidera, obinna] = await confirmations();
  expect(chidera?.text_body).toContain(" for Chidera.");
  expect(obinna?.text_body).toContain(" for Obinna.");
  // Nothing more of the child than that: a mail may be forwarded.
  expect(chidera?.text_body).not.toContain("Okafor");
});

test("a child's name that does not read as a name stays out of the confirmation", async () => {
  app = await createTestApp();
  await post(
    "kids-code-camp-2024",
    campAnswers({ "child-name": "https://evil.example/claim Okafor" }),
  );
  const [mail] = await confirmations();
  expect(mail?.text_body).not.toMatch(/evil\.example|\(2024\) for/);
});

describe.each(testDatabases)("on %s", (kind) => {
  test("a parent applies for two children with one address: two applications, two references, two mails", async () => {
    app = await createTestApp({}, kind);
    const chidera = await post("kids-code-camp-2024", campAnswers());
    const obinna = await post(
      "kids-code-camp-2024",
      campAnswers({ "child-name": "Obinna Okafor", "child-age": "11" }),
    );
    expect(chidera.statusCode).toBe(201);
    expect(obinna.statusCode).toBe(201);
    const [second = "", first = ""] =
      await app.admissions.repository.referencesOf("ngozi@example.com");
    expect(first).toMatch(/^KCC-2024-\d{4}$/);
    expect(second).toMatch(/^KCC-2024-\d{4}$/);
    expect(second).not.toBe(first);
    expect(await applications()).toEqual([
      { reference: first, email: "ngozi@example.com", child_key: "chidera okafor" },
      { reference: second, email: "ngozi@example.com", child_key: "obinna okafor" },
    ]);
    const mails = await confirmations();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      "ngozi@example.com",
      "ngozi@example.com",
    ]);
    expect(mails[0]?.text_body).toContain(first);
    expect(mails[1]?.text_body).toContain(second);
    const stored = await app.admissions.repository.findByReference(second);
    expect(stored?.answers["child-name"]).toBe("Obinna Okafor");
  });

  test("the same child again from one address, however the name is typed, is answered as a new application and mails the address about the one it has, once", async () => {
    app = await createTestApp({}, kind);
    const first = await post(
      "kids-code-camp-2024",
      campAnswers({ "child-name": "Chídera Okafor" }),
    );
    const again = await post(
      "kids-code-camp-2024",
      campAnswers({ "child-name": "  chidera   OKAFOR ", "parent-email": "Ngozi@Example.com" }),
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const page = await post(
      "kids-code-camp-2024",
      campAnswers({ "child-name": "CHIDERA OKAFOR" }),
      { origin: site },
    );
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(admissionSentPath("kids-code-camp-2024"));
    expect(await applications()).toHaveLength(1);
    expect(await confirmations()).toHaveLength(1);
    // One mail in the window, naming the child as the stored application does.
    const [reference] = await app.admissions.repository.referencesOf("ngozi@example.com");
    const [repeat, ...more] = await repeats();
    expect(more).toEqual([]);
    expect(repeat?.to_address).toBe("ngozi@example.com");
    expect(repeat?.text_body).toContain(reference);
    expect(repeat?.text_body).toContain("for Chídera");
    expect(repeat?.text_body).not.toMatch(/chidera|CHIDERA/);
  });

  test("a stored child's name that does not read as a name stays out of the repeat's mail", async () => {
    app = await createTestApp({}, kind);
    const child = "https://evil.example/claim Okafor";
    await post("kids-code-camp-2024", campAnswers({ "child-name": child }));
    await post("kids-code-camp-2024", campAnswers({ "child-name": child }));
    const [repeat] = await repeats();
    expect(repeat?.text_body).toContain("for this child");
    expect(repeat?.text_body).not.toContain("evil.example");
  });

  test("a stranger posting child after child with someone's address cannot make the hub mail it more than a family's share", async () => {
    app = await createTestApp({}, kind);
    const children = Array.from(
      { length: kidsConfirmationsPerAddress + 3 },
      (_, index) => `Child ${index}`,
    );
    for (const child of children) {
      const answer = await post("kids-code-camp-2024", campAnswers({ "child-name": child }));
      // Each child is still an application the staff see and can act on.
      expect(answer.statusCode, child).toBe(201);
    }
    expect(await applications()).toHaveLength(children.length);
    expect(await confirmations()).toHaveLength(kidsConfirmationsPerAddress);
    // Posting them all again mails no more than the share either (decision 250).
    for (const child of children) {
      const answer = await post("kids-code-camp-2024", campAnswers({ "child-name": child }));
      expect(answer.statusCode, child).toBe(201);
    }
    expect(await applications()).toHaveLength(children.length);
    expect(await repeats()).toHaveLength(kidsConfirmationsPerAddress);
    // Another address, or another call, has its own share.
    await post("kids-code-camp-2024", campAnswers({ "parent-email": "emeka@example.com" }));
    expect((await confirmations()).at(-1)?.to_address).toBe("emeka@example.com");
  });

  test("two posts at once for the same child store one application: one confirmation, and the other is a repeat's mail", async () => {
    app = await createTestApp({}, kind);
    const answers = await Promise.all([
      post("kids-code-camp-2024", campAnswers()),
      post("kids-code-camp-2024", campAnswers()),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await applications()).toHaveLength(1);
    expect(await confirmations()).toHaveLength(1);
    expect(await repeats()).toHaveLength(1);
  });

  test("a programme that asks for no child still takes one application per address, whatever the name", async () => {
    app = await createTestApp({}, kind);
    const sparks = {
      "full-name": "Chiamaka Eze",
      email: "chiamaka@example.com",
      phone: "0803 123 4567",
      "date-of-birth": "2001-04-12",
      city: "Enugu",
      "learning-path": "Product design",
      "hours-per-week": "12",
      "own-laptop": "yes",
      "why-sparks": "I design in Figma on weekends and want to do it for a living.",
    };
    expect((await post("sparks-2024", sparks)).statusCode).toBe(201);
    const again = await post("sparks-2024", { ...sparks, "full-name": "Ifeoma Eze" });
    expect(again.statusCode).toBe(201);
    const [repeat] = await repeats();
    expect(repeat?.text_body).not.toMatch(/applied for|brother or sister/);
    expect(await applications()).toEqual([
      {
        reference: expect.stringMatching(/^SPK-2024-/),
        email: "chiamaka@example.com",
        child_key: "",
      },
    ]);
  });
});
