import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { GoingBack, QueuedBuild } from "#schemas/publish.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { useMe } from "../staff-layout.tsx";
import { FailedBuild, LiveVersion } from "./publish/build-outcome.tsx";
import { BuildProgress } from "./publish/build-progress.tsx";
import { PreviewPanel } from "./publish/preview-panel.tsx";
import { RecentBuilds } from "./publish/recent-builds.tsx";
import { type GoingToOutcome, ReleaseVersions } from "./publish/release-versions.tsx";
import { UnsavedDrafts } from "./publish/unsaved-drafts.tsx";
import { usePublishState } from "./publish/use-publish-state.ts";
import { WaitingEntries } from "./publish/waiting-entries.tsx";
import { SampleContentNotice } from "./samples-page.tsx";

const words = copy.publish;

/**
 * A refusal, and the button it answers: Publish, Preview, or a version's
 * (by release), so that the reason is said beside the button pressed, not
 * above another one.
 */
type ProblemPlace = { at: "publish" | "preview" } | { at: "versions"; release: string };
type Problem = ProblemPlace & { text: string };

/**
 * Publishing (issues 22 and 32). The page says exactly what is true now:
 * what is saved but not live, entry by entry with what changed; what is
 * building, with its progress; what went live; what failed and why, each
 * problem linked to its place in the editor. Publish is offered only when it
 * can do something, and says why when it cannot.
 */
export function PublishPage() {
  const me = useMe();
  const { state, load, now } = usePublishState();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [outcome, setOutcome] = useState<GoingToOutcome | null>(null);
  const [sending, setSending] = useState(false);
  /**
   * After Publish is pressed, the build's progress and then its outcome are
   * shown where the person is: at the top of the page, which on a phone is
   * screens above the button (walk of the staff side, 2026-11-29).
   */
  const buildRef = useRef<HTMLDivElement>(null);
  const [followBuild, setFollowBuild] = useState(false);
  useEffect(() => {
    if (!followBuild) return;
    buildRef.current?.scrollIntoView({ block: "start" });
    buildRef.current?.focus({ preventScroll: true });
    setFollowBuild(false);
  }, [followBuild]);

  async function act(
    at: ProblemPlace,
    path: string,
    body: unknown,
    done?: (answer: QueuedBuild) => GoingToOutcome,
  ) {
    setSending(true);
    setProblem(null);
    setOutcome(null);
    try {
      const answer = await api<QueuedBuild>(path, { method: "POST", body });
      if (done) setOutcome(done(answer));
      if (at.at === "publish") setFollowBuild(true);
    } catch (error) {
      setProblem({ ...at, text: error instanceof ApiError ? error.message : copy.failed });
    } finally {
      // The buttons wait for the state the answer made (a build running): else, for
      // the moment the page asks, they offer the publish just queued once more.
      await load().finally(() => setSending(false));
    }
  }
  const problemAt = (at: Problem["at"]) => (problem?.at === at ? problem.text : null);
  const versionProblem = problem?.at === "versions" ? problem : null;

  /** What going to a version would change, or null when refused (said beside its button). */
  async function askGoingTo(release: string): Promise<GoingBack | null> {
    setProblem(null);
    setOutcome(null);
    try {
      return await api<GoingBack>(`/api/publish/rollback?release=${encodeURIComponent(release)}`);
    } catch (error) {
      setProblem({
        at: "versions",
        release,
        text: error instanceof ApiError ? error.message : copy.failed,
      });
      // A version no longer kept leaves the list; the refusal stays under its heading.
      await load();
      return null;
    }
  }

  if (!state) return null;
  const local = state.storage === "local";
  // Going to a kept version is an admin's, on a server that publishes.
  const admin = me.role === "admin" && local && state.unavailable === null;
  const goTo = (release: string) =>
    act({ at: "versions", release }, "/api/publish/rollback", { release }, (answer) => ({
      // Entries with changes saved since kept them: only the others changed in the editor.
      text: words.wentBack(answer.entries.length - answer.keptWaiting.length),
      kept: answer.keptWaiting,
    }));
  return (
    <section aria-labelledby="publish-title" className="flex flex-col gap-6 sm:max-w-2xl">
      <div>
        <h1 id="publish-title" className="text-h1">
          {words.title}
        </h1>
        {/* In GitHub mode saving is publishing: the server's notice says where and how. */}
        <p className="text-ink-soft mt-2 max-w-prose">{local ? words.intro : state.unavailable}</p>
      </div>
      {/* Read again when another version goes live: going back brings back its samples too. */}
      <SampleContentNotice key={state.live?.release ?? "none"} />
      {state.unavailable && state.storage === "local" && (
        <p role="alert" className="text-danger font-semibold">
          {state.unavailable}
        </p>
      )}

      <div ref={buildRef} tabIndex={-1} className="flex scroll-mt-4 flex-col gap-6 outline-none">
        {state.active ? (
          <BuildProgress build={state.active} now={now} />
        ) : state.failure ? (
          <FailedBuild build={state.failure} />
        ) : null}
        {/* While a build runs, visitors still get the live version: the page says which. */}
        {state.live && <LiveVersion live={state.live} />}
      </div>

      {local && <UnsavedDrafts />}
      {local && (
        <section
          aria-labelledby="publish-waiting"
          className="bg-surface-muted rounded-card flex flex-col gap-3 p-4"
        >
          <h2 id="publish-waiting" className="text-h3">
            {words.waiting}
          </h2>
          <WaitingEntries state={state} />
          <div className="flex flex-col gap-2">
            <div>
              <Button
                type="button"
                disabled={sending || !state.publish.allowed}
                aria-describedby={state.publish.reason ? "publish-reason" : undefined}
                onClick={() => void act({ at: "publish" }, "/api/publish", {})}
              >
                {words.publish}
              </Button>
            </div>
            {state.publish.reason && (
              <p id="publish-reason" className="text-small">
                {state.publish.reason}
              </p>
            )}
            {problemAt("publish") && (
              <p role="alert" className="text-danger font-semibold">
                {problemAt("publish")}
              </p>
            )}
          </div>
        </section>
      )}

      {local && state.unavailable === null && (
        <PreviewPanel
          state={state}
          now={now}
          sending={sending}
          problem={problemAt("preview")}
          onPreview={() => void act({ at: "preview" }, "/api/publish/preview", {})}
        />
      )}

      <RecentBuilds builds={state.history} releases={state.releases} />

      {admin && (
        <ReleaseVersions
          releases={state.releases}
          disabledReason={state.active ? state.publish.reason : null}
          sending={sending}
          onAsk={askGoingTo}
          onGoTo={goTo}
          outcome={outcome}
          problem={versionProblem}
        />
      )}
    </section>
  );
}
