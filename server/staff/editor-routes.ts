import { lstat, realpath } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Config } from "@keystatic/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { entryOfFile } from "#content-model/content-entries.ts";
import { entryNotes } from "#content-model/entry-notes.ts";
import type { ContentProblem } from "#content-model/load.ts";
import { pictureUploadMaxBytes } from "#content-model/picture-uploads.ts";
import { itemOfFile } from "#content-model/registry.ts";
import { withoutReplacedSamples } from "#content-model/sample.ts";
import { validateData } from "#content-model/validate.server.ts";
import {
  type EditorEntryNames,
  type EditorNotes,
  type EditorStorage,
  editorEntryNamesSchema,
  editorNotesSchema,
  editorStorageSchema,
  type SaveRefusalCode,
} from "#schemas/editor.ts";
import type { StaffRole } from "#schemas/staff.ts";
import { clientAddress } from "#server/client-address.ts";
import {
  isEditablePath,
  oneAtATime,
  passesThroughLink,
  type SavedFile,
  writeSave,
} from "#server/content/content-writes.ts";
import type { ContentStorage } from "#server/publish/content-storage.ts";
import { auditEntryName, auditedNames } from "#server/staff/audit-entries.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { mergedSource, parseEditorYaml, withoutAddedEmpties } from "#server/staff/content-save.ts";
import { currentText } from "#server/staff/current-text.ts";
import { editorCollection, entryNamesOf } from "#server/staff/editor-entry-names.ts";
import { acceptEditorImage } from "#server/staff/editor-images.ts";
import {
  githubCallbackPath,
  newSignInState,
  notStartedHere,
  onwardPage,
  signedInCallbackPath,
  signInStateSeconds,
  startedHere,
  stateCookie,
} from "#server/staff/github-sign-in.ts";
import { refusal } from "#server/staff/guard.ts";
import { keystaticCallOf } from "#server/staff/keystatic-calls.ts";
import { picturePreview } from "#server/staff/picture-preview.ts";
import {
  type EntryBefore,
  picturesStillShown,
  replacedUploads,
} from "#server/staff/replaced-uploads.ts";
import { saveRefusal } from "#server/staff/save-refusal.ts";

/**
 * The content editor's API (issue 22, "The editor"): Keystatic's own handler
 * in local mode, reading CONTENT_DIR, mounted where its UI calls it
 * (/api/keystatic/…), for editors and admins only. A save is checked here,
 * every file: its path by Keystatic's rule, content against its schema (the
 * loader's message, so an invalid change never lands on disk), pictures by
 * their bytes. It is then written here, each file whole (content-writes.ts),
 * and Keystatic answers with the tree as it now is. Each saved file is an
 * audit entry (who and which file, never content), and so is each refused
 * save (who, why by code and which files: ASVS 2).
 *
 * With content kept in GitHub (KEYSTATIC_STORAGE=github, decision 108) the
 * same handler runs in GitHub mode: the browser commits to the repository
 * with the editor's GitHub account, and this server only carries Keystatic's
 * GitHub sign-in (/api/keystatic/github/…) for signed-in editors
 * (docs/decisions/125-github-sign-in-through-the-staff-guard.md).
 */

export const editorRoles: readonly StaffRole[] = ["editor", "admin"];

/** The largest picture an editor may upload (the editor's picture field holds the same rule). */
export const editorImageMaxBytes = pictureUploadMaxBytes;

const updateSchema = z.strictObject({
  additions: z.array(z.strictObject({ path: z.string(), contents: z.string() })),
  deletions: z.array(z.strictObject({ path: z.string() })),
});
type Update = z.infer<typeof updateSchema>;
type CheckedSave = { additions: SavedFile[]; deletions: string[] };
/** A problem of a save, with its code for the audit log. */
type SaveProblem = ContentProblem & { code: SaveRefusalCode };
/** Why a file may not be read or written, in words and as a code. */
type PathProblem = { code: SaveRefusalCode; reason: string };

