import { sql } from "kysely";
import type { LeadKind } from "#schemas/staff.ts";
import type { LeadAlertKind, LeadRecord } from "#schemas/staff-leads.ts";
import { applicationNames } from "#server/db/application-names.ts";
import type { Database } from "#server/db/database.ts";
import { leadReaderRoles } from "#server/db/lead-follow-up.ts";
import { leadTables, recordColumns } from "#server/db/lead-tables.ts";
import { type OutboxDraft, queuedMailRow } from "#server/db/queued-mail-row.ts";

/** A staff mail about a lead: answering it answers the visitor. */
export type LeadAlertMail = OutboxDraft & { reply_to: string };

/** A new lead and one person who chose to be mailed about its kind, not mailed yet. */
export type PendingAlert = { lead: LeadRecord; recipient: { id: string; email: string } };

/** A new programme application, as its staff mail names it: what the other lead mails carry, no answer. */
export type AlertedApplication = {
  id: number;
  call: string;
  reference: string;
  email: string;
  names: string[];
  created_at: string;
};

/** A new programme application and one person who chose to be mailed about them, not mailed yet. */
export type PendingApplicationAlert = {
  application: AlertedApplication;
  recipient: { id: string; email: string };
};

/**
 * The staff's mail about each new lead (issue 32, item 14), as rows: which
 * leads are still to be mailed to whom, and the ledger that makes it once
 * per lead per person, however many instances look at the same time.
 */
export function leadAlerts({ db }: Pick<Database, "db">) {
  return {
    /**
     * Leads of a kind, sent since `horizon` and since the person chose the
     * kind, not yet mailed to them; oldest first, at most `limit`. Only
     * people whose role opens the inbox: a link they could not open is no use.
     */
    async pending(kind: LeadKind, horizon: string, limit: number): Promise<PendingAlert[]> {
      const table = leadTables[kind];
      const columns = recordColumns(kind).map((column) => sql.ref(`lead_row.${column}`));
      const { rows } = await sql<LeadRecord & { recipient_id: string; recipient_email: string }>`
        select ${sql.join(columns)}, person.id as recipient_id, person.email as recipient_email
        from staff_lead_alerts as alert
        join staff_user as person on person.id = alert.user_id
        join ${sql.table(table)} as lead_row on lead_row.created_at >= alert.since
        where alert.lead_kind = ${kind}
          and person.role in (${sql.join([...leadReaderRoles])})
          and lead_row.created_at >= ${horizon}
          and not exists (select 1 from lead_alert_deliveries as sent
            where sent.lead_kind = ${kind} and sent.lead_id = lead_row.id and sent.user_id = person.id)
        order by lead_row.created_at, lead_row.id
        limit ${limit}`.execute(db);
      return rows.map(({ recipient_id: id, recipient_email: email, ...lead }) => ({
        lead: { ...lead, id: Number(lead.id) },
        recipient: { id, email },
      }));
    },

    /**
     * Programme applications (issue 34) sent since `horizon` and since the
     * person chose them, not yet mailed to them; oldest first, at most
     * `limit`. Only people whose role opens the applications, as for leads.
     */
    async pendingApplications(horizon: string, limit: number): Promise<PendingApplicationAlert[]> {
      const kind: LeadAlertKind = "programme-application";
      const rows = await db
        .selectFrom("staff_lead_alerts as alert")
        .innerJoin("staff_user as person", "person.id", "alert.user_id")
        .innerJoin("admission_applications as a", (join) =>
          join.on(sql<boolean>`a.created_at >= alert.since`),
        )
        .select([
          "a.id",
          "a.call",
          "a.reference",
          "a.email",
          "a.created_at",
          "person.id as recipient_id",
          "person.email as recipient_email",
        ])
        .where("alert.lead_kind", "=", kind)
        .where("person.role", "in", [...leadReaderRoles])
        .where("a.reference", "is not", null)
        .where("a.created_at", ">=", horizon)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("lead_alert_deliveries as sent")
                .select("sent.lead_id")
                .where("sent.lead_kind", "=", kind)
                .whereRef("sent.lead_id", "=", "a.id")
                .whereRef("sent.user_id", "=", "person.id"),
            ),
          ),
        )
        .orderBy("a.created_at")
        .orderBy("a.id")
        .limit(limit)
        .execute();
      const names = await applicationNames(
        { db },
        rows.map((row) => Number(row.id)),
      );
      return rows.map((row) => ({
        application: {
          id: Number(row.id),
          call: row.call,
          reference: row.reference ?? "",
          email: row.email,
          names: names.get(Number(row.id)) ?? [],
          created_at: row.created_at,
        },
        recipient: { id: row.recipient_id, email: row.recipient_email },
      }));
    },

    /**
     * The mail and its ledger row in one transaction: false, and no mail,
     * when another instance queued it first.
     */
    async queue(
      kind: LeadAlertKind,
      leadId: number,
      userId: string,
      mail: LeadAlertMail,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("lead_alert_deliveries")
          .values({ lead_kind: kind, lead_id: leadId, user_id: userId, queued_at: at })
          .onConflict((conflict) =>
            conflict.columns(["lead_kind", "lead_id", "user_id"]).doNothing(),
          )
          .returning("lead_id")
          .executeTakeFirst();
        if (!claimed) return false;
        await trx.insertInto("outbox_messages").values(queuedMailRow(mail, at)).execute();
        return true;
      });
    },

    /** Ledger rows older than `before`: their leads are past the horizon, so never looked at again. */
    async prune(before: string): Promise<number> {
      const result = await db
        .deleteFrom("lead_alert_deliveries")
        .where("queued_at", "<", before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LeadAlerts = ReturnType<typeof leadAlerts>;
