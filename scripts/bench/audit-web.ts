/**
 * npm run audit:web: Lighthouse's accessibility, SEO and best-practices
 * categories on every public page of the last build (run `npm run build`
 * first), once each: unlike performance they do not depend on the machine's
 * load. Prints the scores and every audit that failed; exits 1 when a page
 * scores under 100 in any of them. AUDIT_ROUTES=/a,/b audits those pages only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../../tests/support/chromium.ts";
import { startServerProcess } from "../../tests/support/server-process.ts";
import { clientBuildDir } from "../build/build-dir.ts";
import { publicPages } from "../build/site-pages.ts";

const categories = ["accessibility", "seo", "best-practices"] as const;

// Checks that need the public internet or the real address, which a local run cannot give.
const localOnlyAudits = new Set([
  // The canonical URL is on SITE_URL's host, not on localhost.
  "canonical",
  // HTTPS and HTTP/2 come from the deployment's reverse proxy (README, Deploying).
  "is-on-https",
  "redirects-http",
]);

const siteDir = clientBuildDir();
const chosen = process.env.AUDIT_ROUTES?.split(",");
const pages = publicPages(siteDir).filter((page) =>
  chosen ? chosen.includes(page.path) : !page.noindex,
);
if (pages.length === 0) throw new Error(`no built page to audit in ${siteDir}: run npm run build`);

const dataDir = mkdtempSync(join(tmpdir(), "audit-web-"));
const server = await startServerProcess({
  SITE_DIR: siteDir,
  SQLITE_PATH: join(dataDir, "audit.db"),
  DATABASE_URL: "",
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: chromiumArgs,
});

let below = 0;
console.log(["page", ...categories, "failed audits"].join("\t"));
try {
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    const failed = new Set<string>();
    const localOnly = new Set<string>();
    const scores = categories.map((id) => {
      const category = lhr.categories[id];
      let lost = 0;
      for (const ref of category?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score === 1 || ref.weight === 0) continue;
        if (localOnlyAudits.has(ref.id)) {
          localOnly.add(ref.id);
          continue;
        }
        failed.add(ref.id);
        lost += 1;
      }
      const score = Math.round((category?.score ?? 0) * 100);
      // A score lowered only by a local-only audit counts as full.
      return lost === 0 ? 100 : score;
    });
    if (scores.some((score) => score < 100)) below += 1;
    const notes = [...failed, ...[...localOnly].map((id) => `${id} (local only, not counted)`)];
    console.log([page.path, ...scores, notes.join(", ") || "-"].join("\t"));
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  below === 0
    ? `\n${pages.length} pages score 100 in ${categories.join(", ")}`
    : `\n${below} of ${pages.length} pages score under 100`,
);
process.exitCode = below === 0 ? 0 : 1;
