import { Keystatic } from "@keystatic/core/ui";
import { keystaticConfig } from "../editor/keystatic-config.ts";

/**
 * The content editor (issue 22): Keystatic's own UI over the registry's
 * content, drawn full page under /keystatic (its router's base). Loaded only
 * when an editor opens it, so the rest of the staff app stays light.
 */
export function EditorPage() {
  return <Keystatic config={keystaticConfig} />;
}
