/**
 * The build after React Router's prerender (package.json `build:site`), in
 * one process and in this order: redirect pages in valid HTML, hydration
 * deferred, the brochure, the share previews and search files (which read the
 * finished pages), the icons asked for at the root, then the compressed
 * copies of everything
 * (docs/decisions/115-publish-within-a-minute.md).
 *   BUILD_DIR=… tsx scripts/build/finish-site.ts
 */

import { writeBrochure } from "./build-brochure.ts";
import { clientBuildDir } from "./build-dir.ts";
import { writeShareFiles } from "./build-share-files.ts";
import { deferHydrationInSite } from "./defer-hydration.ts";
import { precompressSite } from "./precompress.ts";
import { rewriteRedirectPages } from "./redirect-pages.ts";
import { runSteps } from "./run-steps.ts";
import { writeSiteIcons } from "./site-icons.ts";

const siteDir = clientBuildDir();
await runSteps([
  { name: "redirect pages", run: () => rewriteRedirectPages(siteDir) },
  { name: "defer hydration", run: () => deferHydrationInSite(siteDir) },
  { name: "brochure", run: () => writeBrochure(siteDir) },
  { name: "share files", run: () => writeShareFiles(siteDir) },
  { name: "site icons", run: () => writeSiteIcons(siteDir) },
  { name: "precompress", run: () => precompressSite(siteDir) },
]);
