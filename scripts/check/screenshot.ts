/**
 * Takes full-page screenshots of a page at phone and desktop widths in
 * Debian's Chromium, for looking at a page as a visitor would.
 *   npx tsx scripts/check/screenshot.ts http://localhost:3000/about /tmp/about [360,1440] [--no-js]
 * `--no-js` shows the page as a visitor whose script has not run (or never will).
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../../tests/support/chromium.ts";

const noJs = process.argv.includes("--no-js");
const [url, outPrefix, widthsArg] = process.argv.slice(2).filter((arg) => arg !== "--no-js");
if (!url || !outPrefix) {
  console.error("usage: tsx scripts/check/screenshot.ts URL OUT_PREFIX [WIDTHS] [--no-js]");
  process.exit(2);
}
const widths = (widthsArg ?? "360,1440").split(",").map(Number);

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      javaScriptEnabled: !noJs,
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // A full-page picture shows the lazy images below the fold too.
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = "eager";
      await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    const file = `${outPrefix}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${file}${overflow > 0 ? `  (horizontal overflow: ${overflow}px)` : ""}`);
    await page.close();
  }
} finally {
  await browser.close();
}
