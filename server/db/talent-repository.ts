import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "#server/db/database.ts";
import { noteDeletedRows } from "#server/db/erased-traces.ts";
import { deleteMailsBefore } from "#server/db/lead-retention.ts";
import type { LeadTransaction } from "#server/db/lead-transaction.ts";
import type { LeadsRepository, OutboxDraft } from "#server/db/leads-repository.ts";
import type {
  HiringRequestsTable,
  LeadsDatabase,
  TalentApplicationsTable,
} from "#server/db/schema.ts";

export type TalentApplicationRow = Selectable<TalentApplicationsTable>;
export type HiringRequestRow = Selectable<HiringRequestsTable>;
export type NewTalentApplication = Omit<Insertable<TalentApplicationsTable>, "created_at">;
export type NewHiringRequest = Omit<Insertable<HiringRequestsTable>, "created_at">;

/** The two kinds of issue 23, as the CLI and the staff inbox name them. */
export const talentLeadTypes = ["application", "hiring-request"] as const;
export type TalentLeadType = (typeof talentLeadTypes)[number];

const tables = {
  application: "talent_applications",
  "hiring-request": "hiring_requests",
} as const satisfies Record<TalentLeadType, string>;

/** The mails one talent lead causes: the sender's confirmation and the staff's notification. */
export type TalentMails = { confirmation: OutboxDraft; notification: OutboxDraft | null };

/**
 * Part of a person's erasure (server/db/person-erasure.ts), in its
 * transaction: their applications and hiring requests (their notes go by
 * trigger); returns the counts and the résumé files for the caller to delete.
 */
export async function eraseTalentRows(trx: Kysely<LeadsDatabase>, address: string) {
  const files = await trx
    .selectFrom("talent_applications")
    .select("resume_file")
    .where("email", "=", address)
    .execute();
  const applications = await trx
    .deleteFrom("talent_applications")
    .where("email", "=", address)
    .executeTakeFirst();
  const requests = await trx
    .deleteFrom("hiring_requests")
    .where("email", "=", address)
    .executeTakeFirst();
  return {
    removed: {
      talent_applications: Number(applications.numDeletedRows),
      hiring_requests: Number(requests.numDeletedRows),
    },
    resumeFiles: files.map((row) => row.resume_file),
  };
}

/**
 * The rows of the talent leads (issue 23). Files are not its business: the
 * caller stores a résumé before `addApplication` and removes the files that
 * `deleteApplicationsBefore` names (server/talent/talent-leads.ts), and a
 * person's erasure those `eraseTalentRows` names (server/erasure/erase-person.ts).
 */
export function talentRepository({ db }: Pick<Database, "db">, leads: LeadsRepository) {
  /**
   * The sender's confirmation, unless the address asked for no more mail, or
   * got one of this kind within the recipient window (a form sent twice, or
   * someone else's address typed in again and again). The lead is stored
   * either way: it is what the hub needs, and the mail is a courtesy
   * (docs/decisions/091-talent-lead-mails.md).
   */
  async function confirm(
    tx: LeadTransaction,
    queueVisitorMail: (draft: OutboxDraft, at: string) => Promise<void>,
    draft: OutboxDraft,
    at: string,
  ) {
    const { rows } = await tx.run(
      db
        .selectFrom("mailing_list_signups")
        .select("status")
        .where("email", "=", draft.to_address)
        .compile(),
    );
    if (rows[0]?.status === "unsubscribed") return;
    if (!(await leads.claimRecipient(tx, draft.kind, draft.to_address, at))) return;
    await queueVisitorMail(draft, at);
  }

  async function write(
    insert: (tx: LeadTransaction, at: string) => Promise<void>,
    mails: TalentMails,
    clientAddress: string,
  ) {
    const createdAt = new Date().toISOString();
    await leads.writeLeadWithMail(clientAddress, async (tx, queueVisitorMail) => {
      await insert(tx, createdAt);
      if (mails.notification) await tx.run(leads.queueMail(mails.notification, createdAt));
      await confirm(tx, queueVisitorMail, mails.confirmation, createdAt);
    });
  }

  return {
    /**
     * One application and its mails, atomically; its résumé file must already
     * be in place. `clientAddress` sent it (its share of the mail budget).
     */
    async addApplication(
      application: NewTalentApplication,
      mails: TalentMails,
      clientAddress: string,
    ): Promise<void> {
      await write(
        (tx, at) =>
          tx
            .run(
              db
                .insertInto("talent_applications")
                .values({ ...application, created_at: at })
                .compile(),
            )
            .then(() => undefined),
        mails,
        clientAddress,
      );
    },

    async addHiringRequest(
      request: NewHiringRequest,
      mails: TalentMails,
      clientAddress: string,
    ): Promise<void> {
      await write(
        (tx, at) =>
          tx
            .run(
              db
                .insertInto("hiring_requests")
                .values({ ...request, created_at: at })
                .compile(),
            )
            .then(() => undefined),
        mails,
        clientAddress,
      );
    },

    /** Newest first, from `since` (an ISO date or time) on when given; for the CLI and the inbox. */
    async listLeads(type: TalentLeadType, since?: string): Promise<Record<string, unknown>[]> {
      let query = db
        .selectFrom(tables[type])
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (since) query = query.where("created_at", ">=", since);
      return (await query.execute()) as Record<string, unknown>[];
    },

    async countLeads(type: TalentLeadType): Promise<number> {
      const row = await db
        .selectFrom(tables[type])
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** One application by id, with its résumé's file name, size and hash (the staff's download). */
    async findApplication(id: number): Promise<TalentApplicationRow | undefined> {
      return db
        .selectFrom("talent_applications")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async findHiringRequest(id: number): Promise<HiringRequestRow | undefined> {
      return db.selectFrom("hiring_requests").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Every résumé file a row refers to: files in UPLOADS_DIR besides these are orphans. */
    async resumeFiles(): Promise<Set<string>> {
      const rows = await db.selectFrom("talent_applications").select("resume_file").execute();
      return new Set(rows.map((row) => row.resume_file));
    },

    /**
     * The retention rule: applications sent before `cutoff` go, with the mails
     * about them, and their files (by the caller).
     */
    async deleteApplicationsBefore(cutoff: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const mails = await deleteMailsBefore(trx, "application", cutoff);
        const rows = await trx
          .selectFrom("talent_applications")
          .select("resume_file")
          .where("created_at", "<", cutoff)
          .execute();
        if (mails > 0) await noteDeletedRows(trx, ["outbox_messages"]);
        if (rows.length === 0) return [];
        await trx.deleteFrom("talent_applications").where("created_at", "<", cutoff).execute();
        await noteDeletedRows(trx, ["talent_applications", "lead_notes"]);
        return rows.map((row) => row.resume_file);
      });
    },
  };
}

export type TalentRepository = ReturnType<typeof talentRepository>;
