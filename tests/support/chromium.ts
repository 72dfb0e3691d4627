/**
 * Debian's Chromium, as every browser run here starts it: no browser is ever
 * downloaded, and without the background networking flags it keeps trying
 * hosts the closed network refuses.
 *
 * The browser a visitor has (`chromium`) takes the screenshots and the
 * benchmarks' measurements. The tests drive its headless shell
 * (`chromium-headless-shell`, the same Blink and V8 without the browser's
 * windowing layers, what Playwright itself runs headless): it loads, hydrates
 * and checks a page in about 60 % of the time on a two-core machine, and the
 * end-to-end suite opens some thousand pages.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const testChromiumExecutable =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
