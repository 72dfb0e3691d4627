/**
 * The first step of every publish and build: every content file under
 * CONTENT_DIR checked as the site's readers check it. Prints each problem as
 * `file: field: reason` and exits 1, so the staff see what to fix before
 * anything is committed or built. Its own process, so it reads the content as
 * it is now, not as a running server read it at start.
 *   CONTENT_DIR=… tsx server/publish/validate-content.ts
 */
import { ContentError, type ContentProblem } from "#schemas/content/load.ts";

/** Each reader the build runs, so each file is read and checked at least once. */
const readers: (() => Promise<unknown>)[] = [
  async () => (await import("#schemas/content/identity.server.ts")).identity,
  async () => (await import("#schemas/content/external-links.server.ts")).externalLinks,
  async () => (await import("#schemas/content/hub-facts.server.ts")).hubFacts,
  async () => (await import("#schemas/content/kids-programmes.server.ts")).kidsProgrammes,
  async () => (await import("#schemas/content/calls.server.ts")).readCalls(),
  async () => {
    const startzone = await import("#schemas/content/startzone.server.ts");
    const context = startzone.readStartzoneContext();
    return [
      startzone.readCallBanner(context),
      startzone.readStartupBoostPage(context),
      startzone.readSpringboardPage(context),
      startzone.readStartzoneOverviewPage(context),
      startzone.readIncubationPage(context),
      startzone.readInvestmentPage(context),
    ];
  },
  async () => {
    const people = await import("#schemas/content/people.server.ts");
    return [people.readTeam(), people.readReviews()];
  },
  async () => (await import("#schemas/content/faqs.server.ts")).readFaqsPage(),
  async () => (await import("#schemas/content/closed-app.server.ts")).readClosedAppPage(),
  async () => (await import("#schemas/content/testimonials.server.ts")).readTestimonialsPage(),
];

export async function contentProblems(): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const read of readers) {
    try {
      await read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  // A file read by several readers is reported once.
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}|${problem.field}|${problem.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await contentProblems();
  for (const { file, field, reason } of problems) {
    process.stderr.write(`${file}: ${field || "(whole file)"}: ${reason}\n`);
  }
  process.exit(problems.length > 0 ? 1 : 0);
}
