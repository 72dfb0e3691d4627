/** The two databases the service runs on; migrations and repositories branch on it. */
export type SqlDialect = "sqlite" | "postgres";
