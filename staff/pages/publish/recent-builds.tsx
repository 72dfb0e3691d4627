import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { RecentBuild, ReleaseSummary } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { creditOf } from "./build-credit.ts";
import { failureLine } from "./problem-words.ts";

const words = copy.publish;

function RecentItem({
  build,
  versionBuiltAt,
}: {
  build: RecentBuild;
  /** When the version it switched to was built, for a switch to a version still kept. */
  versionBuiltAt: string | null;
}) {
  const failure = build.standing === "failed" ? failureLine(build) : null;
  const kind = versionBuiltAt
    ? words.switchedTo(lagosTimeInWords(versionBuiltAt))
    : words.kinds[build.kind];
  return (
    <li className="border-line flex flex-col gap-1 rounded-xl border p-3">
      <p className="flex flex-wrap justify-between gap-x-4">
        <span className="font-semibold">
          {kind}:{" "}
          <span className={build.standing === "failed" ? "text-danger" : undefined}>
            {words.standings[build.standing]}
          </span>
        </span>
        <time dateTime={build.finishedAt ?? build.requestedAt} className="text-small text-ink-soft">
          {lagosTimeInWords(build.finishedAt ?? build.requestedAt)}
        </time>
      </p>
      {failure && <p className="wrap-anywhere">{failure}</p>}
      <p className="text-small text-ink-soft wrap-anywhere">
        {creditOf(build.kind, build.requestedBy)}
        {build.entries.length > 0 ? ` · ${words.entriesCount(build.entries.length)}` : ""}
        {build.durationMs !== null ? ` · ${words.took(Math.round(build.durationMs / 1000))}` : ""}
      </p>
    </li>
  );
}

/**
 * "Recent builds": each says where it stands now (only the build that made
 * what visitors get is Live), and a failed one why. Going to a kept version
 * is offered once, in "Versions you can go back to".
 */
export function RecentBuilds({
  builds,
  releases,
}: {
  builds: readonly RecentBuild[];
  releases: readonly ReleaseSummary[];
}) {
  const builtAtOf = (build: RecentBuild) =>
    build.kind === "rollback"
      ? (releases.find((release) => release.id === build.release)?.builtAt ?? null)
      : null;
  if (builds.length === 0) return null;
  return (
    <section aria-labelledby="publish-history" className="flex flex-col gap-2">
      <h2 id="publish-history" className="text-h3">
        {words.history}
      </h2>
      <ol className="flex flex-col gap-2">
        {builds.map((build) => (
          <RecentItem key={build.id} build={build} versionBuiltAt={builtAtOf(build)} />
        ))}
      </ol>
    </section>
  );
}
