import sharp from "sharp";
import { expect, test } from "vitest";
import { type Seo, seoSchema } from "#content-model/blocks.ts";
import { checkEntry, contentRoot, readContentFile } from "#content-model/load.ts";
import { contentItems } from "#content-model/registry.ts";
import { readResultPagesByPath } from "#content-model/site/form-results.server.ts";
import { filesOf, readerPlaceholders } from "#content-model/validate.server.ts";
import { resultPageSeo } from "../../app/lib/page-meta.server.ts";
import { previewAddress } from "./build-share-files.ts";
import { siteBrandColours } from "./design-tokens.ts";
import { fitSharePreviewText, renderSharePreview } from "./share-image.tsx";
import { previewTitle } from "./share-text.ts";

const resultPagesByPath = readResultPagesByPath();

/** Every `seo` a content module gives a page, however deep in its exports. */
function seoIn(value: unknown, found: Seo[], seen = new Set<unknown>()): Seo[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return found;
  seen.add(value);
  for (const [key, inner] of value instanceof Map ? value : Object.entries(value)) {
    const seo = key === "seo" ? seoSchema.safeParse(inner) : null;
    if (seo?.success) found.push(seo.data);
    else seoIn(inner, found, seen);
  }
  return found;
}

/** Every content file as its reader loads it, its `{record.field}` texts filled as the pages show them. */
async function everyPagesSeo(): Promise<Seo[]> {
  const { known } = readerPlaceholders();
  // A placeholder only its own reader fills ("{call.edition}") stays as written.
  const placeholders = new Proxy(known, {
    get: (target, key) => (typeof key === "string" ? (target[key] ?? `{${key}}`) : undefined),
  });
  const found: Seo[] = [];
  for (const item of contentItems) {
    for (const file of filesOf(item)) {
      const data = readContentFile(file, contentRoot());
      seoIn(checkEntry(file, data, item.schema, placeholders), found);
    }
  }
  return [...found, ...[...resultPagesByPath.values()].map(resultPageSeo)];
}

/**
 * The rule: what a preview shows is the whole text, or its beginning up to the
 * end of a sentence (its mark, where the text goes on after a space), or up to
 * the end of a phrase (a comma, semicolon or colon, or a spaced dash or
 * bracket, follows) with an ellipsis.
 */
function endsWhereASentenceOrPhraseEnds(text: string, shown: string): boolean {
  if (shown === text) return true;
  if (shown.endsWith("…")) {
    const stem = shown.slice(0, -1);
    return text.startsWith(stem) && /^([,;:]\s|\s[–—(])/.test(text.slice(stem.length));
  }
  return (
    text.startsWith(shown) && /[.!?]["'”’)\]]?$/.test(shown) && /^\s/.test(text.slice(shown.length))
  );
}

test("every page's preview shows its title and description whole, or shortened where a sentence or phrase ends", {
  timeout: 60_000,
}, async () => {
  const pages = await everyPagesSeo();
  expect(pages.length).toBeGreaterThan(40);
  for (const seo of pages) {
    // With a section name above the title: the least room a preview has.
    const fitted = await fitSharePreviewText({
      ...seo,
      section: "Startzone",
      logoWords: ["Enugu", "Tech Hub"],
      colours: siteBrandColours().startzone,
    });
    expect(endsWhereASentenceOrPhraseEnds(previewTitle(seo.title), fitted.title), seo.title).toBe(
      true,
    );
    expect(
      endsWhereASentenceOrPhraseEnds(seo.description, fitted.description),
      `${seo.title}: ${fitted.description}`,
    ).toBe(true);
  }
});

test("a description too long for the picture is cut after a sentence, not inside one", async () => {
  const long =
    "Springboard is a free 3-month learning programme for businesses mainly in West Africa, with a certificate at the end. Applications are closed until the next edition is announced on this page, with its dates, its mentors and the questions founders ask us most often about it.";
  const fitted = await fitSharePreviewText({
    title: "Springboard: a free 3-month programme for young businesses | Startzone",
    description: long,
    section: "Startzone",
    logoWords: ["Enugu", "Tech Hub"],
    colours: siteBrandColours().startzone,
  });
  expect(fitted.title).toBe("Springboard: a free 3-month programme for young businesses");
  expect(fitted.description).not.toBe(long);
  expect(endsWhereASentenceOrPhraseEnds(long, fitted.description)).toBe(true);
  expect(endsWhereASentenceOrPhraseEnds(long, "Springboard is a free 3-month learning…")).toBe(
    false,
  );
});

test("the preview prints the site's address only when SITE_URL is a public one", () => {
  expect(previewAddress("https://enugutechhub.ng")).toBe("enugutechhub.ng");
  expect(previewAddress("https://example.org/hub/")).toBe("example.org/hub");
  expect(previewAddress("http://localhost:3000")).toBeUndefined();
  expect(previewAddress("http://192.168.1.20:3000")).toBeUndefined();
});

test("a share preview is a 1200x630 PNG, with or without an address", {
  timeout: 30_000,
}, async () => {
  const colours = siteBrandColours();
  for (const host of ["hub.example", undefined]) {
    const png = await renderSharePreview(
      {
        title: "Kids Code Camp | Codeville | Enugu Tech Hub",
        description: "A first month of code for children new to tech.",
        section: "Codeville",
        logoWords: ["Enugu", "Tech Hub"],
        host,
        colours: colours.codeville,
      },
      { codeville: "#7224c0", startzone: "#0a41ad", sparks: "#b10b69" },
    );
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300 * 1024);
  }
});
