import { randomBytes } from "node:crypto";
import { type CompiledQuery, sql } from "kysely";
import type { Database, RunPrepared } from "#server/db/database.ts";
import { LeadRefused, type LeadTransaction } from "#server/db/lead-transaction.ts";
import { mailClientShares } from "#server/db/mail-client-shares.ts";
import { prepareStatement } from "#server/db/prepared-statement.ts";
import { type OutboxDraft, queuedMailRow } from "#server/db/queued-mail-row.ts";
import { rateLimitCounter } from "#server/db/rate-limit-store.ts";
import type { SignupStatus } from "#server/db/schema.ts";

export type { LeadType } from "#server/db/lead-queries.ts";
export type { OutboxDraft } from "#server/db/queued-mail-row.ts";

/** Limits on mail to addresses visitors type (issue 12, item 3), shared by every instance. */
export type MailLimits = {
  /** At most one brochure, and one confirmation mail, per address in this many hours. */
  recipientWindowHours: number;
  /**
   * Mail sent to visitors per clock hour, all instances together; here it
   * sets each client's share (server/db/mail-send-budget.ts).
   */
  hourlyBudget: number;
};

export const defaultMailLimits: MailLimits = { recipientWindowHours: 24, hourlyBudget: 200 };

function now(): string {
  return new Date().toISOString();
}

/**
 * The per-recipient cap's cutoff for a claim at `at`: a slot last taken at or
 * before it no longer holds the address back.
 */
export function recipientCutoff(at: string, windowHours: number): string {
  return new Date(Date.parse(at) - windowHours * 3_600_000).toISOString();
}

/** The values of a queued mail in a prepared statement (server/db/prepared-statement.ts). */
type MailValues = {
  kind: OutboxDraft["kind"];
  to_address: string;
  subject: string;
  text_body: string;
  attachment_name: string | null;
  unsubscribe_url: string | null;
  sealed_secret: string | null;
  send_priority: number;
  at: string;
};

/** Mail to staff has priority 0: the hourly budget of mail to visitors does not count it. */
function mailValues(draft: OutboxDraft, at: string, sendPriority: number): MailValues {
  return {
    kind: draft.kind,
    to_address: draft.to_address,
    subject: draft.subject,
    text_body: draft.text_body,
    attachment_name: draft.attachment_name,
    unsubscribe_url: draft.unsubscribe_url ?? null,
    sealed_secret: draft.sealed_secret ?? null,
    send_priority: sendPriority,
    at,
  };
}

type SignupValues = { email: string; sheet: string; nonce: string; cutoff: string } & MailValues;

type ContactValues = { name: string; email: string; phone: string; message: string; at: string };

function contactRow(slot: ContactValues) {
  const { name, email, phone, message, at } = slot;
  return { name, email, phone, message, created_at: at };
}

/** Typed, since PostgreSQL cannot infer a parameter's type in a select list. */
function typedText(value: string | null) {
  return sql<string>`${value}::text`;
}

/** The outbox columns a statement that queues one mail fills, in queuedMailValues' order. */
const queuedMailColumns = [
  "kind",
  "to_address",
  "subject",
  "text_body",
  "attachment_name",
  "unsubscribe_url",
  "sealed_secret",
  "status",
  "attempts",
  "next_attempt_at",
  "created_at",
  "send_priority",
] as const;

/** A queued mail as a select list, for an insert that queues it only when a CTE returned a row. */
function queuedMailValues(slot: MailValues) {
  return [
    typedText(slot.kind).as("kind"),
    typedText(slot.to_address).as("to_address"),
    typedText(slot.subject).as("subject"),
    typedText(slot.text_body).as("text_body"),
    typedText(slot.attachment_name).as("attachment_name"),
    typedText(slot.unsubscribe_url).as("unsubscribe_url"),
    typedText(slot.sealed_secret).as("sealed_secret"),
    typedText("queued").as("status"),
    sql<number>`0`.as("attempts"),
    typedText(slot.at).as("next_attempt_at"),
    typedText(slot.at).as("created_at"),
    sql<number>`${slot.send_priority}::integer`.as("send_priority"),
  ];
}

/** Queues a mail to a visitor in the posting client's turn (writeLeadWithMail). */
export type QueueVisitorMail = (draft: OutboxDraft, at: string) => Promise<void>;

