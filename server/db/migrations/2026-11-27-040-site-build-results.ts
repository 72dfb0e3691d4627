import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 32, "publishing that tells the truth": a build keeps what the Publish
 * page shows about it as data, not as lines of its output. `mode` says how
 * the pages were made (`content`: the live release's code reused, `full`: a
 * whole build), `steps` the time of each finished step (the next build's
 * progress estimate reads them), `problems` why a build failed (each with the
 * entry and field to fix, or the page), `changes` the entries a publish
 * takes live or a going back brings back (docs/decisions/160-publishing-that-tells-the-truth.md).
 * JSON in text columns, the same in SQLite and PostgreSQL.
 */
export const siteBuildResults: Migration = {
  async up(db: AnyDb) {
    for (const column of ["mode", "steps", "problems", "changes"]) {
      await db.schema.alterTable("site_builds").addColumn(column, "text").execute();
    }
  },
};
