import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { RecentBuild } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { creditOf } from "./build-credit.ts";
import { failureLine } from "./problem-words.ts";

const words = copy.publish;

function RecentItem({
  build,
  goBack,
  problem,
}: {
  build: RecentBuild;
  /** Going back to this build's version, for an admin while nothing else runs; null otherwise. */
  goBack: (() => void) | null;
  /** Why going back to it was refused, said under its button; null otherwise. */
  problem: string | null;
}) {
  const failure = build.standing === "failed" ? failureLine(build) : null;
  return (
    <li className="border-line flex flex-col gap-1 rounded-xl border p-3">
      <p className="flex flex-wrap justify-between gap-x-4">
        <span className="font-semibold">
          {words.kinds[build.kind]}:{" "}
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
      {goBack && build.kept && build.release && (
        <div>
          <Button type="button" variant="outline" onClick={goBack}>
            {words.goBackToIt}
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-danger font-semibold">
          {problem}
        </p>
      )}
    </li>
  );
}

/**
 * "Recent builds": each says where it stands now (only the build that made
 * what visitors get is Live), a failed one why, and an earlier version still
 * kept offers going back to it, for an admin.
 */
export function RecentBuilds({
  builds,
  onGoBack,
  problem,
}: {
  builds: readonly RecentBuild[];
  /** For an admin while going back is possible; null otherwise. */
  onGoBack: ((release: string) => void) | null;
  /** Why going back to a release from this list was refused, if it was. */
  problem: { release: string; text: string } | null;
}) {
  if (builds.length === 0) return null;
  return (
    <section aria-labelledby="publish-history" className="flex flex-col gap-2">
      <h2 id="publish-history" className="text-h3">
        {words.history}
      </h2>
      <ol className="flex flex-col gap-2">
        {builds.map((build) => {
          const release = build.release;
          return (
            <RecentItem
              key={build.id}
              build={build}
              problem={release && release === problem?.release ? problem.text : null}
              goBack={
                onGoBack && release
                  ? () => {
                      if (window.confirm(words.confirmGoBack)) onGoBack(release);
                    }
                  : null
              }
            />
          );
        })}
      </ol>
    </section>
  );
}
