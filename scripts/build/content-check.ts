/**
 * The first step of a publish, the daily rebuild and a preview
 * (scripts/build/site-build-steps.ts): every content file under CONTENT_DIR
 * checked against its schema (content-model/registry.ts), then the rules
 * across files the readers keep (one open call per programme on the
 * build's date; every child named exists, and nothing beside a child names
 * what the family withheld).
 */
import { ContentError, type ContentProblem } from "#content-model/load.ts";
import { validateAllContent } from "#content-model/validate.server.ts";

export async function contentProblems(): Promise<ContentProblem[]> {
  const problems = validateAllContent();
  if (problems.length > 0) return problems;
  try {
    const { readCalls } = await import("#content-model/calls/calls.server.ts");
    readCalls();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...error.problems];
  }
  // The records that name a child: the child exists, and no text beside them names what the family withheld.
  const { childReferenceProblems } = await import("#content-model/codeville/children.server.ts");
  const { readGalleryCopy } = await import("#content-model/codeville/gallery.server.ts");
  try {
    return childReferenceProblems(readGalleryCopy().fallbackPortrait);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...error.problems];
  }
}
