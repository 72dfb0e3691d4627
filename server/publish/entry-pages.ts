import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { type CallProgramme, callProgrammes } from "#content-model/calls/calls.ts";
import { programmePath } from "#content-model/codeville/kids-programmes.ts";
import {
  type ContentEntry,
  editorKey,
  editorPathOf,
  entryName,
} from "#content-model/content-entries.ts";
import { contentItems } from "#content-model/registry.ts";
import type { EntryPage } from "#schemas/publish.ts";
import { startzonePaths } from "#schemas/section-paths.ts";
import type { PageReads } from "../../scripts/build/render-pages.ts";
import { pageReadsFile } from "../../scripts/build/render-pages.ts";
import { previewTitle } from "../../scripts/build/share-text.ts";

/**
 * Where an entry appears on the site, read from what a build recorded while
 * it rendered each page (scripts/build/render-pages.ts): the pages that read
 * the entry's file, or its collection's list of entries, each named by its
 * own title as the page shows it; a call, which every page of a section
 * reads, by the pages that show its programme's call.
 */

/** The entry an address of the editor opens (/keystatic/singleton/<key>, /keystatic/collection/<key>/item/<slug>). */
export function entryOfEditorPath(path: string): ContentEntry | null {
  const singleton = /^\/keystatic\/singleton\/([\w-]+)$/.exec(path);
  const entry = /^\/keystatic\/collection\/([\w-]+)\/item\/([a-z0-9][a-z0-9-]*)$/.exec(path);
  const key = singleton?.[1] ?? entry?.[1];
  const item = contentItems.find((candidate) => editorKey(candidate) === key);
  if (!item) return null;
  if (singleton && item.kind === "singleton") return { file: item.path, item, slug: null };
  if (entry?.[2] && item.kind === "collection") {
    return { file: `${item.path}/${entry[2]}.yaml`, item, slug: entry[2] };
  }
  return null;
}

/** What a build recorded of the pages it rendered, if it rendered them itself. */
export function readPageReads(buildDir: string | null): PageReads | null {
  if (buildDir === null) return null;
  const file = pageReadsFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageReads) : null;
}

/**
 * A page as a person recognises it: its own title, the part before the
 * section's and the organisation's names, as its share preview shows it
 * (scripts/build/share-text.ts); its address when the build kept no title.
 */
function entryPage(reads: PageReads, path: string): EntryPage {
  const title = reads.titles?.[path];
  return { path, title: title ? previewTitle(title) : path };
}

/** The programme a call's file is for: its name is its programme and edition (`callFileName`). */
function callProgrammeOf(file: string): CallProgramme | null {
  const slug = /^calls\/([^/]+)\.yaml$/.exec(file)?.[1];
  if (slug === undefined) return null;
  const longestFirst = [...callProgrammes].sort((a, b) => b.length - a.length);
  return longestFirst.find((programme) => slug.startsWith(`${programme}-`)) ?? null;
}

const startzoneCallPages: Partial<Record<CallProgramme, string>> = {
  springboard: startzonePaths.springboard,
  "start-up-boost": startzonePaths.startupBoost,
};

/**
 * Whether a page shows a programme's call. Every page of a section reads
 * every call (each picks its programme's open one), so the build's record
 * cannot tell which call a page shows: a call shows on its programme's page
 * and where that programme's call is shown with other words, the kids'
 * programme cards and the Startzone call banner; the kids' general call is
 * every kids programme's fallback and the Apply of the Codeville menu, so
 * every Codeville page.
 */
function showsCall(programme: CallProgramme, path: string, files: readonly string[]): boolean {
  if (programme === "codeville") return path === "/codeville" || path.startsWith("/codeville/");
  const startzonePage = startzoneCallPages[programme];
  if (startzonePage !== undefined) {
    return path === startzonePage || files.includes("startzone/call-announcement.yaml");
  }
  return path === programmePath(programme) || files.includes("codeville/programme-cards.yaml");
}

/** The files of the pages for the team (registry items marked `showcase`). */
const showcaseFiles: readonly string[] = contentItems
  .filter((item) => item.showcase === true)
  .map((item) => item.path);

/**
 * The pages visitors reach, as far as `file`'s entry is concerned: a
 * showcase page is one only for its own entry, so a call or an FAQ shown
 * there as a sample is not said to appear on it.
 */
function visitorPages(reads: PageReads, file: string): [string, string[]][] {
  return Object.entries(reads.pages).filter(
    ([, files]) => !files.some((read) => read !== file && showcaseFiles.includes(read)),
  );
}

/** The pages an entry appears on, and whether that is every page. */
export function pagesOf(
  reads: PageReads | null,
  file: string,
): { pages: EntryPage[]; onEveryPage: boolean } {
  if (reads === null) return { pages: [], onEveryPage: false };
  const pages = visitorPages(reads, file);
  const programme = callProgrammeOf(file);
  if (programme !== null) {
    const paths = pages
      .filter(([path, files]) => showsCall(programme, path, [...reads.every, ...files]))
      .map(([path]) => path);
    return { pages: paths.map((path) => entryPage(reads, path)), onEveryPage: false };
  }
  const folder = file.slice(0, file.lastIndexOf("/") + 1);
  const readsEntry = (files: readonly string[]) =>
    files.includes(file) || (folder !== "" && files.includes(folder));
  const all = pages.map(([path]) => path);
  const paths = readsEntry(reads.every)
    ? all
    : pages.filter(([, files]) => readsEntry(files)).map(([page]) => page);
  return {
    pages: paths.map((path) => entryPage(reads, path)),
    onEveryPage: paths.length > 0 && paths.length === all.length,
  };
}

/** An entry's name and editor address, its data read from the working folder. */
export function entryRef(entry: ContentEntry, contentDir: string) {
  const path = `${contentDir}/${entry.file}`;
  let data: unknown;
  try {
    data = existsSync(path) ? parse(readFileSync(path, "utf8")) : undefined;
  } catch {
    data = undefined;
  }
  return { name: entryName(entry, data), editorPath: editorPathOf(entry) };
}
