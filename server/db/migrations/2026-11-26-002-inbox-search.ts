import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/** The columns the inbox search looks in, per lead table (decision 063). */
const searchedColumns = {
  contact_messages: ["email", "name"],
  brochure_requests: ["email"],
  mailing_list_signups: ["email"],
  talent_applications: ["email", "firstname", "lastname"],
  hiring_requests: ["email", "firstname", "lastname", "company_name"],
} as const;

/** A lead's searched columns as one text; `row` is `new.`/`old.` inside a trigger. */
function searchedText(columns: readonly string[], row = ""): string {
  return columns.map((column) => `coalesce(${row}${column}, '')`).join(` || ' ' || `);
}

/**
 * Anything but a letter, a digit or a combining accent (the Latin blocks of
 * marks, as in Yoruba's "ọ̀") is a word break: SQLite's unicode61 tokenizer
 * cuts a lead's text the same way.
 */
const wordBreak = String.raw`[^[:alnum:]\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+`;

/**
 * PostgreSQL: the words of a lead, lower-cased by the 'simple' configuration.
 * The inbox query must repeat this expression exactly for the index to serve
 * it, so it imports it from here.
 */
export function postgresSearchVector(columns: readonly string[]): string {
  return `to_tsvector('simple'::regconfig, regexp_replace(${searchedText(columns)}, '${wordBreak}', ' ', 'g'))`;
}

/**
 * The inbox search by word prefix, served by an index on both databases:
 * a GIN index over the words on PostgreSQL, and on SQLite a contentless FTS5
 * table per lead table (it keeps no copy of the text, only its index),
 * kept by triggers so every writer and the erasure keep it right.
 */
export const inboxSearch = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const [table, columns] of Object.entries(searchedColumns)) {
      if (dialect === "postgres") {
        await sql
          .raw(
            `create index ${table}_search on ${table} using gin (${postgresSearchVector(columns)})`,
          )
          .execute(db);
        continue;
      }
      const search = `${table}_search`;
      await sql
        .raw(
          `create virtual table ${search} using fts5(words, content='', contentless_delete=1,
            tokenize='unicode61 remove_diacritics 0')`,
        )
        .execute(db);
      await sql
        .raw(
          `insert into ${search}(rowid, words) select id, ${searchedText(columns)} from ${table}`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_insert after insert on ${table} begin
            insert into ${search}(rowid, words) values (new.id, ${searchedText(columns, "new.")});
          end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_update after update of ${columns.join(", ")} on ${table} begin
            delete from ${search} where rowid = old.id;
            insert into ${search}(rowid, words) values (new.id, ${searchedText(columns, "new.")});
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
