import { randomBytes } from "node:crypto";
import { type CompiledQuery, sql } from "kysely";
import type { Database } from "#server/db/database.ts";
import { LeadRefused, type LeadTransaction } from "#server/db/lead-transaction.ts";
import type { OutboxMessagesTable, SignupStatus } from "#server/db/schema.ts";

export type OutboxDraft = Pick<
  OutboxMessagesTable,
  "kind" | "to_address" | "subject" | "text_body" | "attachment_name"
> & { unsubscribe_url?: string | null };

export type LeadType = "mailing" | "contact" | "brochure";

/** Limits on mail to addresses visitors type (issue 12, item 3), shared by every instance. */
export type MailLimits = {
  /** At most one brochure, and one confirmation mail, per address in this many hours. */
  recipientWindowHours: number;
  /** Mail queued to visitors per clock hour, all instances together. */
  hourlyBudget: number;
};

export const defaultMailLimits: MailLimits = { recipientWindowHours: 24, hourlyBudget: 200 };

const leadTables = {
  mailing: "mailing_list_signups",
  contact: "contact_messages",
  brochure: "brochure_requests",
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function now(): string {
  return new Date().toISOString();
}

/** The budget's clock hour (UTC) of a timestamp: "2026-11-24T13". */
export function hourOf(at: string): string {
  return at.slice(0, 13);
}

/**
 * The per-recipient cap's cutoff for a claim at `at`: a slot last taken at or
 * before it no longer holds the address back.
 */
export function recipientCutoff(at: string, windowHours: number): string {
  return new Date(Date.parse(at) - windowHours * 3_600_000).toISOString();
}

type QueueVisitorMail = (draft: OutboxDraft, at: string) => Promise<void>;

/** Seconds until the next clock hour, when the send budget starts again. */
export function secondsToNextHour(at = new Date()): number {
  return 3_600 - at.getUTCMinutes() * 60 - at.getUTCSeconds();
}

/** Every write of a lead: one atomic write per lead, the mail it causes included. */
export function leadsRepository(
  { db, dialect, writeAtomically }: Database,
  limits: MailLimits = defaultMailLimits,
) {
  function queueMail(draft: OutboxDraft, createdAt: string): CompiledQuery {
    return db
      .insertInto("outbox_messages")
      .values({
        ...draft,
        unsubscribe_url: draft.unsubscribe_url ?? null,
        status: "queued",
        attempts: 0,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })
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

  /** Takes one mail of the hour's budget; false once it is spent. */
  function spendOne(hour: string): CompiledQuery {
    return db
      .insertInto("mail_send_budget")
      .values({ hour, queued: 1 })
      .onConflict((conflict) =>
        conflict
          .column("hour")
          .doUpdateSet((eb) => ({ queued: eb("mail_send_budget.queued", "+", 1) }))
          .where("mail_send_budget.queued", "<", limits.hourlyBudget),
      )
      .compile();
  }

  /**
   * One lead that may queue mail to a visitor. `queueVisitorMail` spends one
   * mail of this clock hour's budget, shared by every instance, and refuses
   * the whole lead (LeadRefused) once it is spent.
   *
   * SQLite spends inside the lead's transaction: it has one writer anyway.
   * On PostgreSQL the hour's one budget row, updated inside every such
   * transaction, would stay locked until that commit's fsync, so these leads
   * would be written one at a time across all instances (a quarter of the
   * throughput, measured). There one mail is reserved first, in its own
   * statement on an unlogged table, and given back if the lead queues none.
   */
  async function writeLeadWithMail(
    work: (tx: LeadTransaction, queueVisitorMail: QueueVisitorMail) => Promise<void>,
  ): Promise<void> {
    if (dialect === "sqlite") {
      await writeAtomically((tx) =>
        work(tx, async (draft, at) => {
          if ((await tx.run(spendOne(hourOf(at)))).changes !== 1) {
            throw new LeadRefused("budget-spent");
          }
          await tx.run(queueMail(draft, at));
        }),
      );
      return;
    }
    const hour = hourOf(now());
    const reserved = Number((await db.executeQuery(spendOne(hour))).numAffectedRows) === 1;
    let spent = false;
    try {
      await writeAtomically((tx) =>
        work(tx, async (draft, at) => {
          if (!reserved) throw new LeadRefused("budget-spent");
          await tx.run(queueMail(draft, at));
          spent = true;
        }),
      );
    } catch (error) {
      spent = false;
      throw error;
    } finally {
      if (reserved && !spent) {
        // Should this fail too (the database away), the hour counts one mail
        // too many: the budget errs on the safe side.
        await db
          .updateTable("mail_send_budget")
          .set((eb) => ({ queued: eb("queued", "-", 1) }))
          .where("hour", "=", hour)
          .execute()
          .catch(() => undefined);
      }
    }
  }

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
    ): Promise<void> {
      const createdAt = now();
      // A new signup, or one that had unsubscribed, gets a new nonce: links
      // sealed before (an old confirmation mail) no longer confirm it.
      const nonce = randomBytes(16).toString("base64url");
      const wasUnsubscribed = sql<boolean>`${sql.ref("mailing_list_signups.status")} = 'unsubscribed'`;
      await writeLeadWithMail(async (tx, queueVisitorMail) => {
        const { rows } = await tx.run(
          db
            .insertInto("mailing_list_signups")
            .values({ ...signup, status: "pending", confirm_nonce: nonce, created_at: createdAt })
            .onConflict((conflict) =>
              conflict.column("email").doUpdateSet({
                status: sql<SignupStatus>`case when ${wasUnsubscribed} then 'pending' else ${sql.ref("mailing_list_signups.status")} end`,
                confirm_nonce: sql<string>`case when ${wasUnsubscribed} then ${nonce} else ${sql.ref("mailing_list_signups.confirm_nonce")} end`,
              }),
            )
            .returning(["status", "confirm_nonce"])
            .compile(),
        );
        const row = rows[0];
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

    /**
     * Refused (LeadRefused) when the address unsubscribed, had a brochure
     * within the window, or the budget is spent.
     */
    async addBrochureRequest(email: string, mail: OutboxDraft): Promise<void> {
      const createdAt = now();
      await writeLeadWithMail(async (tx, queueVisitorMail) => {
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

    /** Newest first; mailing-list rows of one status only when `status` is given. */
    async listLeads(type: LeadType, since?: string, status?: SignupStatus) {
      let query = db
        .selectFrom(leadTables[type])
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (since) query = query.where("created_at", ">=", since);
      if (type === "mailing" && status) {
        query = query.where(sql.ref("status"), "=", status);
      }
      const rows = (await query.execute()) as Record<string, unknown>[];
      // The nonce is a key to the signup's confirmation, not a fact about the lead.
      return rows.map(({ confirm_nonce: _key, ...lead }) => lead);
    },

    async countLeads(type: LeadType): Promise<number> {
      const row = await db
        .selectFrom(leadTables[type])
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countSpam(): Promise<number> {
      const row = await db
        .selectFrom("spam_rejections")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A request to be forgotten: the address leaves every table, outbox and caps included. */
    async deleteByEmail(email: string): Promise<Record<string, number>> {
      const address = email.trim().toLowerCase();
      return db.transaction().execute(async (trx) => {
        const removed: Record<string, number> = {};
        for (const table of Object.values(leadTables)) {
          const result = await trx
            .deleteFrom(table)
            .where("email", "=", address)
            .executeTakeFirst();
          removed[table] = Number(result.numDeletedRows);
        }
        const outbox = await trx
          .deleteFrom("outbox_messages")
          .where((eb) =>
            eb.or([
              eb("to_address", "=", address),
              // Staff notifications quote the address; _ and % in it must match literally.
              sql<boolean>`${eb.ref("text_body")} like ${`%${escapeLike(address)}%`} escape '\\'`,
            ]),
          )
          .executeTakeFirst();
        removed.outbox_messages = Number(outbox.numDeletedRows);
        await trx.deleteFrom("mail_recipient_caps").where("address", "=", address).execute();
        return removed;
      });
    },

    async isReachable(): Promise<boolean> {
      await db.selectFrom("spam_rejections").select("id").limit(1).execute();
      return true;
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
