import type { RecentBuild } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";

const words = copy.publish;

/** A sentence's first letter in capitals: a problem's message starts in lower case. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why a build failed, in one line: its first problem, the content's own first, and how many more. */
export function failureLine(build: Pick<RecentBuild, "problems">): string | null {
  const problems = [
    ...build.problems.filter((problem) => problem.fixable),
    ...build.problems.filter((problem) => !problem.fixable),
  ];
  const [first] = problems;
  if (first === undefined) return null;
  const where = [first.entry?.name, first.field].filter(Boolean).join(" › ");
  const reason = capitalised(first.message);
  return words.failedBecause(where ? `${where}: ${reason}` : reason, problems.length - 1);
}
