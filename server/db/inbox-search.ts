import { type Kysely, type RawBuilder, sql } from "kysely";
import type { LeadsDatabase } from "#server/db/schema.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

/**
 * The inbox search (decision 165): a lead matches when each phrase of the
 * search (schemas/inbox-search.ts) is inside its searched text, case and
 * accents aside, found through a trigram index on both databases.
 */

/** One lead table's part of a search: its table, searched columns, and the search's phrases. */
export type TableSearch = { table: string; columns: readonly string[]; phrases: string[] };

/**
 * Past this many matches in a table, its newest rows are checked one by one
 * first (decision 165): sorting every match by date would cost more.
 */
const manyMatches = 1_000;

/**
 * A lead's searched columns as one text, a line each. The same expression
 * as the index's in migration 2026-11-27-030-inbox-trigram-search, written
 * again here because a migration is history and never imported; the plan
 * test (inbox-search.test.ts) fails if the two part.
 */
function searchedText(columns: readonly string[], dialect: SqlDialect): string {
  const lineBreak = dialect === "postgres" ? "chr(10)" : "char(10)";
  return columns.map((column) => `coalesce(${column}, '')`).join(` || ${lineBreak} || `);
}

/** PostgreSQL's folded text, which its GIN index holds the trigrams of. */
function postgresFolded(columns: readonly string[]): string {
  const marks = String.raw`[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]`;
  const text = searchedText(columns, "postgres");
  return `(case when octet_length(${text}) = char_length(${text}) then lower(${text})
    else lower(regexp_replace(normalize(${text}, NFKD), '${marks}', '', 'g')) end)`;
}

/** A phrase as a LIKE pattern for "contains", its wildcards taken literally (escape: backslash). */
function containing(phrase: string): string {
  return `%${phrase.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Each phrase inside the row's folded text. SQLite folds with `inbox_fold`,
 * the function server/db/database.ts gives every connection (the same
 * folding as the search's, in JavaScript); PostgreSQL with the index's own
 * expression, whose LIKE escapes with a backslash by default.
 */
function rowMatches({ columns, phrases }: TableSearch, dialect: SqlDialect): RawBuilder<unknown> {
  const folded =
    dialect === "postgres"
      ? sql.raw(postgresFolded(columns))
      : sql`inbox_fold(${sql.raw(searchedText(columns, dialect))})`;
  const escapeClause = dialect === "postgres" ? sql`` : sql` escape '\\'`;
  return sql.join(
    phrases.map((phrase) => sql`${folded} like ${containing(phrase)}${escapeClause}`),
    sql` and `,
  );
}

/**
 * The phrases as an FTS5 query: each one a quoted string (inside which
 * nothing is an operator; a quote is doubled), all of them required.
 */
function ftsQuery(phrases: readonly string[]): string {
  return phrases.map((phrase) => `"${phrase.replaceAll('"', '""')}"`).join(" ");
}

/** The ids (`rowid as id`) of a table's matches, from its FTS5 index. */
function sqliteMatches({ table, phrases }: TableSearch): RawBuilder<unknown> {
  const index = sql.table(`${table}_search`);
  return sql`select rowid as id from ${index} where ${index} match ${ftsQuery(phrases)}`;
}

export function searchIndexes(db: Kysely<LeadsDatabase>, dialect: SqlDialect) {
  return {
    /**
     * Each table's matches through its search index, in one round trip: the
     * ids of all of them when there are fewer than `manyMatches`, so a page
     * needs no second look in the index, or null when there are more.
     */
    async matches(searches: TableSearch[]): Promise<Map<string, number[] | null>> {
      const found = new Map<string, number[] | null>(searches.map((search) => [search.table, []]));
      const lists = searches
        .filter((search) => search.phrases.length > 0)
        .map((search) => {
          const matches =
            dialect === "postgres"
              ? sql`select id from ${sql.table(search.table)} where ${rowMatches(search, dialect)}`
              : sqliteMatches(search);
          return sql`select * from (select ${search.table} as name, id from (${matches}
            limit ${manyMatches}) as found) as ${sql.table(`${search.table}_found`)}`;
        });
      if (lists.length === 0) return found;
      const { rows } = await sql<{
        name: string;
        id: number | string;
      }>`${sql.join(lists, sql` union all `)}`.execute(db);
      for (const row of rows) found.get(row.name)?.push(Number(row.id));
      for (const [table, ids] of found)
        if (ids && ids.length >= manyMatches) found.set(table, null);
      return found;
    },

    /**
     * Where a page of one table's matches is read from, through the index:
     * every match is found and they are sorted by date (on PostgreSQL behind
     * an `offset 0` fence, or its planner would read the whole table newest
     * first and check each row).
     */
    indexed(search: TableSearch): { from: RawBuilder<unknown>; where: RawBuilder<unknown> | null } {
      const table = sql.table(search.table);
      if (search.phrases.length === 0) return { from: table, where: sql`1 = 0` };
      if (dialect === "postgres") {
        return {
          from: sql`(select * from ${table} where ${rowMatches(search, dialect)} offset 0) as ${table}`,
          where: null,
        };
      }
      return { from: table, where: sql`id in (${sqliteMatches(search)})` };
    },

    /** The condition that keeps a matching row, checked on the row itself (no index). */
    checked(search: TableSearch): RawBuilder<unknown> {
      return search.phrases.length === 0 ? sql`1 = 0` : rowMatches(search, dialect);
    },
  };
}
