import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type {
  BuildProblem,
  EntryRef,
  FinishedBuild,
  PublishedEntry,
  PublishState,
} from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { creditOf } from "./build-credit.ts";
import { capitalised } from "./problem-words.ts";

const words = copy.publish;

/** An entry named as the editor names it, linked to its page in the editor when it has one. */
export function EntryLink({ entry }: { entry: { name: string; editorPath: string | null } }) {
  if (entry.editorPath === null) return <span className="font-semibold">{entry.name}</span>;
  return (
    <a
      href={entry.editorPath}
      className="text-brand-strong font-semibold underline underline-offset-2"
    >
      {entry.name}
    </a>
  );
}

/** Entries by name, each linked to the editor. */
export function EntryList({ entries }: { entries: readonly EntryRef[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entry.name} className="wrap-anywhere">
          <EntryLink entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/** The entries a build took live (or brought back), each with what happened to it. */
export function EntryChanges({ build }: { build: Pick<FinishedBuild, "kind" | "entries"> }) {
  if (build.entries.length === 0) return null;
  const change = (entry: PublishedEntry) =>
    (build.kind === "rollback" ? words.backChanges : words.changes)[entry.change];
  return (
    <ul className="flex flex-col gap-1">
      {build.entries.map((entry) => (
        <li key={entry.name} className="wrap-anywhere">
          <EntryLink entry={entry} /> · {change(entry)}
        </li>
      ))}
    </ul>
  );
}

/** A problem is one entry's field, or one page's link: what it is about names it. */
const problemKey = (problem: BuildProblem) =>
  [problem.entry?.editorPath, problem.field, problem.page, problem.message, problem.detail].join(
    "|",
  );

function Problem({ problem }: { problem: BuildProblem }) {
  return (
    <li className="bg-surface-muted flex flex-col gap-1 rounded-lg p-3 wrap-anywhere">
      {problem.entry && (
        <p>
          <EntryLink entry={problem.entry} />
          {problem.field ? ` › ${problem.field}` : ""}
        </p>
      )}
      <p>
        {capitalised(problem.message)}
        {problem.page && !problem.entry ? ` (${words.onPage(problem.page)})` : ""}
      </p>
      {problem.detail && (
        <details>
          <summary className="text-small cursor-pointer">{words.detail}</summary>
          <pre className="text-small mt-2 overflow-x-auto whitespace-pre-wrap">
            {problem.detail}
          </pre>
        </details>
      )}
    </li>
  );
}

/** A build that did not go live: the step it stopped at, and each problem where it can be fixed. */
export function FailedBuild({ build }: { build: FinishedBuild }) {
  const fixable = build.problems.filter((problem) => problem.fixable);
  const others = build.problems.filter((problem) => !problem.fixable);
  return (
    <section
      aria-labelledby="publish-failed"
      className="border-danger rounded-card flex flex-col gap-3 border-2 p-4"
    >
      <h2 id="publish-failed" className="text-h3 text-danger">
        {words.failedTitle}
      </h2>
      <p>
        {words.failedIntro(build.step ? words.steps[build.step] : words.steps.content)}{" "}
        <span className="text-small text-ink-soft wrap-anywhere">
          ({creditOf(build.kind, build.requestedBy)},{" "}
          {lagosTimeInWords(build.finishedAt ?? build.requestedAt)})
        </span>
      </p>
      {fixable.length > 0 && (
        <>
          <p className="font-semibold">{words.fixThis}</p>
          <ul className="flex flex-col gap-2">
            {fixable.map((problem) => (
              <Problem key={problemKey(problem)} problem={problem} />
            ))}
          </ul>
        </>
      )}
      {others.length > 0 && (
        <>
          <p className="font-semibold">{words.notYours}</p>
          <ul className="flex flex-col gap-2">
            {others.map((problem) => (
              <Problem key={problemKey(problem)} problem={problem} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** What visitors see now: which version, when and by whom, and what it took live. */
export function LiveVersion({ live }: { live: NonNullable<PublishState["live"]> }) {
  return (
    <section
      aria-labelledby="publish-live"
      className="border-line rounded-card flex flex-col gap-2 border p-4"
    >
      <h2 id="publish-live" className="text-h3">
        {words.live}
      </h2>
      <p className="wrap-anywhere">
        {words.liveSince(lagosTimeInWords(live.builtAt), creditOf(live.kind, live.by))}
      </p>
      {live.build && live.build.entries.length > 0 && (
        <>
          <p className="font-semibold">
            {live.build.kind === "rollback" ? words.cameBack : words.wentLive}
          </p>
          <EntryChanges build={live.build} />
        </>
      )}
    </section>
  );
}
