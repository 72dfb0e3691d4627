import * as z from "zod";

/**
 * The editor's answer to a refused save (POST /api/keystatic/update, 400):
 * every reason in words, and where each is, so the editor's page can say
 * them beside the Save button and take the person to the field. `message`
 * is all of them in one text: the page hands it to Keystatic, which shows it
 * in the form's notice.
 */
export const editorSaveProblemSchema = z.strictObject({
  /** The page or entry, as the editor's menu names it ("Calls for applications: start-up-boost-2024"). */
  entry: z.string(),
  /** The field's path in the form (keys and item numbers from 0), empty for the whole entry or file. */
  path: z.array(z.union([z.string(), z.number()])),
  /** The field's labels from the top of the form ("Details › Facts › item 2 › Value"), or empty. */
  field: z.string(),
  /** What is wrong, in words, as a sentence of its own. */
  sentence: z.string(),
});
export type EditorSaveProblem = z.infer<typeof editorSaveProblemSchema>;

export const editorSaveRefusalSchema = z.strictObject({
  error: z.literal("Bad Request"),
  message: z.string(),
  problems: z.array(editorSaveProblemSchema),
});
export type EditorSaveRefusal = z.infer<typeof editorSaveRefusalSchema>;

/**
 * GET /api/editor/notes/<file>: what the editor points out about a saved
 * entry without refusing it (content-model/entry-notes.ts), as sentences.
 */
export const editorNotesSchema = z.strictObject({ notes: z.array(z.string()) });
export type EditorNotes = z.infer<typeof editorNotesSchema>;

/**
 * GET /api/editor/names/<collection key>: what the editor's list of a
 * collection calls each entry (`entryTitle`), keyed by its file name, the
 * only thing Keystatic's own list shows (docs/decisions/223-collection-lists-by-entry-name.md).
 */
export const editorEntryNamesSchema = z.strictObject({
  entries: z.array(
    z.strictObject({
      slug: z.string(),
      name: z.string(),
      /** Beside the name, where a person picks by it: a call's "Open until 31 December 2027". */
      detail: z.optional(z.string()),
    }),
  ),
});
export type EditorEntryNames = z.infer<typeof editorEntryNamesSchema>;

/**
 * GET /api/editor/storage: where the editor reads and saves content, the
 * server's setting (KEYSTATIC_STORAGE, docs/decisions/108-keystatic-github-mode.md)
 * without its secrets. In GitHub mode Keystatic's UI commits to the
 * repository itself, signed in with the editor's GitHub account.
 */
export const editorStorageSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("local") }),
  z.strictObject({
    kind: z.literal("github"),
    repo: z.strictObject({ owner: z.string(), name: z.string() }),
  }),
]);
export type EditorStorage = z.infer<typeof editorStorageSchema>;

/**
 * Why a save was refused, as the audit log's `content-save-refused` entry
 * records it (ASVS 2): a short code, never the editor's message, which can
 * quote what was sent. The staff side's audit page says each in words.
 */
export const saveRefusalCodes = [
  /** The body or headers are not the editor's save (no JSON of additions and deletions). */
  "not-editor-format",
  /** A POST to an action, or a spelling of one, the editor never sends. */
  "not-an-action",
  /** Content is kept in GitHub: this server writes none. */
  "content-in-github",
  /** A path outside the folders the editor writes. */
  "not-editable",
  /** A path through a link in the content folder. */
  "through-link",
  /** A .yaml file that is no page or entry the site reads. */
  "not-content",
  /** YAML that does not read. */
  "unreadable-yaml",
  /** An entry that reads but breaks its schema. */
  "invalid-content",
  /** An upload that is not a picture the site shows (a script in an SVG, a damaged file, too large). */
  "not-a-picture",
  /** The deletion of a page that is part of the site. */
  "cannot-delete",
  /** The deletion of a folder. */
  "folder",
  /** The deletion of a picture a page still shows. */
  "still-shown",
  /** A change by an editor to what only an admin changes (where parents send money). */
  "admins-only",
] as const;
export type SaveRefusalCode = (typeof saveRefusalCodes)[number];
