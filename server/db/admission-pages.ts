import { sql } from "kysely";
import { choiceTypes, type Question, type QuestionType } from "#content-model/admissions/forms.ts";
import type { Answer } from "#schemas/admission-answers.ts";
import { applicantNames } from "#schemas/admission-applicant.ts";
import type { ApplicationSort } from "#schemas/admission-list-order.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { foldForSearch } from "#schemas/inbox-search.ts";
import { phoneSearchText } from "#schemas/phone-number.ts";
import type { ApplicationNote } from "#server/db/admission-follow-up.ts";
import {
  type AnswerFilter,
  afterCursor,
  answerMatches,
  cursorAfter,
  encodeListCursor,
  type ListCursor,
  listOrdering,
} from "#server/db/admission-list-order.ts";
import { applicationNames } from "#server/db/application-names.ts";
import type { Database } from "#server/db/database.ts";
import { likeContaining } from "#server/db/like-pattern.ts";

/** One application in a call's list. */
export type ApplicationItem = {
  id: number;
  reference: string;
  email: string;
  /** The answers that name the applicant (schemas/admission-applicant.ts). */
  names: string[];
  stage: AdmissionStage;
  createdAt: string;
  /** The address of the staff person working it, or null (decision 217). */
  assignee: string | null;
};

/** A call that has applications: how many stand at each stage, and when the newest came. */
export type CallSummary = {
  call: string;
  newest: string;
  total: number;
  /** By stage id, only the stages some application stands at. */
  counts: Record<AdmissionStage, number>;
};

export type ApplicationFilter = {
  call: string;
  q?: string;
  stage?: AdmissionStage;
  answer?: AnswerFilter;
  /** Newest first when not given. */
  sort?: ApplicationSort;
  /** The call's stages in order, from received to withdrawn: what the stage sort follows. */
  stageOrder?: readonly AdmissionStage[];
  /** Only those assigned to this staff person's id ("assigned to me"). */
  assignedTo?: string;
};

/** A question the list filters by: its answers are picked, never typed, so none names a person. */
export type AnswerQuestion = { id: string; label: string; type: QuestionType; choices: string[] };

/** The types of question a list filters by. */
const answerTypes: readonly QuestionType[] = [...choiceTypes, "yes-no"];

export type ApplicationCursor = { at: string; id: number };

export type StageChange = {
  from: AdmissionStage;
  to: AdmissionStage;
  by: string;
  at: string;
  /** The subject of the mail that went with the move; "" for none; null when not recorded (moves stored before it was). */
  mail: string | null;
};

/** An assignment as the audit log keeps it: to whom (by name; null for nobody), by whom, when. */
export type AssignmentChange = { assignee: string | null; by: string; at: string };

/** An application's page: every answer beside the question it answered, its file and its history. */
export type ApplicationDetail = ApplicationItem & {
  call: string;
  questions: Question[];
  answers: Record<string, Answer>;
  file: { file: string; name: string; bytes: number } | null;
  history: StageChange[];
  /** The staff's notes, oldest first (decision 217). */
  notes: ApplicationNote[];
  /** Who gave it to whom, oldest first (the audit log's `application-assigned` lines). */
  assignments: AssignmentChange[];
  /** The id of the staff person working it, or null. */
  assignedTo: string | null;
};

/** What a move needs of an application: where it stands, where its mail goes, whom it greets. */
export type MovableApplication = Pick<
  ApplicationDetail,
  "id" | "call" | "reference" | "email" | "stage" | "names"
>;

/** One application as the export writes it. */
export type ApplicationRecord = {
  reference: string;
  email: string;
  stage: AdmissionStage;
  createdAt: string;
  stageChangedAt: string | null;
  answers: Record<string, Answer>;
  fileName: string | null;
  /** Who works it, by name (their address when they gave none), or null. */
  assignee: string | null;
  /** The staff's notes, oldest first. */
  notes: ApplicationNote[];
};

/**
 * The staff's view of the applications (issue 34, decision 198): a call's
 * list newest first, a keyset page at a time on the (call, created_at, id)
 * index, so the thousandth page costs what the first does. A search is each
 * of its words inside the folded names, address and reference of a row of
 * the call, or a phone number the application gives (`phoneSearchText`):
 * a call has thousands of applications at most, which a scan of
 * that one column reads in milliseconds, so it needs no search index.
 */
