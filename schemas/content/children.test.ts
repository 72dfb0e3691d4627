import fc from "fast-check";
import { expect, test } from "vitest";
import { readGalleryYears } from "./children.server.ts";
import {
  type GraduateEntry,
  type ProjectEntry,
  type PublicationConsent,
  publishedName,
  publishGraduate,
  publishProject,
} from "./children.ts";

const consent = fc.record({ name: fc.boolean(), school: fc.boolean(), photo: fc.boolean() });
const word = fc.stringMatching(/^[A-Z][a-z]{1,11}$/);
const portrait = { src: "codeville/gallery/portrait-fallback", alt: "" };

const graduate = (given: PublicationConsent, first: string, last: string): GraduateEntry => ({
  id: 1,
  first_name: first,
  last_name: last,
  age: 11,
  image: { src: "codeville/gallery/people/child", alt: "" },
  school_name: "Hillcrest Academy",
  consent: given,
});

const project = (given: PublicationConsent, student: string): ProjectEntry => ({
  id: 2,
  name: "Space Dodger",
  livePreview: "https://showcase.example/space-dodger",
  coverImage: { src: "codeville/gallery/projects/space-dodger", alt: "The first screen" },
  student_name: student,
  student_image: { src: "codeville/gallery/people/child", alt: "" },
  school_name: "Hillcrest Academy",
  consent: given,
});

test("without consent for the name, a child is shown by first name and last initial", () => {
  fc.assert(
    fc.property(consent, word, word, (given, first, last) => {
      const shown = publishGraduate(graduate(given, first, last));
      expect(shown.first_name).toBe(first);
      expect(shown.last_name).toBe(given.name ? last : `${last[0]}.`);
      expect(publishProject(project(given, `${first} ${last}`), portrait).student_name).toBe(
        given.name ? `${first} ${last}` : `${first} ${last[0]}.`,
      );
    }),
  );
});

test("without consent for the school, no school is published", () => {
  fc.assert(
    fc.property(consent, (given) => {
      const school = given.school ? "Hillcrest Academy" : null;
      expect(publishGraduate(graduate(given, "Ada", "Obi")).school_name).toBe(school);
      expect(publishProject(project(given, "Ada Obi"), portrait).school_name).toBe(school);
    }),
  );
});

test("without consent for the photo, the neutral portrait replaces it", () => {
  fc.assert(
    fc.property(consent, (given) => {
      expect(publishGraduate(graduate(given, "Ada", "Obi")).image === null).toBe(!given.photo);
      const shown = publishProject(project(given, "Ada Obi"), portrait);
      expect(shown.student_image === portrait).toBe(!given.photo);
    }),
  );
});

test("what is not known is left empty, for the card to leave out, whatever the consent", () => {
  const all = { name: true, school: true, photo: true };
  const { age: _age, school_name: _school, image: _image, ...bare } = graduate(all, "Ada", "Obi");
  expect(publishGraduate(bare)).toMatchObject({ age: null, school_name: null, image: null });
  expect(publishedName("Ada", { ...all, name: false })).toBe("Ada");
});

test("each gallery year is a file, and both galleries list the same years, oldest first", () => {
  const { graduates, projects } = readGalleryYears(portrait);
  const years = graduates.map((entry) => entry.year);
  expect(projects.map((entry) => entry.year)).toEqual(years);
  expect([...years].sort((a, b) => a - b)).toEqual(years);
  expect(new Set(years).size).toBe(years.length);
});
