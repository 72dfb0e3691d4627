import { type CompiledQuery, sql } from "kysely";
import type { Database } from "#server/db/database.ts";
import type { OutboxMessagesTable } from "#server/db/schema.ts";

export type OutboxDraft = Pick<
  OutboxMessagesTable,
  "kind" | "to_address" | "subject" | "text_body" | "attachment_name"
>;

export type LeadType = "mailing" | "contact" | "brochure";

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

/** Every write of a lead: one atomic write per lead, the mail it causes included. */
export function leadsRepository({ db, writeAtomically }: Database) {
  function queueMail(draft: OutboxDraft, createdAt: string): CompiledQuery {
    return db
      .insertInto("outbox_messages")
      .values({
        ...draft,
        status: "queued",
        attempts: 0,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })
      .compile();
  }

  return {
    /** Signing up twice is a success that keeps the one row. */
    async addMailingListSignup(signup: { email: string; sheet: string }): Promise<void> {
      await writeAtomically((tx) =>
        tx.run(
          db
            .insertInto("mailing_list_signups")
            .values({ ...signup, created_at: now() })
            .onConflict((conflict) => conflict.column("email").doNothing())
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

    async addBrochureRequest(email: string, mail: OutboxDraft): Promise<void> {
      const createdAt = now();
      await writeAtomically(async (tx) => {
        await tx.run(
          db.insertInto("brochure_requests").values({ email, created_at: createdAt }).compile(),
        );
        await tx.run(queueMail(mail, createdAt));
      });
    },

    async recordSpam(endpoint: string): Promise<void> {
      await writeAtomically((tx) =>
        tx.run(db.insertInto("spam_rejections").values({ endpoint, created_at: now() }).compile()),
      );
    },

    async listLeads(type: LeadType, since?: string) {
      let query = db
        .selectFrom(leadTables[type])
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (since) query = query.where("created_at", ">=", since);
      return (await query.execute()) as Record<string, unknown>[];
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

    /** A request to be forgotten: the address leaves every table, outbox included. */
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
