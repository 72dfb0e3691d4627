import { expect, test } from "vitest";
import { defaultSiteUrl, isPublicSiteUrl, siteUrlSchema, urlOnSite } from "./site-url.ts";

test("SITE_URL is an http(s) address, the local one when unset", () => {
  expect(siteUrlSchema.parse(undefined)).toBe(defaultSiteUrl);
  expect(siteUrlSchema.parse("https://enugutechhub.ng")).toBe("https://enugutechhub.ng");
  expect(siteUrlSchema.safeParse("ftp://enugutechhub.ng").success).toBe(false);
  expect(siteUrlSchema.safeParse("enugutechhub.ng").success).toBe(false);
});

test("a path joins the site's address below its sub-path, with or without slashes", () => {
  for (const base of ["https://example.org/hub", "https://example.org/hub/"]) {
    expect(urlOnSite(base, "/about")).toBe("https://example.org/hub/about");
    expect(urlOnSite(base, "about")).toBe("https://example.org/hub/about");
    expect(urlOnSite(base, "/")).toBe("https://example.org/hub/");
    expect(urlOnSite(base, "/api/mailing-list/confirm?token=a")).toBe(
      "https://example.org/hub/api/mailing-list/confirm?token=a",
    );
  }
  expect(urlOnSite("https://enugutechhub.ng", "/og/index.png")).toBe(
    "https://enugutechhub.ng/og/index.png",
  );
  expect(urlOnSite("http://localhost:3000/", "/")).toBe("http://localhost:3000/");
});

test("only an address the public can reach counts as public", () => {
  for (const url of [
    "https://enugutechhub.ng",
    "https://www.example.org/hub",
    "http://203.0.113.7:8080",
    "https://[2a00:1450:4001::1]",
  ]) {
    expect(isPublicSiteUrl(url), url).toBe(true);
  }
  for (const url of [
    defaultSiteUrl,
    "http://127.0.0.1:3000",
    "http://127.8.9.1",
    "http://10.0.0.5",
    "http://172.20.1.1",
    "http://192.168.1.10:3000",
    "http://169.254.1.1",
    "http://0.0.0.0:3000",
    "http://[::1]:3000",
    "http://[fd12::1]",
    "http://[fe80::1]",
    "http://staging.localhost",
    "http://printer.local",
    "http://intranet",
  ]) {
    expect(isPublicSiteUrl(url), url).toBe(false);
  }
});
