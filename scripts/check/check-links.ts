/**
 * npm run check:links: lists every internal link in the built site whose
 * target is neither a prerendered page nor a built file, and exits 1 if any.
 *   tsx scripts/check-links.ts
 */
import { clientBuildDir } from "../build/build-dir.ts";
import { publicPages } from "../build/site-pages.ts";
import { deadLinks } from "./internal-links.ts";

const siteDir = clientBuildDir();
const dead = deadLinks(publicPages(siteDir), siteDir);
for (const { target, from } of dead) {
  console.log(`${target}  (linked from ${from.join(", ")})`);
}
if (dead.length > 0) {
  console.error(`\n${dead.length} internal link targets lead nowhere.`);
  process.exit(1);
}
console.log("Every internal link leads to a page or a file of the build.");
