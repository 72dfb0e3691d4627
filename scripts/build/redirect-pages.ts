/**
 * Post-build step: React Router prerenders a loader's `redirect()` as a small
 * document whose meta refresh reads `content="2;url=/path"` and which has no
 * `<html>` tag. HTML requires whitespace between the delay and `url=` (the Nu
 * Html Checker rejects it otherwise), and a page declares its language like
 * every other page of the site; this step makes both so
 * (scripts/build/site-build-steps.ts, step "finish").
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { redirectTarget } from "./site-pages.ts";

/** A prerendered redirect page in valid HTML; any other page comes back unchanged. */
export function validRedirectPage(html: string, lang: string): string {
  if (redirectTarget(html) === null) return html;
  const spaced = html.replace(/(<meta http-equiv="refresh" content="\d+;)(url=)/, "$1 $2");
  return /<html[\s>]/i.test(spaced)
    ? spaced
    : spaced.replace(/^(<!doctype html>\s*)/i, `$1<html lang="${lang}">\n`);
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

export function rewriteRedirectPages(siteDir: string): void {
  let rewritten = 0;
  for (const file of htmlFiles(siteDir)) {
    const html = readFileSync(file, "utf8");
    const valid = validRedirectPage(html, "en");
    if (valid === html) continue;
    writeFileSync(file, valid);
    rewritten += 1;
  }
  console.log(`redirect pages: ${rewritten} rewritten in valid HTML`);
}