type KeystaticHandler = ReturnType<
  typeof import("@keystatic/core/api/generic").makeGenericAPIRouteHandler
>;
type KeystaticResponse = Awaited<ReturnType<KeystaticHandler>>;

export type EditorRoutesOptions = {
  /** The content folder Keystatic reads and writes (CONTENT_DIR). */
  contentDir: string;
  /** The staff host's origin: Keystatic's handler wants whole URLs. */
  staffOrigin: string;
  audit: AuditLog;
  /** Where content is kept: this server's disk, or a GitHub repository (decision 108). */
  storage: ContentStorage;
};

/** What the browser may know of the storage setting: never the GitHub App's secrets. */
export function editorStorageOf(storage: ContentStorage): EditorStorage {
  return storage.kind === "github"
    ? { kind: "github", repo: { owner: storage.repo.owner, name: storage.repo.name } }
    : { kind: "local" };
}

/**
 * The data of the entry each file is (or, for a picture, belongs to) as it
 * is saved now, so the staff side names the entry as it does everywhere
 * (`entryName`); none for a new entry, a deleted one or a YAML that does not read.
 */
async function savedDataOf(contentDir: string, files: readonly string[]) {
  const data = new Map<string, unknown>();
  for (const file of files) {
    const entry = entryOfFile(file);
    const text = entry === null ? null : await currentText(contentDir, entry.file);
    if (text !== null) data.set(file, parseEditorYaml(text));
  }
  return (file: string) => data.get(file);
}

const notEditable = "the editor does not write this file";
const stillShown =
  "this picture is still shown on the site: choose another picture where it is used, save, then delete it";
const notAPictureFile = "this is a folder, not a picture: the editor deletes pictures one by one";
const unreadableYaml =
  "this was not sent in the form the editor writes, so nothing was saved: reload the page and make the change again";
const throughLink =
  "this place in the content folder is a link to somewhere else, and the editor does not save through links";
const adminsOnly =
  "only an admin may change this: parents pay by what it says. Ask an admin to make the change";

/** How many paths, and how much of each, a refused save's audit entry keeps. */
const auditedFilesMax = 20;
const auditedPathMax = 200;
/** How many of a refusal's rules the audit keeps, and how long each may be. */
const auditedRulesMax = 10;
const auditedRuleMax = 300;

const notEditorFormat = "The save is not in the editor's format.";

/** The paths a body names, when it is in the shape of a save; none otherwise. */
function filesNamed(body: unknown): string[] {
  const parsed = updateSchema.safeParse(body);
  return parsed.success
    ? [...parsed.data.additions, ...parsed.data.deletions].map(({ path: file }) => file)
    : [];
}

/** Whether a path is a file, or nothing (a deletion of nothing is no harm). */
async function isFileOrMissing(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isFile();
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return true;
    throw error;
  }
}

