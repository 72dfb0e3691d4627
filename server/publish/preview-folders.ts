import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";

/** What a preview records about itself: the saved content it shows, and when it was built. */
export type PreviewInfo = { tree: string; builtAt: string; build: number };

/**
 * The preview of the saved content (issue 32, item 5): built like a release
 * from the working folder, into `<RELEASES_DIR>/previews/<build>/`, and
 * served only on the staff host behind the guard, from `previews/current`,
 * a link switched as a release's is. It is never a release: nothing public
 * reads this folder, and only the newest preview is kept.
 */
export function previewFolders(releasesDir: string) {
  const root = join(resolve(releasesDir), "previews");
  const currentLink = join(root, "current");

  return {
    root,
    siteDir: join(currentLink, "client"),

    folder(build: number): string {
      return join(root, String(build));
    },

    /** The preview being served, or null before the first. */
    current(): PreviewInfo | null {
      try {
        const name = readlinkSync(currentLink);
        return JSON.parse(readFileSync(join(root, name, "preview.json"), "utf8")) as PreviewInfo;
      } catch {
        return null;
      }
    },

    /** Makes a finished preview the one served, and removes the others. */
    switchTo(info: PreviewInfo): void {
      const name = String(info.build);
      writeFileSync(join(root, name, "preview.json"), `${JSON.stringify(info)}\n`);
      const next = join(root, `current.next-${process.pid}`);
      rmSync(next, { force: true });
      symlinkSync(name, next);
      renameSync(next, currentLink);
      for (const other of readdirSync(root)) {
        if (/^\d+$/.test(other) && other !== name) {
          rmSync(join(root, other), { recursive: true, force: true });
        }
      }
    },

    prepare(build: number): string {
      const folder = this.folder(build);
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
      return folder;
    },

    has(): boolean {
      return existsSync(this.siteDir);
    },
  };
}

export type PreviewFolders = ReturnType<typeof previewFolders>;
