import type SQLite from "better-sqlite3";
import type { CompiledQuery, Kysely } from "kysely";
import type { LeadTransaction, WriteResult } from "#server/db/lead-transaction.ts";

type PendingWrite = {
  work: (tx: LeadTransaction) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit for SQLite. With synchronous=FULL every commit costs an fsync;
 * writes that arrive in the same turn of the event loop are committed
 * together, one fsync for all of them. Each lead still runs in its own
 * savepoint, so one that fails (or refuses itself) is rolled back alone and
 * the others commit; no promise resolves before its commit is on disk.
 */
export function createSqliteWriteBatcher(sqlite: SQLite.Database, db: Kysely<unknown>) {
  const statements = new Map<string, SQLite.Statement>();
  let queue: PendingWrite[] = [];
  let flushing: Promise<void> | null = null;

  function statement(sql: string): SQLite.Statement {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = sqlite.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  }

  const transaction: LeadTransaction = {
    async run<R>(query: CompiledQuery<R>): Promise<WriteResult<R>> {
      const prepared = statement(query.sql);
      const parameters = query.parameters as unknown[];
      if (prepared.reader) {
        const rows = prepared.all(parameters) as R[];
        return { rows, changes: rows.length };
      }
      return { rows: [], changes: prepared.run(parameters).changes };
    },
  };

  async function runBatch(batch: readonly PendingWrite[]) {
    const outcomes: ({ value: unknown } | { error: unknown })[] = [];
    sqlite.exec("BEGIN IMMEDIATE");
    try {
      for (const pending of batch) {
        sqlite.exec("SAVEPOINT lead");
        try {
          // Every statement of the work runs synchronously underneath, and
          // Kysely's one connection is held, so nothing else joins this transaction.
          outcomes.push({ value: await pending.work(transaction) });
          sqlite.exec("RELEASE lead");
        } catch (error) {
          sqlite.exec("ROLLBACK TO lead");
          sqlite.exec("RELEASE lead");
          outcomes.push({ error });
        }
      }
      sqlite.exec("COMMIT");
    } catch (error) {
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
      throw error;
    }
    return outcomes;
  }

  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    try {
      const outcomes = await db.connection().execute(() => runBatch(batch));
      batch.forEach((pending, index) => {
        const outcome = outcomes[index];
        if (outcome && "error" in outcome) pending.reject(outcome.error);
        else pending.resolve(outcome?.value);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  function schedule() {
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush).finally(() => {
      flushing = null;
      if (queue.length > 0) schedule();
    });
  }

  return {
    /** Resolves with the work's value once its writes are committed, or rejects with its error. */
    write<T>(work: (tx: LeadTransaction) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
    /** Waits for queued writes, before the database closes. */
    async drain(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}
