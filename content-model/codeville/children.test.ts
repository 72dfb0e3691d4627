import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, expect, test, vi } from "vitest";
import { stringify } from "yaml";
import {
  childReferenceProblems,
  readGalleryYears,
  readParentWords,
  readReviews,
  withheldPortraits,
} from "./children.server.ts";
import {
  type Child,
  type ChildConsent,
  publishChild,
  publishGraduate,
  publishParentWords,
  publishProject,
  publishReview,
  type ReviewEntry,
  withLastInitial,
} from "./children.ts";

const consent = fc.record({ name: fc.boolean(), school: fc.boolean(), portrait: fc.boolean() });
const word = fc.stringMatching(/^[A-Z][a-z]{1,11}$/);
const fallback = { src: "codeville/gallery/portrait-fallback", alt: "" };
const childPortrait = { src: "codeville/gallery/people/child", alt: "" };
const parentPortrait = { src: "codeville/reviewers/parent", alt: "" };

const child = (given: ChildConsent, firstName = "Ada", lastName = "Obi"): Child => ({
  firstName,
  lastName,
  school: "Hillcrest Academy",
  portrait: childPortrait,
  consent: given,
});

const review = (parent: boolean): ReviewEntry => ({
  order: 1,
  review: "We loved it.",
  class: "Kids Code Camp",
  year: 2024,
  child: "ada-obi",
  ...(parent ? { parent: { name: "Mrs Ngozi Obi", portrait: parentPortrait } } : {}),
});

const graduateOf = (shown: Child) =>
  publishGraduate({ id: 1, child: "ada-obi", age: 11 }, publishChild(shown));
const projectOf = (shown: Child) =>
  publishProject(
    {
      id: 2,
      name: "Space Dodger",
      livePreview: "https://showcase.example/space-dodger",
      coverImage: { src: "codeville/gallery/projects/space-dodger", alt: "The first screen" },
      child: "ada-obi",
    },
    publishChild(shown),
    fallback,
  );

test("without consent to the name, every page shows the child by first name and initial, and a parent by their initial", () => {
  fc.assert(
    fc.property(consent, word, word, (given, first, last) => {
      const shown = child(given, first, last);
      const name = given.name ? `${first} ${last}` : `${first} ${last[0]}.`;
      const graduate = graduateOf(shown);
      expect(`${graduate.first_name} ${graduate.last_name}`).toBe(name);
      expect(projectOf(shown).student_name).toBe(name);
      expect(publishReview(review(false), shown, fallback).reviewerName).toBe(name);
      const parentName = given.name ? "Mrs Ngozi Obi" : "Mrs Ngozi O.";
      expect(publishReview(review(true), shown, fallback).reviewerName).toBe(parentName);
      const words = { order: 1, name: "Mrs Ngozi Obi", content: "Good.", children: ["ada-obi"] };
      expect(publishParentWords(words, [shown]).name).toBe(parentName);
    }),
  );
});

test("a parent of several children is named in full only if every family agreed", () => {
  const words = { order: 1, name: "Mr Chidi Eze", content: "Both loved it.", children: ["a", "b"] };
  const all = { name: true, school: true, portrait: true };
  expect(publishParentWords(words, [child(all), child(all)]).name).toBe("Mr Chidi Eze");
  expect(publishParentWords(words, [child(all), child({ ...all, name: false })]).name).toBe(
    "Mr Chidi E.",
  );
  expect(withLastInitial("Ada")).toBe("Ada");
});

test("without consent to the school, no page shows the child's school", () => {
  fc.assert(
    fc.property(consent, (given) => {
      const school = given.school ? "Hillcrest Academy" : null;
      expect(graduateOf(child(given)).school_name).toBe(school);
      expect(projectOf(child(given)).school_name).toBe(school);
      expect(publishReview(review(true), child(given), fallback).school ?? null).toBe(school);
    }),
  );
});

test("without consent to a portrait, no page shows the child's or the parent's picture", () => {
  fc.assert(
    fc.property(consent, fc.boolean(), (given, byParent) => {
      expect(graduateOf(child(given)).image).toBe(given.portrait ? childPortrait : null);
      expect(projectOf(child(given)).student_image).toBe(given.portrait ? childPortrait : fallback);
      const expected = given.portrait ? (byParent ? parentPortrait : childPortrait) : fallback;
      expect(publishReview(review(byParent), child(given), fallback).image).toBe(expected);
    }),
  );
});

