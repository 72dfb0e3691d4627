import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { missingNamedPaths } from "./named-paths.ts";

describe("paths named in the documentation and comments", () => {
  test("every path the README, docs/ and the code's comments name exists in the repository", () => {
    expect(missingNamedPaths(process.cwd())).toEqual([]);
  });

  test("a moved file named in a comment or a document is found; strings, URLs and decision numbers are not", () => {
    const root = mkdtempSync(join(tmpdir(), "named-paths-"));
    try {
      mkdirSync(join(root, "server"), { recursive: true });
      mkdirSync(join(root, "docs/decisions"), { recursive: true });
      writeFileSync(join(root, "docs/decisions/147-passkeys.md"), "# Passkeys\n");
      // Built from parts, so this file's own source names none of them.
      const inServer = (name: string) => ["server", `${name}.ts`].join("/");
      const [here, gone] = [inServer("here"), inServer("gone")];
      const comment = (text: string) => `${"/"}/ ${text}`;
      writeFileSync(
        join(root, here),
        [
          comment(`Follows ${gone} and docs/decisions/147.`),
          'const url = "server/only-a-string.ts";',
          `/${"*"} See https://example.com/server/elsewhere.ts and ${here}. *${"/"}`,
        ].join("\n"),
      );
      writeFileSync(join(root, "README.md"), "Start in `scripts/missing.ts` or `server/`.\n");
      execFileSync("git", ["init", "--quiet"], { cwd: root });
      execFileSync("git", ["add", "."], { cwd: root });
      expect(missingNamedPaths(root)).toEqual([
        { path: "scripts/missing.ts", namedIn: ["README.md"] },
        { path: gone, namedIn: [here] },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
