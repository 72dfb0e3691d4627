import { useEffect, useState } from "react";
import { editorPathOf } from "#content-model/content-entries.ts";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import { copy } from "../../copy.ts";
import { type UnsavedDraft, unsavedDrafts } from "../../editor/keystatic-drafts.ts";

const words = copy.publish;

/**
 * The changes typed in the editor in this browser and never saved: Publish
 * cannot put them live, and on a phone the editor marks them only with a dot.
 */
export function UnsavedDrafts() {
  const [drafts, setDrafts] = useState<UnsavedDraft[]>([]);
  useEffect(() => {
    // A browser that keeps no drafts (or refuses IndexedDB) has nothing to say here.
    void unsavedDrafts()
      .then(setDrafts)
      .catch(() => setDrafts([]));
  }, []);
  if (drafts.length === 0) return null;
  return (
    <section
      aria-labelledby="publish-unsaved"
      className="border-warning bg-warning-soft rounded-card flex flex-col gap-2 border p-4"
    >
      <h2 id="publish-unsaved" className="text-h3">
        {words.unsaved}
      </h2>
      <p className="max-w-prose">{words.unsavedIntro}</p>
      <ul className="flex flex-col gap-1">
        {drafts.map((draft) => (
          <li key={draft.file}>
            <a
              href={editorPathOf(draft)}
              className="text-brand-strong inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {draft.name}
            </a>
            {draft.savedAt && (
              <span className="text-ink-soft text-small block">
                {words.unsavedSince(lagosTimeInWords(draft.savedAt))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
