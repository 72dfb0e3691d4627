import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { defaultSiteUrl } from "../../schemas/site-url.ts";
import { parseBuildEnv } from "./build-env.ts";

test("an empty environment builds into build/ from scratch, at the default address", () => {
  expect(parseBuildEnv({})).toEqual({
    buildDir: "build",
    reuseDir: null,
    mode: "full",
    keepBuildDir: false,
    siteUrl: defaultSiteUrl,
    siteUrlSet: false,
    browserSettings: [],
  });
  expect(parseBuildEnv({ BUILD_DIR: "", REUSE_BUILD_DIR: " ", SITE_URL: "" })).toMatchObject({
    buildDir: "build",
    reuseDir: null,
    siteUrlSet: false,
  });
});

test("a publish's settings: its release folder, the live one to reuse, a content build", () => {
  expect(
    parseBuildEnv({
      BUILD_DIR: "releases/r2",
      REUSE_BUILD_DIR: "releases/r1",
      BUILD_MODE: "content",
      KEEP_BUILD_DIR: "1",
      SITE_URL: " https://enugutechhub.ng ",
      VITE_CONTACT_URL: "/api/contact",
      VITE_BLOG_FEED_URL: "/api/feed",
    }),
  ).toEqual({
    buildDir: "releases/r2",
    reuseDir: "releases/r1",
    mode: "content",
    keepBuildDir: true,
    siteUrl: "https://enugutechhub.ng",
    siteUrlSet: true,
    browserSettings: [
      ["VITE_BLOG_FEED_URL", "/api/feed"],
      ["VITE_CONTACT_URL", "/api/contact"],
    ],
  });
});

test("bad settings fail the build, every one named", () => {
  expect(() =>
    parseBuildEnv({ BUILD_MODE: "fast", KEEP_BUILD_DIR: "yes", SITE_URL: "ftp://example.org" }),
  ).toThrow(/BUILD_MODE[\s\S]*KEEP_BUILD_DIR[\s\S]*SITE_URL/);
});

/** Every module of the build, and the two configurations React Router and Vite load. */
function buildSources(directory = "scripts/build"): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return buildSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("no module of the build but build-env.ts reads the environment", () => {
  const sources = [...buildSources(), "react-router.config.ts", "vite.config.ts"];
  expect(sources).toContain(join("scripts", "build", "build-site.ts"));
  // A write is no read: render-pages.ts sets React Router's own flag for its requests.
  const read = /process\.env(?!\.\w+\s*=[^=])/;
  const readers = sources.filter(
    (file) =>
      file !== join("scripts", "build", "build-env.ts") &&
      read.test(
        readFileSync(file, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/^\s*\/\/.*$/gm, ""),
      ),
  );
  expect(readers).toEqual([]);
});
