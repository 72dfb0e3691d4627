import { type RawBuilder, sql } from "kysely";
import type { ApplicationSort } from "#schemas/admission-list-order.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { foldForSearch } from "#schemas/inbox-search.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

/**
 * The order of a call's list and its keyset pages (issue 34): each sort
 * ends on the row's id, so the order is total and a page's last row says
 * exactly where the next starts, whatever was added since. The cursor names
 * its sort: a page link of another sort is refused, never misread.
 */
export type ListCursor = {
  sort: ApplicationSort;
  /** The stage's place in the programme's order (the stage sort only, else 0). */
  rank: number;
  /** created_at, or sort_name for the name sort. */
  key: string;
  id: number;
};

/** A row's place in the list, as the page reads it back. */
export type ListedRow = { id: number; createdAt: string; sortName: string; stage: AdmissionStage };

/** An answer to filter by: a choice picked (alone or among several), or yes/no. */
export type AnswerFilter = { question: string; value: string | boolean };

/** What a sort by name reads: the names the list shows, or the address when the form asked none. */
export function sortNameOf(names: readonly string[], email: string): string {
  return foldForSearch(names.join(" ")) || email.toLowerCase();
}

/**
 * A row's stage as its place in the programme's order (`order`, from
 * received to withdrawn); a stage the programme no longer has comes after
 * them all, so its applications are listed, never lost.
 */
function stageRank(order: readonly AdmissionStage[]): RawBuilder<number> {
  if (order.length === 0) return sql<number>`0`;
  const ranks = order.map((stage, rank) => sql`when ${stage} then ${sql.lit(rank)}`);
  return sql<number>`(case a.stage ${sql.join(ranks, sql` `)} else ${sql.lit(order.length)} end)`;
}

function rankOf(order: readonly AdmissionStage[], stage: AdmissionStage): number {
  const rank = order.indexOf(stage);
  return rank < 0 ? order.length : rank;
}

type Ordering = { by: RawBuilder<unknown>; direction: "asc" | "desc" };

/** The ORDER BY of each sort (`order`, the programme's stages, for the stage sort); every one ends on the id. */
export function listOrdering(sort: ApplicationSort, order: readonly AdmissionStage[]): Ordering[] {
  const desc = (by: RawBuilder<unknown>): Ordering => ({ by, direction: "desc" });
  const asc = (by: RawBuilder<unknown>): Ordering => ({ by, direction: "asc" });
  switch (sort) {
    case "newest":
      return [desc(sql`a.created_at`), desc(sql`a.id`)];
    case "oldest":
      return [asc(sql`a.created_at`), asc(sql`a.id`)];
    case "name":
      return [asc(sql`a.sort_name`), asc(sql`a.id`)];
    case "stage":
      // Within a stage, the newest first: the list's usual order.
      return [asc(stageRank(order)), desc(sql`a.created_at`), desc(sql`a.id`)];
  }
}

/** The rows that come after the cursor in its sort. */
export function afterCursor(
  cursor: ListCursor,
  order: readonly AdmissionStage[],
): RawBuilder<boolean> {
  const { key, id } = cursor;
  switch (cursor.sort) {
    case "newest":
      return sql<boolean>`(a.created_at, a.id) < (${key}, ${id})`;
    case "oldest":
      return sql<boolean>`(a.created_at, a.id) > (${key}, ${id})`;
    case "name":
      return sql<boolean>`(a.sort_name, a.id) > (${key}, ${id})`;
    case "stage": {
      const rank = stageRank(order);
      return sql<boolean>`(${rank} > ${cursor.rank} or (${rank} = ${cursor.rank} and (a.created_at, a.id) < (${key}, ${id})))`;
    }
  }
}

export function cursorAfter(
  sort: ApplicationSort,
  row: ListedRow,
  order: readonly AdmissionStage[],
): ListCursor {
  return {
    sort,
    rank: sort === "stage" ? rankOf(order, row.stage) : 0,
    key: sort === "name" ? row.sortName : row.createdAt,
    id: row.id,
  };
}

export function encodeListCursor(cursor: ListCursor): string {
  const { sort, rank, key, id } = cursor;
  return Buffer.from(JSON.stringify([sort, rank, key, id])).toString("base64url");
}

/** The cursor a page link carries, if it is one of this sort's. */
export function decodeListCursor(text: string, sort: ApplicationSort): ListCursor | null {
  try {
    const [named, rank, key, id] = JSON.parse(
      Buffer.from(text, "base64url").toString("utf8"),
    ) as unknown[];
    return named === sort &&
      Number.isSafeInteger(rank) &&
      typeof key === "string" &&
      Number.isSafeInteger(id)
      ? { sort, rank: rank as number, key, id: id as number }
      : null;
  } catch {
    return null;
  }
}

/**
 * An application whose stored answer to the question is the value, or (a
 * several-choices question) holds it. Answers are JSON by question id, and
 * an id is kept across form versions, so one condition reads every version.
 * SQLite's json_each walks a list's items, or reads a single answer as one;
 * PostgreSQL's containment does the same for a list and a single value.
 */
export function answerMatches(dialect: SqlDialect, answer: AnswerFilter): RawBuilder<boolean> {
  if (dialect === "postgres") {
    return sql<boolean>`(a.answers::jsonb -> ${answer.question}::text) @> ${JSON.stringify(answer.value)}::jsonb`;
  }
  // json_each gives a yes/no answer as 1 or 0.
  const value = typeof answer.value === "boolean" ? Number(answer.value) : answer.value;
  return sql<boolean>`exists (select 1 from json_each(a.answers, ${`$."${answer.question}"`}) as answered where answered.value = ${value})`;
}
