/**
 * Debian's Chromium, as every browser run here starts it (tests, screenshots,
 * Lighthouse): no browser is ever downloaded, and without the background
 * networking flags it keeps trying hosts the closed network refuses.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
