import { scrubPersonalData } from "#server/logging.ts";

/**
 * Errors that mean "the database is away for now" (a restart, a refused or
 * cut connection, a full disk, a lock held too long), or that it undid a
 * transaction to settle a conflict with another (PostgreSQL's deadlock,
 * 40P01, and serialisation failure, 40001: issue 31, item 17, where one
 * signup got a 500), as opposed to a bug: writes answer 503 with
 * Retry-After, nothing of them stored, and succeed when sent again.
 */
const unavailableCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|08|57P0[123]|53|40001$|40P01$|SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN))/;
const unavailableMessages =
  /connection terminated|timeout exceeded when trying to connect|not queryable|driver has already been destroyed|database connection is not open/i;

function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/**
 * A client that hung up while its request was read (issue 25, item 8): Node
 * fails the body with ECONNRESET "aborted", the same code a database's cut
 * connection has (whose message is never that). Fastify also marks every
 * error of reading a body with a 4xx status, which no database error
 * carries; the multipart parser passes Node's error on unmarked.
 */
export function isClientReset(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  const code = codeOf(error);
  if (code === "ECONNRESET" && error instanceof Error && error.message === "aborted") return true;
  return (
    typeof status === "number" &&
    status >= 400 &&
    status < 500 &&
    (code === "ECONNRESET" || code === "ECONNABORTED" || code === "EPIPE")
  );
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (isClientReset(error)) return false;
  const code = codeOf(error);
  if (code && unavailableCodes.test(code)) return true;
  if (error instanceof Error && unavailableMessages.test(error.message)) return true;
  // Connecting to a host with several addresses fails with one error per address.
  const causes = (error as { errors?: unknown }).errors;
  return Array.isArray(causes) && causes.some(isDatabaseUnavailable);
}

export type DatabaseErrorDescription = { code?: string; reason: string };

/**
 * What a database error may say in a log: its code and its message with the
 * connection's user, password, host, port and database name blanked out
 * (issue 12, item 1: a crash printed all of them).
 */
export function databaseErrorDescriber(databaseUrl: string | undefined) {
  const secrets: RegExp[] = [];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const parts = [url.username, url.password, url.hostname, url.pathname.slice(1)]
      .map((part) => decodeURIComponent(part))
      .filter((part) => part.length > 0);
    for (const part of parts) {
      secrets.push(new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"));
    }
    if (url.port) secrets.push(new RegExp(`\\b${url.port}\\b`, "g"));
  }
  return (error: unknown): DatabaseErrorDescription => {
    let reason = error instanceof Error ? error.message : String(error);
    for (const secret of secrets) reason = reason.replace(secret, "[redacted]");
    // A constraint's message may quote the row it refused.
    reason = scrubPersonalData(reason);
    const code = codeOf(error);
    return code ? { code, reason } : { reason };
  };
}
