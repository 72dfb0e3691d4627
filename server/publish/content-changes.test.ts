import { expect, test } from "vitest";
import { callSchema } from "#content-model/calls/calls.ts";
import { formatNaira, kobo } from "#schemas/money.ts";
import { entriesOf, fieldChanges, publishMessage } from "#server/publish/content-changes.ts";

const names: Record<string, unknown> = { "hub/team/ada-obi.yaml": { name: "Ada Obi" } };
const dataOf = (entry: { file: string }) => names[entry.file];

test("changed files are listed by entry as the editor names it, a new picture with its entry", () => {
  const entries = entriesOf(
    [
      { path: "calls/start-up-boost-2024.yaml", change: "changed" },
      { path: "hub/team/ada-obi.yaml", change: "changed" },
      { path: "hub/team/ada-obi/photo-1a2b3c.jpg", change: "added" },
      { path: "startzone/investment.yaml", change: "added" },
      { path: "codeville/landing/hero-9f8e7d.jpg", change: "removed" },
    ],
    dataOf,
  );
  expect(
    entries.map(({ name, editorPath, change, files }) => ({
      name,
      editorPath,
      change,
      files: files.length,
    })),
  ).toEqual([
    {
      name: "Calls for applications: start-up-boost-2024",
      editorPath: "/keystatic/collection/calls/item/start-up-boost-2024",
      change: "changed",
      files: 1,
    },
    {
      name: "Codeville: landing page",
      editorPath: "/keystatic/singleton/codeville-landing",
      change: "changed",
      files: 1,
    },
    {
      name: "Startzone: investment page",
      editorPath: "/keystatic/singleton/startzone-investment",
      change: "added",
      files: 1,
    },
    {
      name: "Team: Ada Obi",
      editorPath: "/keystatic/collection/hub-team/item/ada-obi",
      change: "changed",
      files: 2,
    },
  ]);
  expect(publishMessage(entries.slice(1, 2))).toBe(
    "Publish: change Codeville: landing page (codeville/landing.yaml)",
  );
  expect(publishMessage(entries).split("\n").slice(0, 3)).toEqual([
    "Publish 4 content changes",
    "",
    "change Calls for applications: start-up-boost-2024 (calls/start-up-boost-2024.yaml)",
  ]);
});

test("a change shows each field that differs with its value before and after, in the editor's words", () => {
  const before =
    "edition: '2024'\nstatus: open\ncloses: 2024-09-30\nfaq:\n  - question: When?\n    answer: Soon\n";
  const after =
    "edition: '2027'\nstatus: open\ncloses: 2027-03-31\nfaq:\n  - question: When?\n    answer: In March\nopens: 2027-01-10\n";
  expect(fieldChanges(before, after, null)).toEqual([
    { field: "Edition", before: "2024", after: "2027" },
    { field: "Closes", before: "Monday 30 September 2024", after: "Wednesday 31 March 2027" },
    { field: "FAQ › “When?” › Answer", before: "Soon", after: "In March" },
    { field: "Opens", before: null, after: "Sunday 10 January 2027" },
  ]);
  expect(fieldChanges(null, "title: New\n", null)).toEqual([
    { field: "Title", before: null, after: "New" },
  ]);
  expect(fieldChanges("title: Gone\n", null, null)).toEqual([
    { field: "Title", before: "Gone", after: null },
  ]);
});

test("a changed date reads as the editor writes it out, and a record's sample list is not a change visitors see", () => {
  const before = "closes: 2027-03-31\nsample: [closes, applyUrl]\n";
  const after = "closes: 2027-12-31\nsample: [applyUrl]\n";
  expect(fieldChanges(before, after, null)).toEqual([
    { field: "Closes", before: "Wednesday 31 March 2027", after: "Friday 31 December 2027" },
  ]);
});

test("a list item added, removed or reworded is named by what names it, and the items after it are not changes", () => {
  const faq = (...questions: string[]) =>
    `faq:\n${questions.map((question) => `  - question: ${question}\n    answer: About ${question}\n`).join("")}`;
  expect(
    fieldChanges(faq("Who?", "What?", "Where?"), faq("Why?", "Who?", "What?", "Where?"), null),
  ).toEqual([{ field: "FAQ › “Why?”", before: null, after: "Question: Why?; Answer: About Why?" }]);
  expect(fieldChanges(faq("Who?", "What?", "Where?"), faq("Who?", "Where?"), null)).toEqual([
    { field: "FAQ › “What?”", before: "Question: What?; Answer: About What?", after: null },
  ]);
  // A reworded question is the same item, edited.
  expect(fieldChanges(faq("Who?", "What?"), faq("Who?", "What exactly?"), null)).toEqual([
    { field: "FAQ › “What exactly?” › Question", before: "What?", after: "What exactly?" },
    {
      field: "FAQ › “What exactly?” › Answer",
      before: "About What?",
      after: "About What exactly?",
    },
  ]);
  // A group's list reads as the group, as the editor shows it under its heading.
  expect(
    fieldChanges(
      "faq:\n  title: Questions\n  items:\n    - question: Who?\n",
      "faq:\n  title: Questions\n  items:\n    - question: Who?\n    - question: When?\n",
      null,
    ),
  ).toEqual([{ field: "FAQ › “When?”", before: null, after: "Question: When?" }]);
  // Items with nothing that names them are counted, as a person counts them.
  expect(fieldChanges("stats:\n  - 1\n  - 2\n", "stats:\n  - 1\n  - 3\n", null)).toEqual([
    { field: "Stats › item 2", before: "2", after: "3" },
  ]);
});

test("an amount the schema keeps in kobo reads in naira, as the editor shows it, wherever it sits", () => {
  const cohort = (fee: number, first: number) =>
    `cohort:\n  fee: ${fee}\n  places: 20\n  instalments:\n    first: ${first}\n    second: 5000000\n`;
  expect(
    fieldChanges(cohort(15_000_000, 10_000_000), cohort(12_000_000, 7_000_000), callSchema),
  ).toEqual([
    {
      field: "Cohort › Fee",
      before: formatNaira(kobo(15_000_000)),
      after: formatNaira(kobo(12_000_000)),
    },
    {
      field: "Cohort › Instalments › First",
      before: formatNaira(kobo(10_000_000)),
      after: formatNaira(kobo(7_000_000)),
    },
  ]);
  // A cohort added whole names its fee in naira too; a count that is no amount stays a number.
  const [added] = fieldChanges(null, cohort(15_000_000, 10_000_000), callSchema);
  expect(added?.after).toContain(`Fee: ${formatNaira(kobo(15_000_000))}`);
  expect(added?.after).toContain("Places: 20");
  // A value the schema would refuse as kobo is shown as it is written, not hidden.
  expect(fieldChanges("cohort:\n  fee: 1.5\n", "cohort:\n  fee: 2.5\n", callSchema)).toEqual([
    { field: "Cohort › Fee", before: "1.5", after: "2.5" },
  ]);
});