/** The save as it will be written, or the reasons it may not be. */
async function checkedUpdate(
  update: Update,
  contentDir: string,
  pathProblem: (file: string) => Promise<PathProblem | null>,
): Promise<{ save: CheckedSave; problems: SaveProblem[] }> {
  const refusedPaths: SaveProblem[] = [];
  for (const { path: file } of [...update.additions, ...update.deletions]) {
    const problem = await pathProblem(file);
    if (problem !== null) refusedPaths.push({ file, field: "", ...problem });
  }
  if (refusedPaths.length > 0) {
    return { save: { additions: [], deletions: [] }, problems: refusedPaths };
  }
  const problems: SaveProblem[] = [];
  const additions: SavedFile[] = [];
  const edits: EntryBefore[] = [];
  for (const addition of update.additions) {
    const bytes = Buffer.from(addition.contents, "base64");
    const file = addition.path;
    if (!file.endsWith(".yaml")) {
      const verdict = await acceptEditorImage(bytes, editorImageMaxBytes, file);
      if (verdict.ok) additions.push({ path: file, contents: verdict.contents });
      else problems.push({ file, field: "", reason: verdict.reason, code: "not-a-picture" });
      continue;
    }
    const item = itemOfFile(file);
    if (item === undefined) {
      problems.push({
        file,
        field: "",
        reason: "this is not a page or entry the site reads",
        code: "not-content",
      });
      continue;
    }
    const current = await currentText(contentDir, file);
    const sent = parseEditorYaml(bytes.toString("utf8"));
    // Keystatic always writes YAML that reads; anything else would be kept as an empty entry.
    if (sent === undefined) {
      problems.push({ file, field: "", reason: unreadableYaml, code: "unreadable-yaml" });
      continue;
    }
    const before = current === null ? undefined : parseEditorYaml(current);
    // A sample value the editor replaced is no longer listed as sample (decision 171).
    const data = withoutReplacedSamples(withoutAddedEmpties(sent, before, item.schema), before);
    const found = validateData(file, item, data);
    problems.push(...found.map((problem) => ({ ...problem, code: "invalid-content" as const })));
    if (found.length === 0) {
      additions.push({ path: file, contents: Buffer.from(mergedSource(current, data)) });
      edits.push({ file, before });
    }
  }
  for (const { path: file } of update.deletions) {
    const item = itemOfFile(file);
    const isEntry = item?.kind === "collection";
    const isPicture = !file.endsWith(".yaml") && itemOfFile(file) === undefined;
    // A renamed entry is its new file plus the deletion of the old one.
    if (!(isEntry || isPicture)) {
      problems.push({
        file,
        field: "",
        reason: "this page is part of the site and cannot be deleted: change its words instead",
        code: "cannot-delete",
      });
    } else if (isPicture && !(await isFileOrMissing(join(contentDir, file)))) {
      problems.push({ file, field: "", reason: notAPictureFile, code: "folder" });
    } else if (isEntry) {
      const current = await currentText(contentDir, file);
      if (current !== null) edits.push({ file, before: parseEditorYaml(current) });
    }
  }
  const deletions = update.deletions.map(({ path: file }) => file);
  if (problems.length > 0) return { save: { additions, deletions }, problems };
  const written = new Map(
    additions
      .filter(({ path: file }) => file.endsWith(".yaml"))
      .map(({ path: file, contents }) => [file, Buffer.from(contents).toString("utf8")]),
  );
  for (const file of await picturesStillShown(contentDir, written, deletions)) {
    problems.push({ file, field: "", reason: stillShown, code: "still-shown" });
  }
  if (problems.length > 0) return { save: { additions, deletions }, problems };
  for (const picture of await replacedUploads(contentDir, edits, written, deletions)) {
    if (!deletions.includes(picture)) deletions.push(picture);
  }
  return { save: { additions, deletions }, problems };
}

