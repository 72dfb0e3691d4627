/**
 * The MDN HTTP Observatory's scoring of one site, for the headers we control:
 * its tests and score modifiers as published in mdn/mdn-http-observatory
 * (src/grader/charts.js, SCORE_TABLE and GRADE_CHART; the same table is the
 * "Tests & scoring" page of developer.mozilla.org/en-US/observatory/docs).
 * Every site starts at 100; penalties apply, and bonuses only when the score
 * without them is at least 90. HSTS preloading (+5) needs the preload list and
 * is not scored here, so a score here is never above the Observatory's.
 */

export type ObservatoryInput = {
  /** Headers of the final HTTPS answer for `/`; set-cookie as a list. */
  headers: Record<string, string | string[] | undefined>;
  /** The answer's body, when it is HTML (for Subresource Integrity). */
  html?: string;
  /** The final URL of `/` (after redirects). */
  url: string;
  /**
   * The `http://` request for `/` and where it led: each Location in order,
   * empty when it answered without redirecting, null when nothing listens on HTTP.
   */
  httpRedirects: string[] | null;
  /** The Origin the scan sent (a foreign one), to see whether CORS reflects it. */
  scanOrigin?: string;
};

export type TestResult = { expectation: string; modifier: number };
export type ObservatoryScore = {
  score: number;
  grade: string;
  tests: Record<string, TestResult>;
};

const sixMonthsSeconds = 15_768_000;

function header(input: ObservatoryInput, name: string): string | undefined {
  const value = input.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

type Policy = Map<string, string[]>;

/** The first occurrence of each directive wins, as in browsers. */
function parseCsp(value: string): Policy | null {
  const policy: Policy = new Map();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!/^[a-z-]+$/i.test(name)) return null;
    const key = name.toLowerCase();
    if (!policy.has(key)) policy.set(key, sources);
  }
  return policy.size > 0 ? policy : null;
}

const broadSources = new Set(["*", "http:", "https:", "data:", "blob:", "filesystem:"]);

function effective(policy: Policy, directive: string): string[] | undefined {
  return policy.get(directive) ?? policy.get("default-src");
}

function isUnsafeScriptList(sources: string[] | undefined): boolean {
  if (sources === undefined) return true;
  const lowered = sources.map((source) => source.toLowerCase());
  // A hash or nonce makes browsers ignore 'unsafe-inline' (CSP level 2).
  const hashOrNonce = lowered.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
  return lowered.some(
    (source) =>
      broadSources.has(source) ||
      source === "http://*" ||
      source === "https://*" ||
      (source === "'unsafe-inline'" && !hashOrNonce),
  );
}

