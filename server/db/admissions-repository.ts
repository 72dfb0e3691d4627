import type { Kysely } from "kysely";
import { formDigest } from "#content-model/admissions/forms.server.ts";
import type { Question } from "#content-model/admissions/forms.ts";
import type { Answer } from "#schemas/admission-answers.ts";
import { applicantNames, applicantPhones } from "#schemas/admission-applicant.ts";
import { applicationChildKey, applicationChildName } from "#schemas/admission-child.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { foldForSearch } from "#schemas/inbox-search.ts";
import { sortNameOf } from "#server/db/admission-list-order.ts";
import type { Database } from "#server/db/database.ts";
import { noteDeletedRows } from "#server/db/erased-traces.ts";
import { deleteMailsBefore } from "#server/db/lead-retention.ts";
import type { LeadTransaction } from "#server/db/lead-transaction.ts";
import type {
  LeadsRepository,
  OutboxDraft,
  QueueVisitorMail,
} from "#server/db/leads-repository.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";
import { eraseWaitlistPlaces } from "#server/db/waitlist-repository.ts";

/** The file an application's file question received, already in place under its random name. */
export type StoredAdmissionFile = { file: string; name: string; bytes: number; sha256: string };

export type NewAdmission = {
  call: string;
  /** The programme whose form was filled in. */
  form: string;
  /** "SPK-2024": the reference's start; the row's number completes it. */
  referencePrefix: string;
  email: string;
  questions: readonly Question[];
  answers: Record<string, Answer>;
  file: StoredAdmissionFile | null;
};

/** An application as read back: every answer beside the question it answered. */
export type StoredAdmission = {
  id: number;
  call: string;
  reference: string;
  email: string;
  questions: Question[];
  answers: Record<string, Answer>;
  file: string | null;
  fileName: string | null;
  createdAt: string;
};

/** A staff member's move of an application (server/admissions/stage-moves.ts). */
export type StageMove = {
  id: number;
  expected: AdmissionStage;
  to: AdmissionStage;
  by: { id: string | null; email: string };
  at: string;
  /** The mail the stage sends the applicant, queued with the move or not at all. */
  mail: OutboxDraft | null;
  /** The subject of a mail queued beside the move rather than by it (a paid offer's invoice mail), for the history. */
  mailSubject?: string;
};

export type StageMoveResult = { moved: boolean };

/** `replacedFile`: the file of a withdrawn application this one took the place of, for the caller to delete. */
export type AdmissionResult =
  | { stored: true; reference: string; replacedFile?: string }
  | { stored: false };

/** The application an address already has on the call (for that child), which a repeat names. */
export type RepeatedAdmission = {
  id: number;
  reference: string;
  /** The child's name the stored application holds, on a kids programme's call. */
  childName: string | undefined;
};

/** The mails an application may queue: one of the two, or none past the caps. */
export type AdmissionMails = {
  /** The mail that confirms the stored row; its id seals the status link. */
  confirmation: (reference: string, id: number) => OutboxDraft;
  /** The mail to the address when the application was there already (decision 250). */
  repeated: (existing: RepeatedAdmission) => OutboxDraft;
};

/**
 * The most confirmations one address gets for one call (decision 249). A kids
 * programme's call takes an application per child (decision 243), so anyone
 * with a parent's address could post child after child, each with its mail;
 * past a large family's share the application is stored without one, and
 * a repeat of it is answered without one either (decision 250).
 */
export const kidsConfirmationsPerAddress = 6;

