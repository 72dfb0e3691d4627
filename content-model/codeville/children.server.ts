import type { ContentImage, Graduate, PastProject, Review, Testimonial } from "../blocks.ts";
import { inOrder } from "../hub/people.ts";
import { ContentError, type ContentProblem } from "../load.ts";
import { readCollection } from "../read.server.ts";
import {
  type Child,
  type GalleryYear,
  type PublishedChild,
  publishChild,
  publishGraduate,
  publishParentWords,
  publishProject,
  publishReview,
} from "./children.ts";

/**
 * Every page that shows a child reads the child's one record here
 * (docs/decisions/170-one-record-per-child.md): the galleries' years, the
 * reviews and the parents' words name a child by the file name of their
 * record, and get only what the family agreed to publish. A name that leads
 * to no child, or a text next to a child that names what the family withheld
 * (the surname in a project's description, a picture named after the child),
 * stops the build and a Publish, in words, before anything goes live.
 */

export const childrenFolder = "codeville/children";

/** Every child's record, by the file name other records use to name them. */
export function readChildren(): Map<string, Child> {
  return new Map(readCollection(childrenFolder).map((entry) => [entry.slug, entry.data]));
}

/** Lower-case letters and digits without accents, as words: "Nwankwọ-Eze" → ["nwankwo", "eze"]. */
function wordsOf(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `text` contains the words of `value` in a row ("Sunrise Secondary School"). */
function mentions(text: string, value: string): boolean {
  const haystack = wordsOf(text);
  const needle = wordsOf(value);
  if (needle.length === 0) return false;
  return haystack.some((_, start) =>
    needle.every((word, offset) => haystack[start + offset] === word),
  );
}

/** What a family withheld that a text may still name: the surname, the school. */
export function withheldOf(child: Child): { what: string; value: string }[] {
  return [
    ...(child.consent.name ? [] : [{ what: "surname", value: child.lastName }]),
    ...(!child.consent.school && child.school ? [{ what: "school", value: child.school }] : []),
  ];
}

/** A problem for each text published next to a child that names what the family withheld. */
function leaksIn(
  child: Child,
  file: string,
  texts: readonly { field: string; text: string | undefined }[],
): ContentProblem[] {
  return withheldOf(child).flatMap(({ what, value }) =>
    texts
      .filter(({ text }) => text !== undefined && mentions(text, value))
      .map(({ field }) => ({
        file,
        field,
        reason: `it names ${child.firstName}'s ${what}, which the family has not agreed to publish: leave it out`,
      })),
  );
}

/**
 * The readers' view of the children: each name resolved to the child (a
 * problem for each name that leads to none), and the problems found so far.
 */
function childrenContext() {
  const children = readChildren();
  const problems: ContentProblem[] = [];
  // A published portrait's address is its name: it must not spell a surname the family withheld.
  for (const [slug, child] of children) {
    const { portrait } = publishChild(child);
    if (portrait) {
      problems.push(
        ...leaksIn(child, `${childrenFolder}/${slug}.yaml`, [
          { field: "portrait.src", text: portrait.src },
          { field: "portrait.alt", text: portrait.alt },
        ]),
      );
    }
  }
  const childNamed = (name: string, file: string, field: string): Child | undefined => {
    const child = children.get(name);
    if (!child) {
      problems.push({
        file,
        field,
        reason: `no child has the file name ${name}: add the child under Codeville: children, or correct the name`,
      });
    }
    return child;
  };
  const done = () => {
    if (problems.length > 0) throw new ContentError(problems);
  };
  return { children, childNamed, problems, done };
}

function yearOf(folder: string, slug: string, problems: ContentProblem[]): number {
  if (!/^\d{4}$/.test(slug)) {
    problems.push({
      file: `${folder}/${slug}.yaml`,
      field: "",
      reason: "a gallery file is named by its year, as 2025.yaml",
    });
  }
  return Number(slug);
}

function byYear<T>(years: readonly number[], entries: { year: number; items: T[] }[]) {
  return years.map((year) => ({
    year,
    items: entries.find((entry) => entry.year === year)?.items ?? [],
  }));
}

/**
 * The Codeville galleries' years: a year is a file (graduates/2025.yaml,
 * past-projects/2025.yaml), so adding a year is adding a file. Both
 * galleries show the same years, oldest first; a year one of them has no file
 * for shows as empty there. `portrait` stands in for a portrait the site may not show.
 */
export function readGalleryYears(portrait: ContentImage): {
  graduates: GalleryYear<Graduate>[];
  projects: GalleryYear<PastProject>[];
} {
  const { childNamed, problems, done } = childrenContext();
  const shown = (name: string, file: string, field: string): PublishedChild | undefined => {
    const child = childNamed(name, file, field);
    return child && publishChild(child);
  };
  const graduatesFolder = "codeville/graduates";
  const projectsFolder = "codeville/past-projects";
  const graduates = readCollection(graduatesFolder).map((entry) => {
    const file = `${graduatesFolder}/${entry.slug}.yaml`;
    return {
      year: yearOf(graduatesFolder, entry.slug, problems),
      items: entry.data.graduates.flatMap((graduate, index) => {
        const child = shown(graduate.child, file, `graduates.${index}.child`);
        return child ? [publishGraduate(graduate, child)] : [];
      }),
    };
  });
  const projects = readCollection(projectsFolder).map((entry) => {
    const file = `${projectsFolder}/${entry.slug}.yaml`;
    return {
      year: yearOf(projectsFolder, entry.slug, problems),
      items: entry.data.projects.flatMap((project, index) => {
        const field = `projects.${index}`;
        const child = childNamed(project.child, file, `${field}.child`);
        if (!child) return [];
        problems.push(
          ...leaksIn(child, file, [
            { field: `${field}.name`, text: project.name },
            { field: `${field}.overview`, text: project.overview },
            { field: `${field}.coverImage.alt`, text: project.coverImage.alt },
          ]),
        );
        return [publishProject(project, publishChild(child), portrait)];
      }),
    };
  });
  done();
  const years = [...new Set([...graduates, ...projects].map((entry) => entry.year))].sort(
    (a, b) => a - b,
  );
  return { graduates: byYear(years, graduates), projects: byYear(years, projects) };
}

/** The Codeville reviews, in order, each as the family of its child agreed. */
export function readReviews(portrait: ContentImage): Review[] {
  const { childNamed, problems, done } = childrenContext();
  const folder = "codeville/reviews";
  const reviews = readCollection(folder).flatMap(({ slug, data }) => {
    const file = `${folder}/${slug}.yaml`;
    const child = childNamed(data.child, file, "child");
    if (!child) return [];
    const review = publishReview(data, child, portrait);
    problems.push(
      ...leaksIn(child, file, [
        { field: "review", text: data.review },
        { field: "class", text: data.class },
        { field: "parent.name", text: data.parent && review.reviewerName },
        { field: "parent.portrait.src", text: data.parent && review.image.src },
      ]),
    );
    return [{ order: data.order, ...review }];
  });
  done();
  return inOrder(reviews);
}

/** What parents said, in order, each named as the families of their children agreed. */
export function readParentWords(): Testimonial[] {
  const { childNamed, problems, done } = childrenContext();
  const folder = "codeville/parents-say";
  const words = readCollection(folder).flatMap(({ slug, data }) => {
    const file = `${folder}/${slug}.yaml`;
    const children = data.children.flatMap(
      (name, index) => childNamed(name, file, `children.${index}`) ?? [],
    );
    if (children.length < data.children.length) return [];
    const testimonial = publishParentWords(data, children);
    for (const child of children) {
      problems.push(
        ...leaksIn(child, file, [
          { field: "name", text: testimonial.name },
          { field: "content", text: data.content },
        ]),
      );
    }
    return [{ order: data.order, ...testimonial }];
  });
  done();
  return inOrder(words);
}

/**
 * Every problem of the records that name children, together: the Publish
 * check runs it, so a name that leads nowhere or a withheld surname in a text
 * is refused before anything is committed.
 */
export function childReferenceProblems(portrait: ContentImage): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const read of [
    () => readGalleryYears(portrait),
    () => readReviews(portrait),
    () => readParentWords(),
  ]) {
    try {
      read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  // The children's own problems (a portrait's name) are found by each reader: list them once.
  return problems.filter(
    (problem, index) =>
      problems.findIndex(
        (other) =>
          other.file === problem.file &&
          other.field === problem.field &&
          other.reason === problem.reason,
      ) === index,
  );
}

/**
 * The portraits the site may not publish: the pictures step leaves them out
 * of the build, so not even a guessed address finds them.
 */
export function withheldPortraits(): Set<string> {
  return new Set(
    [...readChildren().values()]
      .filter((child) => !child.consent.portrait && child.portrait)
      .map((child) => child.portrait?.src ?? ""),
  );
}