function contentSecurityPolicy(input: ObservatoryInput): TestResult {
  const value = header(input, "content-security-policy");
  if (!value) return { expectation: "csp-not-implemented", modifier: -25 };
  const policy = parseCsp(value);
  if (!policy) return { expectation: "csp-header-invalid", modifier: -25 };
  const scripts = effective(policy, "script-src");
  if (isUnsafeScriptList(scripts) || isUnsafeScriptList(effective(policy, "object-src"))) {
    return { expectation: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  const every = [...policy.values()].flat().map((source) => source.toLowerCase());
  const insecure = (source: string) => source === "http:" || source.startsWith("http://");
  const passive = ["img-src", "media-src"].flatMap((name) => policy.get(name) ?? []);
  if (every.filter((source) => !passive.includes(source)).some(insecure)) {
    return { expectation: "csp-implemented-with-insecure-scheme", modifier: -20 };
  }
  if (scripts?.some((source) => source.toLowerCase() === "'unsafe-eval'")) {
    return { expectation: "csp-implemented-with-unsafe-eval", modifier: -10 };
  }
  if (passive.some(insecure)) {
    return {
      expectation: "csp-implemented-with-insecure-scheme-in-passive-content-only",
      modifier: -10,
    };
  }
  const styles = (effective(policy, "style-src") ?? []).map((source) => source.toLowerCase());
  const formAction = policy.has("form-action");
  if (styles.some((source) => source === "'unsafe-inline'" || broadSources.has(source))) {
    return { expectation: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  const defaultNone = policy.get("default-src")?.join(" ").toLowerCase() === "'none'";
  return defaultNone && formAction
    ? { expectation: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 }
    : { expectation: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function hstsMaxAge(input: ObservatoryInput): number | null | undefined {
  const value = header(input, "strict-transport-security");
  if (value === undefined) return undefined;
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value)?.[1];
  return maxAge === undefined ? null : Number(maxAge);
}

function strictTransportSecurity(input: ObservatoryInput): TestResult {
  if (!input.url.startsWith("https://")) {
    return { expectation: "hsts-not-implemented-no-https", modifier: -20 };
  }
  const maxAge = hstsMaxAge(input);
  if (maxAge === undefined) return { expectation: "hsts-not-implemented", modifier: -20 };
  if (maxAge === null) return { expectation: "hsts-header-invalid", modifier: -20 };
  return maxAge >= sixMonthsSeconds
    ? { expectation: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { expectation: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

function redirection(input: ObservatoryInput): TestResult {
  if (input.httpRedirects === null) {
    return { expectation: "redirection-not-needed-no-http", modifier: 0 };
  }
  const [first] = input.httpRedirects;
  const final = input.httpRedirects.at(-1);
  if (first === undefined || final === undefined) {
    return { expectation: "redirection-missing", modifier: -20 };
  }
  if (!final.startsWith("https://")) {
    return { expectation: "redirection-not-to-https", modifier: -20 };
  }
  if (!first.startsWith("https://")) {
    return { expectation: "redirection-not-to-https-on-initial-redirection", modifier: -10 };
  }
  if (new URL(first).hostname !== new URL(input.url).hostname) {
    return { expectation: "redirection-off-host-from-http", modifier: -5 };
  }
  return { expectation: "redirection-to-https", modifier: 0 };
}

const privateReferrers = new Set([
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
]);
const unsafeReferrers = new Set([
  "origin",
  "origin-when-cross-origin",
  "unsafe-url",
  "no-referrer-when-downgrade",
]);

function referrerPolicy(input: ObservatoryInput): TestResult {
  const value = header(input, "referrer-policy");
  if (!value) return { expectation: "referrer-policy-not-implemented", modifier: 0 };
  // Browsers apply the last policy they understand.
  const known = value
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => privateReferrers.has(token) || unsafeReferrers.has(token));
  const policy = known.at(-1);
  if (policy === undefined) return { expectation: "referrer-policy-header-invalid", modifier: -5 };
  return privateReferrers.has(policy)
    ? { expectation: "referrer-policy-private", modifier: 5 }
    : { expectation: "referrer-policy-unsafe", modifier: -5 };
}

function xContentTypeOptions(input: ObservatoryInput): TestResult {
  const value = header(input, "x-content-type-options");
  if (value === undefined)
    return { expectation: "x-content-type-options-not-implemented", modifier: -5 };
  return value.trim().toLowerCase() === "nosniff"
    ? { expectation: "x-content-type-options-nosniff", modifier: 0 }
    : { expectation: "x-content-type-options-header-invalid", modifier: -5 };
}

function xFrameOptions(input: ObservatoryInput): TestResult {
  const csp = parseCsp(header(input, "content-security-policy") ?? "");
  if (csp?.has("frame-ancestors")) {
    return { expectation: "x-frame-options-implemented-via-csp", modifier: 5 };
  }
  const value = header(input, "x-frame-options")?.trim().toLowerCase();
  if (value === undefined) return { expectation: "x-frame-options-not-implemented", modifier: -20 };
  if (value === "deny" || value === "sameorigin") {
    return { expectation: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  }
  if (value.startsWith("allow-from ")) {
    return { expectation: "x-frame-options-allow-from-origin", modifier: 0 };
  }
  return { expectation: "x-frame-options-header-invalid", modifier: -20 };
}

function crossOriginResourcePolicy(input: ObservatoryInput): TestResult {
  const value = header(input, "cross-origin-resource-policy")?.trim().toLowerCase();
  if (value === undefined) {
    return { expectation: "cross-origin-resource-policy-not-implemented", modifier: 0 };
  }
  if (value === "same-origin") {
    return {
      expectation: "cross-origin-resource-policy-implemented-with-same-origin",
      modifier: 10,
    };
  }
  if (value === "same-site") {
    return { expectation: "cross-origin-resource-policy-implemented-with-same-site", modifier: 10 };
  }
  if (value === "cross-origin") {
    return {
      expectation: "cross-origin-resource-policy-implemented-with-cross-origin",
      modifier: 0,
    };
  }
  return { expectation: "cross-origin-resource-policy-header-invalid", modifier: -5 };
}

function crossOriginResourceSharing(input: ObservatoryInput): TestResult {
  const origin = header(input, "access-control-allow-origin")?.trim();
  if (origin === undefined) {
    return { expectation: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  }
  const credentials = header(input, "access-control-allow-credentials")?.trim() === "true";
  if (credentials && origin !== "*" && origin === input.scanOrigin) {
    return {
      expectation: "cross-origin-resource-sharing-implemented-with-universal-access",
      modifier: -50,
    };
  }
  return origin === "*"
    ? { expectation: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 }
    : {
        expectation: "cross-origin-resource-sharing-implemented-with-restricted-access",
        modifier: 0,
      };
}

/** Cookies whose names say they hold a session or a sign-in. */
const sessionCookie = /sess|login|auth|token|sid/i;

function cookies(input: ObservatoryInput): TestResult {
  const raw = input.headers["set-cookie"];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) return { expectation: "cookies-not-found", modifier: 0 };
  const hsts = (hstsMaxAge(input) ?? 0) >= sixMonthsSeconds;
  const parsed = list.map((cookie) => {
    const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
    const names = attributes.map((attribute) => attribute.split("=")[0]?.toLowerCase());
    const sameSite = attributes
      .find((attribute) => attribute.toLowerCase().startsWith("samesite="))
      ?.split("=")[1]
      ?.toLowerCase();
    return {
      session: sessionCookie.test(pair.split("=")[0] ?? ""),
      secure: names.includes("secure"),
      httpOnly: names.includes("httponly"),
      sameSite,
    };
  });
  const sessions = parsed.filter((cookie) => cookie.session);
  if (sessions.some((cookie) => !cookie.secure)) {
    return hsts
      ? { expectation: "cookies-session-without-secure-flag-but-protected-by-hsts", modifier: -10 }
      : { expectation: "cookies-session-without-secure-flag", modifier: -40 };
  }
  if (sessions.some((cookie) => !cookie.httpOnly)) {
    return { expectation: "cookies-session-without-httponly-flag", modifier: -30 };
  }
  if (parsed.some((cookie) => cookie.sameSite && !["strict", "lax"].includes(cookie.sameSite))) {
    return { expectation: "cookies-samesite-flag-invalid", modifier: -20 };
  }
  if (parsed.some((cookie) => !cookie.secure)) {
    return hsts
      ? { expectation: "cookies-without-secure-flag-but-protected-by-hsts", modifier: -5 }
      : { expectation: "cookies-without-secure-flag", modifier: -20 };
  }
  return parsed.every((cookie) => cookie.sameSite)
    ? { expectation: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { expectation: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function subresourceIntegrity(input: ObservatoryInput): TestResult {
  if (input.html === undefined) {
    return { expectation: "sri-not-implemented-response-not-html", modifier: 0 };
  }
  const host = new URL(input.url).host;
  const scripts = [...input.html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? "")
    .map((attributes) => ({
      src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1],
      integrity: /\bintegrity\s*=/i.test(attributes),
    }))
    .filter((script): script is { src: string; integrity: boolean } => script.src !== undefined);
  if (scripts.length === 0) {
    return { expectation: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  }
  const external = scripts.filter((script) => {
    const url = new URL(script.src, input.url);
    return url.host !== host;
  });
  const insecure = external.some(
    (script) => !new URL(script.src, input.url).protocol.startsWith("https"),
  );
  const allIntegrity = scripts.every((script) => script.integrity);
  if (insecure) {
    return allIntegrity
      ? { expectation: "sri-implemented-but-external-scripts-not-loaded-securely", modifier: -20 }
      : {
          expectation: "sri-not-implemented-and-external-scripts-not-loaded-securely",
          modifier: -50,
        };
  }
  if (allIntegrity) {
    return external.length === 0
      ? { expectation: "sri-implemented-and-all-scripts-loaded-securely", modifier: 5 }
      : { expectation: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 };
  }
  return external.length === 0
    ? { expectation: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 }
    : { expectation: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

/** GRADE_CHART: the score rounded down to a multiple of 5, 100 and above A+. */
const gradeChart: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function gradeOf(score: number): string {
  return gradeChart.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}

/** Extra credit is only given to a site at 90 or more without it. */
const minimumScoreForExtraCredit = 90;

export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const tests: Record<string, TestResult> = {
    "content-security-policy": contentSecurityPolicy(input),
    cookies: cookies(input),
    "cross-origin-resource-sharing": crossOriginResourceSharing(input),
    redirection: redirection(input),
    "referrer-policy": referrerPolicy(input),
    "strict-transport-security": strictTransportSecurity(input),
    "subresource-integrity": subresourceIntegrity(input),
    "x-content-type-options": xContentTypeOptions(input),
    "x-frame-options": xFrameOptions(input),
    "cross-origin-resource-policy": crossOriginResourcePolicy(input),
  };
  const modifiers = Object.values(tests).map((test) => test.modifier);
  const base = 100 + modifiers.filter((modifier) => modifier < 0).reduce((a, b) => a + b, 0);
  const bonus = modifiers.filter((modifier) => modifier > 0).reduce((a, b) => a + b, 0);
  const score = Math.max(0, base >= minimumScoreForExtraCredit ? base + bonus : base);
  return { score, grade: gradeOf(score), tests };
}