/** SPK-2024-0042: the prefix, then the row's number, four digits at least. */
export function admissionReference(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(4, "0")}`;
}

/**
 * Deletes applications with the staff's notes on them (the applicant's data
 * too, decision 217) and their stage history, in the caller's transaction,
 * and notes every table for the rewrite that leaves no byte of them in the
 * database's files (decision 150). Returns the files the rows named.
 */
export async function deleteApplications(
  trx: Kysely<LeadsDatabase>,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const notes = await trx
    .deleteFrom("admission_notes")
    .where("application_id", "in", ids)
    .executeTakeFirst();
  const changes = await trx
    .deleteFrom("admission_stage_changes")
    .where("application_id", "in", ids)
    .executeTakeFirst();
  const rows = await trx
    .deleteFrom("admission_applications")
    .where("id", "in", ids)
    .returning("file")
    .execute();
  await noteDeletedRows(trx, [
    "admission_applications",
    ...(Number(notes.numDeletedRows) > 0 ? (["admission_notes"] as const) : []),
    ...(Number(changes.numDeletedRows) > 0 ? (["admission_stage_changes"] as const) : []),
  ]);
  return rows.flatMap((row) => (row.file ? [row.file] : []));
}

/**
 * Part of a person's erasure (server/db/person-erasure.ts), in its
 * transaction: the address's applications, with their history and the
 * staff's notes on them, and its waitlist places; returns the counts and
 * the files for the caller to delete. Form versions stay: they hold
 * questions, never answers.
 */
export async function eraseAdmissionRows(trx: Kysely<LeadsDatabase>, address: string) {
  const ids = await trx
    .selectFrom("admission_applications")
    .select("id")
    .where("email", "=", address)
    .execute();
  const files = await deleteApplications(
    trx,
    ids.map((row) => row.id),
  );
  const waitlistPlaces = await eraseWaitlistPlaces(trx, address);
  return {
    removed: { admission_applications: ids.length, waitlist_entries: waitlistPlaces },
    files,
  };
}

/**
 * The applications on the hub's own forms (issue 34). An application is
 * stored with the form version it answered, and with its confirmation mail,
 * in one transaction; a second one by the same address to the same call (for
 * the same child, on a kids programme: decision 243) is not stored (the
 * unique triple decides, so two instances cannot both store it), and mails
 * the address about the first instead (decision 250).
 */
export function admissionsRepository(
  { db, writeAtomically }: Pick<Database, "db" | "writeAtomically">,
  leads: LeadsRepository,
) {
  async function moveStageIn(tx: LeadTransaction, move: StageMove): Promise<StageMoveResult> {
    const moved = await tx.run(
      db
        .updateTable("admission_applications")
        .set({ stage: move.to, stage_changed_at: move.at })
        .where("id", "=", move.id)
        .where("stage", "=", move.expected)
        // A stage reached before cannot be reached again, even from a stage an
        // editor has since removed (decision 237): the history's unique pair
        // would otherwise fail the transaction.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("admission_stage_changes")
                .select("id")
                .where("application_id", "=", move.id)
                .where("to_stage", "=", move.to),
            ),
          ),
        )
        .compile(),
    );
    if (moved.changes === 0) return { moved: false };
    await tx.run(
      db
        .insertInto("admission_stage_changes")
        .values({
          application_id: move.id,
          from_stage: move.expected,
          to_stage: move.to,
          staff_id: move.by.id,
          staff_email: move.by.email,
          at: move.at,
          mail_subject: move.mail?.subject ?? move.mailSubject ?? "",
        })
        .compile(),
    );
    // Priority 1: mail to an applicant spends the hourly budget, within its share.
    if (move.mail) await tx.run(leads.queueMail(move.mail, move.at, 1));
    return { moved: true };
  }

  /**
   * One application per address and call (and child, decision 243), unless it was withdrawn: a
   * withdrawn one (its owner's act, by the status link only they hold,
   * or the staff's at their word) gives way to a new one, with its notes
   * and history, so a stranger who applied with someone's address does not
   * lock its owner out of the call (decision 241). One with an invoice
   * stays: the books name it, and the staff settle it. Returns its file.
   */
  async function giveWayIfWithdrawn(
    tx: LeadTransaction,
    call: string,
    email: string,
    childKey: string,
  ): Promise<string | null> {
    const withdrawn = await tx.run(
      db
        .selectFrom("admission_applications")
        .select(["id", "file"])
        .where("call", "=", call)
        .where("email", "=", email)
        .where("child_key", "=", childKey)
        .where("stage", "=", "withdrawn")
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("payment_invoices")
                .select("payment_invoices.id")
                .whereRef("payment_invoices.application_id", "=", "admission_applications.id"),
            ),
          ),
        )
        .compile(),
    );
    const [old] = withdrawn.rows;
    if (!old) return null;
    for (const table of ["admission_notes", "admission_stage_changes"] as const) {
      await tx.run(db.deleteFrom(table).where("application_id", "=", old.id).compile());
    }
    await tx.run(db.deleteFrom("admission_applications").where("id", "=", old.id).compile());
    // What went must leave no trace in the files either (server/db/erased-traces.ts).
    const at = new Date().toISOString();
    await tx.run(
      db
        .insertInto("trace_cleanups")
        .values(
          (["admission_applications", "admission_notes", "admission_stage_changes"] as const).map(
            (table) => ({ table_name: table, noted_at: at }),
          ),
        )
        .compile(),
    );
    return old.file;
  }

  /**
   * A repeat (decision 250): the address's owner is told, in the repeat's
   * transaction, which application they have and how to follow it. At most
   * once per application in MAIL_RECIPIENT_WINDOW_HOURS (the per-recipient
   * cap's slot, named by the application), and only for one of the
   * address's first six on the call, the ones that had their confirmation
   * (decision 249): otherwise a stranger holding the address could have the
   * hub mail it as often as they post.
   */
  async function noticeRepeat(
    tx: LeadTransaction,
    queueVisitorMail: QueueVisitorMail,
    admission: NewAdmission,
    childKey: string,
    repeated: AdmissionMails["repeated"],
    at: string,
  ): Promise<void> {
    const found = await tx.run(
      db
        .selectFrom("admission_applications")
        .innerJoin(
          "admission_form_versions",
          "admission_form_versions.id",
          "admission_applications.form_version_id",
        )
        .select([
          "admission_applications.id",
          "admission_applications.reference",
          "admission_applications.answers",
          "admission_form_versions.questions",
        ])
        .where("admission_applications.call", "=", admission.call)
        .where("admission_applications.email", "=", admission.email)
        .where("admission_applications.child_key", "=", childKey)
        .compile(),
    );
    const [existing] = found.rows;
    if (!existing?.reference) return;
    const before = await tx.run(
      db
        .selectFrom("admission_applications")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("call", "=", admission.call)
        .where("email", "=", admission.email)
        .where("id", "<=", existing.id)
        .compile(),
    );
    if (Number(before.rows[0]?.count ?? 0) > kidsConfirmationsPerAddress) return;
    const slot = `admission-repeat:${existing.id}`;
    if (!(await leads.claimRecipient(tx, slot, admission.email, at))) return;
    const childName = applicationChildName(
      JSON.parse(existing.questions) as Question[],
      JSON.parse(existing.answers) as Record<string, Answer>,
    );
    await queueVisitorMail(
      repeated({ id: Number(existing.id), reference: existing.reference, childName }),
      at,
    );
  }

  return {
    async add(
      admission: NewAdmission,
      mails: AdmissionMails,
      clientAddress: string,
    ): Promise<AdmissionResult> {
      const at = new Date().toISOString();
      const questions = JSON.stringify(admission.questions);
      const digest = formDigest(admission.form, admission.questions);
      let result: AdmissionResult = { stored: false };
      await leads.writeLeadWithMail(clientAddress, async (tx, queueVisitorMail) => {
        await tx.run(
          db
            .insertInto("admission_form_versions")
            .values({ form: admission.form, digest, questions, created_at: at })
            .onConflict((conflict) => conflict.column("digest").doNothing())
            .compile(),
        );
        const version = await tx.run(
          db
            .selectFrom("admission_form_versions")
            .select("id")
            .where("digest", "=", digest)
            .compile(),
        );
        const versionId = version.rows[0]?.id;
        if (versionId === undefined) throw new Error("the form version was not stored");
        const childKey = applicationChildKey(admission.questions, admission.answers);
        const replaced = await giveWayIfWithdrawn(tx, admission.call, admission.email, childKey);
        const inserted = await tx.run(
          db
            .insertInto("admission_applications")
            .values({
              call: admission.call,
              email: admission.email,
              child_key: childKey,
              form_version_id: versionId,
              answers: JSON.stringify(admission.answers),
              file: admission.file?.file ?? null,
              file_name: admission.file?.name ?? null,
              file_bytes: admission.file?.bytes ?? null,
              file_sha256: admission.file?.sha256 ?? null,
              created_at: at,
            })
            .onConflict((conflict) => conflict.columns(["call", "email", "child_key"]).doNothing())
            .returning("id")
            .compile(),
        );
        const id = inserted.rows[0]?.id;
        if (id === undefined) {
          await noticeRepeat(tx, queueVisitorMail, admission, childKey, mails.repeated, at);
          return;
        }
        const reference = admissionReference(admission.referencePrefix, id);
        const names = applicantNames(admission.questions, admission.answers);
        const phones = applicantPhones(admission.questions, admission.answers);
        const searched = [...names, admission.email, reference, ...phones];
        await tx.run(
          db
            .updateTable("admission_applications")
            .set({
              reference,
              search_text: foldForSearch(searched.join("\n")),
              sort_name: sortNameOf(names, admission.email),
            })
            .where("id", "=", id)
            .compile(),
        );
        // No per-recipient cap across calls (decision 241): one application per
        // address and call already bounds it, and a second follows only the
        // owner's withdrawal by the status link. Per child (decision 243) it
        // would not be bounded: the address's share of the call is (decision 249).
        const ofAddress = await tx.run(
          db
            .selectFrom("admission_applications")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("call", "=", admission.call)
            .where("email", "=", admission.email)
            .compile(),
        );
        if (Number(ofAddress.rows[0]?.count ?? 0) <= kidsConfirmationsPerAddress) {
          await queueVisitorMail(mails.confirmation(reference, Number(id)), at);
        }
        result = { stored: true, reference, ...(replaced ? { replacedFile: replaced } : {}) };
      });
      return result;
    },

    async findByReference(reference: string): Promise<StoredAdmission | undefined> {
      const row = await db
        .selectFrom("admission_applications")
        .innerJoin(
          "admission_form_versions",
          "admission_form_versions.id",
          "admission_applications.form_version_id",
        )
        .select([
          "admission_applications.id",
          "admission_applications.call",
          "admission_applications.reference",
          "admission_applications.email",
          "admission_applications.answers",
          "admission_applications.file",
          "admission_applications.file_name",
          "admission_applications.created_at",
          "admission_form_versions.questions",
        ])
        .where("admission_applications.reference", "=", reference)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        call: row.call,
        reference: row.reference ?? "",
        email: row.email,
        questions: JSON.parse(row.questions) as Question[],
        answers: JSON.parse(row.answers) as Record<string, Answer>,
        file: row.file,
        fileName: row.file_name,
        createdAt: row.created_at,
      };
    },

    /**
     * Moves an application on (decision 198), with its history line and the
     * mail the stage sends, in one transaction; only if it still stands where
     * the staff member's page showed it (`expected`), so of two people moving
     * it the second moves nothing and is told. A stage is reached once (the
     * history's unique pair), so a move and its mail are stored once.
     */
    async moveStage(move: StageMove): Promise<StageMoveResult> {
      return writeAtomically((tx) => moveStageIn(tx, move));
    },

    /**
     * The same move inside a transaction of the caller's, so that what goes
     * with it (a paid place's invoice and its mail) is stored with it or not
     * at all.
     */
    moveStageIn,

    /** Where an application's pages find it: its call, reference and address, by its row's id. */
    async locate(
      id: number,
    ): Promise<{ call: string; reference: string; email: string } | undefined> {
      const row = await db
        .selectFrom("admission_applications")
        .select(["call", "reference", "email"])
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.reference
        ? { call: row.call, reference: row.reference, email: row.email }
        : undefined;
    },

    /** The references of an address's applications, newest first (tests, the CLI). */
    async referencesOf(email: string): Promise<string[]> {
      const rows = await db
        .selectFrom("admission_applications")
        .select("reference")
        .where("email", "=", email)
        .orderBy("id", "desc")
        .execute();
      return rows.flatMap((row) => (row.reference ? [row.reference] : []));
    },

    /**
     * The retention rule (ADMISSION_RETENTION_MONTHS, decision 241): the
     * applications on which nothing has happened since `cutoff` (not sent,
     * moved, invoiced or paid against), with their notes, history and the
     * mails about applications queued before it, in one transaction. An
     * unsettled invoice does not keep one longer: the books keep the
     * invoice and its payments by reference. Returns how many went and
     * the files they named, for the caller to delete.
     */
    async deleteBefore(cutoff: string): Promise<{ removed: number; files: string[] }> {
      return db.transaction().execute(async (trx) => {
        const expired = await trx
          .selectFrom("admission_applications as application")
          .select("application.id")
          .where("application.created_at", "<", cutoff)
          .where((eb) =>
            eb.or([
              eb("application.stage_changed_at", "is", null),
              eb("application.stage_changed_at", "<", cutoff),
            ]),
          )
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("payment_invoices as invoice")
                  .select("invoice.id")
                  .whereRef("invoice.application_id", "=", "application.id")
                  .where((recent) =>
                    recent.or([
                      recent("invoice.created_at", ">=", cutoff),
                      recent.exists(
                        recent
                          .selectFrom("payment_records as record")
                          .select("record.id")
                          .whereRef("record.invoice_id", "=", "invoice.id")
                          .where("record.recorded_at", ">=", cutoff),
                      ),
                    ]),
                  ),
              ),
            ),
          )
          .execute();
        const files = await deleteApplications(
          trx,
          expired.map((row) => row.id),
        );
        const mails = await deleteMailsBefore(trx, "admission", cutoff);
        if (mails > 0) await noteDeletedRows(trx, ["outbox_messages"]);
        return { removed: expired.length, files };
      });
    },

    /** How many applications to the programmes arrived since `since`: the staff's start page. */
    async countReceivedSince(since: string): Promise<number> {
      const row = await db
        .selectFrom("admission_applications")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("created_at", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Every file a row names: files in the folder besides these are orphans. */
    async files(): Promise<Set<string>> {
      const rows = await db
        .selectFrom("admission_applications")
        .select("file")
        .where("file", "is not", null)
        .execute();
      return new Set(rows.flatMap((row) => (row.file ? [row.file] : [])));
    },
  };
}

export type AdmissionsRepository = ReturnType<typeof admissionsRepository>;
