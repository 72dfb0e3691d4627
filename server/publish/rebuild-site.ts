/**
 * npm run site:rebuild: the daily rebuild (deploy/rebuild.timer), the first
 * release of `npm start` and a deploy's build (deploy/build-release.sh),
 * through the same queue as a publish: the last published content is built
 * into a new release folder, checked, and switched in only if every check
 * passes, so a closing date takes effect overnight and a half-built site is
 * never served. The running instances follow the switch by themselves.
 * Waits for its build (after any build already running, in this process or a
 * service instance) and exits 0 once it is live, 1 with the reason if it
 * failed. The Publish page credits the release to its cause, which the
 * caller names (none: the daily rebuild).
 *   tsx server/publish/rebuild-site.ts [--start | --deploy]
 */
import { resolve } from "node:path";
import Fastify from "fastify";
import type { AutomaticBuildKind } from "#schemas/publish.ts";
import { createDatabase } from "#server/db/database.ts";
import { siteBuildsRepository } from "#server/db/site-builds-repository.ts";
import { parseServerEnv, readEnvironment } from "#server/env.ts";
import { loggerOptions } from "#server/logging.ts";
import { contentRepository } from "#server/publish/content-repo.ts";
import { previewFolders } from "#server/publish/preview-folders.ts";
import { createPublisher } from "#server/publish/publisher.ts";
import { releaseFolders } from "#server/publish/release-folders.ts";

/** The cause a caller names, as the build's kind. */
const causes = new Map<string, AutomaticBuildKind>([
  ["--start", "start"],
  ["--deploy", "deploy"],
]);
const [argument, ...extra] = process.argv.slice(2);
const kind = argument === undefined ? "rebuild" : causes.get(argument);
if (kind === undefined || extra.length > 0) {
  process.stderr.write(
    `npm run site:rebuild takes nothing (the daily rebuild), --start (npm start) or --deploy (deploy/build-release.sh), not: ${process.argv.slice(2).join(" ")}\n`,
  );
  process.exit(2);
}

const config = parseServerEnv(readEnvironment());
const { log } = Fastify({ logger: loggerOptions(config.LOG_LEVEL) });
const database = await createDatabase(config);
const queue = siteBuildsRepository(database);
const publisher = createPublisher({
  queue,
  repo: contentRepository(resolve(config.CONTENT_DIR)),
  releases: releaseFolders(config.RELEASES_DIR),
  previews: previewFolders(config.RELEASES_DIR),
  appDir: process.cwd(),
  log,
});

const id = await publisher.rebuild(kind);
let build = await queue.get(id);
// Another process may be building: its build ends first, then this one is taken (by whichever is free).
while (build?.status === "queued" || build?.status === "building") {
  await publisher.kick();
  build = await queue.get(id);
  if (build?.status === "queued" || build?.status === "building") {
    await new Promise((done) => setTimeout(done, 2_000));
  }
}
await database.close();
if (build?.status !== "published") {
  const problems = build?.problems.map((problem) =>
    [problem.entry?.name ?? problem.page, problem.field, problem.message, problem.detail]
      .filter(Boolean)
      .join(": "),
  );
  process.stderr.write(
    `the rebuild failed at ${build?.step ?? "its start"}:\n${[build?.message, ...(problems ?? [])].filter(Boolean).join("\n")}\n`,
  );
  process.exit(1);
}
log.info({ release: build.release }, "the rebuilt site is live");
