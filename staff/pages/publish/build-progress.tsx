import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import { type ActiveBuild, isAutomaticBuild } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { creditOf } from "./build-credit.ts";
import { elapsedMs, estimateWords } from "./build-estimate.ts";
import { capitalised } from "./problem-words.ts";

const words = copy.publish;

function headingOf(build: ActiveBuild): string {
  if (build.status === "queued") return words.queued;
  if (isAutomaticBuild(build.kind)) return words.automaticBuilding[build.kind];
  if (build.kind === "rollback") return words.goingBack;
  if (build.kind === "preview") return words.previewBuilding;
  return words.building;
}

/**
 * A build that waits or runs: who started it and when, a bar of its time so
 * far against the last builds', and its steps, done, now and to come.
 */
export function BuildProgress({ build, now }: { build: ActiveBuild; now: number }) {
  const elapsed = elapsedMs(build, now);
  const share =
    build.estimateMs === null ? null : Math.min(0.97, elapsed / Math.max(build.estimateMs, 1));
  return (
    <section
      aria-labelledby="publish-progress"
      className="border-brand rounded-card flex flex-col gap-3 border-2 p-4"
    >
      <h2 id="publish-progress" className="text-h3">
        {headingOf(build)}
      </h2>
      <p className="text-small text-ink-soft wrap-anywhere">
        {words.startedBy(
          creditOf(build.kind, build.requestedBy),
          lagosTimeInWords(build.requestedAt),
        )}
      </p>
      {build.status === "building" && (
        <>
          {share !== null && (
            <progress
              className="accent-brand h-3 w-full"
              max={100}
              value={Math.round(share * 100)}
              aria-label={headingOf(build)}
            />
          )}
          <p role="status">{estimateWords(build, now)}</p>
        </>
      )}
      <ol className="flex flex-col gap-1">
        {build.steps.map((step) => {
          const current = build.status === "building" && build.step === step.id;
          return (
            <li
              key={step.id}
              className={current ? "font-semibold" : step.done ? "" : "text-ink-soft"}
            >
              <span aria-hidden="true">{step.done ? "✓ " : current ? "▸ " : "○ "}</span>
              {capitalised(words.steps[step.id])}
              {step.done && step.ms !== null ? ` · ${(step.ms / 1000).toFixed(1)} s` : ""}
              {current ? ` · ${words.stepNow}` : ""}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
