import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { EntryRef, GoingBack, ReleaseSummary } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { creditOf } from "./build-credit.ts";
import { EntryLink, EntryList } from "./build-outcome.tsx";
import { FieldChanges } from "./waiting-entries.tsx";

const words = copy.publish;

type Direction = "back" | "forward";

/** What the answer to going to a version says: how many entries changed, and which keep later changes. */
export type GoingToOutcome = { text: string; kept: EntryRef[] };

/**
 * What going to a version changes, said before it is done: the entries
 * whose content changes, those that keep changes saved since, and the
 * buttons to go on or not. While it is being done the button says so, with
 * the few seconds it takes.
 */
function GoingToPanel({
  release,
  direction,
  plan,
  sending,
  blocked,
  onConfirm,
  onCancel,
}: {
  release: ReleaseSummary;
  direction: Direction;
  plan: GoingBack;
  sending: boolean;
  /** Another build started meanwhile: the page says why above the list. */
  blocked: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const headingId = `going-to-${release.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="bg-surface-muted flex basis-full flex-col gap-2 rounded-lg p-3"
    >
      <h3 id={headingId} className="font-semibold">
        {words.confirmGoTo[direction](lagosTimeInWords(release.builtAt))}
      </h3>
      {!release.contentKnown ? (
        <p>{words.contentUnknown}</p>
      ) : plan.entries.length > 0 ? (
        <>
          <p>{words.willChange}</p>
          <ul className="flex flex-col gap-2">
            {plan.entries.map((entry) => (
              <li key={entry.name} className="flex flex-col gap-1 wrap-anywhere">
                <span>
                  <EntryLink entry={entry} /> · {words.backChanges[entry.change]}
                </span>
                <FieldChanges entry={entry} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{words.willChangeNothing}</p>
      )}
      {plan.keptWaiting.length > 0 && (
        <>
          <p>{words.willKeepWaiting}</p>
          <EntryList entries={plan.keptWaiting} />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={sending || blocked} aria-busy={sending} onClick={onConfirm}>
          {sending ? words.goingTo : words.confirmYes[direction]}
        </Button>
        <Button type="button" variant="outline" disabled={sending} onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
      <p role="status" className="text-small">
        {sending ? words.goingToWait : ""}
      </p>
    </section>
  );
}

/**
 * The kept releases, for an admin to go to one (content included): back to
 * an earlier version than the live one, or forward to a later one. Pressing
 * a version's button first says what going there changes, entry by entry;
 * only the confirmation does it.
 */
export function ReleaseVersions({
  releases,
  disabledReason,
  sending,
  onAsk,
  onGoTo,
  outcome,
  problem,
}: {
  releases: readonly ReleaseSummary[];
  /** Why going to a version is not possible now (a build is running), or null. */
  disabledReason: string | null;
  sending: boolean;
  /** What going to a release would change; null when it was refused (`problem` says why). */
  onAsk: (release: string) => Promise<GoingBack | null>;
  onGoTo: (release: string) => Promise<void>;
  /** What the last going to a version did, said where it was asked for. */
  outcome: GoingToOutcome | null;
  /**
   * Why going to a release was refused: said beside its button, or, when
   * the refusal is that it is no longer kept (it left the list), in its place
   * under the list's heading, rather than vanishing with it.
   */
  problem: { release: string; text: string } | null;
}) {
  const [asked, setAsked] = useState<{ release: string; plan: GoingBack } | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const problemAt = (release: string) => (release === problem?.release ? problem.text : null);
  const listed = releases.some((release) => release.id === problem?.release);
  const liveBuiltAt = releases.find((release) => release.live)?.builtAt;
  const directionOf = (release: ReleaseSummary): Direction =>
    liveBuiltAt !== undefined && Date.parse(release.builtAt) > Date.parse(liveBuiltAt)
      ? "forward"
      : "back";

  async function ask(release: string) {
    setAsked(null);
    setAsking(release);
    const plan = await onAsk(release).finally(() => setAsking(null));
    if (plan) setAsked({ release, plan });
  }
  async function goTo(release: string) {
    await onGoTo(release);
    setAsked(null);
  }

  if (releases.length === 0 && !problem) return null;
  return (
    <section aria-labelledby="publish-versions" className="flex flex-col gap-2">
      <h2 id="publish-versions" className="text-h3">
        {words.versions}
      </h2>
      <p className="text-ink-soft">{words.versionsIntro}</p>
      {outcome && (
        <div role="status" className="flex flex-col gap-1 font-semibold">
          <p>{outcome.text}</p>
          {outcome.kept.length > 0 && (
            <>
              <p>{words.keptWaiting}</p>
              <EntryList entries={outcome.kept} />
            </>
          )}
        </div>
      )}
      {disabledReason && <p className="font-semibold">{disabledReason}</p>}
      {problem && !listed && (
        <p role="alert" className="text-danger font-semibold">
          {problem.text}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {releases.map((release) => {
          const direction = directionOf(release);
          const plan = asked?.release === release.id ? asked.plan : null;
          return (
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
                plan === null && (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={sending || asking !== null || disabledReason !== null}
                    aria-busy={asking === release.id}
                    onClick={() => void ask(release.id)}
                  >
                    {words.goTo[direction]}
                  </Button>
                )
              )}
              {plan && (
                <GoingToPanel
                  release={release}
                  direction={direction}
                  plan={plan}
                  sending={sending}
                  blocked={disabledReason !== null}
                  onConfirm={() => void goTo(release.id)}
                  onCancel={() => setAsked(null)}
                />
              )}
              {problemAt(release.id) && (
                <p role="alert" className="text-danger basis-full font-semibold">
                  {problemAt(release.id)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
