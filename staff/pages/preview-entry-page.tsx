import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { EntryPreview } from "#schemas/publish.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { FailedBuild } from "./publish/build-outcome.tsx";
import { BuildProgress } from "./publish/build-progress.tsx";

const words = copy.previewEntry;
const publishWords = copy.publish;

/**
 * The preview of one entry (/preview/entry/singleton/<key>, or
 * /preview/entry/collection/<key>/item/<slug>, the editor's own address after
 * /keystatic): the pages it appears on, with the saved changes. A preview is
 * made when the saved content is newer than the last one, and the page
 * follows it until the pages can be opened.
 */
export function PreviewEntryPage() {
  const editorPath = `/keystatic/${useParams()["*"] ?? ""}`;
  const [state, setState] = useState<EntryPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef(false);
  const load = useCallback(async () => {
    try {
      const next = await api<EntryPreview>(
        `/api/publish/entry?editor=${encodeURIComponent(editorPath)}`,
      );
      setState(next);
      // The saved changes are newer than the preview: make one, once.
      if (!next.preview.current && next.preview.build === null && !asked.current) {
        asked.current = true;
        await api("/api/publish/preview", { method: "POST", body: {} });
        setState(
          await api<EntryPreview>(`/api/publish/entry?editor=${encodeURIComponent(editorPath)}`),
        );
      }
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : copy.failed);
    }
  }, [editorPath]);
  useEffect(() => {
    void load();
  }, [load]);
  const building = state !== null && state.preview.build !== null;
  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      void load();
    }, 2_000);
    return () => clearInterval(timer);
  }, [building, load]);

  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-4 sm:max-w-2xl">
      <h1 id="preview-title" className="text-h1">
        {words.title}
      </h1>
      {problem && (
        <p role="alert" className="text-danger font-semibold">
          {problem}
        </p>
      )}
      {state?.entry && <p>{words.of(state.entry.name)}</p>}
      {state?.preview.build && <BuildProgress build={state.preview.build} now={now} />}
      {state?.preview.failure && !state.preview.build && (
        <FailedBuild build={state.preview.failure} />
      )}
      {state?.preview.current && (
        <>
          <p className="font-semibold">{publishWords.pagesOfEntry}:</p>
          {state.pages.length === 0 ? (
            <p>{words.noPages}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {(state.onEveryPage
                ? state.pages.filter((page) => page.path === "/")
                : state.pages
              ).map((page) => (
                <li key={page.path}>
                  <a
                    className="text-brand-strong font-semibold underline underline-offset-2"
                    // The entry goes along: a page the preview lacks leads back to it.
                    href={`/preview/site${page.path}?entry=${encodeURIComponent(editorPath)}`}
                  >
                    {page.title}
                  </a>
                  {state.onEveryPage ? ` (${publishWords.everyPage})` : ""}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {state?.entry?.editorPath && (
          <a className="underline underline-offset-2" href={state.entry.editorPath}>
            {words.backToEntry}
          </a>
        )}
        <Link className="underline underline-offset-2" to="/publish">
          {words.toPublish}
        </Link>
      </p>
    </section>
  );
}
