import { defineConfig } from "vitest/config";
import { browserEnvDefines } from "./schemas/browser-env.ts";

export default defineConfig({
  // The same build-time endpoint values the browser build gets (vite.config.ts).
  define: browserEnvDefines({}),
  test: {
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    restoreMocks: true,
    // Storage, durability and CLI tests start real processes and databases:
    // seconds on a busy two-core machine, well past the default 5 s.
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: one on a two-core
    // machine, which left a core idle while files imported and processes
    // started. Files keep their own databases, folders and ports, so two run
    // side by side.
    maxWorkers: 2,
    // A worker runs its files one after another in one process with one module
    // cache, instead of a new process per file, which imported the server's
    // modules again for each file (decision 230). A file that leaves the
    // environment, the clock or the working folder changed fails
    // (tests/setup/setup-test-env.ts).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          globalSetup: ["./tests/setup/migrated-databases.ts"],
          include: [
            "{content,content-model,schemas,server,scripts}/**/*.test.ts",
            "app/config/**/*.test.ts",
            "tests/support/**/*.test.ts",
            "staff/**/*.test.ts",
            "keystatic/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: ["app/config/**"],
          environment: "jsdom",
          setupFiles: [
            "./tests/setup/dom-polyfills.ts",
            "./tests/setup/msw.ts",
            "./tests/setup/reset-toasts.ts",
          ],
        },
      },
    ],
  },
});
