import * as z from "zod";

/**
 * Where the editor keeps content (issue 22, "hosts without a writable disk";
 * docs/decisions/108-keystatic-github-mode.md): on this server's disk
 * (`local`, the default: Publish commits and builds here), or in a GitHub
 * repository (`github`: Keystatic commits there with the editor's GitHub
 * account, and the host builds the site on each commit, so this server does
 * not publish). Part of the service's environment (server/env.ts), where a
 * half-given GitHub setting fails with every missing variable named.
 */
const githubRepo = z
  .string()
  .regex(/^[\w.-]+\/[\w.-]+$/, { error: "must be owner/name, as in github.com/owner/name" })
  .transform((value) => {
    const [owner = "", name = ""] = value.split("/");
    return { owner, name };
  });

export const contentStorageSchema = z.discriminatedUnion("KEYSTATIC_STORAGE", [
  z.object({ KEYSTATIC_STORAGE: z.literal("local") }).transform(() => ({ kind: "local" as const })),
  z
    .object({
      KEYSTATIC_STORAGE: z.literal("github"),
      KEYSTATIC_GITHUB_REPO: githubRepo,
      // The GitHub App's OAuth client, and the secret that seals Keystatic's session cookie.
      KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1, "is required in GitHub mode"),
      KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1, "is required in GitHub mode"),
      KEYSTATIC_SECRET: z.string().min(32, "must be at least 32 characters"),
    })
    .transform((env) => ({
      kind: "github" as const,
      repo: env.KEYSTATIC_GITHUB_REPO,
      clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
      secret: env.KEYSTATIC_SECRET,
    })),
]);

export type ContentStorage = z.output<typeof contentStorageSchema>;

/** What the Publish page says when content is kept in GitHub. */
export function githubModeNotice(storage: Extract<ContentStorage, { kind: "github" }>): string {
  return `Content is kept in GitHub (${storage.repo.owner}/${storage.repo.name}): each change saved in the editor is a commit there, and the host builds and publishes the site from it. Nothing is published from this server.`;
}
