import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { contentAuthors } from "#server/db/content-authors.ts";
import type { Database } from "#server/db/database.ts";
import { siteBuildsRepository } from "#server/db/site-builds-repository.ts";
import type { ServerConfig } from "#server/env.ts";
import { contentRepository } from "#server/publish/content-repo.ts";
import { type ContentStorage, githubModeNotice } from "#server/publish/content-storage.ts";
import { previewFolders } from "#server/publish/preview-folders.ts";
import { publishState } from "#server/publish/publish-state.ts";
import { createPublisher } from "#server/publish/publisher.ts";
import { releaseFolders } from "#server/publish/release-folders.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { previewSite } from "#server/staff/preview-site.ts";
import { publishRoutes } from "#server/staff/publish-routes.ts";

export type PublishingOptions = {
  config: Pick<
    ServerConfig,
    "CONTENT_DIR" | "RELEASES_DIR" | "SITE_DIR" | "SITE_URL" | "CONTENT_STORAGE"
  >;
  database: Database;
  audit: AuditLog;
  now: () => Date;
  /** The app's folder (package.json, the build scripts); the working directory by default. */
  appDir?: string;
  /** Node's arguments that run a build plan, when a test runs a stand-in (server/publish/build-runner.ts). */
  buildCommand?: readonly string[];
  buildEnv?: Record<string, string>;
  /** Makes this process serve a new release at once (server/index.ts: the public app's followSiteDir). */
  onSiteSwitched?: () => void;
  pollMs?: number;
  /** Where the editor keeps content; the configuration's by default (KEYSTATIC_STORAGE). */
  storage?: ContentStorage;
  /** Why content may not go live yet (sample content on a public site), or null. */
  sampleCheck?: () => Promise<string | null>;
  /** The staff UI's shell, which draws the preview's answer for a page it does not have. */
  shell?: string | null;
};

/** What the staff app's caller may set: the rest comes from the app itself. */
export type PublishingDeps = Omit<PublishingOptions, "config" | "database" | "audit" | "now">;

/** What the Publish page says when this server serves a fixed build instead of the releases. */
export const fixedSiteNotice =
  "This copy of the website shows a fixed build, not the published versions, so publishing here would change nothing visitors see. Ask whoever runs the website to set it up for publishing.";

/**
 * Whether this server serves the release that publishing switches (SITE_DIR
 * is RELEASES_DIR/current/client, its default): only then does a publish show.
 */
export function servesReleases(
  config: PublishingOptions["config"],
  releasesSiteDir: string,
): boolean {
  return resolve(config.SITE_DIR) === releasesSiteDir;
}

/**
 * Publishing on the staff app: its queue runs while the app is up. Answers
 * how many entries are saved but not live, as the Publish page counts them,
 * for the Start page.
 */
export async function publishing(
  app: FastifyInstance,
  options: PublishingOptions,
): Promise<{ waitingEntries: () => Promise<number> }> {
  const appDir = options.appDir ?? process.cwd();
  const queue = siteBuildsRepository(options.database, options.now);
  const repo = contentRepository(resolve(options.config.CONTENT_DIR));
  const releases = releaseFolders(options.config.RELEASES_DIR);
  const previews = previewFolders(options.config.RELEASES_DIR);
  const storage = options.storage ?? options.config.CONTENT_STORAGE;
  const fixed = !servesReleases(options.config, releases.siteDir);
  if (fixed && storage.kind === "local") {
    app.log.warn(
      { siteDir: options.config.SITE_DIR, releasesDir: options.config.RELEASES_DIR },
      "SITE_DIR is not RELEASES_DIR/current/client: publishing is off",
    );
  }
  // In GitHub mode the host builds each commit (decision 108): nothing is published from here.
  const unavailable =
    storage.kind === "github" ? githubModeNotice(storage) : fixed ? fixedSiteNotice : null;
  const publisher =
    unavailable === null
      ? createPublisher({
          queue,
          repo,
          releases,
          previews,
          appDir,
          buildCommand: options.buildCommand,
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
  const stateDeps = {
    queue,
    repo,
    releases,
    previews,
    storage: storage.kind,
    unavailable,
    siteUrl: options.config.SITE_URL,
    now: options.now,
  };
  await app.register(publishRoutes, {
    ...stateDeps,
    authors: contentAuthors(options.database),
    publisher,
    audit: options.audit,
  });
  await app.register(previewSite, { previews, shell: options.shell ?? null });
  return { waitingEntries: async () => (await publishState(stateDeps)).waiting.length };
}
