import { createHash } from "node:crypto";
import type { DBAdapter, DBTransactionAdapter, Where } from "@better-auth/core/db/adapter";
import type { BetterAuthOptions } from "better-auth";

/**
 * What `staff_session.token` holds for a session: the SHA-256 of the token
 * the cookie carries. The token is 32 random characters, so a plain digest
 * cannot be turned back or guessed; a copy of the database holds no token
 * that opens a session (docs/decisions/145-staff-session-tokens-hashed.md).
 */
export function sessionTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

type AnyAdapter = DBAdapter<BetterAuthOptions> | DBTransactionAdapter<BetterAuthOptions>;

/** The tokens a call names, by their digest, so the rows it reads give the caller's token back. */
type Named = Map<string, string>;

function digestWhere(model: string, where: Where[] | undefined, named: Named) {
  if (model !== "session" || !where) return where;
  const digest = (value: unknown) => {
    if (typeof value !== "string") return value;
    const hashed = sessionTokenDigest(value);
    named.set(hashed, value);
    return hashed;
  };
  return where.map((clause) =>
    clause.field !== "token"
      ? clause
      : ({
          ...clause,
          value: Array.isArray(clause.value) ? clause.value.map(digest) : digest(clause.value),
        } as Where),
  );
}

function digestData<Data extends Record<string, unknown>>(
  model: string,
  data: Data,
  named: Named,
): Data {
  if (model !== "session" || typeof data.token !== "string") return data;
  const hashed = sessionTokenDigest(data.token);
  named.set(hashed, data.token);
  return { ...data, token: hashed };
}

/** A session row read back: its digest becomes the token the call named; any other row is as stored. */
function restored<Row>(model: string, row: Row, named: Named): Row {
  if (model !== "session" || row === null || typeof row !== "object") return row;
  const token = (row as { token?: unknown }).token;
  const original = typeof token === "string" ? named.get(token) : undefined;
  return original === undefined ? row : { ...row, token: original };
}

function wrap<Adapter extends AnyAdapter>(adapter: Adapter): Adapter {
  return {
    ...adapter,
    async create(call) {
      const named: Named = new Map();
      const row = await adapter.create({
        ...call,
        data: digestData(
          call.model,
          call.data as Record<string, unknown>,
          named,
        ) as typeof call.data,
      });
      return restored(call.model, row, named);
    },
    async findOne(call) {
      const named: Named = new Map();
      const row = await adapter.findOne({
        ...call,
        where: digestWhere(call.model, call.where, named) ?? [],
      });
      return restored(call.model, row, named);
    },
    async findMany(call) {
      const named: Named = new Map();
      const rows = await adapter.findMany({
        ...call,
        where: digestWhere(call.model, call.where, named),
      });
      return rows.map((row) => restored(call.model, row, named));
    },
    count: (call) =>
      adapter.count({ ...call, where: digestWhere(call.model, call.where, new Map()) }),
    async update(call) {
      const named: Named = new Map();
      const row = await adapter.update({
        ...call,
        where: digestWhere(call.model, call.where, named) ?? [],
        update: digestData(call.model, call.update, named),
      });
      return restored(call.model, row, named);
    },
    updateMany: (call) =>
      adapter.updateMany({
        ...call,
        where: digestWhere(call.model, call.where, new Map()) ?? [],
        update: digestData(call.model, call.update, new Map()),
      }),
    delete: (call) =>
      adapter.delete({ ...call, where: digestWhere(call.model, call.where, new Map()) ?? [] }),
    deleteMany: (call) =>
      adapter.deleteMany({ ...call, where: digestWhere(call.model, call.where, new Map()) ?? [] }),
    async consumeOne(call) {
      const named: Named = new Map();
      const row = await adapter.consumeOne({
        ...call,
        where: digestWhere(call.model, call.where, named) ?? [],
      });
      return restored(call.model, row, named);
    },
    async incrementOne(call) {
      const named: Named = new Map();
      const row = await adapter.incrementOne({
        ...call,
        where: digestWhere(call.model, call.where, named) ?? [],
      });
      return restored(call.model, row, named);
    },
    ...("transaction" in adapter && {
      transaction: <Result>(
        callback: (trx: DBTransactionAdapter<BetterAuthOptions>) => Promise<Result>,
      ) => adapter.transaction((trx) => callback(wrap(trx))),
    }),
  };
}

/**
 * The library's own Kysely adapter with session tokens stored as digests: each
 * call that writes or looks up a session by its token hashes the token on the
 * way in, and a row read back carries the token the caller named, so the
 * library works on as it would. The one seam the library offers for this
 * (docs/decisions/145): its hooks see the token only after the row is written,
 * and a secondary storage would keep sessions out of the database altogether.
 */
export function withHashedSessionTokens(
  adapter: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
) {
  return (options: BetterAuthOptions): DBAdapter<BetterAuthOptions> => wrap(adapter(options));
}
