import type { CompiledQuery } from "kysely";

/**
 * A hot statement compiled once, when its repository is made, instead of
 * built and compiled by Kysely on every request; its values are bound per
 * run. On PostgreSQL it also runs as a named prepared statement, parsed once
 * per connection (docs/decisions/130-prepared-hot-statements.md).
 */
export type PreparedStatement<Values, Row> = {
  /** Unique per text: PostgreSQL keeps each connection's prepared statements by name. */
  name: string;
  text: string;
  /** The statement's parameters, in order, for one run. */
  bind: (values: Values) => unknown[];
  /** Only carries the row type: a statement's rows are never read from here. */
  readonly row?: Row;
};

/** A stand-in value while the statement compiles; no visitor ever types one. */
const slotPrefix = "\u0000slot:";

/**
 * Compiles `build`'s query once. `build` gets a slot for each value that
 * changes per run (`slot.email`), used where the value would be; any other
 * value it uses is a constant of the statement. The text therefore never
 * depends on a run's values, which a named statement requires.
 */
export function prepareStatement<Values extends Record<string, unknown>, Row>(
  name: string,
  build: (slot: Values) => { compile(): CompiledQuery<Row> },
): PreparedStatement<Values, Row> {
  const slot = new Proxy(
    {},
    { get: (_target, key) => (typeof key === "string" ? `${slotPrefix}${key}` : undefined) },
  ) as Values;
  const compiled = build(slot).compile();
  type Parameter = { key: keyof Values } | { constant: unknown };
  const parameters = compiled.parameters.map(
    (parameter): Parameter =>
      typeof parameter === "string" && parameter.startsWith(slotPrefix)
        ? { key: parameter.slice(slotPrefix.length) }
        : { constant: parameter },
  );
  return {
    name,
    text: compiled.sql,
    bind: (values) =>
      parameters.map((parameter) =>
        "key" in parameter ? values[parameter.key] : parameter.constant,
      ),
  };
}
