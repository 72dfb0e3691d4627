import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { backupRetentionDays, leadRetentionMonths } from "#schemas/lead-retention.ts";
import {
  parseServerEnv,
  readEnvironment,
  secretVariables,
  serviceVariables,
  withoutSecrets,
} from "#server/env.ts";

test("an empty environment gives the documented defaults", () => {
  expect(parseServerEnv({})).toEqual({
    PORT: 3000,
    HOST: "0.0.0.0",
    SITE_DIR: "releases/current/client",
    RELEASES_DIR: "releases",
    UPLOADS_DIR: "data/uploads",
    CONTENT_DIR: "content",
    SQLITE_PATH: "data/leads.db",
    MAIL_FROM: "Enugu Tech Hub <hello@enugutechhub.ng>",
    EMAIL_PUBLIC_KEY: "codeville-site",
    EMAIL_SERVICE_ID: "codeville_mail",
    EMAIL_TEMPLATE_ID: "brochure_request",
    ALLOWED_ORIGINS: [],
    TRUST_PROXY: false,
    RATE_LIMIT_MAX: 20,
    RATE_LIMIT_WINDOW_MS: 60_000,
    OUTBOX_POLL_MS: 2_000,
    SITE_URL: "http://localhost:3000",
    MAIL_RECIPIENT_WINDOW_HOURS: 24,
    MAIL_HOURLY_BUDGET: 200,
    LIMITS_SWEEP_INTERVAL_MS: 600_000,
    REQUEST_TIMEOUT_MS: 30_000,
    HEADERS_TIMEOUT_MS: 15_000,
    KEEP_ALIVE_TIMEOUT_MS: 5_000,
    MAX_CONNECTIONS: 1_000,
    MAX_CONNECTIONS_PER_ADDRESS: 100,
    FIRST_BYTE_TIMEOUT_MS: 3_000,
    // The periods /privacy states.
    RESUME_RETENTION_MONTHS: leadRetentionMonths.application,
    HIRING_REQUEST_RETENTION_MONTHS: leadRetentionMonths["hiring-request"],
    CONTACT_RETENTION_MONTHS: leadRetentionMonths.contact,
    BROCHURE_RETENTION_MONTHS: leadRetentionMonths.brochure,
    ADMISSION_RETENTION_MONTHS: leadRetentionMonths.admission,
    WAITLIST_RETENTION_MONTHS: leadRetentionMonths.waitlist,
    BACKUP_RETENTION_DAYS: backupRetentionDays,
    SHUTDOWN_DRAIN_MS: 0,
    LOG_LEVEL: "info",
    STAFF_PORT: 3001,
    STAFF_URL: "http://localhost:3001",
    STAFF_DIR: "build/staff",
    STAFF_SESSION_IDLE_MINUTES: 30,
    STAFF_SESSION_MAX_HOURS: 12,
    STAFF_ENROLMENT_HOURS: 72,
    STAFF_SIGN_IN_LIMIT: 10,
    STAFF_AUDIT_RETENTION_DAYS: 365,
    PAYSTACK_API_URL: "https://api.paystack.co",
    CONTENT_STORAGE: { kind: "local" },
  });
});

test("an empty string counts as unset", () => {
  const config = parseServerEnv({ DATABASE_URL: "", SMTP_URL: "", PORT: "", TRUST_PROXY: "" });
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.SMTP_URL).toBeUndefined();
  expect(config.PORT).toBe(3000);
  expect(config.TRUST_PROXY).toBe(false);
});

