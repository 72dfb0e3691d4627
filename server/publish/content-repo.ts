import { execFile, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { promisify } from "node:util";
import { unfinishedSaveGlob } from "#server/staff/content-writes.ts";

const run = promisify(execFile);

export type ContentAuthor = { name: string; email: string };
/** One changed file under the content folder, by its path there ("calls/x.yaml"). */
export type ContentChange = { path: string; change: "added" | "changed" | "removed" };

/**
 * The content folder (CONTENT_DIR) as git sees it
 * (docs/decisions/106-content-repository.md). It must be inside a git work
 * tree: in production a repository of its own (/srv/techhub/content); in
 * development the project's repository, where it is the content/ folder.
 * Every command is limited to that folder, so a publish in development
 * commits content/ only and leaves a developer's other changes alone.
 */
export function contentRepository(contentDir: string) {
  /** The folder, less the files of an editor's save cut short (content-writes.ts). */
  const contentFiles = ["--", ".", `:(exclude,glob)${unfinishedSaveGlob}`];

  async function git(args: string[], env: Record<string, string> = {}) {
    const { stdout } = await run("git", args, {
      cwd: contentDir,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  }

  return {
    contentDir,

    /** The folder's path inside its repository ("content/", or "" for a repository of its own). */
    async prefix(): Promise<string> {
      try {
        return (await git(["rev-parse", "--show-prefix"])).trim();
      } catch {
        throw new Error(
          `The content folder ${contentDir} is not in a git repository: run git init there (docs/deploy.md).`,
        );
      }
    },

    /** Files added, changed or removed under the folder since the last commit. */
    async changes(): Promise<ContentChange[]> {
      const output = await git([
        "status",
        "--porcelain=v1",
        "-z",
        "--untracked-files=all",
        ...contentFiles,
      ]);
      const prefix = await this.prefix();
      const changes: ContentChange[] = [];
      const records = output.split("\0").filter(Boolean);
      for (let index = 0; index < records.length; index += 1) {
        const record = records[index] as string;
        const code = record.slice(0, 2);
        // A rename's record is followed by its old path, which counts as removed.
        const path = record.slice(3);
        const relative = path.startsWith(prefix) ? path.slice(prefix.length) : path;
        if (code.includes("R")) {
          const old = records[index + 1] ?? "";
          index += 1;
          changes.push({
            path: old.startsWith(prefix) ? old.slice(prefix.length) : old,
            change: "removed",
          });
          changes.push({ path: relative, change: "added" });
        } else if (code === "??" || code.includes("A")) {
          changes.push({ path: relative, change: "added" });
        } else if (code.includes("D")) {
          changes.push({ path: relative, change: "removed" });
        } else {
          changes.push({ path: relative, change: "changed" });
        }
      }
      return changes.sort((a, b) => a.path.localeCompare(b.path));
    },

    /**
     * Commits every change under the folder as the staff member (author and
     * committer), with a message naming the entries; returns the commit, or
     * null when nothing changed. The project's own hooks do not run: this is
     * the service committing content, not a developer committing code.
     */
    async commit(author: ContentAuthor, changes: readonly ContentChange[]): Promise<string | null> {
      if (changes.length === 0) return null;
      await git(["add", "--all", ...contentFiles]);
      const identity = {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      };
      await git(
        [
          "-c",
          "commit.gpgsign=false",
          "commit",
          "--no-verify",
          "--quiet",
          "-m",
          commitMessage(changes),
          ...contentFiles,
        ],
        identity,
      );
      return this.head();
    },

    async head(): Promise<string | null> {
      try {
        return (await git(["rev-parse", "HEAD"])).trim();
      } catch {
        // A repository without a commit yet.
        return null;
      }
    },

    /** Writes the folder as it was at a commit into `target` (the build's own copy). */
    async snapshot(commit: string, target: string): Promise<void> {
      const prefix = await this.prefix();
      // From the repository's top: git archive refuses to run in a subfolder's view of a tree.
      const top = (await git(["rev-parse", "--show-toplevel"])).trim();
      mkdirSync(target, { recursive: true });
      await new Promise<void>((resolve, reject) => {
        const archive = spawn("git", ["archive", "--format=tar", `${commit}:${prefix}`], {
          cwd: top,
          stdio: ["ignore", "pipe", "pipe"],
        });
        const extract = spawn("tar", ["-x", "-C", target], { stdio: ["pipe", "ignore", "pipe"] });
        let errors = "";
        archive.stderr.on("data", (chunk: Buffer) => {
          errors += chunk.toString();
        });
        extract.stderr.on("data", (chunk: Buffer) => {
          errors += chunk.toString();
        });
        archive.stdout.pipe(extract.stdin);
        let pending = 2;
        const done = (code: number | null) => {
          if (code !== 0)
            reject(new Error(`could not copy content at ${commit}: ${errors.trim()}`));
          else if (--pending === 0) resolve();
        };
        archive.on("close", done);
        extract.on("close", done);
        archive.on("error", reject);
        extract.on("error", reject);
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

const verbs: Record<ContentChange["change"], string> = {
  added: "add",
  changed: "change",
  removed: "remove",
};

/**
 * "Publish: change calls/start-up-boost-2024.yaml" for one entry; for more, a
 * subject with the count and a line per entry below it.
 */
export function commitMessage(changes: readonly ContentChange[]): string {
  const lines = changes.map((change) => `${verbs[change.change]} ${change.path}`);
  if (lines.length === 1) return `Publish: ${lines[0]}`;
  return `Publish ${lines.length} content changes\n\n${lines.join("\n")}`;
}
