import { describe, expect, test } from "vitest";
import { gradeOf, type ObservatoryInput, observatoryScore } from "./observatory-score.ts";

/**
 * Modifiers and grades as the MDN HTTP Observatory publishes them
 * (mdn/mdn-http-observatory, src/grader/charts.js: SCORE_TABLE, GRADE_CHART).
 */

/** What the service sends for a page (server/http-hardening.ts, server/static). */
const serviceHeaders = {
  "content-security-policy":
    "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};
const page =
  '<!doctype html><script>window.__ctx={}</script><script type="module" src="/assets/entry-1a2b.js"></script>';

function site(overrides: Partial<ObservatoryInput> = {}): ObservatoryInput {
  return {
    url: "https://example.org/",
    headers: {
      ...serviceHeaders,
      "strict-transport-security": "max-age=63072000; includeSubDomains",
    },
    html: page,
    httpRedirects: ["https://example.org/"],
    scanOrigin: "https://http-observatory.security.mozilla.org",
    ...overrides,
  };
}

test("the service on plain HTTP scores C+ (60): no redirect to HTTPS (-20), no HSTS (-20), no extra credit", () => {
  const result = observatoryScore({
    url: "http://example.org/",
    headers: serviceHeaders,
    html: page,
    httpRedirects: [],
  });
  expect(result.tests.redirection).toEqual({ expectation: "redirection-missing", modifier: -20 });
  expect(result.tests["strict-transport-security"]?.modifier).toBe(-20);
  expect(result).toMatchObject({ score: 60, grade: "C+" });
});

test("behind HTTPS with a redirect and a year of HSTS it earns A+: CORP +10, frame-ancestors +5, referrer +5", () => {
  const result = observatoryScore(site());
  expect(result.tests["content-security-policy"]).toEqual({
    expectation: "csp-implemented-with-unsafe-inline-in-style-src-only",
    modifier: 0,
  });
  expect(result.tests["cross-origin-resource-policy"]?.modifier).toBe(10);
  expect(result.tests["x-frame-options"]?.expectation).toBe("x-frame-options-implemented-via-csp");
  expect(result.tests["referrer-policy"]?.modifier).toBe(5);
  expect(result).toMatchObject({ score: 120, grade: "A+" });
});

describe("content security policy", () => {
  const csp = (value: string | undefined) =>
    observatoryScore(site({ headers: { ...site().headers, "content-security-policy": value } }))
      .tests["content-security-policy"];

  test("absent is -25; 'unsafe-inline' scripts without a hash are -20", () => {
    expect(csp(undefined)?.modifier).toBe(-25);
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")?.modifier).toBe(-20);
    expect(csp("default-src 'self'; script-src https:")?.modifier).toBe(-20);
  });

  test("a hash makes 'unsafe-inline' ignored; an unset object-src falls back to default-src", () => {
    expect(csp("default-src 'self'; script-src 'sha256-x=' 'unsafe-inline'")?.modifier).toBe(5);
    expect(csp("script-src 'self'")?.modifier).toBe(-20);
  });

  test("'unsafe-eval' is -10, http: sources -20, default-src 'none' with form-action +10", () => {
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")?.modifier).toBe(-10);
    expect(csp("default-src 'self'; connect-src http://api.example.org")?.modifier).toBe(-20);
    expect(csp("default-src 'self'; img-src http://cdn.example.org")?.modifier).toBe(-10);
    expect(csp("default-src 'none'; script-src 'self'; form-action 'self'")?.modifier).toBe(10);
  });
});

test("HSTS under six months is -10, unreadable -20", () => {
  const hsts = (value: string) =>
    observatoryScore(site({ headers: { ...site().headers, "strict-transport-security": value } }))
      .tests["strict-transport-security"]?.modifier;
  expect(hsts("max-age=86400")).toBe(-10);
  expect(hsts("includeSubDomains")).toBe(-20);
  expect(hsts("max-age=15768000")).toBe(0);
});

test("a first redirect to HTTP is -10, to another host -5", () => {
  const redirect = (httpRedirects: string[]) =>
    observatoryScore(site({ httpRedirects })).tests.redirection?.modifier;
  expect(redirect(["http://www.example.org/", "https://www.example.org/"])).toBe(-10);
  expect(redirect(["https://www.example.org/"])).toBe(-5);
});

test("cookies: Secure, HttpOnly sessions and SameSite earn +5; a session cookie without Secure -40 without HSTS", () => {
  const withCookies = (cookies: string[], hsts = true) =>
    observatoryScore(
      site({
        headers: {
          ...serviceHeaders,
          ...(hsts ? { "strict-transport-security": "max-age=63072000" } : {}),
          "set-cookie": cookies,
        },
      }),
    ).tests.cookies?.modifier;
  expect(withCookies(["__Host-session=1; Path=/; Secure; HttpOnly; SameSite=Lax"])).toBe(5);
  expect(withCookies(["session=1; Path=/; HttpOnly"], false)).toBe(-40);
  expect(withCookies(["session=1; Secure; Path=/"])).toBe(-30);
  expect(withCookies(["theme=dark; Path=/; SameSite=Lax"])).toBe(-5);
});

test("CORS reflecting a foreign origin with credentials is -50; X-Frame-Options alone is 0, absent -20", () => {
  const headers = {
    ...site().headers,
    "access-control-allow-origin": "https://http-observatory.security.mozilla.org",
    "access-control-allow-credentials": "true",
  };
  expect(observatoryScore(site({ headers })).tests["cross-origin-resource-sharing"]?.modifier).toBe(
    -50,
  );
  const withoutCsp = { ...site().headers, "content-security-policy": undefined };
  expect(observatoryScore(site({ headers: withoutCsp })).tests["x-frame-options"]?.modifier).toBe(
    0,
  );
  const neither = { ...withoutCsp, "x-frame-options": undefined };
  expect(observatoryScore(site({ headers: neither })).tests["x-frame-options"]?.modifier).toBe(-20);
});

test("scripts from another origin without SRI are -5, over http -50", () => {
  const sri = (html: string) =>
    observatoryScore(site({ html })).tests["subresource-integrity"]?.modifier;
  expect(sri('<script src="https://cdn.example.net/x.js"></script>')).toBe(-5);
  expect(sri('<script src="http://cdn.example.net/x.js"></script>')).toBe(-50);
  expect(sri('<script src="/x.js" integrity="sha384-x"></script>')).toBe(5);
});

test("grades follow the published chart", () => {
  expect([135, 100, 95, 90, 85, 80, 75, 60, 59, 24, 0].map(gradeOf)).toEqual([
    "A+",
    "A+",
    "A",
    "A",
    "A-",
    "B+",
    "B",
    "C+",
    "C",
    "F",
    "F",
  ]);
});
