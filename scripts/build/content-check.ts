/**
 * The first step of a publish, the daily rebuild and a preview
 * (scripts/build/site-build-steps.ts): every content file under CONTENT_DIR
 * checked against its schema (schemas/content/registry.ts), then the rules
 * across files the readers keep (one open call per programme on the
 * build's date; every child named exists, and nothing beside a child names
 * what the family withheld).
 */
import { ContentError, type ContentProblem } from "../../schemas/content/load.ts";
import { validateAllContent } from "../../schemas/content/validate.server.ts";

export async function contentProblems(): Promise<ContentProblem[]> {
  const problems = validateAllContent();
  if (problems.length > 0) return problems;
  try {
    const { readCalls } = await import("../../schemas/content/calls.server.ts");
    readCalls();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...error.problems];
  }
  // The records that name a child: the child exists, and no text beside them names what the family withheld.
  const { childReferenceProblems } = await import("../../schemas/content/children.server.ts");
  const { readGalleryCopy } = await import("../../schemas/content/codeville-gallery.server.ts");
  try {
    return childReferenceProblems(readGalleryCopy().fallbackPortrait);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...error.problems];
  }
}
