import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { EntryRef, QueuedBuild } from "#schemas/publish.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { useMe } from "../staff-layout.tsx";
import { EntryList, FailedBuild, LiveVersion } from "./publish/build-outcome.tsx";
import { BuildProgress } from "./publish/build-progress.tsx";
import { PreviewPanel } from "./publish/preview-panel.tsx";
import { RecentBuilds } from "./publish/recent-builds.tsx";
import { ReleaseVersions } from "./publish/release-versions.tsx";
import { usePublishState } from "./publish/use-publish-state.ts";
import { WaitingEntries } from "./publish/waiting-entries.tsx";
import { SampleContentNotice } from "./samples-page.tsx";

const words = copy.publish;

/** What an answer to going back says: how many entries came back, and which keep later changes. */
type Outcome = { text: string; kept: EntryRef[] };

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
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  async function act(path: string, body: unknown, done?: (answer: QueuedBuild) => Outcome) {
    setSending(true);
    setProblem(null);
    setOutcome(null);
    try {
      const answer = await api<QueuedBuild>(path, { method: "POST", body });
      if (done) setOutcome(done(answer));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : copy.failed);
    } finally {
      setSending(false);
      await load();
    }
  }

  if (!state) return null;
  const local = state.storage === "local";
  // Going back is an admin's, on a server that publishes.
  const admin = me.role === "admin" && local && state.unavailable === null;
  const goBack = (release: string) =>
    void act("/api/publish/rollback", { release }, (answer) => ({
      // Entries with changes saved since kept them: only the others went back in the editor.
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
      <SampleContentNotice />
      {state.unavailable && state.storage === "local" && (
        <p role="alert" className="text-danger font-semibold">
          {state.unavailable}
        </p>
      )}

      {state.active ? (
        <BuildProgress build={state.active} now={now} />
      ) : state.failure ? (
        <FailedBuild build={state.failure} />
      ) : null}
      {state.live && !state.active && <LiveVersion live={state.live} />}
      {outcome && (
        <div role="status" className="flex flex-col gap-1">
          <p>{outcome.text}</p>
          {outcome.kept.length > 0 && (
            <>
              <p>{words.keptWaiting}</p>
              <EntryList entries={outcome.kept} />
            </>
          )}
        </div>
      )}

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
                onClick={() => void act("/api/publish", {})}
              >
                {words.publish}
              </Button>
            </div>
            {state.publish.reason && (
              <p id="publish-reason" className="text-small">
                {state.publish.reason}
              </p>
            )}
            {problem && (
              <p role="alert" className="text-danger font-semibold">
                {problem}
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
          onPreview={() => void act("/api/publish/preview", {})}
        />
      )}

      <RecentBuilds
        builds={state.history}
        onGoBack={admin && state.active === null ? goBack : null}
      />

      {admin && (
        <ReleaseVersions
          releases={state.releases}
          disabledReason={state.active ? state.publish.reason : null}
          sending={sending}
          onGoBack={goBack}
        />
      )}
    </section>
  );
}
