import pg from "pg";

/**
 * A database of its own on `baseUrl`'s PostgreSQL server, named `<prefix>_<random>`,
 * with a `drop` that removes it (connections included). Tests and benchmarks use
 * one each, so parallel runs never see each other's rows (Kysely's migrator looks
 * for its tables in every schema, so a schema of its own is not enough).
 */
export async function freshPostgresDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database ${name} with (force)`) };
}
