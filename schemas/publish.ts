import * as z from "zod";

/**
 * The staff API of publishing (issue 32): what the Publish page reads and
 * sends. The server builds its answers to these schemas and the staff UI
 * reads their inferred types, so the two never drift
 * (docs/decisions/160-publishing-that-tells-the-truth.md).
 */

/**
 * The builds no person asks for, by what starts them (npm run site:rebuild):
 * the daily rebuild (deploy/rebuild.timer), the start of the service
 * (`npm start` publishes a release before it serves), a deploy
 * (deploy/build-release.sh). The Publish page credits each to its cause.
 */
export const automaticBuildKinds = ["rebuild", "start", "deploy"] as const;
export type AutomaticBuildKind = (typeof automaticBuildKinds)[number];

/** The builds that make a release: a staff member's publish, or an automatic one. */
export const releaseBuildKinds = ["publish", ...automaticBuildKinds] as const;
export type ReleaseBuildKind = (typeof releaseBuildKinds)[number];

/** Why a build runs: a release's build, going back, a preview. */
export const siteBuildKinds = [...releaseBuildKinds, "rollback", "preview"] as const;
export type SiteBuildKind = (typeof siteBuildKinds)[number];

export function isAutomaticBuild(kind: SiteBuildKind): kind is AutomaticBuildKind {
  return (automaticBuildKinds as readonly SiteBuildKind[]).includes(kind);
}

export const siteBuildStatuses = ["queued", "building", "published", "failed"] as const;
export type SiteBuildStatus = (typeof siteBuildStatuses)[number];

/**
 * How a build made the pages: `content` reused the live release's code build
 * (the scripts, styles and page code, unchanged by content) and rendered the
 * pages again; `full` bundled the code too (a first build, a deploy, the
 * daily rebuild).
 */
export const buildModes = ["content", "full"] as const;
export type BuildMode = (typeof buildModes)[number];

/**
 * The steps of a site build and of its checks, in order
 * (scripts/build/site-build-steps.ts runs them; staff/copy.ts words them).
 * `switching` is the publisher's own last step.
 */
export const buildStepIds = [
  "content",
  "pictures",
  "pages",
  "finish",
  "links",
  "switching",
] as const;
export type BuildStepId = (typeof buildStepIds)[number];

/** An entry of the content as the editor shows it: its name and its page in the editor. */
export const entryRefSchema = z.strictObject({
  name: z.string(),
  /** /keystatic/singleton/<key> or /keystatic/collection/<key>/item/<slug>; null for a file the editor does not show. */
  editorPath: z.nullable(z.string()),
});
export type EntryRef = z.infer<typeof entryRefSchema>;

/**
 * Something that stops a build, in the editor's words: the entry and the
 * field to fix, or the page where a link leads nowhere. `fixable` is false for
 * a problem of the website's code, which only a developer can fix; `detail`
 * then holds what a developer needs (never shown as the reason).
 */
export const buildProblemSchema = z.strictObject({
  message: z.string(),
  entry: z.nullable(entryRefSchema),
  /** The field, as the editor labels it ("Closes", "Portrait › Picture"). */
  field: z.nullable(z.string()),
  /** A page of the site where the problem shows ("/about"). */
  page: z.nullable(z.string()),
  fixable: z.boolean(),
  detail: z.nullable(z.string()),
});
export type BuildProblem = z.infer<typeof buildProblemSchema>;

/** One field of an entry that differs between the live site and the saved content. */
export const fieldChangeSchema = z.strictObject({
  field: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const entryChangeKinds = ["added", "changed", "removed"] as const;

/** A page of the site an entry appears on: its address, and its title as the page shows it. */
export const entryPageSchema = z.object({ path: z.string(), title: z.string() });
export type EntryPage = z.infer<typeof entryPageSchema>;

/** An entry saved in the editor but not live, with what changed in it. */
export const waitingEntrySchema = entryRefSchema.extend({
  change: z.enum(entryChangeKinds),
  fields: z.array(fieldChangeSchema),
  /** Pictures added, replaced or removed with the entry (uploads beside it). */
  pictures: z.number().int(),
  /** The pages of the site the entry appears on, for its preview. */
  pages: z.array(entryPageSchema),
  /** It appears on every page (the organisation's name, the header, the footer). */
  onEveryPage: z.boolean(),
});
export type WaitingEntry = z.infer<typeof waitingEntrySchema>;

/** What a publish took live, or what going back brought back. */
export const publishedEntrySchema = entryRefSchema.extend({ change: z.enum(entryChangeKinds) });
export type PublishedEntry = z.infer<typeof publishedEntrySchema>;

const timestamp = z.string();

/** A build in the queue or running: where it is and how long it should take. */
export const activeBuildSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(siteBuildKinds),
  status: z.enum(["queued", "building"]),
  step: z.nullable(z.enum(buildStepIds)),
  requestedBy: z.nullable(z.string()),
  requestedAt: timestamp,
  startedAt: z.nullable(timestamp),
  /** The steps this build runs, in order, and the time each took so far. */
  steps: z.array(
    z.strictObject({ id: z.enum(buildStepIds), done: z.boolean(), ms: z.nullable(z.number()) }),
  ),
  /** How long the whole build takes, from the last builds of its kind; null with none to go by. */
  estimateMs: z.nullable(z.number()),
  entries: z.array(publishedEntrySchema),
});
export type ActiveBuild = z.infer<typeof activeBuildSchema>;

