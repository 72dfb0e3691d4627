import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { ReleaseSummary } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { creditOf } from "./build-credit.ts";

const words = copy.publish;

/** The kept releases, for an admin to go back to one (content included). */
export function ReleaseVersions({
  releases,
  disabledReason,
  sending,
  onGoBack,
  problem,
}: {
  releases: readonly ReleaseSummary[];
  /** Why going back is not possible now (a build is running), or null. */
  disabledReason: string | null;
  sending: boolean;
  onGoBack: (release: string) => void;
  /**
   * Why going back to a release was refused: said beside its button, or, when
   * the refusal is that it is no longer kept (it left the list), in its place
   * under the list's heading, rather than vanishing with it.
   */
  problem: { release: string; text: string } | null;
}) {
  const problemAt = (release: string) => (release === problem?.release ? problem.text : null);
  const listed = releases.some((release) => release.id === problem?.release);
  if (releases.length === 0 && !problem) return null;
  return (
    <section aria-labelledby="publish-versions" className="flex flex-col gap-2">
      <h2 id="publish-versions" className="text-h3">
        {words.versions}
      </h2>
      <p className="text-ink-soft">{words.versionsIntro}</p>
      {disabledReason && <p className="font-semibold">{disabledReason}</p>}
      {problem && !listed && (
        <p role="alert" className="text-danger font-semibold">
          {problem.text}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {releases.map((release) => (
          <li
            key={release.id}
            className="border-line flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3"
          >
            <p className="flex flex-col">
              <time dateTime={release.builtAt} className="font-semibold">
                {lagosTimeInWords(release.builtAt)}
              </time>
              <span className="text-small text-ink-soft wrap-anywhere">
                {creditOf(release.kind, release.by)}
              </span>
              {!release.contentKnown && !release.live && (
                <span className="text-small text-ink-soft">{words.contentUnknown}</span>
              )}
            </p>
            {release.live ? (
              <span className="font-semibold">{words.currentVersion}</span>
            ) : (
              <Button
                type="button"
                variant="outline"
                disabled={sending || disabledReason !== null}
                onClick={() => {
                  if (window.confirm(words.confirmGoBack)) onGoBack(release.id);
                }}
              >
                {words.goBack}
              </Button>
            )}
            {problemAt(release.id) && (
              <p role="alert" className="text-danger basis-full font-semibold">
                {problemAt(release.id)}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
