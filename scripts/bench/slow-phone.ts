import type { Browser } from "@playwright/test";
import { readMainHeader } from "#content-model/site/navigation.server.ts";

const mainHeader = readMainHeader();

/**
 * The slow phone of issue 7, on which a new visitor tries the site: 400 kbit/s
 * each way, 400 ms round trips, a CPU four times slower, a 360 px screen.
 */
const slowPhone = {
  viewport: { width: 360, height: 780 },
  latencyMs: 400,
  bytesPerSecond: (400 * 1000) / 8,
  cpuSlowdown: 4,
} as const;

/** Milliseconds from navigation start; menuUsable is null if no tap opened the menu. */
export type SlowPhoneSample = { firstPaint: number; menuUsable: number | null };

/** Taps stop after this long; a menu that needs longer counts as never usable. */
const giveUpAfterMs = 60_000;
const retryEveryMs = 100;

/**
 * The page's window with what the bench adds to it: performance.now() of each
 * popover's first opening, by id.
 */
type BenchWindow = Window & { popoverOpenedAt?: Record<string, number> };

/**
 * Loads `url` on the slow phone with an empty cache and, from first paint,
 * taps the hamburger (the button named as in content/site/navigation.yaml)
 * every ~100 ms until its popover menu opens. The opening is timed by its
 * `beforetoggle` event, so a tap that the busy page handles late counts from
 * when it took effect, even if a later tap closes the menu again.
 */
export async function measureOnSlowPhone(browser: Browser, url: string): Promise<SlowPhoneSample> {
  const context = await browser.newContext({
    viewport: slowPhone.viewport,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slowPhone.latencyMs,
      downloadThroughput: slowPhone.bytesPerSecond,
      uploadThroughput: slowPhone.bytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowPhone.cpuSlowdown });
    await page.addInitScript(() => {
      const openedAt: Record<string, number> = {};
      (window as BenchWindow).popoverOpenedAt = openedAt;
      // beforetoggle does not bubble: listen in the capture phase.
      document.addEventListener(
        "beforetoggle",
        (event) => {
          const target = event.target;
          if (!(event instanceof ToggleEvent) || !(target instanceof HTMLElement)) return;
          if (event.newState === "open") openedAt[target.id] ??= performance.now();
        },
        true,
      );
    });

    await page.goto(url, { waitUntil: "commit" });
    const deadline = Date.now() + giveUpAfterMs;
    let menuUsable: number | null = null;
    while (menuUsable === null && Date.now() < deadline) {
      // A plain query: Playwright's role locators take longer than the retry
      // interval to compute accessible names on this CPU.
      const state = await page.evaluate((label) => {
        const button = [...document.querySelectorAll("button[popovertarget]")].find(
          (candidate) =>
            (candidate.getAttribute("aria-label") ?? candidate.textContent?.trim()) === label,
        );
        if (!(button instanceof HTMLButtonElement)) return null;
        const menu = button.popoverTargetElement;
        const box = button.getBoundingClientRect();
        return {
          painted: performance.getEntriesByName("first-contentful-paint").length > 0,
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
          openedAt: menu ? ((window as BenchWindow).popoverOpenedAt?.[menu.id] ?? null) : null,
        };
      }, mainHeader.menuLabel);
      menuUsable = state?.openedAt ?? null;
      if (menuUsable !== null) break;
      // A visitor taps what is on the screen, where it is (Playwright's own
      // tap() also spends longer than the retry interval on its checks).
      if (state?.painted) await page.touchscreen.tap(state.x, state.y);
      await page.waitForTimeout(retryEveryMs);
    }

    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: "paint", buffered: true });
        }),
    );
    return { firstPaint, menuUsable };
  } finally {
    await context.close();
  }
}
