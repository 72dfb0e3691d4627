import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

type SqlDialect = "sqlite" | "postgres";

/** The columns the inbox search looks in, per lead table (decision 165). */
const searchedColumns = {
  contact_messages: ["name", "email", "phone", "message"],
  brochure_requests: ["email"],
  mailing_list_signups: ["email"],
  talent_applications: ["firstname", "lastname", "email", "phone", "stack"],
  hiring_requests: ["firstname", "lastname", "email", "phone", "company_name", "role"],
} as const;

/**
 * A lead's searched columns as one text, a line each, so a search never
 * matches across two fields; `row` is `new.`/`old.` inside a trigger.
 */
function searchedText(columns: readonly string[], dialect: SqlDialect, row = ""): string {
  const lineBreak = dialect === "postgres" ? "chr(10)" : "char(10)";
  return columns.map((column) => `coalesce(${row}${column}, '')`).join(` || ${lineBreak} || `);
}

/**
 * PostgreSQL: the text lower-cased, with its accents and tone marks taken off
 * (NFKD splits "Ọ" into "O" and a dot below, then the marks go), so "okafo"
 * finds "Ọkafọ". The inbox query repeats this expression exactly, or the
 * index cannot serve it (server/db/inbox-search.ts; a test reads the plans).
 */
function postgresFolded(columns: readonly string[]): string {
  const marks = String.raw`[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]`;
  const text = searchedText(columns, "postgres");
  // Most leads are ASCII (as many bytes as characters): they skip the costly normalize.
  return `(case when octet_length(${text}) = char_length(${text}) then lower(${text})
    else lower(regexp_replace(normalize(${text}, NFKD), '${marks}', '', 'g')) end)`;
}

/**
 * The inbox search inside words and messages, accents aside (issue 32, item
 * 13), replacing the word-start indexes of 2026-11-26-002-inbox-search under
 * the same names. SQLite: a contentless FTS5 table per lead table with the
 * trigram tokenizer, which folds case and diacritics itself, kept by
 * triggers; it holds the index only, never a copy of the text. PostgreSQL:
 * pg_trgm's GIN index over the folded text (pg_trgm is a trusted extension:
 * the database's owner may create it).
 */
export const inboxTrigramSearch = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === "postgres") await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, columns] of Object.entries(searchedColumns)) {
      const search = `${table}_search`;
      if (dialect === "postgres") {
        await sql.raw(`drop index if exists ${search}`).execute(db);
        // Leads arrive one at a time: each goes straight into the index, not a pending list.
        await sql
          .raw(
            `create index ${search} on ${table} using gin ((${postgresFolded(columns)}) gin_trgm_ops)
              with (fastupdate = off)`,
          )
          .execute(db);
        continue;
      }
      for (const event of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger if exists ${search}_${event}`).execute(db);
      }
      await sql.raw(`drop table if exists ${search}`).execute(db);
      await sql
        .raw(
          `create virtual table ${search} using fts5(words, content='', contentless_delete=1,
            tokenize='trigram remove_diacritics 1')`,
        )
        .execute(db);
      await sql
        .raw(
          `insert into ${search}(rowid, words) select id, ${searchedText(columns, dialect)} from ${table}`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_insert after insert on ${table} begin
            insert into ${search}(rowid, words) values (new.id, ${searchedText(columns, dialect, "new.")});
          end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_update after update of ${columns.join(", ")} on ${table} begin
            delete from ${search} where rowid = old.id;
            insert into ${search}(rowid, words) values (new.id, ${searchedText(columns, dialect, "new.")});
          end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_delete after delete on ${table} begin
            delete from ${search} where rowid = old.id;
          end`,
        )
        .execute(db);
    }
  },
});
