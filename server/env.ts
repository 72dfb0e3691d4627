import { existsSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import * as z from "zod";
import {
  type BrowserEndpointVariable,
  browserEndpointVariables,
  emailProviderDefaults,
} from "#schemas/browser-endpoints.ts";
import { backupRetentionDays, leadRetentionMonths } from "#schemas/lead-retention.ts";
import { givenSiteUrlSchema, localUrl } from "#schemas/site-url.ts";
import { namedProxyRanges } from "#server/client-address.ts";
import { paystackDefaultApiUrl } from "#server/payments/paystack-client.ts";
import { contentStorageSchema } from "#server/publish/content-storage.ts";

/** The sender mail has without MAIL_FROM: the sample's, which the Start page asks an admin to replace. */
export const defaultMailFrom = "Enugu Tech Hub <hello@enugutechhub.ng>";

/**
 * The lead service's whole configuration: one schema, parsed once at start,
 * failing with every bad variable listed (README, "Configuration").
 */
const optionalUrl = (protocols: RegExp) =>
  z.optional(z.url({ protocol: protocols, error: "must be a URL" }));

function isProxyAddress(entry: string): boolean {
  if (Object.hasOwn(namedProxyRanges, entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address (issue 25, item 1): nobody
 * (false), the nearest N hops, or proxies by address or CIDR. `true` would
 * believe every X-Forwarded-For entry, so a client could name any address and
 * slip every per-address limit: it is refused.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const trimmed = value.trim();
  if (trimmed === "false") return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(",").map((part) => part.trim());
  if (trimmed === "true" || !entries.every(isProxyAddress)) {
    context.addIssue({
      code: "custom",
      message:
        trimmed === "true"
          ? "true would let any client choose its address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5 or 10.0.0.0/8)"
          : "must be false, a hop count, or a comma list of proxy addresses or CIDR ranges",
    });
    return z.NEVER;
  }
  return entries;
});

const browserEndpointShape = Object.fromEntries(
  browserEndpointVariables.map((name) => [name, z.optional(z.string())]),
) as Record<BrowserEndpointVariable, z.ZodOptional<z.ZodString>>;

const keystaticVariables = [
  "KEYSTATIC_STORAGE",
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const;
const keystaticShape = Object.fromEntries(
  keystaticVariables.map((name) => [name, z.optional(z.string())]),
) as Record<(typeof keystaticVariables)[number], z.ZodOptional<z.ZodString>>;

const serverEnvObject = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // The site served: by default the live release that Publish switches
  // (RELEASES_DIR/current/client); a fixed build (build/client) serves but cannot be published.
  SITE_DIR: z.optional(z.string()),
  // Files visitors send (résumés) and the content repository: both go in backups.
  UPLOADS_DIR: z.string().default("data/uploads"),
  CONTENT_DIR: z.string().default("content"),
  // Each publish builds the site into a new folder here and switches
  // RELEASES_DIR/current to it (docs/decisions/105-publishing-builds-and-switches.md).
  RELEASES_DIR: z.string().default("releases"),
  SQLITE_PATH: z.string().default("data/leads.db"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().default(defaultMailFrom),
  CONTACT_NOTIFY_TO: z.optional(z.email()),
  BLOG_RSS_URL: optionalUrl(/^https?$/),
  EMAIL_PUBLIC_KEY: z.string().min(1).default(emailProviderDefaults.VITE_EMAIL_PUBLIC_KEY),
  EMAIL_SERVICE_ID: z.string().min(1).default(emailProviderDefaults.VITE_EMAIL_SERVICE_ID),
  EMAIL_TEMPLATE_ID: z.string().min(1).default(emailProviderDefaults.VITE_EMAIL_TEMPLATE_ID),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2_000),
  // The site's absolute address, for the links in mails and the form posts' origin check;
  // unset, it follows PORT on this machine, as STAFF_URL follows the staff port.
  SITE_URL: z.optional(givenSiteUrlSchema),
  // Seals the links in visitors' mails (the mailing list's, status, payment and
  // receipt links); without it one is made at first start and kept in the
  // database for every instance, which production over HTTPS refuses (decision 232).
  LINK_SIGNING_SECRET: z.optional(z.string().min(32, "must be at least 32 characters")),
  // Issue 12, item 3: one brochure (and one confirmation mail) per address per
  // window, and a budget of mail to visitors per clock hour, all instances together.
  MAIL_RECIPIENT_WINDOW_HOURS: z.coerce.number().positive().default(24),
  MAIL_HOURLY_BUDGET: z.coerce.number().int().positive().default(200),
  // How often rows of those limits and of the shared rate limits that no longer
  // limit anything (past windows, past hours) are deleted.
  LIMITS_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(600_000),
  // Slow or stalled clients (issue 12, item 2): a whole request, its headers,
  // an idle kept-alive connection, and the number of open connections.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(1_000),
  // One client's share of those, and how long a new connection may stay
  // silent (issue 25, item 3); /healthz and /readyz also on HEALTH_PORT if set.
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  FIRST_BYTE_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  HEALTH_PORT: z.optional(z.coerce.number().int().min(0).max(65_535)),
  // Each kind of lead is deleted this many months after it was sent, with the
  // mails about it; the defaults are what /privacy states
  // (schemas/lead-retention.ts). Applications go with their résumés (in
  // UPLOADS_DIR, shared by every instance: docs/decisions/090-resume-storage.md).
  RESUME_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .positive()
    .default(leadRetentionMonths.application),
  HIRING_REQUEST_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .positive()
    .default(leadRetentionMonths["hiring-request"]),
  CONTACT_RETENTION_MONTHS: z.coerce.number().int().positive().default(leadRetentionMonths.contact),
  BROCHURE_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .positive()
    .default(leadRetentionMonths.brochure),
  // Programme applications (with their files in UPLOADS_DIR/admissions, notes
  // and history) from their last step, and waitlist places from the day taken.
  ADMISSION_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .positive()
    .default(leadRetentionMonths.admission),
  WAITLIST_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .positive()
    .default(leadRetentionMonths.waitlist),
  // Each backup removes the backups beside it older than this: how long a deleted
  // lead stays in backups, which /privacy states (schemas/lead-retention.ts).
  BACKUP_RETENTION_DAYS: z.coerce.number().int().positive().default(backupRetentionDays),
  // On SIGTERM, how long /readyz fails while requests are still served, before
  // the server closes: behind a load balancer, at least two health-check intervals.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // `npm run serve` sets it; production behind HTTPS needs STAFF_AUTH_SECRET (below).
  NODE_ENV: z.optional(z.string()),
  // The staff side (issue 21): its own port and public address, a host name of its own
  // in production (docs/decisions/060-staff-host-and-app.md). Unset, the port is
  // PORT + 1 and the address follows it (docs/decisions/149-one-configuration-file.md).
  STAFF_PORT: z.optional(z.coerce.number().int().min(0).max(65_535)),
  STAFF_URL: z.optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  STAFF_DIR: z.string().default("build/staff"),
  // Signs staff session cookies and keys the digests of sign-in codes; without it one is
  // made at first start and kept in the database, which production over HTTPS refuses
  // (docs/decisions/145-staff-session-tokens-hashed.md).
  STAFF_AUTH_SECRET: z.optional(z.string().min(32, "must be at least 32 characters")),
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  STAFF_ENROLMENT_HOURS: z.coerce.number().int().positive().default(72),
  // Sign-in attempts per address and per account in a quarter of an hour.
  STAFF_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(10),
  STAFF_AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
  // Online payment of invoices through Paystack (issue 35, docs/payments.md): both keys
  // turn it on; without them the payment page offers bank transfer only.
  PAYSTACK_SECRET_KEY: z.optional(
    z.string().regex(/^sk_(test|live)_\w+$/, "must be sk_test_… or sk_live_…"),
  ),
  PAYSTACK_PUBLIC_KEY: z.optional(
    z.string().regex(/^pk_(test|live)_\w+$/, "must be pk_test_… or pk_live_…"),
  ),
  PAYSTACK_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default(paystackDefaultApiUrl),
  // Where the editor keeps content: this disk (local, the default) or a GitHub
  // repository with its app's client and a cookie secret (decision 108); read
  // into CONTENT_STORAGE below.
  ...keystaticShape,
  // The browser build's call endpoints: absolute ones join the pages' CSP connect-src.
  ...browserEndpointShape,
});

/** Every setting the service reads, by name. */
export const serviceVariables: readonly string[] = Object.keys(serverEnvObject.shape);

/**
 * The settings that are secrets: what opens the database, the mail server,
 * the staff's sessions, the links mailed to visitors, the hub's money and its
 * content repository. No process the service starts to work on what editors
 * wrote (a Publish build) is given them (attack of 2026-11-29, decision 238).
 */
export const secretVariables = [
  "DATABASE_URL",
  "SMTP_URL",
  "LINK_SIGNING_SECRET",
  "STAFF_AUTH_SECRET",
  "PAYSTACK_SECRET_KEY",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const;

/** An environment without the service's secrets: what a process it starts is given. */
export function withoutSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !secretVariables.some((secret) => secret === name)),
  );
}

