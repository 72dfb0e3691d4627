import type { ComponentSchema, Config } from "@keystatic/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { editorKey } from "#content-model/content-entries.ts";
import { labelsAlong } from "#keystatic/field-path.ts";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import { copy } from "../copy.ts";
import {
  type EditorPlace,
  editorPlaceOf,
  moveEditorTo,
  useEditorAddress,
} from "./editor-location.ts";
import { goToField } from "./field-finder.ts";
import { markRefused } from "./field-marks.ts";
import { type SaveOutcome, type SaveProblem, watchSaves } from "./save-watch.ts";

/**
 * The bar between the staff navigation and Keystatic's UI (issue 32, items
 * 7-9): what became of the last Save, in words (a refusal's reasons, each
 * with a way to its field; after a save, the way to Publish), and for a
 * call, "New edition from this one".
 */

function fieldsOf(config: Config, place: EditorPlace): Record<string, ComponentSchema> | undefined {
  if (place.kind === "elsewhere") return undefined;
  const key = editorKey(place.item);
  return place.item.kind === "singleton"
    ? config.singletons?.[key]?.schema
    : config.collections?.[key]?.schema;
}

/** The element that says a refusal's problem, which its field is described by. */
const problemId = (index: number) => `save-problem-${index}`;

/** The field a refusal names, as its form labels it, and the problem said of it. */
type RefusedField = { labels: string[]; messageId: string };

/**
 * Takes the person to a refused field, focused and in view, and marks it
 * refused until `clear`, when the bar says something else.
 */
function useRefusedField() {
  const unmark = useRef<(() => void) | null>(null);
  const clear = useCallback(() => {
    unmark.current?.();
    unmark.current = null;
  }, []);
  const show = useCallback(
    async ({ labels, messageId }: RefusedField) => {
      const field = await goToField(document, labels);
      clear();
      if (field) unmark.current = markRefused(field, messageId);
    },
    [clear],
  );
  return { show, clear };
}

function Problem({
  problem,
  id,
  labels,
  onShow,
}: {
  problem: SaveProblem;
  id: string;
  labels: string[];
  onShow: (field: RefusedField) => void;
}) {
  // Both the form's and the server's sentences name their field already.
  const text = problem.message;
  return (
    <li className="flex flex-wrap items-center gap-x-3">
      <span id={id}>{text}</span>
      {labels.length > 0 ? (
        <button
          type="button"
          className="text-small min-h-11 font-semibold underline"
          onClick={() => onShow({ labels, messageId: id })}
        >
          {copy.editor.showField}
        </button>
      ) : null}
    </li>
  );
}

function Outcome({
  outcome,
  fields,
  onShow,
}: {
  outcome: SaveOutcome;
  fields?: Record<string, ComponentSchema>;
  onShow: (field: RefusedField) => void;
}) {
  switch (outcome.kind) {
    case "saving":
      return <p>{copy.editor.saving}</p>;
    case "saved":
      return (
        <p className="flex flex-wrap items-center gap-x-3">
          <span>
            {copy.editor.saved} {outcome.entries.join(", ")} {copy.editor.savedAt}{" "}
            {lagosTimeInWords(outcome.at)}. {copy.editor.notLive}
          </span>
          <a
            href="/publish"
            className="rounded-pill bg-night text-on-night text-small inline-flex min-h-11 items-center px-4 font-semibold"
          >
            {copy.editor.publish}
          </a>
        </p>
      );
    case "refused":
      return (
        <div>
          <p className="font-semibold">{copy.editor.refused}</p>
          <ul>
            {outcome.problems.map((problem, index) => (
              <Problem
                key={`${problem.path.join(".")} ${problem.message}`}
                problem={problem}
                id={problemId(index)}
                labels={fields ? labelsAlong(fields, problem.path) : []}
                onShow={onShow}
              />
            ))}
          </ul>
        </div>
      );
    case "failed":
      return <p>{copy.editor.failed[outcome.reason]}</p>;
    case "unchanged":
      return <p>{copy.editor.unchanged}</p>;
  }
}

/** A call's page offers a new edition; a copy says what it was copied from. */
const hasPlaceAction = (place: EditorPlace) =>
  (place.kind === "entry" && place.item.path === "calls") ||
  (place.kind === "new" && Boolean(place.copiedFrom));

function PlaceAction({ place }: { place: EditorPlace }) {
  if (place.kind === "entry" && place.item.path === "calls") {
    return (
      <a
        href={`${place.base}/collection/${encodeURIComponent(editorKey(place.item))}/create?duplicate=${encodeURIComponent(place.slug)}`}
        onClick={(event) => {
          event.preventDefault();
          moveEditorTo(event.currentTarget.href);
        }}
        className="rounded-pill text-small inline-flex min-h-11 items-center border border-current px-4 font-semibold whitespace-nowrap"
      >
        {copy.editor.newEdition}
      </a>
    );
  }
  if (place.kind === "new" && place.copiedFrom) {
    return (
      <p className="text-small">
        {copy.editor.copiedFrom} {place.copiedFrom}. {copy.editor.copiedHint}
      </p>
    );
  }
  return null;
}

export function EditorBar({ config, onSaved }: { config: Config; onSaved: (at: Date) => void }) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const { pathname, search } = useEditorAddress();
  const place = editorPlaceOf(pathname, search);
  const fields = fieldsOf(config, place);
  const { show: showField, clear: clearField } = useRefusedField();
  useEffect(
    () =>
      watchSaves((next) => {
        setOutcome(next);
        if (next.kind === "saved") onSaved(next.at);
      }),
    [onSaved],
  );
  /**
   * A refusal of the server's goes to its first field at once (issue 32,
   * item 5): Keystatic's form shows nothing of it. One of the form's own
   * marks the field already, under it; going there is the person's choice.
   */
  useEffect(() => {
    if (outcome?.kind !== "refused" || outcome.by !== "server" || !fields) return;
    const index = outcome.problems.findIndex(({ path }) => path.length > 0);
    const problem = outcome.problems[index];
    if (problem)
      void showField({ labels: labelsAlong(fields, problem.path), messageId: problemId(index) });
    return clearField;
  }, [outcome, fields, showField, clearField]);
  // An outcome belongs to the page it was saved on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the page changes
  useEffect(() => setOutcome((before) => (before?.kind === "saved" ? before : null)), [pathname]);
  // With nothing to offer or say, the bar takes no height: on a phone the editor needs every line.
  const empty = outcome === null && !hasPlaceAction(place);
  return (
    <div className={empty ? undefined : "border-line bg-surface border-b"}>
      <div
        className={
          empty
            ? undefined
            : "container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1 lg:py-2"
        }
      >
        <PlaceAction place={place} />
        {/* Always in the page, empty or not, so a screen reader hears what a save did. */}
        <div role="status" className="ms-auto">
          {outcome ? <Outcome outcome={outcome} fields={fields} onShow={showField} /> : null}
        </div>
      </div>
    </div>
  );
}
