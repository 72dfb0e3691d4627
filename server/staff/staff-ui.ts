import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { RouteRoles } from "#schemas/staff.ts";
import { staffPageList } from "#schemas/staff-pages.ts";

/** The staff pages' policy: nothing inline, nothing from elsewhere. */
export const staffContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/**
 * The content editor's pages (Keystatic): its UI library writes its styles
 * at run time (style elements and attributes), so styles may be inline
 * there; its image input shows a chosen picture from memory (a blob: URL);
 * scripts, fonts and connections stay on this host only
 * (docs/decisions/100-keystatic-editor.md, 110-editor-picture-uploads.md).
 */
export const editorContentSecurityPolicy = staffContentSecurityPolicy
  .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
  .replace("img-src 'self' data:", "img-src 'self' data: blob:");

/**
 * Where Keystatic's UI goes itself when content is kept in GitHub (decision
 * 108): GitHub's API (GraphQL, trees, blobs), the files of a public
 * repository, and the editor's GitHub avatar.
 */
const githubSources = {
  "connect-src": ["https://api.github.com", "https://raw.githubusercontent.com"],
  "img-src": ["https://avatars.githubusercontent.com"],
} as const;

/** The editor's policy for where content is kept: GitHub mode adds GitHub's hosts. */
export function editorContentSecurityPolicyFor(storage: "local" | "github"): string {
  if (storage === "local") return editorContentSecurityPolicy;
  return editorContentSecurityPolicy
    .split("; ")
    .map((directive) => {
      const [name = ""] = directive.split(" ");
      const added: readonly string[] = githubSources[name as keyof typeof githubSources] ?? [];
      return [directive, ...added].join(" ");
    })
    .join("; ");
}

/**
 * The addresses the server answers with the staff UI's shell, and who may
 * open each: the table of staff pages (schemas/staff-pages.ts). Each answers
 * with the same HTML; the UI's router draws the page. A page with pages under
 * it ("/keystatic/*") is its own address too, as the UI's router has it.
 * Anonymous visitors of a guarded page are sent to sign in (the guard).
 */
export const staffPagePaths: readonly { path: string; roles: RouteRoles; editor: boolean }[] =
  staffPageList.flatMap(({ path, roles, editor, ownRoute }) =>
    (ownRoute ? [] : path.endsWith("/*") ? [path.slice(0, -2), path] : [path]).map((each) => ({
      path: each,
      roles,
      editor: editor === true,
    })),
  );

export function sendShell(
  reply: FastifyReply,
  shell: string | null,
  policy: string = staffContentSecurityPolicy,
): FastifyReply {
  if (shell === null) {
    return reply
      .code(503)
      .send({ error: "Service Unavailable", message: "The staff UI is not built: npm run build" });
  }
  return reply
    .type("text/html; charset=utf-8")
    .header("content-security-policy", policy)
    .header("cache-control", "no-store")
    .send(shell);
}

/** Reads the built shell once; null when the staff UI has not been built. */
export function readShell(uiDir: string): string | null {
  const path = join(uiDir, "index.html");
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}

/**
 * The staff UI's files (build/staff) through @fastify/static, which only
 * sends them: its own wildcard route would declare no roles.
 */
export async function staffUi(
  app: FastifyInstance,
  options: {
    uiDir: string;
    shell: string | null;
    /** The editor pages' policy (editorContentSecurityPolicyFor): where content is kept decides it. */
    editorPolicy?: string;
  },
) {
  await app.register(fastifyStatic, { root: resolve(options.uiDir), serve: false });
  app.get("/assets/*", { config: { roles: "public" } }, (request, reply) => {
    const file = (request.params as { "*": string })["*"];
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .sendFile(join("assets", file));
  });
  for (const page of staffPagePaths) {
    // The UI's shell is all a setup-only session opens: the shell shows it the passkey set-up.
    app.get(
      page.path,
      { config: { roles: page.roles, page: true, setup: true } },
      (_request, reply) =>
        sendShell(
          reply,
          options.shell,
          page.editor ? (options.editorPolicy ?? editorContentSecurityPolicy) : undefined,
        ),
    );
  }
}
