/**
 * npm run check:links: lists every internal link in the built site whose
 * target is neither a prerendered page nor a built file, and exits 1 if any.
 *   tsx scripts/check/check-links.ts
 */
import { pathToFileURL } from "node:url";
import { clientBuildDir } from "../build/build-dir.ts";
import { publicPages } from "../build/site-pages.ts";
import { deadLinks } from "./internal-links.ts";

/** One line per dead link target with the pages linking to it, and the failure if any. */
export function linkCheck(siteDir: string): { lines: string[]; failure: string | null } {
  const dead = deadLinks(publicPages(siteDir), siteDir);
  return {
    lines: dead.map(({ target, from }) => `${target}  (linked from ${from.join(", ")})`),
    failure: dead.length > 0 ? `${dead.length} internal link targets lead nowhere.` : null,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { lines, failure } = linkCheck(clientBuildDir());
  for (const line of lines) console.log(line);
  if (failure) {
    console.error(`\n${failure}`);
    process.exit(1);
  }
  console.log("Every internal link leads to a page or a file of the build.");
}
