import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "vitest";

/**
 * The module boundaries of ARCHITECTURE.md, checked over the source: a
 * feature never imports another feature, the site never imports the lead
 * service, and browser code takes content only as types (content is parsed
 * in loaders at prerender, so zod and the data stay off the client).
 */

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

type ImportLine = { file: string; specifier: string; typeOnly: boolean };

function imports(directory: string): ImportLine[] {
  return sourceFiles(directory).flatMap((file) =>
    [
      ...readFileSync(file, "utf8").matchAll(
        /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm,
      ),
    ].map((match) => ({
      file: relative(".", file).split(sep).join("/"),
      specifier: (match[3] ?? match[4]) as string,
      typeOnly: Boolean(match[2]),
    })),
  );
}

const appImports = imports("app");
/** Content as the site reads it: its modules still in TypeScript, and its schemas and readers. */
const isContent = (specifier: string) => /^#(content|schemas\/content)\//.test(specifier);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const featureOf = (path: string) => /(?:^|\/)features\/([^/]+)\//.exec(path)?.[1];

test("the scan reads the imports of the site's source", () => {
  expect(appImports.some(({ specifier, typeOnly }) => isContent(specifier) && typeOnly)).toBe(true);
  expect(appImports.some(({ specifier }) => specifier === "react-router")).toBe(true);
});

test("a feature folder never imports another feature", () => {
  const crossings = appImports.filter(({ file, specifier }) => {
    const own = featureOf(file);
    const target = featureOf(specifier.replace(/^#app\//, "app/"));
    return own && target && own !== target;
  });
  expect(crossings).toEqual([]);
});

test("the site never imports the lead service", () => {
  expect(appImports.filter(({ specifier }) => /^#server\/|(^|\/)server\//.test(specifier))).toEqual(
    [],
  );
});

test("components and features take content only as types, outside server-only modules and tests", () => {
  const leaks = appImports.filter(
    ({ file, specifier, typeOnly }) =>
      /^app\/(components|features)\//.test(file) &&
      !isTest(file) &&
      !/\.server\.tsx?$/.test(file) &&
      isContent(specifier) &&
      !typeOnly,
  );
  expect(leaks).toEqual([]);
});

test("content and schemas import neither the site nor the lead service", () => {
  const crossings = [...imports("content"), ...imports("schemas")].filter(({ specifier }) =>
    /^#(app|server)\/|(^|\/)(app|server)\//.test(specifier),
  );
  expect(crossings).toEqual([]);
});
