import { Keystatic } from "@keystatic/core/ui";
import { useEffect, useMemo, useState } from "react";
import { api } from "../api.ts";
import { copy } from "../copy.ts";
import { type EditorStorage, keystaticConfigFor } from "../editor/keystatic-config.ts";

/**
 * The content editor (issue 22): Keystatic's own UI over the registry's
 * content, drawn full page under /keystatic (its router's base). Loaded only
 * when an editor opens it, so the rest of the staff app stays light. Where
 * content is kept (this server's disk or a GitHub repository) is the
 * server's setting: the page asks for it before Keystatic starts.
 */
export function EditorPage() {
  const [storage, setStorage] = useState<EditorStorage | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    api<EditorStorage>("/api/editor/storage").then(setStorage, (error: Error) =>
      setFailed(error.message),
    );
  }, []);
  const config = useMemo(
    () => (storage === null ? null : keystaticConfigFor(undefined, storage)),
    [storage],
  );
  if (failed !== null) {
    return (
      <p role="alert" className="p-4">
        {copy.failed} {failed}
      </p>
    );
  }
  return config === null ? null : <Keystatic config={config} />;
}
