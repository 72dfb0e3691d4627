import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";
import { type BuildEnv, buildEnv } from "./build-env.ts";

/**
 * The code build: what `react-router build` makes from the site's code alone
 * (the scripts, the styles, the server bundle the pages are rendered with).
 * Content reaches pages only through their loaders, which read CONTENT_DIR
 * when a page is rendered, so a publish that changed content, not code, can
 * take the code build of the live release and only render the pages again
 * (scripts/build/render-pages.ts; docs/decisions/161-a-publish-renders-pages-with-the-live-code.md).
 *
 * Kept beside a build's public folder, never in it:
 *   <BUILD_DIR>/code-build/key                the key of the code it was made from
 *   <BUILD_DIR>/code-build/client-files.json  the files the bundle wrote into client/
 *   <BUILD_DIR>/code-build/server/            the server bundle (React Router removes its own)
 */

/** Where a build keeps its code build. */
export function codeBuildDir(buildDir: string): string {
  return join(buildDir, "code-build");
}

/**
 * What the code build is made from: the app (its styles' classes are found
 * in it and in schemas/ and content-model/: app/styles/app.css names them), the schemas and
 * content model it imports, the build's configuration and the installed packages.
 */
const codeInputs = [
  "app",
  "schemas",
  "content-model",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build/code-build.ts",
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** The files Vite reads VITE_* settings from for a production build (its loadEnv). */
const envFiles = [".env", ".env.local", ".env.production", ".env.production.local"];

/**
 * SHA-256 of every code input (names and bytes) and of the browser build's
 * settings (the VITE_* values of the environment, and the .env files Vite
 * reads): equal keys, equal code builds.
 */
export function codeBuildKey(
  appDir = ".",
  browserSettings: BuildEnv["browserSettings"] = buildEnv.browserSettings,
): string {
  const hash = createHash("sha256");
  for (const file of [...codeInputs, ...envFiles].flatMap((input) =>
    filesUnder(join(appDir, input)),
  )) {
    hash.update(relative(appDir, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  hash.update(JSON.stringify(browserSettings));
  return hash.digest("hex");
}

/** A build's code build, if it was made from the code as it is now. */
export function reusableCodeBuild(buildDir: string | null, key: string): string | null {
  if (buildDir === null) return null;
  const dir = codeBuildDir(buildDir);
  const keyFile = join(dir, "key");
  if (!existsSync(keyFile) || readFileSync(keyFile, "utf8") !== key) return null;
  return existsSync(join(dir, "server", "index.js")) && existsSync(join(dir, "client-files.json"))
    ? dir
    : null;
}

/** The files a code build's bundle wrote into the client folder, relative to it. */
export function clientFilesOf(codeDir: string): string[] {
  return JSON.parse(readFileSync(join(codeDir, "client-files.json"), "utf8")) as string[];
}

/**
 * A Vite plugin for `react-router build` (vite.config.ts) that keeps the
 * code build: the list of the client bundle's files, and a copy of the
 * server bundle made before React Router deletes it (with `ssr: false` it
 * removes the server build once the pages are prerendered).
 */
export function keepCodeBuild(): Plugin {
  const target = codeBuildDir(buildEnv.buildDir);
  let key = "";
  return {
    name: "techhub:keep-code-build",
    apply: "build",
    buildStart() {
      // Read before the build, from the code the build is made from.
      key ||= codeBuildKey();
    },
    writeBundle: {
      // Before React Router's own writeBundle, which prerenders and then deletes the server build.
      order: "pre",
      sequential: true,
      handler(options, bundle) {
        const outDir = options.dir;
        if (!outDir) return;
        mkdirSync(target, { recursive: true });
        if (this.environment.config.consumer === "client") {
          writeFileSync(
            join(target, "client-files.json"),
            `${JSON.stringify(Object.keys(bundle).sort(), null, 1)}\n`,
          );
          return;
        }
        const server = join(target, "server");
        rmSync(server, { recursive: true, force: true });
        mkdirSync(dirname(server), { recursive: true });
        cpSync(outDir, server, { recursive: true });
        writeFileSync(join(target, "key"), key);
      },
    },
  };
}
