import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import type { ContentProblem } from "#schemas/content/load.ts";
import { pictureUploadMaxBytes } from "#schemas/content/picture-uploads.ts";
import { itemOfFile } from "#schemas/content/registry.ts";
import { validateData } from "#schemas/content/validate.server.ts";
import type { StaffRole } from "#schemas/staff.ts";
import { clientAddress } from "#server/client-address.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { mergedSource, parseEditorYaml, withoutAddedEmpties } from "#server/staff/content-save.ts";
import { acceptEditorImage } from "#server/staff/editor-images.ts";
import { refusal } from "#server/staff/guard.ts";

/**
 * The content editor's API (issue 22, "The editor"): Keystatic's own handler
 * in local mode, writing into CONTENT_DIR, mounted where its UI calls it
 * (/api/keystatic/…), for editors and admins only. Before a save reaches it,
 * every file is checked here: content against its schema (the loader's
 * message, so an invalid change never lands on disk), pictures by their
 * bytes. Each saved file is an audit entry (who and which file, never content).
 */

export const editorRoles: readonly StaffRole[] = ["editor", "admin"];

/** The largest picture an editor may upload (the editor's picture field holds the same rule). */
export const editorImageMaxBytes = pictureUploadMaxBytes;

const updateSchema = z.strictObject({
  additions: z.array(z.strictObject({ path: z.string(), contents: z.string() })),
  deletions: z.array(z.strictObject({ path: z.string() })),
});
type Update = z.infer<typeof updateSchema>;

type KeystaticHandler = ReturnType<
  typeof import("@keystatic/core/api/generic").makeGenericAPIRouteHandler
>;

export type EditorRoutesOptions = {
  /** The content folder Keystatic reads and writes (CONTENT_DIR). */
  contentDir: string;
  /** The staff host's origin: Keystatic's handler wants whole URLs. */
  staffOrigin: string;
  audit: AuditLog;
};

async function currentText(contentDir: string, file: string): Promise<string | null> {
  try {
    return await readFile(join(contentDir, file), "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

function problemLines(problems: readonly ContentProblem[]): string {
  return problems
    .map(({ file, field, reason }) => `${file}: ${field || "(whole file)"}: ${reason}`)
    .join("\n");
}

/** The save as it will be written, or the reasons it may not be. */
async function checkedUpdate(
  update: Update,
  contentDir: string,
): Promise<{ update: Update; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const additions: Update["additions"] = [];
  for (const addition of update.additions) {
    const bytes = Buffer.from(addition.contents, "base64");
    const file = addition.path;
    if (!file.endsWith(".yaml")) {
      const verdict = await acceptEditorImage(bytes, editorImageMaxBytes, file);
      if (verdict.ok)
        additions.push({ path: file, contents: Buffer.from(verdict.contents).toString("base64") });
      else problems.push({ file, field: "", reason: verdict.reason.slice(file.length + 2) });
      continue;
    }
    const item = itemOfFile(file);
    if (item === undefined) {
      problems.push({ file, field: "", reason: "not a content file the site reads" });
      continue;
    }
    const current = await currentText(contentDir, file);
    const sent = parseEditorYaml(bytes.toString("utf8"));
    const data = withoutAddedEmpties(
      sent,
      current === null ? undefined : parseEditorYaml(current),
      item.schema,
    );
    const found = await validateData(file, item, data);
    problems.push(...found);
    if (found.length === 0) {
      additions.push({
        path: file,
        contents: Buffer.from(mergedSource(current, data)).toString("base64"),
      });
    }
  }
  for (const { path: file } of update.deletions) {
    const item = itemOfFile(file);
    const isEntry = item?.kind === "collection";
    const isPicture = !file.endsWith(".yaml") && itemOfFile(file) === undefined;
    // A renamed entry is its new file plus the deletion of the old one.
    if (!(isEntry || isPicture)) {
      problems.push({ file, field: "", reason: "this file cannot be deleted from the editor" });
    }
  }
  return { update: { additions, deletions: update.deletions }, problems };
}

export async function editorRoutes(app: FastifyInstance, options: EditorRoutesOptions) {
  const contentDir = resolve(options.contentDir);
  // Keystatic and the fields made from every schema take a second to load: on the first editor request, not at start.
  let handler: Promise<KeystaticHandler> | undefined;
  const handle: KeystaticHandler = async (request) => {
    handler ??= Promise.all([
      import("@keystatic/core/api/generic"),
      import("../../staff/editor/keystatic-config.ts"),
    ]).then(([{ makeGenericAPIRouteHandler }, { keystaticConfig }]) =>
      makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: contentDir }),
    );
    return (await handler)(request);
  };

  async function forward(request: FastifyRequest, reply: FastifyReply, body: unknown) {
    const response = await handle({
      method: request.method,
      url: new URL(request.url, options.staffOrigin).toString(),
      headers: {
        get: (name) => {
          const value = request.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(", ") : (value ?? null);
        },
      },
      json: async () => body,
    });
    const headers = new Headers(response.headers);
    reply.code(response.status ?? 200);
    for (const [name, value] of headers) reply.header(name, value);
    reply.header("cache-control", "no-store");
    const payload = response.body;
    return reply.send(payload instanceof Uint8Array ? Buffer.from(payload) : payload);
  }

  app.get("/api/keystatic/*", { config: { roles: editorRoles } }, (request, reply) =>
    forward(request, reply, undefined),
  );

  app.post(
    "/api/keystatic/*",
    // Room for a few pictures at the cap, sent as base64.
    { config: { roles: editorRoles }, bodyLimit: 4 * editorImageMaxBytes },
    async (request, reply) => {
      const action = (request.params as { "*": string })["*"];
      if (action !== "update") return forward(request, reply, request.body);
      const parsed = updateSchema.safeParse(request.body);
      if (!parsed.success) return refusal(reply, 400, "The save is not in the editor's format.");
      const { update, problems } = await checkedUpdate(parsed.data, contentDir);
      if (problems.length > 0) {
        // Keystatic shows the answer's text as the save's error.
        return reply.code(400).type("text/plain; charset=utf-8").send(problemLines(problems));
      }
      await forward(request, reply, update);
      if (reply.statusCode === 200) {
        const files = [
          ...update.additions.map((addition) => ({ file: addition.path, deleted: false })),
          ...update.deletions.map((deletion) => ({ file: deletion.path, deleted: true })),
        ];
        for (const { file, deleted } of files) {
          await options.audit.record({
            action: "content-saved",
            actor: request.staff,
            target: file,
            detail: deleted ? { deleted: true } : null,
            address: clientAddress(request),
          });
        }
      }
      return reply;
    },
  );
}
