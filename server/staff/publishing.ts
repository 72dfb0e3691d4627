import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Database } from "#server/db/database.ts";
import type { ServerConfig } from "#server/env.ts";
import { buildQueue } from "#server/publish/build-queue.ts";
import {
  type BuildStep,
  packageScripts,
  siteBuildSteps,
  validateStep,
} from "#server/publish/build-steps.ts";
import { contentRepository } from "#server/publish/content-repo.ts";
import {
  type ContentStorage,
  githubModeNotice,
  parseContentStorage,
} from "#server/publish/content-storage.ts";
import { createPublisher } from "#server/publish/publisher.ts";
import { releaseFolders } from "#server/publish/release-folders.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { publishRoutes } from "#server/staff/publish-routes.ts";

export type PublishingOptions = {
  config: Pick<ServerConfig, "CONTENT_DIR" | "RELEASES_DIR" | "SITE_DIR">;
  database: Database;
  audit: AuditLog;
  now: () => Date;
  /** The app's folder (package.json, the build scripts); the working directory by default. */
  appDir?: string;
  /** The build's steps, when a test runs small ones instead of the site's. */
  steps?: { validate: BuildStep; build: BuildStep[]; checks: BuildStep[] };
  buildEnv?: Record<string, string>;
  /** Makes this process serve a new release at once (server/index.ts: the public app's followSiteDir). */
  onSiteSwitched?: () => void;
  pollMs?: number;
  /** Where the editor keeps content; from the environment by default (KEYSTATIC_STORAGE). */
  storage?: ContentStorage;
  /** Why content may not go live yet (sample content on a public site), or null. */
  sampleCheck?: () => Promise<string | null>;
};

/** What the staff app's caller may set: the rest comes from the app itself. */
export type PublishingDeps = Omit<PublishingOptions, "config" | "database" | "audit" | "now">;

/**
 * Why this server cannot publish, or null when it can: it must serve the
 * release that publishing switches, so that a publish shows.
 */
export function publishingUnavailable(
  config: PublishingOptions["config"],
  releasesSiteDir: string,
): string | null {
  if (resolve(config.SITE_DIR) === releasesSiteDir) return null;
  return `This server shows the site from ${config.SITE_DIR}, not from the published releases: set SITE_DIR=${config.RELEASES_DIR}/current/client to publish from here.`;
}

/** Publishing on the staff app: its queue runs while the app is up. */
export async function publishing(app: FastifyInstance, options: PublishingOptions) {
  const appDir = options.appDir ?? process.cwd();
  const queue = buildQueue(options.database, options.now);
  const repo = contentRepository(resolve(options.config.CONTENT_DIR));
  const releases = releaseFolders(options.config.RELEASES_DIR);
  const storage = options.storage ?? parseContentStorage(process.env);
  // In GitHub mode the host builds each commit (decision 108): nothing is published from here.
  const unavailable =
    storage.kind === "github"
      ? githubModeNotice(storage)
      : publishingUnavailable(options.config, releases.siteDir);
  const publisher =
    unavailable === null
      ? createPublisher({
          queue,
          repo,
          releases,
          appDir,
          steps: options.steps ?? {
            validate: validateStep,
            ...siteBuildSteps(packageScripts(appDir)),
          },
          buildEnv: options.buildEnv,
          onSwitched: options.onSiteSwitched,
          log: app.log,
          now: options.now,
          pollMs: options.pollMs,
          sampleCheck: options.sampleCheck,
        })
      : null;
  if (publisher) {
    app.addHook("onReady", async () => publisher.start());
    app.addHook("onClose", async () => publisher.stop());
  }
  await app.register(publishRoutes, {
    database: options.database,
    queue,
    repo,
    releases,
    publisher,
    unavailable,
    storage: storage.kind,
    audit: options.audit,
  });
}
