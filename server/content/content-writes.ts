import { randomBytes } from "node:crypto";
import { lstat, mkdir, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * How a checked save from the editor reaches CONTENT_DIR. Keystatic's own
 * local mode writes each file in place, so a Publish, a backup or a reader
 * that opens a file mid-save can read it empty or cut short. Here every file
 * is first written whole (and flushed) under a temporary name beside it, and
 * only then moved into place, pictures before the entries that name them:
 * a reader sees each file old or new, never part of one, and a save that
 * fails on the way changes nothing.
 */

/** A file of the save, its bytes already checked. */
export type SavedFile = { path: string; contents: Uint8Array };

/**
 * Keystatic's rule for the paths a save may touch (`getIsPathValid` in its
 * local handler, which no longer sees the save): one of the files or inside
 * one of the folders its configuration reads, with no `.` or `..` step and no
 * backslash. Keystatic only compares the start of the path ("hub/teamx/…"
 * would pass for "hub/team"); here a folder is a whole step.
 */
export function isEditablePath(file: string, allowedDirectories: readonly string[]): boolean {
  return (
    !file.includes("\\") &&
    file.split("/").every((step) => step !== "." && step !== "..") &&
    allowedDirectories.some((directory) => file === directory || file.startsWith(`${directory}/`))
  );
}

/**
 * Whether a path under the content folder passes through a symbolic link
 * (a linked folder on the way, or the file itself a link): writing or
 * deleting there would change a file elsewhere, perhaps outside the folder,
 * so the editor refuses it (issue 31, item 3). `contentDir` is the folder's
 * real path; steps that do not exist yet are new folders the save makes.
 */
export async function passesThroughLink(contentDir: string, file: string): Promise<boolean> {
  let path = contentDir;
  for (const step of file.split("/")) {
    path = join(path, step);
    try {
      if ((await lstat(path)).isSymbolicLink()) return true;
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") return false;
      throw error;
    }
  }
  return false;
}

/**
 * A file of a save not yet moved into place, as a git glob: left behind only
 * by a process killed mid-save, and never part of a Publish.
 */
export const unfinishedSaveGlob = "**/.*.saving";

const temporaryName = (file: string) =>
  join(dirname(file), `.${basename(file)}.${randomBytes(6).toString("hex")}.saving`);

async function writeFlushed(path: string, contents: Uint8Array): Promise<void> {
  const handle = await open(path, "wx", 0o644);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes the additions and removes the deletions: each file whole, then
 * moved into place, pictures first; nothing changes if a file cannot be written.
 */
export async function writeSave(
  contentDir: string,
  additions: readonly SavedFile[],
  deletions: readonly string[],
): Promise<void> {
  const ordered = [...additions].sort(
    (a, b) => Number(a.path.endsWith(".yaml")) - Number(b.path.endsWith(".yaml")),
  );
  const staged: { temporary: string; target: string }[] = [];
  try {
    for (const { path, contents } of ordered) {
      const target = join(contentDir, path);
      await mkdir(dirname(target), { recursive: true });
      const temporary = temporaryName(target);
      staged.push({ temporary, target });
      await writeFlushed(temporary, contents);
    }
  } catch (error) {
    await Promise.all(staged.map(({ temporary }) => rm(temporary, { force: true })));
    throw error;
  }
  for (const { temporary, target } of staged) await rename(temporary, target);
  for (const file of deletions) await rm(join(contentDir, file), { force: true });
}

/**
 * A queue of tasks run one after another, in the order given; one that fails
 * does not stop the next. The editor checks and writes each save in one task,
 * so a save is checked against the files as the save before it left them.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let previous: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = previous.then(task);
    previous = run.catch(() => undefined);
    return run;
  };
}