test("values are typed: lists, numbers and the forms of TRUST_PROXY", () => {
  const config = parseServerEnv({
    PORT: "0",
    ALLOWED_ORIGINS: "https://cdn.example, https://www.example",
    DATABASE_URL: "postgres://u@db.example/leads",
    SMTP_URL: "smtps://user:pass@smtp.example.org",
    CONTACT_NOTIFY_TO: "staff@enugutechhub.ng",
    RATE_LIMIT_MAX: "5",
  });
  expect(config.PORT).toBe(0);
  expect(config.ALLOWED_ORIGINS).toEqual(["https://cdn.example", "https://www.example"]);
  expect(config.RATE_LIMIT_MAX).toBe(5);
  expect(parseServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  expect(
    parseServerEnv({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8, fd00::/8, loopback" }).TRUST_PROXY,
  ).toEqual(["10.0.0.1", "10.0.0.0/8", "fd00::/8", "loopback"]);
});

test("TRUST_PROXY=true, which would let any client choose its address, is refused at start by name", () => {
  expect(() => parseServerEnv({ TRUST_PROXY: "true" })).toThrowError(
    /TRUST_PROXY: true would let any client choose its address/,
  );
  for (const bad of ["yes", "10.0.0.1, proxy.example", "10.0.0.0/33", "1.2.3"]) {
    expect(() => parseServerEnv({ TRUST_PROXY: bad })).toThrowError(/TRUST_PROXY: must be/);
  }
});

test("every bad variable is listed in one error", () => {
  expect(() =>
    parseServerEnv({
      PORT: "eighty",
      DATABASE_URL: "mysql://db.example/leads",
      SMTP_URL: "not a url",
      CONTACT_NOTIFY_TO: "staff",
      RATE_LIMIT_MAX: "-1",
      LOG_LEVEL: "loud",
    }),
  ).toThrowError(
    /PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*CONTACT_NOTIFY_TO[\s\S]*RATE_LIMIT_MAX[\s\S]*LOG_LEVEL/,
  );
});

test("the site served is the live release of RELEASES_DIR unless SITE_DIR names a fixed build", () => {
  expect(parseServerEnv({ RELEASES_DIR: "/srv/techhub/releases" }).SITE_DIR).toBe(
    "/srv/techhub/releases/current/client",
  );
  expect(parseServerEnv({ SITE_DIR: "build/client" }).SITE_DIR).toBe("build/client");
});

test("the staff side listens on PORT + 1 unless STAFF_PORT says otherwise, and its address follows its port", () => {
  expect(parseServerEnv({ PORT: "8080" })).toMatchObject({
    STAFF_PORT: 8081,
    STAFF_URL: "http://localhost:8081",
  });
  expect(parseServerEnv({ PORT: "8080", STAFF_PORT: "9000" })).toMatchObject({
    STAFF_PORT: 9000,
    STAFF_URL: "http://localhost:9000",
  });
  expect(
    parseServerEnv({ STAFF_PORT: "9000", STAFF_URL: "https://staff.hub.example" }).STAFF_URL,
  ).toBe("https://staff.hub.example");
  expect(parseServerEnv({ PORT: "0" }).STAFF_PORT).toBe(0);
});

test("the site's address follows PORT on this machine unless SITE_URL is set, as the staff side's follows its port", () => {
  expect(parseServerEnv({ PORT: "8080" })).toMatchObject({
    SITE_URL: "http://localhost:8080",
    STAFF_URL: "http://localhost:8081",
  });
  expect(parseServerEnv({ PORT: "8080", SITE_URL: "https://hub.example" }).SITE_URL).toBe(
    "https://hub.example",
  );
  expect(() => parseServerEnv({ SITE_URL: "ftp://hub.example" })).toThrowError(
    /SITE_URL: must be an http\(s\) URL/,
  );
});

test("production behind HTTPS refuses to start without STAFF_AUTH_SECRET, which would otherwise be kept in the database", () => {
  const production = { NODE_ENV: "production", STAFF_URL: "https://staff.hub.example" };
  expect(() => parseServerEnv(production)).toThrowError(/STAFF_AUTH_SECRET: must be set/);
  expect(
    parseServerEnv({ ...production, STAFF_AUTH_SECRET: "s".repeat(32) }).STAFF_AUTH_SECRET,
  ).toHaveLength(32);
  // A local machine (plain HTTP) and a development run keep working with no setting.
  expect(() => parseServerEnv({ NODE_ENV: "production" })).not.toThrow();
  expect(() => parseServerEnv({ STAFF_URL: "https://staff.hub.example" })).not.toThrow();
});

test("production behind HTTPS refuses to start without LINK_SIGNING_SECRET, which would otherwise be kept in the database and make links from a copy of it", () => {
  const production = { NODE_ENV: "production", SITE_URL: "https://hub.example" };
  expect(() => parseServerEnv(production)).toThrowError(/LINK_SIGNING_SECRET: must be set/);
  expect(
    parseServerEnv({ ...production, LINK_SIGNING_SECRET: "l".repeat(32) }).LINK_SIGNING_SECRET,
  ).toHaveLength(32);
  expect(() => parseServerEnv({ SITE_URL: "https://hub.example" })).not.toThrow();
});

test("readEnvironment adds the .env file's settings without replacing what the environment already sets", () => {
  const directory = mkdtempSync(join(tmpdir(), "env-file-"));
  const file = join(directory, ".env");
  writeFileSync(file, "ENV_FILE_TEST_A=from-file\nENV_FILE_TEST_B=from-file\n");
  process.env.ENV_FILE_TEST_A = "from-environment";
  try {
    const env = readEnvironment(file);
    expect([env.ENV_FILE_TEST_A, env.ENV_FILE_TEST_B]).toEqual(["from-environment", "from-file"]);
    // No file is no error: a fresh machine has none.
    expect(() => readEnvironment(join(directory, "missing.env"))).not.toThrow();
  } finally {
    delete process.env.ENV_FILE_TEST_A;
    delete process.env.ENV_FILE_TEST_B;
    rmSync(directory, { recursive: true, force: true });
  }
});

/**
 * The editor's storage settings are part of the one environment schema: its
 * variables are named in code only by server/env.ts and by the schema of
 * their values it composes (server/publish/content-storage.ts).
 */
test("no module but the environment schema reads a KEYSTATIC_* variable", () => {
  const schemaFiles = ["server/env.ts", "server/publish/content-storage.ts"];
  const sources = execFileSync("git", ["ls-files", "--", "*.ts", "*.tsx"], { encoding: "utf8" })
    .split("\n")
    .filter(
      (file) => file && !/\.test\.tsx?$|\.spec\.ts$/.test(file) && !schemaFiles.includes(file),
    );
  const readers = sources.filter((file) =>
    /KEYSTATIC_\w/.test(
      readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, ""),
    ),
  );
  expect(readers).toEqual([]);
});

test("online payment takes both Paystack keys or neither, and each in Paystack's own form", () => {
  expect(() => parseServerEnv({ PAYSTACK_SECRET_KEY: "sk_test_abc" })).toThrow(
    /PAYSTACK_PUBLIC_KEY: set both Paystack keys, or neither/,
  );
  expect(() =>
    parseServerEnv({ PAYSTACK_SECRET_KEY: "pk_test_abc", PAYSTACK_PUBLIC_KEY: "pk_test_abc" }),
  ).toThrow(/PAYSTACK_SECRET_KEY: must be sk_test_/);
  expect(
    parseServerEnv({ PAYSTACK_SECRET_KEY: "sk_test_abc", PAYSTACK_PUBLIC_KEY: "pk_test_abc" }),
  ).toMatchObject({ PAYSTACK_SECRET_KEY: "sk_test_abc", PAYSTACK_PUBLIC_KEY: "pk_test_abc" });
});

test("the secret key goes over https only, to Paystack itself when live; plain http only to this machine's stand-in", () => {
  const keys = (secret: string) => ({
    PAYSTACK_SECRET_KEY: secret,
    PAYSTACK_PUBLIC_KEY: secret.replace("sk_", "pk_"),
  });
  expect(() =>
    parseServerEnv({ ...keys("sk_test_abc"), PAYSTACK_API_URL: "http://paystack.example" }),
  ).toThrow(/PAYSTACK_API_URL: must be an https:\/\/ address/);
  expect(
    parseServerEnv({ ...keys("sk_test_abc"), PAYSTACK_API_URL: "http://127.0.0.1:4999" }),
  ).toMatchObject({ PAYSTACK_API_URL: "http://127.0.0.1:4999" });
  expect(() =>
    parseServerEnv({ ...keys("sk_live_abc"), PAYSTACK_API_URL: "https://api.paystack.co.example" }),
  ).toThrow(/PAYSTACK_API_URL: must be https:\/\/api.paystack.co with a live secret key/);
  expect(parseServerEnv(keys("sk_live_abc"))).toMatchObject({
    PAYSTACK_API_URL: "https://api.paystack.co",
  });
});

test("every setting named a secret, and every address that can carry a password, is kept from the processes the service starts", () => {
  const secretNamed = serviceVariables.filter((name) => /SECRET|PASSWORD|TOKEN/.test(name));
  expect(secretNamed.length).toBeGreaterThan(0);
  expect(secretVariables).toEqual(
    expect.arrayContaining([...secretNamed, "DATABASE_URL", "SMTP_URL"]),
  );
  expect(
    withoutSecrets({
      PATH: "/bin",
      DATABASE_URL: "postgres://u:p@db/leads",
      SITE_URL: "https://x",
    }),
  ).toEqual({ PATH: "/bin", SITE_URL: "https://x" });
});
