/**
 * The repository paths that the documentation and the code's comments name:
 * a newcomer follows them, so each must lead to a file or folder that exists.
 * Read from the README, docs/ and every comment of the code (not from strings
 * or content: those name paths of a server, a URL or an example by design).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The repository's own top folders: a path starting with one of them is a path of this repository. */
const topFolders = [
  "app",
  "content",
  "content-model",
  "deploy",
  "docs",
  "keystatic",
  "public",
  "schemas",
  "scripts",
  "server",
  "staff",
  "tests",
];

const namedPath = new RegExp(
  `(?<![\\w./#@~:-])((?:${topFolders.join("|")})/[\\w./@*{}<>-]*[\\w/*}>])`,
  "g",
);

/** Comments of a TypeScript or shell file; the whole text of Markdown and Caddy's file. */
function commentsOf(file: string, text: string): string {
  if (file.endsWith(".md")) return text;
  if (/\.(sh|service|timer)$|Caddyfile$|\.example$/.test(file)) {
    return [...text.matchAll(/(?:^|\s)#[^\n]*/g)].map((match) => match[0]).join("\n");
  }
  return [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => match[0]).join("\n");
}

/**
 * Whether `path` is in the repository: a tracked file or a folder holding one
 * (a fresh clone has nothing else), a decision named by its number alone
 * ("docs/decisions/147"), or a place the build makes, which .gitignore names.
 */
function exists(root: string, tracked: readonly string[], path: string): boolean {
  const folder = path.endsWith("/") ? path : `${path}/`;
  if (tracked.some((file) => file === path || file.startsWith(folder))) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (decision) return tracked.some((file) => file.startsWith(`docs/decisions/${decision[1]}-`));
  try {
    execFileSync("git", ["check-ignore", "--quiet", "--no-index", path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** Each named path that leads nowhere, with the files naming it. */
export function missingNamedPaths(root: string): { path: string; namedIn: string[] }[] {
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
  const files = tracked.filter(
    (file) =>
      !file.startsWith("content/") &&
      /\.(md|ts|tsx|mjs|sh|service|timer|example)$|Caddyfile$/.test(file),
  );
  const missing = new Map<string, Set<string>>();
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    for (const match of commentsOf(file, readFileSync(join(root, file), "utf8")).matchAll(
      namedPath,
    )) {
      const path = (match[1] ?? "").replace(/\.$/, "");
      // A pattern ("content-model/codeville/*.ts") names many files, or none yet.
      if (/[*{}<>]/.test(path) || exists(root, tracked, path)) continue;
      missing.set(path, (missing.get(path) ?? new Set()).add(file));
    }
  }
  return [...missing]
    .map(([path, namedIn]) => ({ path, namedIn: [...namedIn].sort() }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