test("what is not known is left empty, for the card to leave out, whatever the consent", () => {
  const all = { name: true, school: true, portrait: true };
  const { school: _school, portrait: _portrait, ...bare } = child(all);
  const graduate = publishGraduate({ id: 1, child: "ada-obi" }, publishChild(bare));
  expect(graduate).toMatchObject({ age: null, school_name: null, image: null });
});

test("each gallery year is a file, and both galleries list the same years, oldest first", () => {
  const { graduates, projects } = readGalleryYears(fallback);
  const years = graduates.map((entry) => entry.year);
  expect(projects.map((entry) => entry.year)).toEqual(years);
  expect([...years].sort((a, b) => a - b)).toEqual(years);
  expect(new Set(years).size).toBe(years.length);
});

test("the shipped content names only children who have a record", () => {
  expect(childReferenceProblems(fallback)).toEqual([]);
});

/** A content folder of its own, with the files the children's readers read. */
function contentWith(files: Record<string, unknown>): void {
  const root = mkdtempSync(join(tmpdir(), "children-"));
  for (const folder of ["children", "graduates", "past-projects", "reviews", "parents-say"]) {
    mkdirSync(join(root, "codeville", folder), { recursive: true });
  }
  for (const [file, data] of Object.entries(files)) {
    writeFileSync(join(root, file), stringify(data));
  }
  vi.stubEnv("CONTENT_DIR", root);
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
}
const cleanups: (() => void)[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const adaobi = {
  firstName: "Adaobi",
  lastName: "Nwafor",
  school: "Trinity Primary School",
  portrait: { src: "codeville/gallery/people/adaobi", alt: "" },
  consent: { name: false, school: false, portrait: true },
};
const project = (fields: Record<string, unknown>) => ({
  projects: [
    {
      id: 1,
      name: "Goal Keeper",
      livePreview: "https://showcase.example/goal-keeper",
      coverImage: { src: "codeville/gallery/projects/goal-keeper", alt: "The first screen" },
      child: "adaobi",
      ...fields,
    },
  ],
});

test("a record that names no child is refused, saying which name and where to add the child", () => {
  contentWith({
    "codeville/children/adaobi.yaml": adaobi,
    "codeville/graduates/2024.yaml": { graduates: [{ id: 1, child: "adaobi-n" }] },
    "codeville/past-projects/2024.yaml": project({}),
  });
  expect(childReferenceProblems(fallback)).toEqual([
    {
      file: "codeville/graduates/2024.yaml",
      field: "graduates.0.child",
      reason:
        "no child has the file name adaobi-n: add the child under Codeville: children, or correct the name",
    },
  ]);
});

test("a text beside a child that names what the family withheld is refused", () => {
  contentWith({
    "codeville/children/adaobi.yaml": adaobi,
    "codeville/graduates/2024.yaml": { graduates: [] },
    "codeville/past-projects/2024.yaml": project({
      overview: "Adaobi Nwafor's game for the Trinity Primary School fair.",
    }),
    "codeville/parents-say/nkiru.yaml": {
      order: 1,
      name: "Mrs Nkiru Nwafor Okeke",
      content: "Adaobi loved it.",
      children: ["adaobi"],
    },
  });
  const problems = childReferenceProblems(fallback);
  expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
    "codeville/past-projects/2024.yaml projects.0.overview",
    "codeville/past-projects/2024.yaml projects.0.overview",
    "codeville/parents-say/nkiru.yaml name",
  ]);
  expect(problems[0]?.reason).toBe(
    "it names Adaobi's surname, which the family has not agreed to publish: leave it out",
  );
  expect(problems[1]?.reason).toMatch(/Adaobi's school/);
});

test("a published portrait named after a surname the family withheld is refused", () => {
  const named = {
    ...adaobi,
    portrait: { src: "codeville/children/adaobi/nwafor-3fa9c1", alt: "" },
  };
  contentWith({
    "codeville/children/adaobi.yaml": named,
    "codeville/graduates/2024.yaml": { graduates: [{ id: 1, child: "adaobi" }] },
  });
  expect(() => readGalleryYears(fallback)).toThrow(
    "codeville/children/adaobi.yaml: portrait.src: it names Adaobi's surname",
  );
  const unpublished = { ...named, consent: { ...named.consent, portrait: false } };
  contentWith({ "codeville/children/adaobi.yaml": unpublished });
  expect(withheldPortraits()).toEqual(new Set([named.portrait.src]));
  expect(readReviews(fallback)).toEqual([]);
  expect(readParentWords()).toEqual([]);
});