const serverEnvSchema = serverEnvObject
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    error: "must not exceed REQUEST_TIMEOUT_MS",
  })
  .transform((given, context) => {
    const { STAFF_PORT, STAFF_URL, SITE_URL, ...rest } = given;
    const env = Object.fromEntries(
      Object.entries(rest).filter(([name]) => !name.startsWith("KEYSTATIC_")),
    ) as Omit<typeof rest, (typeof keystaticVariables)[number]>;
    const storage = contentStorageSchema.safeParse({
      KEYSTATIC_STORAGE: "local",
      ...Object.fromEntries(
        keystaticVariables.flatMap((name) => (given[name] ? [[name, given[name]]] : [])),
      ),
    });
    for (const issue of storage.error?.issues ?? []) {
      context.addIssue({
        code: "custom",
        path: issue.path.length > 0 ? issue.path : ["KEYSTATIC_STORAGE"],
        message: issue.message,
      });
    }
    if (!storage.success) return z.NEVER;
    // PORT 0 asks the system for a free port: the staff side then asks for one too.
    const staffPort = STAFF_PORT ?? (env.PORT === 0 ? 0 : env.PORT + 1);
    if (staffPort > 65_535) {
      context.addIssue({
        code: "custom",
        path: ["STAFF_PORT"],
        message: "set it: PORT + 1 is no port",
      });
      return z.NEVER;
    }
    return {
      ...env,
      SITE_DIR: env.SITE_DIR ?? path.join(env.RELEASES_DIR, "current", "client"),
      STAFF_PORT: staffPort,
      SITE_URL: SITE_URL ?? localUrl(env.PORT),
      STAFF_URL: STAFF_URL ?? localUrl(staffPort),
      CONTENT_STORAGE: storage.data,
    };
  })
  // The secret key goes in every call to this address: in clear over http only to this
  // machine (the stand-in), and a live key only to Paystack itself.
  .refine(
    (env) =>
      env.PAYSTACK_API_URL.startsWith("https://") ||
      ["localhost", "127.0.0.1", "[::1]"].includes(new URL(env.PAYSTACK_API_URL).hostname),
    {
      path: ["PAYSTACK_API_URL"],
      error: "must be an https:// address (http only to this machine, for the stand-in)",
    },
  )
  .refine(
    (env) =>
      !env.PAYSTACK_SECRET_KEY?.startsWith("sk_live_") ||
      env.PAYSTACK_API_URL.replace(/\/+$/, "") === paystackDefaultApiUrl,
    {
      path: ["PAYSTACK_API_URL"],
      error: `must be ${paystackDefaultApiUrl} with a live secret key`,
    },
  )
  .refine(
    (env) => (env.PAYSTACK_SECRET_KEY === undefined) === (env.PAYSTACK_PUBLIC_KEY === undefined),
    {
      path: ["PAYSTACK_PUBLIC_KEY"],
      error: "set both Paystack keys, or neither (bank transfer only)",
    },
  )
  .refine(
    (env) =>
      env.STAFF_AUTH_SECRET !== undefined ||
      env.NODE_ENV !== "production" ||
      !env.STAFF_URL.startsWith("https:"),
    {
      path: ["STAFF_AUTH_SECRET"],
      error:
        "must be set in production behind HTTPS (openssl rand -base64 48): kept in the database, a copy of the database could sign staff sessions",
    },
  )
  .refine(
    (env) =>
      env.LINK_SIGNING_SECRET !== undefined ||
      env.NODE_ENV !== "production" ||
      !env.SITE_URL.startsWith("https:"),
    {
      path: ["LINK_SIGNING_SECRET"],
      error:
        "must be set in production behind HTTPS (openssl rand -base64 48): kept in the database, a copy of the database could make working status and payment links",
    },
  );

export type ServerConfig = z.output<typeof serverEnvSchema>;

/** The one configuration file the service and `npm run leads` read (README, "Configuration"). */
export const environmentFile = ".env";

/**
 * The environment with `.env` of the working folder added, when there is
 * one: what is already set (systemd's EnvironmentFile, the shell) wins, so
 * the service and the CLI started from the same folder read the same settings.
 */
export function readEnvironment(file: string = environmentFile): NodeJS.ProcessEnv {
  if (existsSync(file)) process.loadEnvFile(file);
  return process.env;
}

/** Parses the environment; an empty variable counts as unset. */
export function parseServerEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = serverEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid lead service configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}
