import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { readChildren } from "#content-model/codeville/children.server.ts";
import { clientBuildDir } from "../../scripts/build/build-dir.ts";
import { isPhone } from "./fixtures.ts";

/**
 * Consent is the child's, not the page's (issue 32, item 22): every file of
 * the build a visitor can fetch, pages and their data alike, is read for what
 * a family withheld. No browser: the files are what any visitor gets.
 */

const siteDir = clientBuildDir();

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(siteDir).map((path) => `/${relative(siteDir, path)}`);
/** Pages, their route data, and the search files: everything that carries words. */
const textFiles = files.filter((file) =>
  [".html", ".data", ".xml", ".txt"].includes(extname(file)),
);
const texts = textFiles.map((file) => ({ file, text: readFileSync(join(siteDir, file), "utf8") }));

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordsPattern = (value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(value)}(?![\\p{L}\\p{N}])`, "iu");
const filesMentioning = (value: string) =>
  texts.filter(({ text }) => wordsPattern(value).test(text)).map(({ file }) => file);

const children = [...readChildren().values()];
/**
 * A surname or school another child's family agreed to publish may appear
 * with that child: words cannot tell whose it is, so only values no other
 * child publishes are looked for.
 */
const publishedByOthers = (kind: "lastName" | "school", owner: (typeof children)[number]) =>
  new Set(
    children
      .filter((other) => other !== owner)
      .filter((other) => (kind === "lastName" ? other.consent.name : other.consent.school))
      .map((other) => other[kind]?.toLowerCase()),
  );

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "reads the build's files, the same on every screen",
);

test("no file of the build shows a surname, school or portrait that a child's family withheld", () => {
  expect(textFiles.length).toBeGreaterThan(20);
  const checked = { surname: 0, school: 0, portrait: 0 };
  for (const child of children) {
    if (!child.consent.name) {
      expect(filesMentioning(`${child.firstName} ${child.lastName}`), child.firstName).toEqual([]);
      if (!publishedByOthers("lastName", child).has(child.lastName.toLowerCase())) {
        expect(filesMentioning(child.lastName), `${child.firstName}'s surname`).toEqual([]);
        checked.surname += 1;
      }
    }
    if (!child.consent.school && child.school) {
      if (!publishedByOthers("school", child).has(child.school.toLowerCase())) {
        expect(filesMentioning(child.school), `${child.firstName}'s school`).toEqual([]);
        checked.school += 1;
      }
    }
    if (!child.consent.portrait && child.portrait) {
      const name = child.portrait.src;
      expect(
        files.filter((file) => file.includes(`/${name}.`) || file.includes(`/${name}-`)),
        `${child.firstName}'s portrait`,
      ).toEqual([]);
      expect(filesMentioning(name), `${child.firstName}'s portrait`).toEqual([]);
      checked.portrait += 1;
    }
  }
  // The shipped sample keeps children whose families withheld each, so this rule is exercised.
  expect(checked.surname).toBeGreaterThan(0);
  expect(checked.school).toBeGreaterThan(0);
  expect(checked.portrait).toBeGreaterThan(0);
});
