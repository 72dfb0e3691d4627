/**
 * npm run check:html: runs the W3C Nu Html Checker (the `vnu-jar` package,
 * which needs Java: Debian's default-jre-headless) over every HTML file of the
 * built site in one Java start, lists each error and warning, and exits 1 if
 * there is any.
 *   tsx scripts/check/check-html.ts
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { clientBuildDir } from "../build/build-dir.ts";
import { nuProblems } from "./nu-report.ts";

function htmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const siteDir = resolve(clientBuildDir());
const files = htmlFiles(siteDir).sort();
if (files.length === 0) {
  console.error(`No HTML in ${siteDir}: run npm run build`);
  process.exit(1);
}
// The package's main export is the jar's path.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  console.error(`Could not start Java for the Nu Html Checker (${run.error.message}).`);
  console.error("Install a Java runtime, on Debian: apt-get install default-jre-headless");
  process.exit(1);
}
// The checker writes its JSON report to stderr.
const problems = nuProblems(run.stderr, siteDir);
for (const problem of problems) console.log(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} HTML problems in ${files.length} files (Nu Html Checker).`);
  process.exit(1);
}
console.log(`${files.length} HTML files are valid (Nu Html Checker).`);
