import { afterEach, describe, expect, test } from "vitest";
import { OfferRefused, offerRefusals, stageMoves } from "#server/admissions/stage-moves.ts";
import { liveContent } from "#server/content/live-content.ts";
import { admissionPages } from "#server/db/admission-pages.ts";
import type { Payments } from "#server/payments/payments.ts";
import { storedKidsApplication } from "#tests/support/kids-application.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

const by = { id: "staff-1", email: "staff@hub.example" };

/** A parent's application to the paid sample Kids Code Camp call, being reviewed, and the moves to offer it. */
async function reviewedApplication(
  current: TestApp,
  options: { sampleBank: boolean; invoices?: Pick<Payments, "charges" | "issueInvoice"> },
) {
  const { id } = await storedKidsApplication(current.admissions.repository);
  const repository = current.admissions.repository;
  const pages = admissionPages(current.database);
  const { reference } = await current.database.db
    .selectFrom("admission_applications")
    .select("reference")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  if (!reference) throw new Error("the application should have its reference");
  await repository.moveStage({
    id,
    expected: "received",
    to: "reviewing",
    by,
    at: new Date().toISOString(),
    mail: null,
  });
  const application = await pages.detail("kids-code-camp-2024", reference);
  if (!application) throw new Error("the application should be found");
  const live = liveContent(current.config.SITE_DIR, (error) => {
    throw error;
  });
  const moves = stageMoves({
    repository,
    content: () => {
      const content = live.current();
      return options.sampleBank
        ? content
        : { ...content, bankDetails: { ...content.bankDetails, sampleFields: [] } };
    },
    invoices: options.invoices ?? current.payments,
    bankDetailsGate: true,
    statusLink: () =>
      current.mailSecrets.seal("https://hub.example/api/application-status?token=t"),
    now: () => new Date(),
  });
  const stored = async () => ({
    stage: (await pages.detail("kids-code-camp-2024", reference))?.stage,
    history: (await pages.detail("kids-code-camp-2024", reference))?.history.length,
    invoices: (await current.database.db.selectFrom("payment_invoices").select("id").execute())
      .length,
    offers: (
      await current.database.db
        .selectFrom("outbox_messages")
        .select("id")
        .where("kind", "in", ["payment-offer", "admission-stage"])
        .execute()
    ).length,
  });
  return { application, moves, stored };
}

describe.each(testDatabases)("on %s", (kind) => {
  test("a paid place is not offered while the bank details are the sample ones: 409 naming the editor's page, nothing stored, no mail", async () => {
    app = await createTestApp({}, kind);
    const { application, moves, stored } = await reviewedApplication(app, { sampleBank: true });
    const offer = moves.move(application, "reviewing", "offered", by);
    await expect(offer).rejects.toThrow(OfferRefused);
    await expect(offer).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("still the sample one"),
    });
    expect(offerRefusals.sampleBankDetails).toContain("/keystatic/singleton/site-bank-details");
    expect(await stored()).toEqual({ stage: "reviewing", history: 1, invoices: 0, offers: 0 });
  });

  test("an offer, its history line, its invoice and its mail are stored together: one mail, and a second offer from a stale page stores nothing", async () => {
    app = await createTestApp({}, kind);
    const { application, moves, stored } = await reviewedApplication(app, { sampleBank: false });
    expect(await moves.move(application, "reviewing", "offered", by)).toBe("moved");
    expect(await stored()).toEqual({ stage: "offered", history: 2, invoices: 1, offers: 1 });
    expect(await moves.offerPlace(application, "reviewing", "offered", by)).toBe("stale");
    expect(await stored()).toEqual({ stage: "offered", history: 2, invoices: 1, offers: 1 });
  });

  test("when issuing the invoice fails after the move is written, nothing of the offer is stored", async () => {
    app = await createTestApp({}, kind);
    const payments = app.payments;
    const { application, moves, stored } = await reviewedApplication(app, {
      sampleBank: false,
      invoices: {
        charges: (call) => payments.charges(call),
        issueInvoice: (id, first) =>
          payments.issueInvoice(id, async (tx) => {
            await first?.(tx);
            throw new Error("the disk is full");
          }),
      },
    });
    await expect(moves.move(application, "reviewing", "offered", by)).rejects.toThrow(
      "the disk is full",
    );
    expect(await stored()).toEqual({ stage: "reviewing", history: 1, invoices: 0, offers: 0 });
  });

  test("an offer whose invoice is refused (the call lost its fee since) stores nothing and answers 409 with the reason", async () => {
    app = await createTestApp({}, kind);
    const { application, moves, stored } = await reviewedApplication(app, {
      sampleBank: false,
      invoices: {
        charges: () => true,
        issueInvoice: async () => ({ refused: "This call has no fee." }),
      },
    });
    await expect(moves.move(application, "reviewing", "offered", by)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("This call has no fee."),
    });
    expect(await stored()).toEqual({ stage: "reviewing", history: 1, invoices: 0, offers: 0 });
  });
});
