import { test as base, expect, type Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { entryPopupStorageKey } from "../../app/features/codeville/entry-popup-session.ts";
import { leadsCli } from "../support/leads-cli.ts";
import { expectNoAxeViolationsIn } from "./axe-in-page.ts";
import { type LeadServer, startLeadServer } from "./lead-server.ts";

type TestFixtures = {
  /**
   * Whether the kids' entry popup may show (once per browser session). Off by
   * default, so sweeps of every page test the pages; the popup's own tests
   * turn it on with `test.use({ showEntryPopup: true })`.
   */
  showEntryPopup: boolean;
  /** Console errors a test expects (a failed request it provoked, say). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** The patterns `allowConsoleErrors` recorded, read by the pages when the test ends. */
  allowedConsoleErrors: RegExp[];
  expectNoAxeViolations: () => Promise<void>;
  /** A page in a browser with JavaScript off, at the project's viewport: the site before hydration. */
  staticPage: Page;
};

type WorkerFixtures = { server: LeadServer };

/**
 * The real built site and lead service, started once per worker, with no
 * page of its own. Tests of the staff side extend this one: their pages are
 * plain browser pages, and a file that brings no worker fixture of its own
 * shares the worker, and its server, with the site's tests instead of
 * starting another (Playwright keeps a worker while the next test's worker
 * fixtures are the same).
 */
export const serverTest = base.extend<object, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured object
    async ({}, use) => {
      const server = await startLeadServer();
      await use(server);
      await server.stop();
    },
    // Starting the server may take up to its 90 s (tests/e2e/lead-server.ts).
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/**
 * Every site test runs against that server. A console error or warning, an
 * uncaught exception or a CSP violation in a page the test used (`page` or
 * `staticPage`) that the test did not announce fails it. A test that uses no
 * page opens none.
 */
export const test = serverTest.extend<TestFixtures>({
  showEntryPopup: [false, { option: true }],
  // Pages hydrate after their load event and first paint
  // (scripts/build/defer-hydration.ts): a test acts on a page once React owns
  // it, as a visitor's tap after loading would. Every full load (goto, reload)
  // waits for that.
  page: async ({ page, showEntryPopup, allowedConsoleErrors }, use) => {
    const consoleErrors = collectConsoleErrors(page);
    if (!showEntryPopup) {
      await page.addInitScript((key) => sessionStorage.setItem(key, "1"), entryPopupStorageKey);
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
    expectNoUnannouncedErrors(consoleErrors, allowedConsoleErrors);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured object
  allowedConsoleErrors: async ({}, use) => use([]),
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) =>
    use((...patterns) => allowedConsoleErrors.push(...patterns)),
  staticPage: async ({ browser, server, viewport, allowedConsoleErrors }, use) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: server.url,
      viewport,
    });
    const staticPage = await context.newPage();
    const consoleErrors = collectConsoleErrors(staticPage);
    await use(staticPage);
    await context.close();
    expectNoUnannouncedErrors(consoleErrors, allowedConsoleErrors);
  },
  expectNoAxeViolations: async ({ page }, use) => use(() => expectNoAxeViolationsIn(page)),
});

/** Collects what a page logs as an error or warning, and its uncaught exceptions. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

function expectNoUnannouncedErrors(errors: string[], allowed: RegExp[]): void {
  const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  expect(unexpected, "console errors, warnings or CSP violations").toEqual([]);
}

/**
 * Reads leads through the staff CLI, as the staff would (README, "Leads for
 * the staff"); `--all` includes mailing-list addresses not yet confirmed.
 */
export async function exportLeads(
  server: LeadServer,
  type: "mailing" | "contact" | "brochure" | "application" | "hiring-request",
) {
  const { code, stdout, stderr } = await leadsCli(
    { ...process.env, SQLITE_PATH: server.sqlitePath, DATABASE_URL: "" },
    ...["export", "--type", type, "--format", "json", "--all"],
  );
  if (code !== 0) throw new Error(`npm run leads -- export failed (status ${code}): ${stderr}`);
  return JSON.parse(stdout) as Record<string, unknown>[];
}

/**
 * Waits until React has hydrated the page: `<html data-hydrated>`, set by
 * app/lib/use-mark-hydrated.ts once the effects of the first render have run,
 * so every handler and listener of the page is in place. The `page` fixture
 * does this on every goto and reload; a tab a test opens itself calls it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Holds back the page's JavaScript (its /assets/*.js requests) until
 * `release` is called: the page is its prerendered HTML, as on a slow phone
 * before hydration, for as long as the test needs, with no sleeps. The
 * `page` fixture's goto waits for hydration, so start it, act, release, then
 * await it.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?#]+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Whether the viewport gets the mobile navigation (SPEC §9). */
export function isPhone(width: number | undefined): boolean {
  return (width ?? 0) <= site.mobileNavMaxWidthPx;
}

export { expect };
