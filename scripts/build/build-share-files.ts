/**
 * Build step after the prerender (scripts/build/site-build-steps.ts, step "finish"): writes what
 * search engines and link previews read beside the pages.
 * - a 1200x630 share preview per public page, at the address its og:image
 *   tag names (app/lib/share-preview.ts derives it from the page's path);
 * - sitemap.xml with every public page that is not noindex, and robots.txt
 *   pointing to it, both with absolute addresses from SITE_URL.
 */
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Brand } from "#content-model/blocks.ts";
import { sampleFacts } from "#content-model/sample-facts.server.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { readMainHeader } from "#content-model/site/navigation.server.ts";
import type { MainHeaderContent } from "#content-model/site/navigation.ts";
import { brandOfPath, sharePreviewPath } from "../../app/lib/share-preview.ts";
import { isPublicSiteUrl, urlOnSite } from "../../schemas/site-url.ts";
import { buildEnv } from "./build-env.ts";
import { siteBrandColours } from "./design-tokens.ts";
import { outputKey, readKeys, reusableBuildDir, writeKeys } from "./reuse-build.ts";
import { indexablePaths, publicBuildWarnings, robotsTxt, sitemapXml } from "./search-files.ts";
import { renderSharePreview } from "./share-image.tsx";
import { decodeEntities, publicPages, type SitePage } from "./site-pages.ts";

function metaContent(html: string, attribute: "name" | "property", key: string): string | null {
  const tag = new RegExp(`<meta[^>]*\\b${attribute}="${key}"[^>]*>`).exec(html)?.[0];
  const content = tag && /\bcontent="([^"]*)"/.exec(tag)?.[1];
  return content === undefined || content === null ? null : decodeEntities(content);
}

function sectionLabel(brand: Brand, mainHeader: MainHeaderContent): string | undefined {
  if (brand === "hub") return undefined;
  return mainHeader.primary.find((link) => link.link === `/${brand}`)?.title ?? brand;
}

/**
 * The address a share preview prints at its foot: SITE_URL's host (and
 * sub-path) when it is a public address; none for a build on localhost or a
 * private network, whose address means nothing to the people a link reaches.
 */
export function previewAddress(siteUrl: string): string | undefined {
  if (!isPublicSiteUrl(siteUrl)) return undefined;
  const { host, pathname } = new URL(siteUrl);
  return `${host}${pathname.replace(/\/+$/, "")}`;
}

/** The code a preview's pixels depend on besides its text: a change there makes every preview anew. */
const previewCode = [
  new URL("./share-image.tsx", import.meta.url).pathname,
  new URL("./share-text.ts", import.meta.url).pathname,
  new URL("../../app/lib/share-preview.ts", import.meta.url).pathname,
  new URL(import.meta.url).pathname,
  // The fonts and the renderer's own packages.
  "package-lock.json",
];

async function writeSharePreview(
  page: SitePage,
  siteDir: string,
  host: string | undefined,
  mainHeader: MainHeaderContent,
  reuse: { keys: Record<string, string>; siteDir: string } | null,
): Promise<{ file: string; key: string }> {
  const image = metaContent(page.html, "property", "og:image");
  const expected = urlOnSite(buildEnv.siteUrl, sharePreviewPath(page.path));
  if (image !== expected) {
    throw new Error(`${page.path}: og:image is ${image ?? "missing"}, expected ${expected}`);
  }
  const brand = brandOfPath(page.path);
  const colours = siteBrandColours();
  const preview = {
    title: page.title,
    description: metaContent(page.html, "name", "description") ?? "",
    section: sectionLabel(brand, mainHeader),
    logoWords: readIdentity().logoWords,
    host,
    colours: colours[brand],
  };
  const brands = {
    codeville: colours.codeville.brand,
    startzone: colours.startzone.brand,
    sparks: colours.sparks.brand,
  };
  const key = outputKey([preview, brands], previewCode);
  const file = join(siteDir, sharePreviewPath(page.path));
  mkdirSync(dirname(file), { recursive: true });
  const previous = reuse && join(reuse.siteDir, sharePreviewPath(page.path));
  // The same words, colours and code drew the live build's preview: the same pixels.
  if (previous && reuse.keys[page.path] === key && existsSync(previous)) {
    copyFileSync(previous, file);
  } else {
    writeFileSync(file, await renderSharePreview(preview, brands));
  }
  return { file, key };
}

export async function writeShareFiles(siteDir: string): Promise<void> {
  const pages = publicPages(siteDir);
  const host = previewAddress(buildEnv.siteUrl);
  const previous = reusableBuildDir();
  const reuse =
    previous === null
      ? null
      : { keys: readKeys(previous, "share-previews"), siteDir: join(previous, "client") };
  const keys: Record<string, string> = {};
  const mainHeader = readMainHeader();
  let bytes = 0;
  for (const page of pages) {
    const { file, key } = await writeSharePreview(page, siteDir, host, mainHeader, reuse);
    keys[page.path] = key;
    bytes += statSync(file).size;
  }
  writeKeys(dirname(siteDir), "share-previews", keys);
  const listed = indexablePaths(pages).map((path) => urlOnSite(buildEnv.siteUrl, path));
  writeFileSync(join(siteDir, "sitemap.xml"), sitemapXml(listed));
  writeFileSync(
    join(siteDir, "robots.txt"),
    robotsTxt(urlOnSite(buildEnv.siteUrl, "/sitemap.xml")),
  );
  for (const warning of publicBuildWarnings(
    buildEnv.siteUrlSet,
    sampleFacts().map((fact) => `${fact.item}: ${fact.record}`),
  )) {
    console.warn(`warning: ${warning}`);
  }
  console.log(
    `share previews: ${pages.length} pages (${(bytes / 1024).toFixed(0)} KiB); sitemap.xml lists ${listed.length} pages`,
  );
}
