import { afterEach, describe, expect, test } from "vitest";
import { callFileName } from "#content-model/calls/calls.ts";
import { createDatabase } from "#server/db/database.ts";
import { leadAlerts } from "#server/db/lead-alerts.ts";
import { leadFollowUp } from "#server/db/lead-follow-up.ts";
import { mailHourlySends } from "#server/db/mail-send-budget.ts";
import { createLeadAlertWorker } from "#server/mail/lead-alert-worker.ts";
import { createOutboxWorker } from "#server/mail/outbox-worker.ts";
import { sendBudget } from "#server/mail/send-budget.ts";
import { storedApplication } from "#tests/support/admission-test-kit.ts";
import { startSmtpServer } from "#tests/support/smtp-test-server.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
afterEach(async () => {
  await t.cleanup();
  await smtp?.close();
  smtp = undefined;
});

const silentLog = { info() {}, warn() {}, error() {} } as never;

function alertWorker(database = t.site.database) {
  return createLeadAlertWorker({
    alerts: leadAlerts(database),
    staffUrl: t.site.config.STAFF_URL,
    content: t.site.content,
    pollMs: 50,
    log: silentLog,
  });
}

async function contactMessage(email: string, name = "Adaeze Nwankwọ") {
  const response = await t.site.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      json: { name, email, phone: "08031234567", message: "Is there a holiday camp?\nThanks" },
    },
  });
  expect(response.statusCode).toBe(201);
}

async function alertMails() {
  return t.site.database.db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("kind", "in", ["contact-alert", "brochure-alert"])
    .orderBy("id")
    .execute();
}

