/**
 * The first step of every publish and build: every content file under
 * CONTENT_DIR checked against its schema (schemas/content/registry.ts), then
 * the rules across files the readers keep (one open call per programme on
 * the build's date). Prints each problem as `file: field: reason` and exits
 * 1, so the staff see what to fix before anything is committed or built. Its
 * own process, so it reads the content as it is now, not as a running server
 * read it at start.
 *   CONTENT_DIR=… tsx server/publish/validate-content.ts
 */
import { ContentError, type ContentProblem } from "#schemas/content/load.ts";
import { validateAllContent } from "#schemas/content/validate.server.ts";

export async function contentProblems(): Promise<ContentProblem[]> {
  const problems = await validateAllContent();
  if (problems.length > 0) return problems;
  try {
    const { readCalls } = await import("#schemas/content/calls.server.ts");
    readCalls();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...error.problems];
  }
  return [];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await contentProblems();
  for (const { file, field, reason } of problems) {
    process.stderr.write(`${file}: ${field || "(whole file)"}: ${reason}\n`);
  }
  process.exit(problems.length > 0 ? 1 : 0);
}
