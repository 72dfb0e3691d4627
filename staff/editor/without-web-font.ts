import type { Plugin } from "vite";

/**
 * Keystatic's UI links Google's Inter web font from its own React tree
 * (`<link href="https://fonts.googleapis.com/…">`, keystatic-core-ui.js), with
 * no option to leave it out. The staff host's policy blocks it, so every
 * editor page logged a console error and asked Google for a stylesheet
 * (issue 32, item 11). This build step takes the link out of Keystatic's
 * code; the editor uses the site's own self-hosted font instead (staff.css
 * names it as Keystar's `--font-inter`). A Keystatic version whose code no
 * longer has the link fails the staff build here, so the step is never
 * silently doing nothing.
 */

const webFontLink =
  /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/;

const keystaticUi = /@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui\.js$/;

/** Keystatic's UI code without its web-font link, or an error when the link is not where it was. */
export function withoutWebFontLink(code: string): string {
  if (!webFontLink.test(code)) {
    throw new Error(
      "Keystatic's UI no longer links its web font as staff/editor/without-web-font.ts expects: check the new version and update the pattern",
    );
  }
  return code.replace(webFontLink, "null");
}

export function withoutKeystaticWebFont(): Plugin {
  return {
    name: "without-keystatic-web-font",
    enforce: "pre",
    transform(code, id) {
      if (!keystaticUi.test(id.split("?")[0] ?? id)) return null;
      return { code: withoutWebFontLink(code), map: null };
    },
  };
}