describe.each(testDatabases)("the staff's mail about new leads on %s", (kind) => {
  test("programme applications are their own choice: one mail per application to each who chose them, linking to it on the staff host, with no answer", async () => {
    t = await createStaffTestApp({ STAFF_URL: "https://staff.hub.example" }, kind);
    const followUp = leadFollowUp(t.site.database);
    const manager = await t.personWithRole("staff");
    const talent = await t.personWithRole("admin");
    await followUp.setAlertKinds(manager.id, ["programme-application"], new Date().toISOString());
    // The talent pool's applications are another choice, which mails nothing about programmes.
    await followUp.setAlertKinds(talent.id, ["application"], new Date().toISOString());
    expect(await followUp.alertKinds(manager.id)).toEqual(["programme-application"]);
    const reference = await storedApplication(t.site.database, {
      email: "ada@example.com",
      answers: {
        "full-name": "Ada Okafor",
        email: "ada@example.com",
        phone: "08031234567",
        "learning-path": "Product design",
      },
    });
    const worker = alertWorker();
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    const mails = await t.site.database.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("kind", "=", "admission-alert")
      .execute();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to_address: manager.email,
      reply_to: "ada@example.com",
    });
    // The call as the staff pages name it, the form's programme and the call's edition, not its file name.
    const sparks = t.site.content().calls.find((call) => callFileName(call) === "sparks-2024");
    const programme = t.site.content().admissionForms.get("sparks")?.programme;
    expect(mail?.subject).toBe(`New programme application: ${programme} ${sparks?.edition}`);
    expect(mail?.text_body).toContain(
      `A programme application to ${programme} ${sparks?.edition},`,
    );
    expect(mail?.subject).not.toContain("sparks-2024");
    expect(mail?.text_body).toContain(
      `https://staff.hub.example/applications/sparks-2024/${reference}`,
    );
    expect(mail?.text_body).toContain("Name: Ada Okafor");
    // What a lead mail carries and no more: no answer of the form.
    expect(mail?.text_body).not.toContain("Product design");
    expect(mail?.text_body).not.toContain("0803");
  });

  test("each person who chose a kind gets one mail per new lead of it, linking to it and replying to the visitor", async () => {
    t = await createStaffTestApp({ STAFF_URL: "https://staff.hub.example" }, kind);
    const followUp = leadFollowUp(t.site.database);
    const reader = await t.personWithRole("staff");
    const other = await t.personWithRole("admin");
    // A lead of an hour ago, before anyone chose to be mailed.
    await t.site.database.db
      .insertInto("contact_messages")
      .values({
        name: "Earlier",
        email: "before@family.example",
        phone: "0",
        message: "m",
        created_at: new Date(Date.now() - 3_600_000).toISOString(),
      })
      .execute();
    await followUp.setAlertKinds(reader.id, ["contact"], new Date().toISOString());
    await followUp.setAlertKinds(other.id, ["brochure"], new Date().toISOString());
    await contactMessage("adaeze@family.example");
    const worker = alertWorker();
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    const [mail] = await alertMails();
    const { lead } = await leadIdOf("adaeze@family.example");
    expect(mail).toMatchObject({
      kind: "contact-alert",
      to_address: reader.email,
      reply_to: "adaeze@family.example",
      subject: "New lead: Contact message",
    });
    expect(mail?.text_body).toContain(`https://staff.hub.example/leads/contact/${lead}`);
    expect(mail?.text_body).toContain("Name: Adaeze Nwankwọ");
    expect(mail?.text_body).toContain("Phone: 0803 123 4567");
    expect(mail?.text_body).toContain("WhatsApp: https://wa.me/2348031234567");
    expect(mail?.text_body).toContain("Is there a holiday camp?\nThanks");
    expect(await alertMails()).toHaveLength(1);
  });

  test("two instances looking at once still queue one mail per lead per person", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    await leadFollowUp(t.site.database).setAlertKinds(
      reader.id,
      ["contact"],
      "2000-01-01T00:00:00.000Z",
    );
    for (const index of [1, 2, 3]) await contactMessage(`p${index}@family.example`);
    // Instances share PostgreSQL; on SQLite (one instance) two workers share its one connection.
    const second = kind === "postgres" ? await createDatabase(t.site.config) : t.site.database;
    try {
      const queued = await Promise.all([alertWorker().runOnce(), alertWorker(second).runOnce()]);
      expect(queued[0] + queued[1]).toBe(3);
    } finally {
      if (second !== t.site.database) await second.close();
    }
    expect((await alertMails()).map((mail) => mail.reply_to).sort()).toEqual([
      "p1@family.example",
      "p2@family.example",
      "p3@family.example",
    ]);
  });

  test("a person whose role no longer opens leads gets no more mails about them", async () => {
    t = await createStaffTestApp({}, kind);
    const reader = await t.personWithRole("staff");
    await leadFollowUp(t.site.database).setAlertKinds(
      reader.id,
      ["contact"],
      "2000-01-01T00:00:00.000Z",
    );
    await t.people.changeRole(reader.id, "editor", "cli");
    await contactMessage("ada@family.example");
    expect(await alertWorker().runOnce()).toBe(0);
  });
});

async function leadIdOf(email: string) {
  const row = await t.site.database.db
    .selectFrom("contact_messages")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { lead: row.id };
}

test("the mail leaves with Reply-To set to the visitor", async () => {
  const received: string[] = [];
  smtp = await startSmtpServer(received);
  t = await createStaffTestApp();
  const reader = await t.personWithRole("staff");
  await leadFollowUp(t.site.database).setAlertKinds(
    reader.id,
    ["contact"],
    "2000-01-01T00:00:00.000Z",
  );
  await contactMessage("adaeze@family.example");
  await alertWorker().runOnce();
  const outbox = createOutboxWorker({
    outbox: t.site.outbox,
    budget: sendBudget(mailHourlySends(t.site.database), t.site.config.MAIL_HOURLY_BUDGET),
    backlogWarning: t.site.config.MAIL_HOURLY_BUDGET,
    smtpUrl: smtp.url,
    mailFrom: "Hub <hello@hub.example>",
    siteDir: t.site.config.SITE_DIR,
    pollMs: 50,
    log: silentLog,
    openSecret: t.site.mailSecrets.open,
  });
  await outbox.runOnce();
  await outbox.stop();
  const mail = received.find((raw) => raw.includes("Subject: New lead: Contact message"));
  expect(mail).toContain("Reply-To: adaeze@family.example");
  expect(mail).toContain(`To: ${reader.email}`);
});
