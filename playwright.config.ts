import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumExecutable } from "./tests/support/chromium.ts";
import { e2eWorkers } from "./tests/support/free-port.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, never to retry.
  retries: 0,
  workers: e2eWorkers,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    launchOptions: { executablePath: testChromiumExecutable, args: chromiumArgs },
    // A failed test keeps its trace: each action with the page's DOM, network
    // and console. Not the screencast: filming every test cost a third of the
    // route sweep's time (docs/benchmarks.md); `--trace on` films one run.
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 360, height: 780 },
        defaultBrowserType: "chromium",
      },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
});