/**
 * Every write of a lead: one atomic write per lead, the mail it causes
 * included. Reading and erasing leads is server/db/lead-queries.ts.
 */
export function leadsRepository(database: Database, limits: MailLimits = defaultMailLimits) {
  const { db, writeAtomically, runPrepared } = database;
  /**
   * A queued mail, due at once. `sendPriority` is 0 for mail to staff, else
   * the visitor mail's turn (mailClientShares), by which the outbox worker
   * spends the hourly budget (docs/decisions/155-mail-budget-spent-at-sending.md).
   */
  function queueMail(draft: OutboxDraft, createdAt: string, sendPriority = 0): CompiledQuery {
    return db
      .insertInto("outbox_messages")
      .values({ ...queuedMailRow(draft, createdAt), send_priority: sendPriority })
      .compile();
  }

  /**
   * Claims the address's slot for this kind of mail; false when one went to it
   * within the window. Concurrent claims on PostgreSQL wait for each other's
   * row, so two instances never both get it.
   */
  async function claimRecipient(tx: LeadTransaction, kind: string, address: string, at: string) {
    const cutoff = recipientCutoff(at, limits.recipientWindowHours);
    const claim = db
      .insertInto("mail_recipient_caps")
      .values({ kind, address, last_queued_at: at })
      .onConflict((conflict) =>
        conflict
          .columns(["kind", "address"])
          .doUpdateSet({ last_queued_at: at })
          .where("mail_recipient_caps.last_queued_at", "<=", cutoff),
      )
      .compile();
    return (await tx.run(claim)).changes === 1;
  }

  const sendPriorityFor = mailClientShares(rateLimitCounter(database), limits.hourlyBudget);

  /**
   * One lead that may queue mail to a visitor (`clientAddress`'s). Its mail
   * is always queued: the hourly budget is spent when mail is sent, in the
   * order of each mail's priority, which puts every client's first mails in
   * front of anyone's flood (docs/decisions/155-mail-budget-spent-at-sending.md).
   * The client is counted before the transaction, in the rate limits'
   * counter, never in a row the transaction would hold locked to its commit.
   */
  async function writeLeadWithMail(
    clientAddress: string,
    work: (tx: LeadTransaction, queueVisitorMail: QueueVisitorMail) => Promise<void>,
  ): Promise<void> {
    await writeLeadInTurn(await sendPriorityFor(clientAddress), work);
  }

  /** writeLeadWithMail once the client's mail has its priority. */
  async function writeLeadInTurn(
    sendPriority: number,
    work: (tx: LeadTransaction, queueVisitorMail: QueueVisitorMail) => Promise<void>,
  ): Promise<void> {
    await writeAtomically((tx) =>
      work(tx, async (draft, at) => {
        await tx.run(queueMail(draft, at, sendPriority));
      }),
    );
  }

  /**
   * Stores a signup as pending, or keeps the row of an address signed up
   * before: a pending or confirmed one as it is, an unsubscribed one pending
   * again with `nonce`. Returns the row's status and nonce.
   */
  function signupUpsert(signup: { email: string; sheet: string }, nonce: string, at: string) {
    const wasUnsubscribed = sql<boolean>`${sql.ref("mailing_list_signups.status")} = 'unsubscribed'`;
    return db
      .insertInto("mailing_list_signups")
      .values({ ...signup, status: "pending", confirm_nonce: nonce, created_at: at })
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet({
          status: sql<SignupStatus>`case when ${wasUnsubscribed} then 'pending' else ${sql.ref("mailing_list_signups.status")} end`,
          confirm_nonce: sql<string>`case when ${wasUnsubscribed} then ${nonce} else ${sql.ref("mailing_list_signups.confirm_nonce")} end`,
        }),
      )
      .returning(["status", "confirm_nonce"]);
  }

  /**
   * PostgreSQL: the whole signup in one statement, so one round trip and one
   * commit instead of five (docs/decisions/082-signup-throughput.md). The
   * upsert, the address's confirmation slot and the mail are chained in data-
   * modifying CTEs, atomic as any statement; the mail is sealed beforehand
   * with the new nonce, so it is queued only when the row took that nonce (a
   * new address, or one back from unsubscribed). Compiled once, and prepared
   * once per connection (docs/decisions/130-prepared-hot-statements.md).
   */
  const signupStatement = runPrepared
    ? prepareStatement("leads_signup_in_turn", (slot: SignupValues) =>
        db
          .with("signup", () =>
            signupUpsert({ email: slot.email, sheet: slot.sheet }, slot.nonce, slot.at),
          )
          .with("claim", (cte) =>
            cte
              .insertInto("mail_recipient_caps")
              .columns(["kind", "address", "last_queued_at"])
              .expression((eb) =>
                eb
                  .selectFrom("signup")
                  .select([
                    typedText("confirmation").as("kind"),
                    typedText(slot.email).as("address"),
                    typedText(slot.at).as("last_queued_at"),
                  ])
                  .where("signup.status", "=", "pending")
                  .where("signup.confirm_nonce", "=", slot.nonce),
              )
              .onConflict((conflict) =>
                conflict
                  .columns(["kind", "address"])
                  .doUpdateSet({ last_queued_at: slot.at })
                  .where("mail_recipient_caps.last_queued_at", "<=", slot.cutoff),
              )
              .returning("address"),
          )
          .with("mail", (cte) =>
            cte
              .insertInto("outbox_messages")
              .columns(queuedMailColumns)
              .expression((eb) => eb.selectFrom("claim").select(queuedMailValues(slot)))
              .returning("id"),
          )
          .selectFrom("signup")
          .select((eb) => [
            "signup.status",
            "signup.confirm_nonce",
            eb
              .selectFrom("mail")
              .select((count) => count.fn.countAll<string>().as("count"))
              .as("queued"),
          ]),
      )
    : null;

  /**
   * Runs the one-statement signup. False when the general path must run
   * instead: a pending address that keeps its earlier nonce (its repeat mail
   * needs that nonce; this statement changed nothing).
   */
  async function signupInOneStatement(
    run: RunPrepared,
    statement: NonNullable<typeof signupStatement>,
    signup: { email: string; sheet: string; nonce: string; at: string },
    mail: OutboxDraft,
    sendPriority: number,
  ): Promise<boolean> {
    const { nonce, at } = signup;
    const { rows } = await run(statement, {
      ...signup,
      cutoff: recipientCutoff(at, limits.recipientWindowHours),
      ...mailValues(mail, at, sendPriority),
    });
    const [row] = rows;
    if (!row) throw new Error("the signup statement returned no row");
    return !(row.status === "pending" && row.confirm_nonce !== nonce);
  }

  /**
   * PostgreSQL: a contact message and its staff mail in one statement, as a
   * signup is; one round trip and one commit instead of four.
   */
  const contactStatements = runPrepared
    ? {
        alone: prepareStatement("leads_contact", (slot: ContactValues) =>
          db.insertInto("contact_messages").values(contactRow(slot)),
        ),
        withMail: prepareStatement(
          "leads_contact_mail_in_turn",
          (slot: ContactValues & MailValues) =>
            db
              .with("message", (cte) =>
                cte.insertInto("contact_messages").values(contactRow(slot)).returning("id"),
              )
              .insertInto("outbox_messages")
              .columns(queuedMailColumns)
              .expression((eb) => eb.selectFrom("message").select(queuedMailValues(slot))),
        ),
      }
    : null;

  return {
    /**
     * The mail rules above, for the repositories of other lead kinds
     * (server/db/talent-repository.ts), so every lead spends the same budget.
     */
    writeLeadWithMail,
    queueMail,
    claimRecipient,

    /**
     * A signup is stored pending and gets a confirmation mail (double
     * opt-in). Signing up again is a success that keeps the one row: a pending
     * address gets at most one confirmation mail per window, a confirmed one
     * none, and an unsubscribed one becomes pending again.
     */
    async addMailingListSignup(
      signup: { email: string; sheet: string },
      confirmationFor: (nonce: string) => OutboxDraft,
      clientAddress: string,
    ): Promise<void> {
      const createdAt = now();
      // A new signup, or one that had unsubscribed, gets a new nonce: links
      // sealed before (an old confirmation mail) no longer confirm it.
      const nonce = randomBytes(16).toString("base64url");
      const sendPriority = await sendPriorityFor(clientAddress);
      if (
        runPrepared &&
        signupStatement &&
        (await signupInOneStatement(
          runPrepared,
          signupStatement,
          { ...signup, nonce, at: createdAt },
          confirmationFor(nonce),
          sendPriority,
        ))
      ) {
        return;
      }
      await writeLeadInTurn(sendPriority, async (tx, queueVisitorMail) => {
        const upsert = signupUpsert(signup, nonce, createdAt).compile();
        const row = (await tx.run(upsert)).rows[0];
        if (row?.status !== "pending" || !row.confirm_nonce) return;
        if (!(await claimRecipient(tx, "confirmation", signup.email, createdAt))) return;
        await queueVisitorMail(confirmationFor(row.confirm_nonce), createdAt);
      });
    },

    /**
     * Opening the confirmation link: the pending signup that sealed `nonce`
     * becomes confirmed; false for any other signup of the address, or none.
     */
    async confirmSignup(email: string, nonce: string): Promise<boolean> {
      return writeAtomically(async (tx) => {
        const confirmed = await tx.run(
          db
            .updateTable("mailing_list_signups")
            .set({ status: "confirmed", confirmed_at: now() })
            .where("email", "=", email)
            .where("status", "=", "pending")
            .where("confirm_nonce", "=", nonce)
            .compile(),
        );
        if (confirmed.changes === 1) return true;
        const { rows } = await tx.run(
          db
            .selectFrom("mailing_list_signups")
            .select(["status", "confirm_nonce"])
            .where("email", "=", email)
            .compile(),
        );
        return rows[0]?.status === "confirmed" && rows[0].confirm_nonce === nonce;
      });
    },

    /**
     * The one-step unsubscribe of every mail: the address is kept only as
     * "unsubscribed", so no export includes it and a new signup needs a new
     * confirmation.
     */
    async unsubscribe(email: string, sheet: string): Promise<void> {
      const at = now();
      await writeAtomically((tx) =>
        tx.run(
          db
            .insertInto("mailing_list_signups")
            .values({ email, sheet, status: "unsubscribed", unsubscribed_at: at, created_at: at })
            .onConflict((conflict) =>
              conflict.column("email").doUpdateSet({ status: "unsubscribed", unsubscribed_at: at }),
            )
            .compile(),
        ),
      );
    },

    async addContactMessage(
      message: { name: string; email: string; phone: string; message: string },
      notification: OutboxDraft | null,
    ): Promise<void> {
      const createdAt = now();
      if (runPrepared && contactStatements) {
        const values = { ...message, at: createdAt };
        await (notification
          ? runPrepared(contactStatements.withMail, {
              ...values,
              ...mailValues(notification, createdAt, 0),
            })
          : runPrepared(contactStatements.alone, values));
        return;
      }
      await writeAtomically(async (tx) => {
        await tx.run(
          db
            .insertInto("contact_messages")
            .values({ ...message, created_at: createdAt })
            .compile(),
        );
        if (notification) await tx.run(queueMail(notification, createdAt));
      });
    },

    /** Refused (LeadRefused) when the address unsubscribed or had a brochure within the window. */
    async addBrochureRequest(
      email: string,
      mail: OutboxDraft,
      clientAddress: string,
    ): Promise<void> {
      const createdAt = now();
      await writeLeadWithMail(clientAddress, async (tx, queueVisitorMail) => {
        const { rows } = await tx.run(
          db
            .selectFrom("mailing_list_signups")
            .select("status")
            .where("email", "=", email)
            .compile(),
        );
        // "To stop all mail" in every footer means what it says (docs/decisions/020-mailing-list-consent.md).
        if (rows[0]?.status === "unsubscribed") throw new LeadRefused("unsubscribed");
        if (!(await claimRecipient(tx, "brochure", email, createdAt))) {
          throw new LeadRefused("already-sent");
        }
        await tx.run(
          db.insertInto("brochure_requests").values({ email, created_at: createdAt }).compile(),
        );
        await queueVisitorMail(mail, createdAt);
      });
    },

    async recordSpam(endpoint: string): Promise<void> {
      await writeAtomically((tx) =>
        tx.run(db.insertInto("spam_rejections").values({ endpoint, created_at: now() }).compile()),
      );
    },

    async isReachable(): Promise<boolean> {
      await db.selectFrom("spam_rejections").select("id").limit(1).execute();
      return true;
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
