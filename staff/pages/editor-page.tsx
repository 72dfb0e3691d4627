import { Keystatic } from "@keystatic/core/ui";
import { useEffect, useMemo, useState } from "react";
import { editorKey } from "#content-model/content-entries.ts";
import { contentItems } from "#content-model/registry.ts";
import { keystaticConfigFor } from "#keystatic/keystatic-config.ts";
import type { EditorStorage } from "#schemas/editor.ts";
import type { Me } from "#schemas/staff-leads.ts";
import { api } from "../api.ts";
import { copy } from "../copy.ts";
import { EditorBar } from "../editor/editor-bar.tsx";
import { ListNames } from "../editor/list-names.tsx";
import { StaffHeader } from "../staff-header.tsx";

/**
 * The content editor (issue 22): Keystatic's own UI over the registry's
 * content under /keystatic (its router's base), framed by the staff
 * navigation and a bar that says what became of each Save (issue 32,
 * item 8). Loaded only when an editor opens it, so the rest of the staff
 * app stays light. Where content is kept (this server's disk or a GitHub
 * repository) is the server's setting: the page asks for it before
 * Keystatic starts.
 */
/** Below Tailwind's md breakpoint, where the staff menu folds too. */
const narrowScreen = "(max-width: 767.98px)";

/**
 * Keystatic offers "Add" on every collection, with no setting to withhold it.
 * A collection whose entries the site fixes (the registry's `entries`: one per
 * programme) would never show a new one, and the content check refuses its
 * save (decision 244): so its "Add" links, on the dashboard and above its
 * list, are not shown.
 */
const withoutAdd = `${contentItems
  .filter((item) => item.kind === "collection" && item.entries !== undefined)
  .map((item) => `.keystatic-frame a[href$="/collection/${editorKey(item)}/create"]`)
  .join(",\n")} { display: none; }`;

export function EditorPage() {
  const [storage, setStorage] = useState<EditorStorage | null>(null);
  const [me, setMe] = useState<Me | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Names are read again after each save: a call made 2027 is named so at once.
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => {
    const fail = (error: Error) => setFailed(error.message);
    api<EditorStorage>("/api/editor/storage").then(setStorage, fail);
    api<Me>("/api/me").then(setMe, fail);
  }, []);
  // The screen as the editor opens: turning a phone later keeps the list it drew.
  const config = useMemo(
    () =>
      storage === null
        ? null
        : keystaticConfigFor(
            undefined,
            storage,
            window.matchMedia(narrowScreen).matches ? "narrow" : "wide",
          ),
    [storage],
  );
  if (failed !== null) {
    return (
      <p role="alert" className="p-4">
        {copy.failed} {failed}
      </p>
    );
  }
  if (config === null || me === null) return null;
  return (
    <div className="flex h-dvh flex-col">
      <StaffHeader me={me} inEditor />
      <EditorBar config={config} onSaved={setSavedAt} />
      <ListNames savedAt={savedAt} inGitHub={storage?.kind === "github"} />
      <style>{withoutAdd}</style>
      <div className="keystatic-frame relative min-h-0 flex-1">
        <Keystatic config={config} />
      </div>
    </div>
  );
}