/** A finished build, as the history and the page's outcome show it. */
export const finishedBuildSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(siteBuildKinds),
  status: z.enum(["published", "failed"]),
  requestedBy: z.nullable(z.string()),
  requestedAt: timestamp,
  finishedAt: z.nullable(timestamp),
  /** The step it failed at; null when it went live. */
  step: z.nullable(z.enum(buildStepIds)),
  release: z.nullable(z.string()),
  entries: z.array(publishedEntrySchema),
  problems: z.array(buildProblemSchema),
  durationMs: z.nullable(z.number()),
});
export type FinishedBuild = z.infer<typeof finishedBuildSchema>;

/**
 * Where a build of "Recent builds" stands now: `live` made the release
 * visitors get (only one build is), `earlier` made a release since replaced,
 * `failed` went nowhere, `building` and `queued` are not done.
 */
export const buildStandings = ["live", "earlier", "failed", "building", "queued"] as const;
export type BuildStanding = (typeof buildStandings)[number];

/** A build of "Recent builds": as it finished (or not yet), and where it stands now. */
export const recentBuildSchema = finishedBuildSchema.extend({
  status: z.enum(siteBuildStatuses),
  standing: z.enum(buildStandings),
});
export type RecentBuild = z.infer<typeof recentBuildSchema>;

/** A kept release an admin can go back to. */
export const releaseSummarySchema = z.strictObject({
  id: z.string(),
  builtAt: timestamp,
  /** What made it: a staff member's publish (`by`), or an automatic build. */
  kind: z.enum(releaseBuildKinds),
  by: z.nullable(z.string()),
  live: z.boolean(),
  /** Whether going back to it can bring its content back too (its content commit is known). */
  contentKnown: z.boolean(),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

/** The preview of the saved content: whether it is current, and where it stands. */
export const previewStateSchema = z.strictObject({
  /** The saved content it shows is the saved content now. */
  current: z.boolean(),
  builtAt: z.nullable(timestamp),
  build: z.nullable(activeBuildSchema),
  failure: z.nullable(finishedBuildSchema),
});
export type PreviewState = z.infer<typeof previewStateSchema>;

/** An entry's preview (GET /api/publish/entry): the entry, the pages it appears on, the preview's state. */
export const entryPreviewSchema = z.strictObject({
  entry: z.nullable(entryRefSchema),
  pages: z.array(entryPageSchema),
  onEveryPage: z.boolean(),
  preview: previewStateSchema,
});
export type EntryPreview = z.infer<typeof entryPreviewSchema>;

/** Which entry's preview: its address in the editor. */
export const entryPreviewQuerySchema = z.strictObject({
  editor: z
    .string()
    .max(300)
    .regex(/^\/keystatic\/(singleton|collection)\/[\w/-]+$/, {
      error: "Open the preview from an entry of the editor.",
    }),
});

export const publishStateSchema = z.strictObject({
  storage: z.enum(["local", "github"]),
  /** Why this server cannot publish, in words; null when it can. */
  unavailable: z.nullable(z.string()),
  /** The release visitors get now, and the build that put it live; null before the first. */
  live: z.nullable(
    z.strictObject({
      release: z.string(),
      builtAt: timestamp,
      kind: z.enum(releaseBuildKinds),
      by: z.nullable(z.string()),
      build: z.nullable(finishedBuildSchema),
    }),
  ),
  /** Entries saved but not live (compared with the live release's content). */
  waiting: z.array(waitingEntrySchema),
  /** A build queued or running (not a preview). */
  active: z.nullable(activeBuildSchema),
  /** The newest build that failed since the live release went live. */
  failure: z.nullable(finishedBuildSchema),
  /** Whether Publish may be pressed now, and if not, why. */
  publish: z.strictObject({ allowed: z.boolean(), reason: z.nullable(z.string()) }),
  /** The newest builds, running ones first, each with where it stands now. */
  history: z.array(recentBuildSchema),
  releases: z.array(releaseSummarySchema),
  preview: previewStateSchema,
  /** The public site's address (SITE_URL): a page no preview shows is linked there. */
  siteUrl: z.string(),
  /** The server's clock when it answered, so a build's elapsed time is counted from its own. */
  now: timestamp,
});
export type PublishState = z.infer<typeof publishStateSchema>;

/** Going back to a kept release of the site, by the id the publish page lists. */
export const rollbackSchema = z.strictObject({
  release: z.string().regex(/^\d{8}T\d{6}Z-\d+$/, { error: "Choose a version from the list." }),
});

/** The answer to Publish or going back: the build queued, and what it takes live or brings back. */
export const queuedBuildSchema = z.strictObject({
  build: z.number().int(),
  entries: z.array(publishedEntrySchema),
  /** Going back: entries with changes saved since, which stay waiting in the editor. */
  keptWaiting: z.array(entryRefSchema),
});
export type QueuedBuild = z.infer<typeof queuedBuildSchema>;

/**
 * What going back to a version would do, asked before an admin confirms it:
 * the entries whose content would change, and those that would keep changes
 * saved since, waiting.
 */
export const goingBackSchema = z.strictObject({
  /** Named as in the version gone to, each changed one field by field from the content now. */
  entries: z.array(
    publishedEntrySchema.extend({
      fields: z.array(fieldChangeSchema),
      /** Pictures that change with it (uploads beside it). */
      pictures: z.number().int(),
    }),
  ),
  keptWaiting: z.array(entryRefSchema),
});
export type GoingBack = z.infer<typeof goingBackSchema>;

/**
 * What a build process (scripts/build/build-site.ts) tells the publisher over
 * its IPC channel, as data: a part of a step done, a step done (with how the
 * pages were made), or the step that failed and why
 * (docs/decisions/160-publishing-that-tells-the-truth.md). Here, between the
 * two, so the build imports nothing of the server.
 */
export type BuildEvent =
  | { type: "part"; name: string; ms: number }
  | { type: "step"; step: BuildStepId; ms: number; mode: BuildMode }
  | { type: "failed"; step: BuildStepId; problems: BuildProblem[] };
