import type { Kysely } from "kysely";
import type { Database } from "#server/db/database.ts";
import { noteDeletedRows } from "#server/db/erased-traces.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";
import { type OutboxDraft, queuedMailRow } from "#server/db/queued-mail-row.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/** A place asked for on the waitlist form; `email` already lower-cased by the form's schema. */
export type NewWaitlistEntry = {
  programme: string;
  name: string;
  email: string;
  childAge: number | null;
};

/** A waiting place as its mail needs it: where to write. */
export type WaitingPlace = { id: number; email: string };

/** Visitor mail the hourly budget counts, in the first turn (decision 155). */
const visitorSendPriority = 1;

/**
 * Deletes an address's waitlist places and what they were told, inside the
 * caller's transaction (an erasure of the person: server/db/admissions-repository.ts).
 */
export async function eraseWaitlistPlaces(
  trx: Kysely<LeadsDatabase>,
  email: string,
): Promise<number> {
  const places = trx.selectFrom("waitlist_entries").select("id").where("email", "=", email);
  await trx.deleteFrom("waitlist_notices").where("entry_id", "in", places).execute();
  const removed = await trx
    .deleteFrom("waitlist_entries")
    .where("email", "=", email)
    .returning("id")
    .execute();
  if (removed.length > 0) await noteDeletedRows(trx, ["waitlist_entries"]);
  return removed.length;
}

/**
 * The programmes' waitlists (issue 34). A place is one per address and
 * programme, and a place is told about a call at most once: the notice row
 * and its mail are one transaction, and the (place, call) key refuses the
 * second, whichever instance or run writes it.
 */
export function waitlistRepository(
  { db, writeAtomically }: Pick<Database, "db" | "writeAtomically">,
  leads: Pick<LeadsRepository, "writeLeadWithMail" | "claimRecipient">,
) {
  return {
    /**
     * Takes the place and queues `welcome` to its address, in one
     * transaction, in the posting client's turn of visitor mail. False when
     * the address already waits for this programme, or left it (its row
     * kept as a note, decision 241): nothing is changed and no mail is
     * queued, so a form post alone cannot mail an address that left. The
     * welcome also takes the address's slot of the per-recipient cap
     * (MAIL_RECIPIENT_WINDOW_HOURS), shared by every programme: a second
     * place within the window is taken without a mail.
     */
    async join(
      entry: NewWaitlistEntry,
      welcome: OutboxDraft,
      clientAddress: string,
    ): Promise<{ joined: boolean }> {
      let joined = false;
      await leads.writeLeadWithMail(clientAddress, async (tx, queueVisitorMail) => {
        const at = new Date().toISOString();
        const inserted = await tx.run(
          db
            .insertInto("waitlist_entries")
            .values({
              programme: entry.programme,
              name: entry.name,
              email: entry.email,
              child_age: entry.childAge,
              created_at: at,
            })
            .onConflict((conflict) => conflict.columns(["programme", "email"]).doNothing())
            .returning("id")
            .compile(),
        );
        joined = inserted.rows.length === 1;
        if (joined && (await leads.claimRecipient(tx, "waitlist-joined", entry.email, at))) {
          await queueVisitorMail(welcome, at);
        }
      });
      return { joined };
    },

    /** The programme's places not yet told about `call`. */
    async untold(programme: string, call: string): Promise<WaitingPlace[]> {
      return db
        .selectFrom("waitlist_entries")
        .select(["id", "email"])
        .where("programme", "=", programme)
        .where("left_at", "is", null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("waitlist_notices")
                .select("entry_id")
                .whereRef("waitlist_notices.entry_id", "=", "waitlist_entries.id")
                .where("waitlist_notices.call", "=", call),
            ),
          ),
        )
        .orderBy("id")
        .execute();
    },

    /**
     * Tells one place about `call`: its notice and its mail in one
     * transaction, or nothing when the place was told already (by another
     * instance, an earlier run) or has left meanwhile. True when it queued the mail.
     */
    async tell(place: WaitingPlace, call: string, mail: OutboxDraft): Promise<boolean> {
      const at = new Date().toISOString();
      return writeAtomically(async (tx) => {
        const noted = await tx.run(
          db
            .insertInto("waitlist_notices")
            .columns(["entry_id", "call", "queued_at"])
            .expression((eb) =>
              eb
                .selectFrom("waitlist_entries")
                .select(["id", eb.val(call).as("call"), eb.val(at).as("queued_at")])
                .where("id", "=", place.id)
                .where("left_at", "is", null),
            )
            .onConflict((conflict) => conflict.columns(["entry_id", "call"]).doNothing())
            .returning("entry_id")
            .compile(),
        );
        if (noted.rows.length !== 1) return false;
        await tx.run(
          db
            .insertInto("outbox_messages")
            .values({ ...queuedMailRow(mail, at), send_priority: visitorSendPriority })
            .compile(),
        );
        return true;
      });
    },

    /**
     * Takes an address off one programme's waitlist (its mail's link); false
     * when it was not on it. The row stays as a note that the address left,
     * without the name or the child's age, what it was told, or its place:
     * as the mailing list keeps an unsubscribed address, so a form post alone
     * cannot put it back and mail it (decision 241). The note ends with the
     * waitlist's period, counted from leaving.
     */
    async leave(programme: string, email: string): Promise<boolean> {
      const at = new Date().toISOString();
      const left = await db.transaction().execute(async (trx) => {
        const places = trx
          .selectFrom("waitlist_entries")
          .select("id")
          .where("programme", "=", programme)
          .where("email", "=", email)
          .where("left_at", "is", null);
        await trx.deleteFrom("waitlist_notices").where("entry_id", "in", places).execute();
        const rows = await trx
          .updateTable("waitlist_entries")
          .set({ name: "", child_age: null, left_at: at })
          .where("programme", "=", programme)
          .where("email", "=", email)
          .where("left_at", "is", null)
          .returning("id")
          .execute();
        // The name's old bytes must leave the files too (server/db/erased-traces.ts).
        if (rows.length > 0) await noteDeletedRows(trx, ["waitlist_entries"]);
        return rows.length;
      });
      return left > 0;
    },
  };
}

export type WaitlistRepository = ReturnType<typeof waitlistRepository>;
