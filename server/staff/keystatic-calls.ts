/**
 * Which of Keystatic's API calls a request to /api/keystatic/… is, judged
 * before anything is forwarded to Keystatic's handler (issue 31, item 1).
 *
 * Keystatic reads the action from the URL after the URL parser resolved it
 * (dot segments, `%2e`), decodes each step (`%2F`, `%64`) and drops empty
 * steps (a trailing or doubled slash): `update/`, `./update` and `up%64ate`
 * are all its `update`, which writes and deletes files itself. This server
 * checks every save, so it must see every save: a request is taken only in
 * the one spelling Keystatic's own UI sends (plain steps, nothing to decode
 * or resolve, which both readings agree on), and only for the calls the
 * editor makes with the method it makes them with. Anything else is refused
 * here and never reaches Keystatic.
 */

export const keystaticApiPrefix = "/api/keystatic/";

/** A call of Keystatic's UI, as its handler would read it. */
export type KeystaticCall =
  | { kind: "tree" }
  | { kind: "blob"; file: string }
  | { kind: "update" }
  | { kind: "github"; action: "login" | "logout" | "repo-not-found" | "refresh-token" };

export type KeystaticCallVerdict =
  | { ok: true; call: KeystaticCall }
  | { ok: false; status: 400 | 404; reason: string };

/** A step as Keystatic's UI writes it: nothing a URL parser would decode or resolve. */
const plainStep = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** A blob's id: the git SHA-1 of the file's bytes, as Keystatic's tree names it. */
const blobId = /^[0-9a-f]{40}$/;

const notAnAddress =
  "This is not an address of the content editor. Open Site content from the staff pages and try again.";
const notACall = "The content editor has no such action.";

/** The steps of Keystatic's action as its handler reads them (`getParams` in its generic handler). */
export function keystaticSteps(url: URL): string[] {
  return url.pathname
    .replace(/^\/api\/keystatic\/?/, "")
    .split("/")
    .map((step) => decodeURIComponent(step))
    .filter(Boolean);
}

function canonicalSteps(rawUrl: string): string[] | null {
  const query = rawUrl.search(/[?#]/);
  const path = query < 0 ? rawUrl : rawUrl.slice(0, query);
  if (!path.startsWith(keystaticApiPrefix)) return null;
  const steps = path.slice(keystaticApiPrefix.length).split("/");
  if (!steps.every((step) => plainStep.test(step) && step !== "." && step !== "..")) return null;
  // Both readings must agree, so what is checked here is what Keystatic would do.
  const theirs = keystaticSteps(new URL(rawUrl, "http://staff.invalid"));
  return theirs.join("/") === steps.join("/") ? steps : null;
}

const githubGets = new Set(["login", "logout", "repo-not-found"]);

/**
 * The call a request is, or why it is refused: 400 for a spelling the
 * editor never sends, 404 for an action or method it does not use.
 */
export function keystaticCallOf(method: string, rawUrl: string): KeystaticCallVerdict {
  const steps = canonicalSteps(rawUrl);
  if (steps === null) return { ok: false, status: 400, reason: notAnAddress };
  const [first, second, ...rest] = steps;
  const verdict = (call: KeystaticCall): KeystaticCallVerdict => ({ ok: true, call });
  if (method === "GET") {
    if (first === "tree" && second === undefined) return verdict({ kind: "tree" });
    if (first === "blob" && second !== undefined && blobId.test(second) && rest.length > 0) {
      return verdict({ kind: "blob", file: rest.join("/") });
    }
    if (first === "github" && second !== undefined && githubGets.has(second) && !rest.length) {
      return verdict({ kind: "github", action: second as "login" | "logout" | "repo-not-found" });
    }
  }
  if (method === "POST") {
    if (first === "update" && second === undefined) return verdict({ kind: "update" });
    if (first === "github" && second === "refresh-token" && rest.length === 0) {
      return verdict({ kind: "github", action: "refresh-token" });
    }
  }
  return { ok: false, status: 404, reason: notACall };
}