export async function editorRoutes(app: FastifyInstance, options: EditorRoutesOptions) {
  const contentDir = resolve(options.contentDir);
  const { storage } = options;
  // A save is checked and written before the next is checked: it merges into, and deletes by, the files as they are.
  const serially = oneAtATime();
  // Keystatic and the fields made from every schema take a second to load: on the first editor request, not at start.
  let keystatic:
    | Promise<{ handler: KeystaticHandler; allowedDirectories: string[]; config: Config }>
    | undefined;
  const loadKeystatic = () =>
    (keystatic ??= Promise.all([
      import("@keystatic/core/api/generic"),
      import("@keystatic/core/api/utils"),
      import("#keystatic/keystatic-config.ts"),
    ]).then(
      ([{ makeGenericAPIRouteHandler }, { getAllowedDirectories }, { keystaticConfigFor }]) => {
        const config = keystaticConfigFor(undefined, editorStorageOf(storage));
        return {
          config,
          allowedDirectories: getAllowedDirectories(config),
          handler: makeGenericAPIRouteHandler(
            storage.kind === "github"
              ? {
                  config,
                  clientId: storage.clientId,
                  clientSecret: storage.clientSecret,
                  secret: storage.secret,
                }
              : { config, localBaseDirectory: contentDir },
          ),
        };
      },
    ));
  const handle: KeystaticHandler = async (request) => (await loadKeystatic()).handler(request);

  /** Keystatic's answer to this request, at `path` when given (the query kept). */
  function keystaticAnswer(
    request: FastifyRequest,
    body: unknown,
    path?: string,
  ): Promise<KeystaticResponse> {
    const url = new URL(request.url, options.staffOrigin);
    if (path !== undefined) url.pathname = path;
    return handle({
      method: request.method,
      url: url.toString(),
      headers: {
        get: (name) => {
          const value = request.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(", ") : (value ?? null);
        },
      },
      json: async () => body,
    });
  }

  function send(reply: FastifyReply, response: KeystaticResponse, extraCookies: string[] = []) {
    const headers = new Headers(response.headers);
    reply.code(response.status ?? 200);
    for (const [name, value] of headers) reply.header(name, value);
    for (const cookie of extraCookies) reply.header("set-cookie", cookie);
    reply.header("cache-control", "no-store");
    const payload = response.body;
    return reply.send(payload instanceof Uint8Array ? Buffer.from(payload) : payload);
  }

  async function forward(request: FastifyRequest, reply: FastifyReply, body: unknown) {
    return send(reply, await keystaticAnswer(request, body));
  }

  const inGitHub =
    storage.kind === "github"
      ? `Content is kept in GitHub (${storage.repo.owner}/${storage.repo.name}): the editor reads and saves it there, not on this server.`
      : null;
  const onDisk = "Content is kept on this server: the editor does not sign in with GitHub.";
  const editors = { config: { roles: editorRoles } };
  let realContentDir: Promise<string> | undefined;

  /** Why the editor may not read or write this file, or null. */
  async function pathProblem(
    file: string,
    allowedDirectories: readonly string[],
  ): Promise<PathProblem | null> {
    if (!isEditablePath(file, allowedDirectories)) {
      return { code: "not-editable", reason: notEditable };
    }
    realContentDir ??= realpath(contentDir);
    return (await passesThroughLink(await realContentDir, file))
      ? { code: "through-link", reason: throughLink }
      : null;
  }

  /**
   * A refused save in the audit log (ASVS 2): who, the codes of why, and the
   * paths it named, never what the files held. A refused save is whatever was
   * sent, so the paths are capped in number and length.
   */
  async function recordRefusal(
    request: FastifyRequest,
    codes: readonly SaveRefusalCode[],
    files: readonly string[],
    rules: readonly string[],
  ) {
    const named = [...new Set(files)];
    const dataOf = await savedDataOf(contentDir, named.slice(0, auditedFilesMax));
    const entries = auditedNames(named.map((file) => auditEntryName(file, dataOf(file))));
    await options.audit.record({
      action: "content-save-refused",
      actor: request.staff,
      detail: {
        codes: [...new Set(codes)],
        files: named.slice(0, auditedFilesMax).map((file) => file.slice(0, auditedPathMax)),
        ...(named.length > auditedFilesMax ? { more: named.length - auditedFilesMax } : {}),
        // The entries by the editor's names, and the rules in the words the editor saw.
        entries: entries.names,
        ...(entries.more > 0 ? { moreEntries: entries.more } : {}),
        rules: [...new Set(rules)]
          .slice(0, auditedRulesMax)
          .map((rule) => rule.slice(0, auditedRuleMax)),
      },
      address: clientAddress(request),
    });
  }

  /** A file's bytes for Keystatic's form, when the editor may read it. */
  async function blob(request: FastifyRequest, reply: FastifyReply, file: string) {
    const { allowedDirectories } = await loadKeystatic();
    const problem = await pathProblem(file, allowedDirectories);
    if (problem !== null) return refusal(reply, 400, problem.reason);
    return forward(request, reply, undefined);
  }

  async function update(request: FastifyRequest, reply: FastifyReply) {
    const parsed = updateSchema.safeParse(request.body);
    if (!parsed.success || request.headers["no-cors"] !== "1") {
      await recordRefusal(request, ["not-editor-format"], filesNamed(request.body), [
        notEditorFormat,
      ]);
      return refusal(reply, 400, notEditorFormat);
    }
    const { allowedDirectories, config } = await loadKeystatic();
    const { save, problems } = await serially(async () => {
      const checked = await checkedUpdate(
        parsed.data,
        contentDir,
        async (file) =>
          (await pathProblem(file, allowedDirectories)) ??
          (request.staff?.role !== "admin" && itemOfFile(file)?.adminsOnly
            ? { code: "admins-only", reason: adminsOnly }
            : null),
      );
      if (checked.problems.length === 0) {
        await writeSave(contentDir, checked.save.additions, checked.save.deletions);
      }
      return checked;
    });
    if (problems.length > 0) {
      const refused = saveRefusal(
        problems,
        config,
        await savedDataOf(
          contentDir,
          problems.map(({ file }) => file),
        ),
      );
      await recordRefusal(
        request,
        problems.map(({ code }) => code),
        problems.map(({ file }) => file),
        refused.problems.map(({ sentence }) => sentence),
      );
      // The editor's page shows each problem by its field and hands Keystatic the message for its notice.
      return reply.code(400).send(refused);
    }
    const files = [
      ...save.additions.map((addition) => ({ file: addition.path, deleted: false })),
      ...save.deletions.map((file) => ({ file, deleted: true })),
    ];
    const dataOf = await savedDataOf(
      contentDir,
      files.map(({ file }) => file),
    );
    for (const { file, deleted } of files) {
      await options.audit.record({
        action: "content-saved",
        actor: request.staff,
        target: file,
        // The entry by the editor's name, a picture of it said so.
        detail: {
          entry: auditEntryName(file, dataOf(file)),
          ...(file.endsWith(".yaml") ? {} : { picture: true }),
          ...(deleted ? { deleted: true } : {}),
        },
        address: clientAddress(request),
      });
    }
    // The files are written: Keystatic's answer to an empty save is the tree as it now is.
    return forward(request, reply, { additions: [], deletions: [] });
  }

  /**
   * Every request to Keystatic's API: only the calls its UI makes, in the
   * one spelling it sends them (keystatic-calls.ts); a save always through
   * the checks above, never Keystatic's own writer.
   */
  async function keystaticCall(request: FastifyRequest, reply: FastifyReply) {
    const verdict = keystaticCallOf(request.method, request.url);
    if (!verdict.ok) {
      // Every POST the editor sends is a save: one to no known action is a save refused.
      if (request.method === "POST") {
        await recordRefusal(request, ["not-an-action"], filesNamed(request.body), [verdict.reason]);
      }
      return refusal(reply, verdict.status, verdict.reason);
    }
    const { call } = verdict;
    if (call.kind === "github") {
      return inGitHub === null
        ? refusal(reply, 404, onDisk)
        : forward(request, reply, request.body);
    }
    if (inGitHub !== null) {
      if (call.kind === "update") {
        await recordRefusal(request, ["content-in-github"], filesNamed(request.body), [inGitHub]);
      }
      return refusal(reply, 409, inGitHub);
    }
    if (call.kind === "tree") return forward(request, reply, undefined);
    if (call.kind === "blob") return blob(request, reply, call.file);
    return update(request, reply);
  }

  app.get(
    "/api/editor/storage",
    { config: { ...editors.config, answer: editorStorageSchema } },
    () => editorStorageOf(storage),
  );

  // What the editor points out about a saved entry (content-model/entry-notes.ts).
  app.get(
    "/api/editor/notes/*",
    { config: { ...editors.config, answer: editorNotesSchema } },
    async (request, reply): Promise<EditorNotes> => {
      const file = (request.params as { "*": string })["*"];
      if (inGitHub !== null) return { notes: [] };
      const { allowedDirectories } = await loadKeystatic();
      const problem = await pathProblem(file, allowedDirectories);
      if (problem !== null) return refusal(reply, 400, problem.reason);
      const text = await currentText(contentDir, file);
      return { notes: text === null ? [] : entryNotes(file, parseEditorYaml(text)) };
    },
  );

  // What the editor's list of a collection calls each entry, as saved now.
  app.get(
    "/api/editor/names/:collection",
    { config: { ...editors.config, answer: editorEntryNamesSchema } },
    async (request, reply): Promise<EditorEntryNames> => {
      const item = editorCollection((request.params as { collection: string }).collection);
      if (item === undefined)
        return refusal(reply, 404, "no collection of the editor has this name");
      // In GitHub the list is by file name: this server holds no copy to read (decision 233).
      if (inGitHub !== null) return { entries: [] };
      return { entries: await entryNamesOf(contentDir, item) };
    },
  );

  // A picture the content names, small, for its field in the editor (picture-preview.ts).
  app.get("/api/editor/picture-preview/*", editors, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    if (inGitHub !== null) return refusal(reply, 404, inGitHub);
    realContentDir ??= realpath(contentDir);
    const preview = await picturePreview(await realContentDir, name);
    if (preview === null) return refusal(reply, 404, "There is no picture of this name.");
    return reply.type("image/webp").header("cache-control", "private, max-age=300").send(preview);
  });

  app.get("/api/keystatic/*", editors, keystaticCall);

  // Leaving for GitHub: Keystatic's redirect, with a state bound to this
  // browser even when Keystatic leaves it out (it does unless it has a page to return to).
  app.get("/api/keystatic/github/login", editors, async (request, reply) => {
    const response = await keystaticAnswer(request, undefined);
    const location = new Headers(response.headers).get("location");
    if (location === null || !location.startsWith("https://github.com/login/oauth/authorize")) {
      return send(reply, response);
    }
    const authorize = new URL(location);
    if (authorize.searchParams.has("state")) return send(reply, response);
    const state = newSignInState();
    authorize.searchParams.set("state", state);
    return send(reply, { ...response, headers: [["location", authorize.toString()]] }, [
      stateCookie(request, state, signInStateSeconds),
    ]);
  });

  // Back from GitHub. The staff session cookie is SameSite=Strict, so the
  // browser leaves it off this redirect from github.com, and the guard could
  // not tell an editor: this route only checks the sign-in started here and
  // moves on through a page of this host to the guarded route below.
  app.get(githubCallbackPath, { config: { roles: "public" } }, (request, reply) => {
    if (inGitHub === null) return refusal(reply, 404, onDisk);
    const state = startedHere(request);
    if (state === null) return refusal(reply, 400, notStartedHere);
    const { code, error_description: problem } = request.query as Record<string, unknown>;
    if (typeof problem === "string") {
      return refusal(reply, 400, `GitHub did not sign you in: ${problem}`);
    }
    if (typeof code !== "string" || !/^[\w-]{1,100}$/.test(code)) {
      return refusal(reply, 400, "GitHub sent no sign-in code. Sign in with GitHub again.");
    }
    const onward = `${signedInCallbackPath}?${new URLSearchParams({ code, state })}`;
    return reply
      .type("text/html; charset=utf-8")
      .header("referrer-policy", "no-referrer")
      .header("cache-control", "no-store")
      .send(onwardPage(onward));
  });

  // The editor's GitHub sign-in ends here, behind the guard: Keystatic trades
  // the code for the editor's GitHub token and sends them back to the editor.
  app.get(
    signedInCallbackPath,
    { config: { roles: editorRoles, page: true } },
    async (request, reply) => {
      if (inGitHub === null) return refusal(reply, 404, onDisk);
      const state = startedHere(request);
      if (state === null) return refusal(reply, 400, notStartedHere);
      const response = await keystaticAnswer(request, undefined, githubCallbackPath);
      // The state is used once.
      return send(reply, response, [stateCookie(request, state, 0)]);
    },
  );

  app.post(
    "/api/keystatic/*",
    // Room for two pictures at the cap, sent as base64.
    {
      config: { roles: editorRoles },
      bodyLimit: 2 * Math.ceil((editorImageMaxBytes * 4) / 3) + 1024 * 1024,
    },
    keystaticCall,
  );
}
