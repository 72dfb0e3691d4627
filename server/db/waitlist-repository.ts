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

/** The mails a form post may cause: a new place's welcome, or a left place's link back. */
export type PlaceMails = { welcome: OutboxDraft; rejoin: OutboxDraft };

/**
 * What a form post did, for tests and logs only: the page says the same
 * whatever it is (decision 226), so nobody learns who waits or who left.
 */
export type JoinOutcome = "joined" | "asked-back" | "waiting";

/**
 * A left place is mailed its link back at most once a week per programme
 * (decision 247), the life of the link (confirmLinkDays): one working link at a time.
 */
export const rejoinMailDays = 7;

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
     * Takes the place and queues its welcome, in one transaction, in the
     * posting client's turn of visitor mail. For an address that left this
     * programme's waitlist (its row kept as a note, decision 241) it queues
     * `rejoin` instead, the mail whose link alone puts the place back
     * (decision 247), at most once in `rejoinMailDays` per address and
     * programme, so a form post cannot mail an address that left again and
     * again; nothing else changes. An address already waiting: nothing at
     * all. The welcome also takes the address's slot of the per-recipient
     * cap (MAIL_RECIPIENT_WINDOW_HOURS), shared by every programme: a second
     * place within the window is taken without a mail.
     */
    async join(
      entry: NewWaitlistEntry,
      mails: PlaceMails,
      clientAddress: string,
    ): Promise<JoinOutcome> {
      let outcome: JoinOutcome = "waiting";
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
        if (inserted.rows.length === 1) {
          outcome = "joined";
          if (await leads.claimRecipient(tx, "waitlist-joined", entry.email, at)) {
            await queueVisitorMail(mails.welcome, at);
          }
          return;
        }
        const askedBefore = new Date(Date.parse(at) - rejoinMailDays * 86_400_000).toISOString();
        const asked = await tx.run(
          db
            .updateTable("waitlist_entries")
            .set({ rejoin_asked_at: at })
            .where("programme", "=", entry.programme)
            .where("email", "=", entry.email)
            .where("left_at", "is not", null)
            .where((eb) =>
              eb.or([eb("rejoin_asked_at", "is", null), eb("rejoin_asked_at", "<=", askedBefore)]),
            )
            .returning("id")
            .compile(),
        );
        if (asked.rows.length === 1) {
          outcome = "asked-back";
          await queueVisitorMail(mails.rejoin, at);
        }
      });
      return outcome;
    },

    /**
     * Puts a place left back on its waitlist: the rejoin mail's link
     * (decision 247). The place counts from now (the waitlist's period, and
     * the next call's one mail); the name and age it was first taken with
     * went when it left.
     * False when the address does not have a left place on it: never left,
     * back already, or erased.
     */
    async rejoin(programme: string, email: string): Promise<boolean> {
      const at = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        // The note gives way to a new place: a row's creation time is never rewritten.
        const note = await trx
          .deleteFrom("waitlist_entries")
          .where("programme", "=", programme)
          .where("email", "=", email)
          .where("left_at", "is not", null)
          .returning("id")
          .execute();
        if (note.length !== 1) return false;
        await trx
          .insertInto("waitlist_entries")
          .values({ programme, name: "", email, child_age: null, created_at: at })
          .execute();
        return true;
      });
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
     * cannot put it back (decision 241): it gets the link back, at most
     * weekly (decision 247). The note ends with the
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
