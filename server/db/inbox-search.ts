import { type Kysely, type RawBuilder, sql } from "kysely";
import { postgresSearchVector } from "#server/db/migrations/2026-11-26-e-inbox-search.ts";
import type { SqlDialect } from "#server/db/migrations/index.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/**
 * The inbox search (decision 063): a lead matches when every word of the
 * search begins one of the words of its address or name, case aside. Words
 * are runs of letters, digits and accents, cut where the search indexes of migration
 * 2026-11-26-e-inbox-search cut a lead's text, so "ada" finds Ada Obi and
 * ada@x.ng, and "obi c" finds obi_c@x.ng.
 */
export function searchWords(q: string): string[] {
  return q
    .normalize("NFC")
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word.length > 0);
}

/** One lead table's part of a search: its table, searched columns, and the search's words. */
export type TableSearch = { table: string; columns: readonly string[]; words: string[] };

/**
 * Past this many matches in a table, reading it newest first and keeping the
 * matches is quicker than sorting every match by date (decision 063).
 */
const manyMatches = 1_000;

/**
 * The words hold letters and digits only (see `searchWords`), so quoting
 * them in either database's query language needs no escaping.
 */
function postgresQuery(words: string[]): string {
  return words.map((word) => `'${word}':*`).join(" & ");
}

function sqliteQuery(words: string[]): string {
  return words.map((word) => `"${word}"*`).join(" ");
}

function postgresMatch({ columns, words }: TableSearch): RawBuilder<unknown> {
  return sql`${sql.raw(postgresSearchVector(columns))} @@ to_tsquery('simple'::regconfig, ${postgresQuery(words)})`;
}

function sqliteMatches({ table, words }: TableSearch): RawBuilder<unknown> {
  const index = sql.table(`${table}_search`);
  return sql`select rowid from ${index} where ${index} match ${sqliteQuery(words)}`;
}

export function searchIndexes(db: Kysely<LeadsDatabase>, dialect: SqlDialect) {
  return {
    /**
     * The tables in which the search matches many rows, counted through the
     * search index up to `manyMatches`, in one round trip.
     */
    async widelyMatched(searches: TableSearch[]): Promise<Set<string>> {
      const counts = searches.map((search) => {
        const matches =
          dialect === "postgres"
            ? sql`select 1 from ${sql.table(search.table)} where ${postgresMatch(search)}`
            : sqliteMatches(search);
        return sql`select ${search.table} as name, (select count(*) from (${matches}
          limit ${manyMatches}) as found) as matches`;
      });
      const { rows } = await sql<{
        name: string;
        matches: number | string;
      }>`${sql.join(counts, sql` union all `)}`.execute(db);
      return new Set(
        rows.filter((row) => Number(row.matches) >= manyMatches).map((row) => row.name),
      );
    },

    /**
     * Where a page of one table's matches is read from, and the condition
     * that keeps only them. Few matches: the index finds them all and they are
     * sorted by date (on PostgreSQL behind an `offset 0` fence, as its planner
     * would otherwise read the whole table newest first). Many: the table is
     * read newest first and each row is checked against the matches (on SQLite
     * `+id` keeps the planner from looking up every match).
     */
    rowsOf(
      search: TableSearch,
      widely: boolean,
    ): { from: RawBuilder<unknown>; where: RawBuilder<unknown> | null } {
      const table = sql.table(search.table);
      if (search.words.length === 0) return { from: table, where: sql`1 = 0` };
      if (dialect === "postgres") {
        return widely
          ? { from: table, where: postgresMatch(search) }
          : {
              from: sql`(select * from ${table} where ${postgresMatch(search)} offset 0) as ${table}`,
              where: null,
            };
      }
      return {
        from: table,
        where: sql`${sql.raw(widely ? "+id" : "id")} in (${sqliteMatches(search)})`,
      };
    },
  };
}
