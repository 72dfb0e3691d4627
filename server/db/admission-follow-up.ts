import { hasAccountIdShape } from "#schemas/fields.ts";
import type { Database } from "#server/db/database.ts";
import { leadReaderRoles } from "#server/db/lead-follow-up.ts";

/** A staff member's note on an application, as its page shows it in the history. */
export type ApplicationNote = { by: string; at: string; text: string };

/** Someone an application can be given to. */
export type Assignee = { id: string; email: string };

/**
 * Following an application up (issue 34, decision 217): the staff's notes on
 * it and who works it. Only the people who open the applications (staff and
 * admins, as for the leads) can be given one.
 */
export function admissionFollowUp({ db }: Pick<Database, "db">) {
  return {
    /** A note on an application; false when the application is gone (erased meanwhile). */
    async addNote(
      applicationId: number,
      author: Assignee,
      text: string,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom("admission_applications")
          .select("id")
          .where("id", "=", applicationId)
          .executeTakeFirst();
        if (!found) return false;
        await trx
          .insertInto("admission_notes")
          .values({
            application_id: applicationId,
            author_id: author.id,
            author_email: author.email,
            body: text,
            created_at: at,
          })
          .execute();
        return true;
      });
    },

    /**
     * Gives an application to a person, or to nobody (null). False when the
     * application is gone, or the person cannot be given one (not found, or
     * an editor); nothing is changed then. An id not shaped like an account's
     * (a NUL in it, which PostgreSQL answers with an error) is no one, found
     * before any query reads it.
     */
    async assign(applicationId: number, assignee: string | null): Promise<boolean> {
      if (assignee !== null && !hasAccountIdShape(assignee)) return false;
      return db.transaction().execute(async (trx) => {
        if (assignee !== null) {
          const person = await trx
            .selectFrom("staff_user")
            .select("id")
            .where("id", "=", assignee)
            .where("role", "in", leadReaderRoles)
            .executeTakeFirst();
          if (!person) return false;
        }
        const result = await trx
          .updateTable("admission_applications")
          .set({ assigned_to: assignee })
          .where("id", "=", applicationId)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      });
    },

    /** The people an application can be given to, by address. */
    async assignees(): Promise<Assignee[]> {
      return db
        .selectFrom("staff_user")
        .select(["id", "email"])
        .where("role", "in", leadReaderRoles)
        .orderBy("email")
        .execute();
    },
  };
}

export type AdmissionFollowUp = ReturnType<typeof admissionFollowUp>;
