import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { unfinishedSaveGlob } from "#server/content/content-writes.ts";

const run = promisify(execFile);

export type ContentAuthor = { name: string; email: string };
/** One changed file under the content folder, by its path there ("calls/x.yaml"). */
export type ContentChange = { path: string; change: "added" | "changed" | "removed" };

/** The empty tree's id in every SHA-1 repository: what a diff from nothing starts from. */
const emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";

const changeOf: Record<string, ContentChange["change"]> = {
  A: "added",
  D: "removed",
  M: "changed",
};

/**
 * The content folder (CONTENT_DIR) as git sees it
 * (docs/decisions/106-content-repository.md). It must be inside a git work
 * tree: in production a repository of its own (/srv/techhub/content); in
 * development the project's repository, where it is the content/ folder.
 * Every command is limited to that folder, so a publish in development
 * commits content/ only and leaves a developer's other changes alone.
 *
 * A publish commits nothing until its build went live
 * (docs/decisions/160-publishing-that-tells-the-truth.md): it writes the
 * saved content as a commit no branch points to (`saved`), the build builds
 * that commit, and only a live build moves the branch to it (`adopt`). So the
 * branch is always the content visitors see, and the daily rebuild never
 * builds a change that failed.
 */
export function contentRepository(contentDir: string) {
  /** The folder, less the files of an editor's save cut short (content-writes.ts). */
  const contentFiles = ["--", ".", `:(exclude,glob)${unfinishedSaveGlob}`];

  async function git(args: string[], env: Record<string, string> = {}) {
    const { stdout } = await run("git", args, {
      cwd: contentDir,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env },
      maxBuffer: 64 * 1024 * 1024,
      encoding: "buffer",
    });
    return stdout;
  }
  const text = async (args: string[], env: Record<string, string> = {}) =>
    (await git(args, env)).toString("utf8").trim();

  /** Runs `work` with an index of its own, so the real index and the files stay as they are. */
  async function withScratchIndex<T>(
    work: (env: Record<string, string>) => Promise<T>,
  ): Promise<T> {
    const directory = mkdtempSync(join(tmpdir(), "content-index-"));
    try {
      return await work({ GIT_INDEX_FILE: join(directory, "index") });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }

  let knownPrefix: string | null = null;
  async function prefix(): Promise<string> {
    if (knownPrefix !== null) return knownPrefix;
    try {
      knownPrefix = await text(["rev-parse", "--show-prefix"]);
      return knownPrefix;
    } catch {
      throw new Error(
        `The content folder ${contentDir} is not in a git repository: run git init there (docs/deploy.md).`,
      );
    }
  }

  async function head(): Promise<string | null> {
    try {
      return await text(["rev-parse", "--verify", "--quiet", "HEAD"]);
    } catch {
      // A repository without a commit yet.
      return null;
    }
  }

  /** The whole repository's tree as `base` has it, with the content folder as the working folder has it. */
  async function workingTree(base: string | null): Promise<string> {
    return withScratchIndex(async (env) => {
      if (base) await git(["read-tree", base], env);
      await git(["add", "--all", ...contentFiles], env);
      return text(["write-tree"], env);
    });
  }

  /** `base`'s tree with its content folder replaced by `source`'s. */
  async function treeWithContentOf(base: string, source: string): Promise<string> {
    const folder = await prefix();
    return withScratchIndex(async (env) => {
      if (folder === "") {
        await git(["read-tree", source], env);
      } else {
        await git(["read-tree", base], env);
        await git(["rm", "-r", "--cached", "--quiet", "--ignore-unmatch", "--", "."], env);
        await git(
          ["read-tree", `--prefix=${folder}`, `${source}:${folder.replace(/\/$/, "")}`],
          env,
        );
      }
      return text(["write-tree"], env);
    });
  }

  const identity = (author: ContentAuthor) => ({
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  });

  async function commitTree(
    tree: string,
    parent: string | null,
    author: ContentAuthor,
    message: string,
  ) {
    const parents = parent ? ["-p", parent] : [];
    return text(["commit-tree", tree, ...parents, "-m", message], identity(author));
  }

  /** Files that differ under the content folder between two trees or commits, by their path there. */
  async function diff(from: string | null, to: string): Promise<ContentChange[]> {
    const folder = await prefix();
    const base = from ?? emptyTree;
    const output = await text([
      "diff-tree",
      "-r",
      "-z",
      "--no-renames",
      "--name-status",
      base,
      to,
      "--",
      `:/${folder}`,
    ]);
    const fields = output.split("\0").filter(Boolean);
    const changes: ContentChange[] = [];
    for (let index = 0; index + 1 < fields.length; index += 2) {
      const path = (fields[index + 1] as string).slice(folder.length);
      changes.push({ path, change: changeOf[(fields[index] as string)[0] as string] ?? "changed" });
    }
    return changes.sort((a, b) => a.path.localeCompare(b.path));
  }

  /** The index of the content folder set to HEAD again after HEAD moved (other paths untouched). */
  const resetIndex = () => git(["reset", "--quiet", "--", "."]);

  return {
    contentDir,
    prefix,
    head,

    /**
     * The working folder's content as a tree (on HEAD's, for the paths
     * around it): what a preview builds, and what the saved content is compared by.
     */
    async savedTree(): Promise<string> {
      return workingTree(await head());
    },

    /** Files that differ between two commits' (or trees') content; from null: every file of `to`. */
    changesBetween(from: string | null, to: string): Promise<ContentChange[]> {
      return diff(from, to);
    },

    /**
     * Whether two commits hold the same content: the same commit, or another
     * with nothing changed (going back commits an earlier content anew).
     */
    async sameContent(one: string, other: string): Promise<boolean> {
      return one === other || (await diff(one, other)).length === 0;
    },

    /**
     * The saved content as a commit on top of HEAD that no branch points to
     * yet, by the staff member; null when it is HEAD's content.
     */
    async saved(author: ContentAuthor, message: (changes: ContentChange[]) => string) {
      const base = await head();
      const tree = await workingTree(base);
      const changes = await diff(base, tree);
      if (changes.length === 0) return null;
      return { commit: await commitTree(tree, base, author, message(changes)), changes };
    },

    /**
     * Moves the branch to a commit made by `saved` once it is live: at once
     * when nothing was committed since, else as a commit of its content on
     * top of what was (a developer's commit of code in development).
     */
    async adopt(commit: string): Promise<string> {
      const base = await head();
      const parent = await text(["rev-parse", "--verify", "--quiet", `${commit}^`]).catch(
        () => null,
      );
      let adopted = commit;
      if (base !== null && parent !== base) {
        const message = await text(["log", "-1", "--format=%B", commit]);
        const author = {
          name: await text(["log", "-1", "--format=%an", commit]),
          email: await text(["log", "-1", "--format=%ae", commit]),
        };
        adopted = await commitTree(await treeWithContentOf(base, commit), base, author, message);
      }
      await git(["update-ref", "-m", "publish", "HEAD", adopted, ...(base ? [base] : [])]);
      await resetIndex();
      return adopted;
    },

    /**
     * Commits the content of an earlier commit on top of HEAD (going back to
     * an earlier release), as the admin; null when HEAD already has it.
     */
    async restore(source: string, author: ContentAuthor, message: string): Promise<string | null> {
      const base = await head();
      if (base === null) return null;
      const tree = await treeWithContentOf(base, source);
      if (tree === (await text(["rev-parse", `${base}^{tree}`]))) return null;
      const commit = await commitTree(tree, base, author, message);
      await git(["update-ref", "-m", "go back", "HEAD", commit, base]);
      await resetIndex();
      return commit;
    },

    /** A file's bytes under the content folder at a commit, or null where it has none. */
    async fileAt(commit: string, path: string): Promise<Buffer | null> {
      const folder = await prefix();
      try {
        return await git(["cat-file", "blob", `${commit}:${folder}${path}`]);
      } catch {
        return null;
      }
    },

    /** Writes a file of the working folder as a commit has it (or removes it), whole, then moved into place. */
    async checkOut(commit: string, path: string): Promise<void> {
      const target = join(contentDir, path);
      const bytes = await this.fileAt(commit, path);
      if (bytes === null) {
        await rm(target, { force: true });
        return;
      }
      await mkdir(dirname(target), { recursive: true });
      const temporary = join(dirname(target), `.${path.split("/").pop()}.${process.pid}.saving`);
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },

    /** Writes the folder as it was at a commit into `target` (the build's own copy). */
    async exportTo(commit: string, target: string): Promise<void> {
      const folder = await prefix();
      // From the repository's top: git archive refuses to run in a subfolder's view of a tree.
      const top = await text(["rev-parse", "--show-toplevel"]);
      mkdirSync(target, { recursive: true });
      await new Promise<void>((resolve, reject) => {
        const archive = spawn("git", ["archive", "--format=tar", `${commit}:${folder}`], {
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
