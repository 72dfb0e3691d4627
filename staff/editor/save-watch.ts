import { parse } from "yaml";
import { entryNameOfFile } from "#content-model/content-entries.ts";
import { fieldPathOf } from "#keystatic/field-path.ts";
import { editorSaveRefusalSchema } from "#schemas/editor.ts";
import { keystaticNotices } from "./keystatic-notice.ts";

/**
 * What became of each Save in Keystatic's UI, which tells nothing itself
 * (issue 32, items 7 and 8): after a save its "Unsaved" badge just goes
 * away; a save its form refuses sends nothing and only outlines the field,
 * perhaps far up the page; a save the server refuses shows the answer's
 * text. Keystatic offers no hook, so while the editor's page is open this
 * watches the three ways it shows:
 *
 * - a Save pressed (a submit of one of its forms, or Ctrl/⌘+S);
 * - its form's refusal, which Keystatic writes to the console as
 *   "Field validation failed:" and one "path: message" line per field;
 * - its call to /api/keystatic/update and the answer. A refusal is the
 *   server's JSON (schemas/editor.ts); Keystatic is handed its message
 *   as text, and the notice it shows it in is hidden, as the bar says it;
 * - a Save button that did neither: Keystatic sends nothing when the entry
 *   is as it was last saved, and says nothing either, so an earlier
 *   refusal would stay in view after its field was put right.
 */

/** A reason a save was refused, with where its field is in the form (keys and item numbers from 0). */
export type SaveProblem = { path: (string | number)[]; message: string };

export type SaveOutcome =
  | { kind: "saving" }
  | { kind: "saved"; entries: string[]; at: Date }
  | { kind: "refused"; by: "form" | "server"; problems: SaveProblem[] }
  | { kind: "failed"; reason: "signed-out" | "connection" | "server" }
  | { kind: "unchanged" };

const keystaticForms = new Set(["item-edit-form", "item-create-form", "singleton-form"]);
const formRefusal = "Field validation failed:";

/**
 * How long after a Save button's press, its form's check passed, the save's
 * request may take to start: Keystatic hashes the entry's files first, a few
 * milliseconds. A press with no request by then had nothing to save.
 */
const saveStartMs = 2_000;

/** Keystatic's console report of a form it refused, as problems. */
export function formProblemsOf(report: string): SaveProblem[] {
  return report
    .split("\n")
    .slice(1)
    .map((line) => /^([^:]*): (.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, path = "", message = ""]) => ({ path: fieldPathOf(path), message }));
}

/** An entry's data from a save's body: its YAML, as Keystatic sends it, in base64. */
function sentData(contents: string): unknown {
  try {
    return parse(new TextDecoder().decode(Uint8Array.from(atob(contents), (c) => c.charCodeAt(0))));
  } catch {
    return undefined;
  }
}

/** The entries a save's body writes, named as everywhere on the staff side (`entryName`). */
export function savedEntries(body: unknown): string[] {
  try {
    const { additions } = JSON.parse(String(body)) as {
      additions: { path: string; contents: string }[];
    };
    return additions.flatMap(
      ({ path, contents }) => entryNameOfFile(path, sentData(contents)) ?? [],
    );
  } catch {
    return [];
  }
}

function isSave(input: RequestInfo | URL, init?: RequestInit): boolean {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return (
    new URL(url, window.location.href).pathname === "/api/keystatic/update" &&
    (init?.method ?? "GET").toUpperCase() === "POST"
  );
}

async function answered(
  response: Response,
  report: (outcome: SaveOutcome) => void,
  body: unknown,
  notices: ReturnType<typeof keystaticNotices>,
): Promise<Response> {
  if (response.ok) {
    report({ kind: "saved", entries: savedEntries(body), at: new Date() });
    return response;
  }
  if (response.status === 401) {
    report({ kind: "failed", reason: "signed-out" });
    return response;
  }
  const refusal = editorSaveRefusalSchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!refusal.success) {
    report({ kind: "failed", reason: "server" });
    return response;
  }
  report({
    kind: "refused",
    by: "server",
    // A reason with no field (a picture's file, a file that broke) says which file it is about.
    problems: refusal.data.problems.map(({ entry, path, sentence }) => ({
      path,
      message: path.length === 0 ? `${entry}: ${sentence}` : sentence,
    })),
  });
  // Keystatic shows the text in a notice of its own; the bar has said it already.
  notices.hide(refusal.data.message);
  return new Response(refusal.data.message, {
    status: response.status,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/** Starts watching; the function returned puts fetch, the console and the listeners back. */
export function watchSaves(report: (outcome: SaveOutcome) => void): () => void {
  const originalFetch = window.fetch;
  const originalWarn = console.warn;
  let pressed = false;
  let awaitingSave: ReturnType<typeof setTimeout> | undefined;
  const notices = keystaticNotices(document.body);

  window.fetch = async (input, init) => {
    if (!isSave(input, init)) return originalFetch(input, init);
    pressed = false;
    clearTimeout(awaitingSave);
    notices.hide(null);
    report({ kind: "saving" });
    try {
      return await answered(await originalFetch(input, init), report, init?.body, notices);
    } catch (error) {
      report({ kind: "failed", reason: "connection" });
      throw error;
    }
  };
  console.warn = (...args: unknown[]) => {
    const first = args[0];
    const text = first instanceof Error ? first.message : String(first);
    // Keystatic validates as it draws too: only a report while a Save is pressed is a refusal.
    if (pressed && text.startsWith(formRefusal)) {
      pressed = false;
      report({ kind: "refused", by: "form", problems: formProblemsOf(text) });
      return;
    }
    originalWarn.apply(console, args);
  };
  /**
   * Keystatic checks its form at once, in the press's own task. A Save button
   * not refused by then either starts its request soon or had no change to
   * send. Ctrl/⌘+S concludes nothing: on a singleton's page Keystatic does
   * not answer it at all.
   */
  const press = (button: boolean) => {
    pressed = true;
    clearTimeout(awaitingSave);
    setTimeout(() => {
      if (button && pressed) {
        awaitingSave = setTimeout(() => report({ kind: "unchanged" }), saveStartMs);
      }
      pressed = false;
    }, 0);
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement && keystaticForms.has(event.target.id)) {
      press(true);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") press(false);
  };
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("keydown", onKey, true);
  return () => {
    clearTimeout(awaitingSave);
    notices.stop();
    window.fetch = originalFetch;
    console.warn = originalWarn;
    document.removeEventListener("submit", onSubmit, true);
    document.removeEventListener("keydown", onKey, true);
  };
}
