/**
 * The checks a publish's build must pass before it goes live, in one process
 * (docs/decisions/115-publish-within-a-minute.md): the size budgets
 * (npm run check:size) and the internal links (npm run check:links). Both
 * run even when the first fails, so the staff see every reason at once:
 * each page over budget and each dead link, last, where the publish's
 * status shows them.
 *   BUILD_DIR=… tsx scripts/check/check-release.ts
 */
import { clientBuildDir } from "../build/build-dir.ts";
import { runSteps } from "../build/run-steps.ts";
import { linkCheck } from "./check-links.ts";
import { sizeCheck } from "./check-size.ts";

const siteDir = clientBuildDir();
const failures: string[] = [];
await runSteps([
  {
    name: "check:size",
    run: () => {
      failures.push(...sizeCheck(siteDir).failures);
    },
  },
  {
    name: "check:links",
    run: () => {
      const { lines, failure } = linkCheck(siteDir);
      if (failure) failures.push(...lines, failure);
    },
  },
]);
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.log("Every page is within its budget and every internal link leads somewhere.");
