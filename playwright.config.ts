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
    trace: "retain-on-failure",
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
