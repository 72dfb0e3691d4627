import { expect, test } from "vitest";
import { validRedirectPage } from "./redirect-pages.ts";
import { redirectTarget } from "./site-pages.ts";

const reactRouterRedirect =
  '<!doctype html>\n<head>\n<title>Redirecting to: /codeville</title>\n<meta http-equiv="refresh" content="2;url=/codeville">\n</head>\n<body></body>\n</html>';

test("a redirect page's meta refresh gets the space HTML requires after the delay", () => {
  expect(validRedirectPage(reactRouterRedirect, "en")).toContain(
    '<meta http-equiv="refresh" content="2; url=/codeville">',
  );
});

test("a redirect page declares its language on an html element", () => {
  expect(validRedirectPage(reactRouterRedirect, "en")).toMatch(
    /^<!doctype html>\s*<html lang="en">/,
  );
});

test("the rewritten redirect still leads where it did, and rewriting it again changes nothing", () => {
  const once = validRedirectPage(reactRouterRedirect, "en");
  expect(redirectTarget(once)).toBe("/codeville");
  expect(validRedirectPage(once, "en")).toBe(once);
});

test("a page that is not a redirect is untouched", () => {
  const page = "<!doctype html><html><head><title>Home</title></head></html>";
  expect(validRedirectPage(page, "en")).toBe(page);
});
