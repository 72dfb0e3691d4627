import { useCallback, useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { SiteBuildKind, SiteBuildStatus } from "#schemas/staff.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { useMe } from "../staff-layout.tsx";
import { formatDate } from "./leads-page.tsx";
import { SampleContentNotice } from "./samples-page.tsx";

type Build = {
  id: number;
  kind: SiteBuildKind;
  status: SiteBuildStatus;
  step: string | null;
  message: string | null;
  requested_by: string | null;
  requested_at: string;
  finished_at: string | null;
  release: string | null;
};
type Release = { id: string; builtAt: string; by: string | null; live: boolean };
type PublishState = {
  storage: "local" | "github";
  unavailable: string | null;
  live: string | null;
  pending: { path: string; change: "added" | "changed" | "removed" }[];
  builds: Build[];
  releases: Release[];
};

const words = copy.publish;

/** While a build waits or runs, the page asks again this often. */
const refreshMs = 2_000;

function stepInWords(step: string) {
  return words.steps[step] ?? step;
}

function whoOf(build: Pick<Build, "requested_by">) {
  return build.requested_by ?? words.dailyRebuild;
}

/** One build's state in words: waiting, at which step, live since when and by whom, or why it failed. */
function BuildState({ build }: { build: Build }) {
  const when = build.finished_at ?? build.requested_at;
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap justify-between gap-x-4">
        <span className="font-semibold">
          {words.kinds[build.kind]}: {words.statuses[build.status]}
          {build.status === "building" && build.step ? ` (${stepInWords(build.step)})` : ""}
        </span>
        <time dateTime={when} className="text-small text-ink-soft">
          {formatDate(when)}
        </time>
      </p>
      <p className="text-small text-ink-soft wrap-anywhere">
        {words.by} {whoOf(build)}
        {/* What a publish changed (a failed one's message is its reason, shown below); a rebuild's or a going back's only repeats its kind. */}
        {build.kind === "publish" && build.status !== "failed" && build.message
          ? ` · ${build.message}`
          : ""}
      </p>
      {build.status === "failed" && (
        <div className="flex flex-col gap-1">
          <p className="text-danger font-semibold">{words.failedBecause}</p>
          <p className="text-small font-semibold">
            {words.whatStopped}
            {build.step ? ` ${words.during} ${stepInWords(build.step)}` : ""}:
          </p>
          {/* file: field: reason lines, kept as lines; a long file name wraps where it must. */}
          <p className="bg-surface-muted text-small rounded-lg p-3 wrap-anywhere whitespace-pre-wrap">
            {build.message}
          </p>
          {build.kind !== "rollback" && (
            <p className="text-small text-ink-soft">{words.whatToDo}</p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Publishing (issue 22): what is waiting, the Publish button, where the
 * latest build is and why one failed, and, for admins, earlier versions to
 * go back to. Asks the server again while a build waits or runs.
 */
export function PublishPage() {
  const me = useMe();
  const [state, setState] = useState<PublishState | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const load = useCallback(() => api<PublishState>("/api/publish").then(setState), []);
  useEffect(() => {
    void load();
  }, [load]);

  const busy = state?.builds.some(
    (build) => build.status === "queued" || build.status === "building",
  );
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void load(), refreshMs);
    return () => clearInterval(timer);
  }, [busy, load]);

  async function act(path: string, body: unknown, done: string) {
    setSending(true);
    try {
      await api(path, { method: "POST", body });
      setMessage({ text: done, problem: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : copy.failed, problem: true });
    } finally {
      setSending(false);
      await load();
    }
  }

  if (!state) return null;
  const [latest, ...earlier] = state.builds;
  return (
    <section aria-labelledby="publish-title" className="flex flex-col gap-6">
      <div>
        <h1 id="publish-title" className="text-h1">
          {words.title}
        </h1>
        {/* In GitHub mode saving is publishing: the server's notice says where and how. */}
        <p className="text-ink-soft mt-2 max-w-prose">
          {state.storage === "github" ? state.unavailable : words.intro}
        </p>
      </div>
      <SampleContentNotice />
      {state.unavailable && state.storage === "local" && (
        <p role="alert" className="text-danger font-semibold">
          {state.unavailable}
        </p>
      )}

      {state.storage === "local" && (
        <div className="bg-surface-muted rounded-card flex flex-col gap-3 p-4 sm:max-w-2xl">
          <h2 className="text-h3">{words.waiting}</h2>
          {state.pending.length === 0 ? (
            <p>{words.nothingWaiting}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {state.pending.map((change) => (
                <li key={change.path} className="wrap-anywhere">
                  <span className="font-semibold">{words[change.change]}</span> {change.path}
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button
              type="button"
              disabled={sending || state.unavailable !== null}
              onClick={() => act("/api/publish", {}, words.queued)}
            >
              {words.publish}
            </Button>
          </div>
          {message && (
            <p
              role={message.problem ? "alert" : "status"}
              className={message.problem ? "text-danger font-semibold whitespace-pre-wrap" : ""}
            >
              {message.text}
            </p>
          )}
        </div>
      )}

      {latest && (
        <section
          aria-labelledby="publish-latest"
          aria-live="polite"
          className="flex flex-col gap-2 sm:max-w-2xl"
        >
          <h2 id="publish-latest" className="text-h3">
            {words.latest}
          </h2>
          <div className="border-line rounded-xl border p-4">
            <BuildState build={latest} />
          </div>
        </section>
      )}

      {earlier.length > 0 && (
        <div className="flex flex-col gap-2 sm:max-w-2xl">
          <h2 className="text-h3">{words.history}</h2>
          <ol className="flex flex-col gap-2">
            {earlier.map((build) => (
              <li key={build.id} className="border-line rounded-xl border p-3">
                <BuildState build={build} />
              </li>
            ))}
          </ol>
        </div>
      )}

      {me.role === "admin" && state.releases.length > 0 && (
        <div className="flex flex-col gap-2 sm:max-w-2xl">
          <h2 className="text-h3">{words.versions}</h2>
          <p className="text-ink-soft">{words.versionsIntro}</p>
          <ol className="flex flex-col gap-2">
            {state.releases.map((release) => (
              <li
                key={release.id}
                className="border-line flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3"
              >
                <p className="flex flex-col">
                  <time dateTime={release.builtAt} className="font-semibold">
                    {formatDate(release.builtAt)}
                  </time>
                  <span className="text-small text-ink-soft wrap-anywhere">
                    {words.by} {whoOf({ requested_by: release.by })}
                  </span>
                </p>
                {release.live ? (
                  <span className="font-semibold">{words.live}</span>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={sending}
                    onClick={() => {
                      if (window.confirm(words.confirmGoBack)) {
                        void act("/api/publish/rollback", { release: release.id }, words.wentBack);
                      }
                    }}
                  >
                    {words.goBack}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
