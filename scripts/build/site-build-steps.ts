import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ContentError, type ContentProblem } from "#content-model/load.ts";
import { iconSpritePath } from "../../app/components/icons/icon.tsx";
import type { BuildMode, BuildStepId } from "../../schemas/publish.ts";
import { deadLinks } from "../check/internal-links.ts";
import { DeadLinksError } from "./build-problems.ts";
import { publicPages } from "./site-pages.ts";

/**
 * The site's build, as one typed list of steps: `npm run build`, `npm run
 * dev`, a publish, the daily rebuild and a preview all take their steps from
 * here (scripts/build/build-site.ts runs them), so a publish builds exactly
 * what a developer does (docs/decisions/160-publishing-that-tells-the-truth.md).
 * Each step throws what stops it: a ContentError or DeadLinksError names what an
 * editor can fix; anything else is a problem of the code.
 */

export type BuildContext = {
  /** BUILD_DIR: the release folder (or build/), its public files under client/. */
  buildDir: string;
  /** REUSE_BUILD_DIR: the live release, whose unchanged outputs may be taken. */
  reuseDir: string | null;
  /** How the pages step made the pages (a content build falls back to a full one). */
  mode: BuildMode;
  /** Tells the runner a part of the step is done, with its time. */
  part: (name: string, ms: number) => void;
};

export type SiteBuildStep = {
  id: Exclude<BuildStepId, "switching">;
  run: (context: BuildContext) => Promise<void>;
};

const siteDirOf = (context: BuildContext) => join(context.buildDir, "client");

/** Runs a part of a step and reports its time. */
async function timed(context: BuildContext, name: string, run: () => unknown): Promise<void> {
  const started = performance.now();
  await run();
  context.part(name, performance.now() - started);
}

/**
 * What the sprite is made from: the list of icons, the code that draws it,
 * and the lock file (lucide's shapes, React's markup). While they are
 * unchanged the sprite is too, and the icon library, whose import is most of
 * this step's time, is not loaded.
 */
const spriteInputs = [
  "app/components/icons/icon-sources.ts",
  "scripts/build/build-icon-sprite.ts",
  "package-lock.json",
];
const spriteKeyFile = ".generated/icon-sprite.key";

async function iconSprite(): Promise<void> {
  const { outputKey } = await import("./reuse-build.ts");
  const key = outputKey([iconSpritePath], spriteInputs);
  const current =
    existsSync(join("public", iconSpritePath)) &&
    existsSync(spriteKeyFile) &&
    readFileSync(spriteKeyFile, "utf8") === key;
  if (current) return;
  const { writeIconSprite } = await import("./build-icon-sprite.ts");
  writeIconSprite();
  mkdirSync(dirname(spriteKeyFile), { recursive: true });
  writeFileSync(spriteKeyFile, key);
}

/** A content problem React Router's prerender printed (`file.yaml: field: reason`). */
const contentProblemLine = /^(?:\w*Error: )?(\S+\.yaml): ([^:]*): (.+)$/;

/** `react-router build`: the code bundled, then every page prerendered, in its own process. */
function reactRouterBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    // KEEP_BUILD_DIR, from the publisher, keeps React Router from emptying a release folder
    // that holds the content being built (vite.config.ts).
    const child = spawn(join("node_modules", ".bin", "react-router"), ["build"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const problems: ContentProblem[] = output.split("\n").flatMap((line) => {
        const match = contentProblemLine.exec(line.trim());
        return match
          ? [
              {
                file: match[1] ?? "",
                field: match[2] === "(whole file)" ? "" : (match[2] ?? ""),
                reason: match[3] ?? "",
              },
            ]
          : [];
      });
      reject(
        problems.length > 0
          ? new ContentError(problems)
          : new Error(`react-router build failed (exit ${code}):\n${output}`),
      );
    });
  });
}

export const siteBuildSteps: Record<SiteBuildStep["id"], SiteBuildStep> = {
  content: {
    id: "content",
    async run() {
      const { contentProblems } = await import("./content-check.ts");
      const problems = await contentProblems();
      if (problems.length > 0) throw new ContentError(problems);
    },
  },
  pictures: {
    id: "pictures",
    async run(context) {
      await timed(context, "icon sprite", iconSprite);
      const { buildSiteImages } = await import("./build-images.ts");
      await timed(context, "images", buildSiteImages);
    },
  },
  pages: {
    id: "pages",
    async run(context) {
      const { codeBuildDir, codeBuildKey, reusableCodeBuild } = await import("./code-build.ts");
      const { renderPages, writePageReads } = await import("./render-pages.ts");
      const reused =
        context.mode === "content" ? reusableCodeBuild(context.reuseDir, codeBuildKey()) : null;
      let codeDir: string;
      let reuseClientDir: string;
      if (reused !== null && context.reuseDir !== null) {
        codeDir = reused;
        reuseClientDir = join(context.reuseDir, "client");
      } else {
        context.mode = "full";
        await timed(context, "react-router build", reactRouterBuild);
        // Rendered again with the code build just made, which React Router's prerender
        // cannot tell: which pages read which entries (the same files, byte for byte).
        codeDir = codeBuildDir(context.buildDir);
        reuseClientDir = siteDirOf(context);
      }
      await timed(context, "render pages", async () => {
        const reads = await renderPages({ codeDir, reuseClientDir, buildDir: context.buildDir });
        writePageReads(context.buildDir, reads);
      });
    },
  },
  finish: {
    id: "finish",
    async run(context) {
      const siteDir = siteDirOf(context);
      const { rewriteRedirectPages } = await import("./redirect-pages.ts");
      await timed(context, "redirect pages", () => rewriteRedirectPages(siteDir));
      const { deferHydrationInSite } = await import("./defer-hydration.ts");
      await timed(context, "defer hydration", () => deferHydrationInSite(siteDir));
      const { writeBrochure } = await import("./build-brochure.ts");
      await timed(context, "brochure", () => writeBrochure(siteDir));
      const { writeShareFiles } = await import("./build-share-files.ts");
      await timed(context, "share files", () => writeShareFiles(siteDir));
      const { writeSiteIcons } = await import("./site-icons.ts");
      await timed(context, "site icons", () => writeSiteIcons(siteDir));
      const { precompressSite } = await import("./precompress.ts");
      await timed(context, "precompress", () => precompressSite(siteDir));
    },
  },
  links: {
    id: "links",
    async run(context) {
      const siteDir = siteDirOf(context);
      const dead = deadLinks(publicPages(siteDir), siteDir);
      if (dead.length > 0) throw new DeadLinksError(dead);
    },
  },
};
