import type SQLite from "better-sqlite3";
import type { CompiledQuery, Kysely } from "kysely";

type PendingWrite = {
  queries: readonly CompiledQuery[];
  resolve: () => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit for SQLite. With synchronous=FULL every commit costs an fsync;
 * writes that arrive in the same turn of the event loop are committed
 * together, one fsync for all of them. Each lead still runs in its own
 * savepoint, so one that fails is rolled back alone and the others commit; no
 * promise resolves before its commit is on disk.
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

  // A transaction function called inside another runs as a savepoint.
  const writeOne = sqlite.transaction((queries: readonly CompiledQuery[]) => {
    for (const query of queries) statement(query.sql).run(query.parameters as unknown[]);
  });
  const writeBatch = sqlite.transaction((batch: readonly PendingWrite[]) =>
    batch.map((pending) => {
      try {
        writeOne(pending.queries);
        return null;
      } catch (error) {
        return error;
      }
    }),
  );

  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    try {
      // Holding Kysely's connection means no Kysely transaction is open meanwhile.
      const outcomes = await db.connection().execute(async () => writeBatch(batch));
      batch.forEach((pending, index) => {
        const error = outcomes[index];
        if (error) pending.reject(error);
        else pending.resolve();
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
    /** Resolves once every query of this lead is committed, or rejects with its error. */
    write(queries: readonly CompiledQuery[]): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ queries, resolve, reject });
        schedule();
      });
    },
    /** Waits for queued writes, before the database closes. */
    async drain(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}
