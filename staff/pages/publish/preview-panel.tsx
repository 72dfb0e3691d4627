import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { PublishState } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { FailedBuild } from "./build-outcome.tsx";
import { BuildProgress } from "./build-progress.tsx";

const words = copy.publish;

/**
 * The preview of the saved content: whether it shows the saved changes, a
 * way to make it, and where it stands while it is made.
 */
export function PreviewPanel({
  state,
  now,
  onPreview,
  sending,
  problem,
}: {
  state: PublishState;
  now: number;
  onPreview: () => void;
  sending: boolean;
  /** Why the last Preview pressed was refused, said under its button; null otherwise. */
  problem: string | null;
}) {
  const { preview } = state;
  const nothing = state.waiting.length === 0 && !preview.current;
  const status = nothing
    ? words.nothingToPreview
    : preview.current
      ? words.previewCurrent(lagosTimeInWords(preview.builtAt ?? state.now))
      : preview.builtAt
        ? words.previewStale
        : words.previewNone;
  return (
    <section aria-labelledby="publish-preview" className="flex flex-col gap-3">
      <h2 id="publish-preview" className="text-h3">
        {words.previewTitle}
      </h2>
      <p className="text-ink-soft">{words.previewIntro}</p>
      {preview.build ? (
        <BuildProgress build={preview.build} now={now} />
      ) : (
        <>
          <p>{status}</p>
          <div className="flex flex-wrap gap-3">
            {preview.current ? (
              <a
                className="text-brand-strong font-semibold underline underline-offset-2"
                href="/preview/site/"
                target="_blank"
                rel="noopener"
              >
                {words.openPreview}
              </a>
            ) : nothing ? null : (
              <Button type="button" variant="outline" disabled={sending} onClick={onPreview}>
                {words.makePreview}
              </Button>
            )}
          </div>
          {problem && (
            <p role="alert" className="text-danger font-semibold">
              {problem}
            </p>
          )}
        </>
      )}
      {preview.failure && !preview.build && (
        <>
          <p className="font-semibold">{words.previewFailed}</p>
          <FailedBuild build={preview.failure} />
        </>
      )}
    </section>
  );
}
