import type { FastifyServerOptions } from "fastify";

/**
 * Personal fields, wherever a log call might pass a lead, a request body or
 * an outbox row. Bodies are never logged; these are redacted in case a future
 * call does. Named fields only: `err.message` must stay readable (issue 25,
 * item 8), so no path here ends in a bare `*.message`.
 */
export const redactedPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "body",
  "req.body",
  "json",
  "lead",
  "*.email",
  "*.phone",
  "*.to_email",
  "*.to_address",
  "*.text_body",
];

/**
 * An address: a local part that does not end in a path separator, and a
 * domain of labels without one, ending in a top-level label with a letter.
 * Paths such as `node_modules/@fastify/multipart/index.js` or
 * `.pnpm/@fastify+busboy@3.1.0/` in a stack frame are not addresses, so they
 * stay readable (issue 31, item 18); `first/last@example.com` still is one.
 */
const emailAddress =
  /[^\s<>()[\]{}"',;:@]*[^\s<>()[\]{}"',;:@/\\]@[^\s<>()[\]{}"',;:@/\\]+\.[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*/g;
/** International (+234…) and Nigerian local (080…) numbers: the forms the phone rule accepts. */
const phoneNumber = /\+\d[\d\s.-]{6,17}\d|(?<!\d)0\d{3}[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;
/** PostgreSQL's DETAIL "Key (email)=(ada@example.com) already exists" quotes the row's values. */
const quotedKeyValues = /(Key \([^)]*\)=\()[^)]*(\))/g;

/**
 * Text that may quote a visitor: SMTP rejections name the recipient
 * ("550 5.1.1 <ada@example.com>: user unknown"), database errors quote the
 * values of the row. Addresses and numbers are replaced, the rest is kept.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(quotedKeyValues, "$1[redacted]$2")
    .replace(emailAddress, "[email]")
    .replace(phoneNumber, "[phone]");
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Own fields of an error worth a log line (code, statusCode, detail …), strings scrubbed. */
function scrubbedValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubPersonalData(value);
  if (value instanceof Error) return depth < 3 ? serializeError(value, depth + 1) : value.name;
  if (Array.isArray(value)) return value.map((item) => scrubbedValue(item, depth + 1));
  return typeof value === "object" && value !== null ? "[object]" : value;
}

/** What pino's own serializer gives (type, message, stack, own fields), with the text scrubbed. */
function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubPersonalData(String(error)), stack: "" };
  }
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: scrubPersonalData(error.message),
    stack: scrubPersonalData(error.stack ?? ""),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === "message" || key === "stack") continue;
    serialized[key] = scrubbedValue(value, depth);
  }
  if (error.cause !== undefined) serialized.cause = scrubbedValue(error.cause, depth);
  return serialized;
}

/**
 * A request's path as its log line keeps it (ASVS 2): paths are logged as
 * sent, so `/victim@example.org/x` would put an address in the log. The
 * query string, the visitor's, is dropped; each step of the path is
 * scrubbed as an error's text is, `%40` read as the `@` it stands for. Step
 * by step, since an address may hold a `/` and would take the path before it.
 */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path
    .split("/")
    .map((step) => scrubPersonalData(step.replace(/%40/gi, "@")))
    .join("/");
}

/**
 * The lead service's logger: JSON lines, personal fields redacted by path and
 * personal data scrubbed out of every logged error's text (issue 25, item 7),
 * which stays readable otherwise. `stream` lets tests read the lines.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    serializers: { err: (error: unknown) => serializeError(error) },
    ...(stream && { stream }),
  };
}
