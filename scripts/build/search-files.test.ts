import { expect, test } from "vitest";
import { indexablePaths, publicBuildWarnings, robotsTxt, sitemapXml } from "./search-files.ts";

test("the sitemap lists each address once, in a sitemaps.org urlset", () => {
  const xml = sitemapXml(["https://hub.example/", "https://hub.example/about"]);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
    "https://hub.example/",
    "https://hub.example/about",
  ]);
});

test("addresses are escaped for XML", () => {
  expect(sitemapXml(["https://hub.example/a?b=1&c=2"])).toContain(
    "<loc>https://hub.example/a?b=1&amp;c=2</loc>",
  );
});

test("pages marked noindex are left out of the sitemap", () => {
  expect(
    indexablePaths([
      { path: "/", noindex: false },
      { path: "/forms/contact/sent", noindex: true },
      { path: "/about", noindex: false },
    ]),
  ).toEqual(["/", "/about"]);
});

test("robots.txt lets crawlers read the pages, not the API, and names the sitemap", () => {
  const robots = robotsTxt("https://hub.example/sitemap.xml");
  expect(robots.split("\n")).toEqual(
    expect.arrayContaining([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Sitemap: https://hub.example/sitemap.xml",
    ]),
  );
});

test("a build warns while the site address is the default or sample facts are left, naming the first", () => {
  expect(publicBuildWarnings(true, [])).toEqual([]);
  const records = ["Organisation: name, address, phone", "Team: Chinedu Eze"];
  const warnings = publicBuildWarnings(false, records);
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toMatch(/SITE_URL is not set/);
  expect(warnings[1]).toMatch(
    /2 records of sample facts .*: Organisation: name, address, phone; Team: Chinedu Eze$/,
  );
  const many = Array.from({ length: 8 }, (_, index) => `Team: person ${index}`);
  expect(publicBuildWarnings(true, many)[0]).toMatch(/Team: person 4; and 3 more$/);
});
