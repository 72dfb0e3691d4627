import type {
  CallToActionBandBlock,
  Card,
  CardGridBlock,
  FeatureSplitBlock,
} from "#content-model/blocks.ts";
import { buildDate, kidsProgrammeApply } from "../calls/calls.server.ts";
import { readProgrammeCohort } from "../calls/programme-cohort.server.ts";
import { ContentError } from "../load.ts";
import { readEntry, readSingleton } from "../read.server.ts";
import { readFaqGroup } from "./faqs.server.ts";
import { readKidsProgrammes } from "./kids-programmes.server.ts";
import type { ProgrammeFacts, ProgrammeId } from "./kids-programmes.ts";
import { codevillePlaceholders, programmePlaceholders } from "./placeholders.server.ts";

const wordsFile = "codeville/programme-page-words.yaml";

/** Each requirement of the programme as a point with its note; a requirement without one fails the build. */
function requirementPoints(
  programme: ProgrammeFacts,
  notes: readonly { requirement: string; note: string }[],
): NonNullable<FeatureSplitBlock["points"]> {
  const missing = programme.requirements.filter(
    (requirement) => !notes.some((note) => note.requirement === requirement),
  );
  if (missing.length > 0) {
    throw new ContentError(
      missing.map((requirement) => ({
        file: wordsFile,
        field: "requirementNotes",
        reason: `no note for ${programme.title}'s requirement "${requirement}"`,
      })),
    );
  }
  return programme.requirements.map((requirement) => ({
    heading: requirement,
    text: notes.find((note) => note.requirement === requirement)?.note ?? "",
  }));
}

/** The learning path's cards: each path's name, its words with its length, and its topics. */
function learningPathCards(
  programme: ProgrammeFacts,
  paths: readonly { icon: Card["icon"]; text: string }[],
  file: string,
): Card[] {
  const learningPath = programme.learningPath ?? [];
  if (learningPath.length !== paths.length) {
    throw new ContentError([
      {
        file,
        field: "learningPath.paths",
        reason: `${programme.title} has ${learningPath.length} paths, the page describes ${paths.length}`,
      },
    ]);
  }
  return learningPath.map((path, index) => ({
    heading: path.name,
    text: (paths[index]?.text ?? "").replace("{length}", path.length ?? ""),
    icon: paths[index]?.icon,
    ...(path.topics.length > 0 ? { points: path.topics } : {}),
  }));
}

/**
 * A kids programme page as the route shows it, for the build's date: its file
 * filled from the programme's record, its requirements, learning path and
 * questions read from their own records, and its Apply following its call.
 */
export function readProgrammePage(id: ProgrammeId, today: string = buildDate()) {
  const programme = readKidsProgrammes().find((candidate) => candidate.id === id);
  if (!programme) throw new Error(`no kids programme ${id}`);
  const placeholders = { ...codevillePlaceholders(), ...programmePlaceholders(programme) };
  const file = `codeville/programme-pages/${id}.yaml`;
  const page = readEntry("codeville/programme-pages", id, { placeholders });
  const words = readSingleton("codeville/programme-page-words", { placeholders });
  const apply = kidsProgrammeApply(id, today);
  const cohort = readProgrammeCohort(id, today);
  const { facts, learningPath, cycles, requirements, getOnboard, ...sections } = page;
  const { image, imageSide, ...requirementWords } = requirements;
  const { cta, ...faqHeading } = words.faq;
  let learningPathBlock: CardGridBlock | undefined;
  if (learningPath) {
    const { paths, ...pathWords } = learningPath;
    learningPathBlock = { ...pathWords, cards: learningPathCards(programme, paths, file) };
  }
  let getOnboardBlock: CallToActionBandBlock | undefined;
  if (getOnboard) {
    const { applyLabel, ...bandWords } = getOnboard;
    getOnboardBlock = {
      ...bandWords,
      ctas: [{ label: applyLabel, link: apply.href, external: apply.external }],
    };
  }
  // The cohort's fee and class times join the page's facts, from the call's one record.
  const cohortFacts = cohort
    ? [
        { ...cohort.fee, icon: "wallet" as const },
        { ...cohort.classes, icon: "clock" as const },
      ]
    : [];
  return {
    id,
    ...sections,
    facts: { ...facts, facts: [...facts.facts, ...cohortFacts] },
    ...(cohort?.section && { cohort: cohort.section }),
    ...(learningPathBlock && { learningPath: learningPathBlock }),
    ...(cycles && { cycles }),
    requirements: {
      ...requirementWords,
      points: requirementPoints(programme, words.requirementNotes),
      image,
      imageSide,
    },
    ...(getOnboardBlock && { getOnboard: getOnboardBlock }),
    faq: { ...faqHeading, items: readFaqGroup(id).items, cta },
    labels: { apply: words.applyLabel, brochure: words.brochureLabel },
    apply,
  };
}
