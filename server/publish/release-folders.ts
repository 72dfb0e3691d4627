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
import type { ReleaseBuildKind } from "#schemas/publish.ts";

/**
 * How many built releases stay on disk: the live one and four before it, so
 * an admin can go back four publishes (a week of daily rebuilds is not kept:
 * content lives in git, any version can be published again), and a request
 * still streaming a file of a release switched away from twice in a row
 * finishes. About 14 MB each.
 */
export const keptReleases = 5;

/** What a release folder records about itself, beside (not inside) the public files. */
export type ReleaseInfo = {
  id: string;
  builtAt: string;
  /** What made it (a release made before the start and deploy kinds existed says `rebuild`). */
  kind: ReleaseBuildKind;
  contentCommit: string | null;
  /** The staff member's email; null for an automatic build (the daily rebuild, a start, a deploy). */
  by: string | null;
};

const infoFile = "release.json";
/** A release folder's name: its time, then its build's number; in time order when sorted. */
export const releaseName = /^\d{8}T\d{6}Z-\d+$/;

/**
 * The release folders (docs/decisions/105-publishing-builds-and-switches.md):
 * `<releasesDir>/<id>/client` is one whole build; `<releasesDir>/current` is a
 * link to the live one, replaced in one rename, which SITE_DIR
 * (`<releasesDir>/current/client`) follows.
 */
export function releaseFolders(releasesDir: string) {
  const root = resolve(releasesDir);
  const currentLink = join(root, "current");

  return {
    root,
    siteDir: join(currentLink, "client"),

    /** A new, empty release folder's id: time-ordered, and the build's number. */
    newId(now: Date, buildId: number): string {
      return `${now.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")}-${buildId}`;
    },

    folder(id: string): string {
      return join(root, id);
    },

    writeInfo(info: ReleaseInfo): void {
      writeFileSync(join(root, info.id, infoFile), `${JSON.stringify(info, null, 2)}\n`);
    },

    /** The live release's id, or null before the first switch. */
    current(): string | null {
      try {
        return readlinkSync(currentLink);
      } catch {
        return null;
      }
    },

    /** Complete releases (with their record), newest first. */
    list(): ReleaseInfo[] {
      if (!existsSync(root)) return [];
      return readdirSync(root)
        .filter((name) => releaseName.test(name) && existsSync(join(root, name, infoFile)))
        .sort()
        .reverse()
        .map((name) => JSON.parse(readFileSync(join(root, name, infoFile), "utf8")) as ReleaseInfo);
    },

    /**
     * Makes `id` live: a new link beside the old one, renamed over it. A
     * rename is atomic, so a reader finds the old release or the new one,
     * never no link or half of one.
     */
    switchTo(id: string): void {
      if (!existsSync(join(root, id, "client"))) throw new Error(`no release ${id}`);
      mkdirSync(root, { recursive: true });
      const next = join(root, `current.next-${process.pid}`);
      rmSync(next, { force: true });
      symlinkSync(id, next);
      renameSync(next, currentLink);
    },

    /**
     * Removes releases beyond the newest `keep`, never the live one, and
     * folders of builds that did not finish (no record).
     */
    prune(keep: number = keptReleases, building: string | null = null): string[] {
      if (!existsSync(root)) return [];
      const live = this.current();
      const complete = new Set(
        this.list()
          .slice(0, keep)
          .map((release) => release.id),
      );
      const removed: string[] = [];
      for (const name of readdirSync(root)) {
        if (!releaseName.test(name) || name === live || name === building || complete.has(name))
          continue;
        rmSync(join(root, name), { recursive: true, force: true });
        removed.push(name);
      }
      return removed;
    },
  };
}

export type ReleaseFolders = ReturnType<typeof releaseFolders>;