export function admissionPages({ db, dialect }: Pick<Database, "db" | "dialect">) {
  function matching(filter: ApplicationFilter) {
    let query = db
      .selectFrom("admission_applications as a")
      .where("a.call", "=", filter.call)
      .where("a.reference", "is not", null);
    if (filter.stage) query = query.where("a.stage", "=", filter.stage);
    if (filter.answer) query = query.where(answerMatches(dialect, filter.answer));
    if (filter.assignedTo) query = query.where("a.assigned_to", "=", filter.assignedTo);
    const q = filter.q ?? "";
    const words = foldForSearch(q).split(/\s+/).filter(Boolean);
    const containing = (text: string) =>
      sql<boolean>`a.search_text like ${likeContaining(text)} escape '\\'`;
    const phone = phoneSearchText(q);
    // A number is looked for as the numbers are kept; its words too, since a reference's digits look like one.
    if (phone) {
      query = query.where(({ or, and }) => or([containing(phone), and(words.map(containing))]));
    } else {
      for (const word of words) query = query.where(containing(word));
    }
    return query;
  }

  /** The questions of every form version a call's applications answered, the newest version's first. */
  async function questionsAnswered(call: string): Promise<Question[]> {
    const versions = await db
      .selectFrom("admission_form_versions as v")
      .select(["v.id", "v.questions"])
      .where(
        "v.id",
        "in",
        db.selectFrom("admission_applications").select("form_version_id").where("call", "=", call),
      )
      .orderBy("v.id", "desc")
      .execute();
    return versions.flatMap((version) => JSON.parse(version.questions) as Question[]);
  }

  /**
   * An application's assignments, from the audit lines its assignee route
   * writes (decision 217): the person given it by name (their address when
   * they have none), read now, since the line keeps only their id.
   */
  async function assignmentsOf(reference: string): Promise<AssignmentChange[]> {
    const lines = await db
      .selectFrom("staff_audit_log")
      .select(["at", "actor_email", "detail"])
      .where("target", "=", `application:${reference}`)
      .where("action", "=", "application-assigned")
      .orderBy("id")
      .execute();
    const ids = lines.flatMap((line) => {
      const assignee = (JSON.parse(line.detail ?? "{}") as { assignee?: unknown }).assignee;
      return typeof assignee === "string" ? [assignee] : [];
    });
    const people =
      ids.length === 0
        ? []
        : await db
            .selectFrom("staff_user")
            .select(["id", "name", "email"])
            .where("id", "in", ids)
            .execute();
    const nameOf = new Map(people.map((person) => [person.id, person.name || person.email]));
    return lines.map((line) => {
      const assignee = (JSON.parse(line.detail ?? "{}") as { assignee?: unknown }).assignee;
      return {
        assignee:
          typeof assignee === "string" ? (nameOf.get(assignee) ?? "a removed account") : null,
        by: line.actor_email ?? "",
        at: line.at,
      };
    });
  }

  return {
    /** Every call with applications, the one with the newest application first. */
    async calls(): Promise<CallSummary[]> {
      const rows = await db
        .selectFrom("admission_applications")
        .select((eb) => [
          "call",
          "stage",
          eb.fn.countAll<number | string>().as("count"),
          eb.fn.max("created_at").as("newest"),
        ])
        .where("reference", "is not", null)
        .groupBy(["call", "stage"])
        .execute();
      const calls = new Map<string, CallSummary>();
      for (const row of rows) {
        const summary = calls.get(row.call) ?? {
          call: row.call,
          newest: row.newest,
          total: 0,
          counts: {},
        };
        summary.counts[row.stage] = (summary.counts[row.stage] ?? 0) + Number(row.count);
        summary.total += Number(row.count);
        if (row.newest > summary.newest) summary.newest = row.newest;
        calls.set(row.call, summary);
      }
      return [...calls.values()].sort((a, b) => (a.newest < b.newest ? 1 : -1));
    },

    /** How many of a call's applications stand at each stage, by stage id (the stages none stands at left out). */
    async stageCounts(call: string): Promise<Record<AdmissionStage, number>> {
      const rows = await db
        .selectFrom("admission_applications")
        .select((eb) => ["stage", eb.fn.countAll<number | string>().as("count")])
        .where("call", "=", call)
        .where("reference", "is not", null)
        .groupBy("stage")
        .execute();
      return Object.fromEntries(rows.map((row) => [row.stage, Number(row.count)]));
    },

    /** A page of a call's applications after `after`, and the cursor of the next if there is one. */
    async page(
      filter: ApplicationFilter,
      after: ListCursor | null,
      limit: number,
    ): Promise<{ items: ApplicationItem[]; next: string | null; total: number }> {
      const sort = filter.sort ?? "newest";
      let listed = matching(filter)
        .innerJoin("admission_form_versions as v", "v.id", "a.form_version_id")
        .leftJoin("staff_user as s", "s.id", "a.assigned_to");
      const order = filter.stageOrder ?? [];
      if (after) listed = listed.where(afterCursor(after, order));
      for (const { by, direction } of listOrdering(sort, order)) {
        listed = listed.orderBy(by, direction);
      }
      const [rows, total] = await Promise.all([
        listed
          .select([
            "a.id",
            "a.reference",
            "a.email",
            "a.stage",
            "a.created_at",
            "a.sort_name",
            "a.answers",
            "v.questions",
            "s.email as assignee",
          ])
          .limit(limit + 1)
          .execute(),
        matching(filter)
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow(),
      ]);
      const shown = rows.slice(0, limit);
      const items = shown.map((row) => ({
        id: Number(row.id),
        reference: row.reference ?? "",
        email: row.email,
        names: applicantNames(
          JSON.parse(row.questions) as Question[],
          JSON.parse(row.answers) as Record<string, Answer>,
        ),
        stage: row.stage,
        createdAt: row.created_at,
        assignee: row.assignee,
      }));
      const last = shown.at(-1);
      const next =
        rows.length > limit && last
          ? encodeListCursor(
              cursorAfter(
                sort,
                {
                  id: Number(last.id),
                  createdAt: last.created_at,
                  sortName: last.sort_name,
                  stage: last.stage,
                },
                order,
              ),
            )
          : null;
      return { items, next, total: Number(total.count) };
    },

    /**
     * The questions a call's list filters by: the one-choice, several-choices
     * and yes/no questions of every form version its applications answered,
     * under their newest label; a choice dropped since stays offered, since
     * older answers still hold it.
     */
    async answerQuestions(call: string): Promise<AnswerQuestion[]> {
      const questions = new Map<string, AnswerQuestion>();
      for (const question of await questionsAnswered(call)) {
        if (!answerTypes.includes(question.type)) continue;
        const choices = question.type === "yes-no" ? ["yes", "no"] : (question.choices ?? []);
        const known = questions.get(question.id);
        if (!known) {
          questions.set(question.id, { ...question, choices: [...choices] });
        } else if (known.type === question.type) {
          known.choices.push(...choices.filter((choice) => !known.choices.includes(choice)));
        }
      }
      return [...questions.values()].map(({ id, label, type, choices }) => ({
        id,
        label,
        type,
        choices,
      }));
    },

    /** An application by its reference, within its call. */
    async detail(call: string, reference: string): Promise<ApplicationDetail | undefined> {
      const row = await db
        .selectFrom("admission_applications as a")
        .innerJoin("admission_form_versions as v", "v.id", "a.form_version_id")
        .leftJoin("staff_user as s", "s.id", "a.assigned_to")
        .select([
          "a.id",
          "a.call",
          "a.reference",
          "a.email",
          "a.stage",
          "a.created_at",
          "a.answers",
          "a.file",
          "a.file_name",
          "a.file_bytes",
          "a.assigned_to",
          "v.questions",
          "s.email as assignee",
        ])
        .where("a.call", "=", call)
        .where("a.reference", "=", reference)
        .executeTakeFirst();
      if (!row) return undefined;
      const [history, notes, assignments] = await Promise.all([
        db
          .selectFrom("admission_stage_changes")
          .select(["from_stage", "to_stage", "staff_email", "at", "mail_subject"])
          .where("application_id", "=", row.id)
          .orderBy("at")
          .orderBy("id")
          .execute(),
        db
          .selectFrom("admission_notes")
          .select(["author_email", "body", "created_at"])
          .where("application_id", "=", row.id)
          .orderBy("id")
          .execute(),
        assignmentsOf(row.reference ?? ""),
      ]);
      const questions = JSON.parse(row.questions) as Question[];
      const answers = JSON.parse(row.answers) as Record<string, Answer>;
      return {
        id: Number(row.id),
        call: row.call,
        reference: row.reference ?? "",
        email: row.email,
        names: applicantNames(questions, answers),
        stage: row.stage,
        createdAt: row.created_at,
        questions,
        answers,
        file: row.file
          ? { file: row.file, name: row.file_name ?? "file.pdf", bytes: Number(row.file_bytes) }
          : null,
        history: history.map((change) => ({
          from: change.from_stage,
          to: change.to_stage,
          by: change.staff_email,
          at: change.at,
          mail: change.mail_subject,
        })),
        assignments,
        notes: notes.map((note) => ({
          by: note.author_email,
          at: note.created_at,
          text: note.body,
        })),
        assignedTo: row.assigned_to,
        assignee: row.assignee,
      };
    },

    /**
     * The applications of a call that a list of references names, in one
     * query, for a move of many at once; a reference no application of the
     * call has (erased meanwhile, or made up) is not among them.
     */
    async movable(call: string, references: readonly string[]): Promise<MovableApplication[]> {
      if (references.length === 0) return [];
      const rows = await db
        .selectFrom("admission_applications")
        .select(["id", "call", "reference", "email", "stage"])
        .where("call", "=", call)
        .where("reference", "in", references)
        .execute();
      const names = await applicationNames(
        { db },
        rows.map((row) => Number(row.id)),
      );
      return rows.map((row) => ({
        id: Number(row.id),
        call: row.call,
        reference: row.reference ?? "",
        email: row.email,
        stage: row.stage,
        names: names.get(Number(row.id)) ?? [],
      }));
    },

    /**
     * The questions a call's export has a column for: those of the form its
     * newest application answered, then any that only older ones answered
     * (a question removed since), under the label they last had.
     */
    async exportQuestions(call: string): Promise<Question[]> {
      const columns = new Map<string, Question>();
      for (const question of await questionsAnswered(call)) {
        if (!columns.has(question.id)) columns.set(question.id, question);
      }
      return [...columns.values()];
    },

    /**
     * The applications a list's filter finds (a whole call when it has none),
     * oldest first, a page at a time, so an export of thousands streams;
     * each with who works it, by name, and the staff's notes on it.
     */
    async *records(filter: ApplicationFilter, pageSize = 500): AsyncGenerator<ApplicationRecord[]> {
      let after: ApplicationCursor | null = null;
      for (;;) {
        let query = matching(filter)
          .leftJoin("staff_user as s", "s.id", "a.assigned_to")
          .select([
            "a.id",
            "a.reference",
            "a.email",
            "a.stage",
            "a.created_at",
            "a.stage_changed_at",
            "a.answers",
            "a.file_name",
            "s.name as assignee_name",
            "s.email as assignee_email",
          ]);
        const from = after;
        if (from) {
          query = query.where(sql<boolean>`(a.created_at, a.id) > (${from.at}, ${from.id})`);
        }
        const rows = await query.orderBy("a.created_at").orderBy("a.id").limit(pageSize).execute();
        if (rows.length > 0) {
          const notes = await db
            .selectFrom("admission_notes")
            .select(["application_id", "author_email", "body", "created_at"])
            .where(
              "application_id",
              "in",
              rows.map((row) => row.id),
            )
            .orderBy("id")
            .execute();
          const notesOf = new Map<number, ApplicationNote[]>();
          for (const note of notes) {
            const id = Number(note.application_id);
            notesOf.set(id, [
              ...(notesOf.get(id) ?? []),
              { by: note.author_email, at: note.created_at, text: note.body },
            ]);
          }
          yield rows.map((row) => ({
            reference: row.reference ?? "",
            email: row.email,
            stage: row.stage,
            createdAt: row.created_at,
            stageChangedAt: row.stage_changed_at,
            answers: JSON.parse(row.answers) as Record<string, Answer>,
            fileName: row.file_name,
            assignee: row.assignee_name || row.assignee_email || null,
            notes: notesOf.get(Number(row.id)) ?? [],
          }));
        }
        const last = rows.at(-1);
        if (rows.length < pageSize || !last) return;
        after = { at: last.created_at, id: Number(last.id) };
      }
    },
  };
}

export type AdmissionPages = ReturnType<typeof admissionPages>;
