/**
 * How each collection shows in the editor (issue 32, item 9): the fields its
 * list shows beside each entry's name, where the name does not say them
 * already (staff/editor/list-names.tsx puts the name, a call's edition and
 * status among it, in place of the file name: decision 223); and its own rule and
 * hint for the file name, which is the entry's name in the site's addresses
 * and lists. Keyed by the collection's folder in the content registry; a
 * test checks every collection has a guide.
 */

export type CollectionGuide = {
  /** Top-level fields of the entry shown as columns of the list (plain values only), none its name says. */
  columns: readonly string[];
  fileName: {
    /** What the name is for and an example, shown under the field. */
    hint: string;
    pattern: RegExp;
    /** The rule in words, shown when a name breaks it. */
    rule: string;
  };
  /** Help under a top-level field whose name alone misleads, by its key. */
  fieldHints?: Readonly<Record<string, string>>;
};

const personName = {
  hint: "The person's name in lower-case letters with hyphens, as ada-obi. Pages refer to them by it.",
  pattern: /^[a-z0-9][a-z0-9-]*$/,
  rule: "lower-case letters, digits and hyphens, as ada-obi",
};

const year = {
  hint: "The year it is about, as 2027: the gallery shows one tab per year.",
  pattern: /^\d{4}$/,
  rule: "a year of four digits, as 2027",
};

const programmeName = {
  hint: "The programme's name, fixed by the site: junior-academy, kids-code-camp, middle-class or virtual-camp.",
  pattern: /^[a-z0-9][a-z0-9-]*$/,
  rule: "lower-case letters, digits and hyphens, as kids-code-camp",
};

export const collectionGuides: Readonly<Record<string, CollectionGuide>> = {
  "hub/team": { columns: ["role", "order"], fileName: personName },
  admissions: {
    columns: [],
    fileName: {
      hint: "The programme whose calls use this form, fixed by the site: codeville, kids-code-camp, middle-class, junior-academy, virtual-camp, springboard, start-up-boost or sparks.",
      pattern: /^[a-z0-9][a-z0-9-]*$/,
      rule: "lower-case letters, digits and hyphens, as sparks",
    },
  },
  calls: {
    columns: [],
    fileName: {
      hint: "The programme and the edition, as start-up-boost-2027: it is the call's name in the site's addresses. For a new edition, open the last call and choose New edition from this one, so the old call stays as it was.",
      pattern: /^[a-z0-9][a-z0-9-]*$/,
      rule: "lower-case letters, digits and hyphens, as start-up-boost-2027",
    },
    // A manager read an empty Apply URL and Form "(none)" as a call taking no applications (walk of 2026-11-29).
    fieldHints: {
      // The second walk changed an open call's edition and its shared apply links became "not found".
      edition:
        "The call's name on the site, which is also in its address (/apply/start-up-boost-2027/). Changing it changes the address, and links already shared stop working: for a new round, open the last call and choose New edition from this one.",
      cohort:
        "Kids programmes only: the dates, places and fee of this round. Leave it empty for Startzone and Sparks, which are free.",
      applyUrl:
        "Leave empty: applicants apply on the hub's own form, from the call's Apply button on this website. Fill it in only to send them to a form on another site instead.",
      form: "(none): applicants fill in this programme's own form (Site content › Application forms). Choose another programme only to use its form instead.",
    },
  },
  "startzone/programmes": {
    columns: ["duration"],
    fileName: {
      hint: "The programme's name, fixed by the site: springboard or start-up-boost.",
      pattern: /^[a-z0-9][a-z0-9-]*$/,
      rule: "lower-case letters, digits and hyphens, as start-up-boost",
    },
  },
  "sparks/mentors": { columns: ["role", "order"], fileName: personName },
  "codeville/programmes": { columns: ["duration", "mode"], fileName: programmeName },
  "codeville/programme-pages": { columns: [], fileName: programmeName },
  "codeville/faqs": { columns: ["shortTitle"], fileName: programmeName },
  "codeville/children": {
    columns: ["school"],
    fileName: {
      hint: "The child's name in lower-case letters with hyphens, as adaobi-nwafor. Graduates, projects and reviews refer to the child by it.",
      pattern: /^[a-z0-9][a-z0-9-]*$/,
      rule: "lower-case letters, digits and hyphens, as adaobi-nwafor",
    },
  },
  "codeville/graduates": { columns: [], fileName: year },
  "codeville/past-projects": { columns: [], fileName: year },
  "codeville/demo-days": { columns: [], fileName: year },
  "codeville/parents-say": { columns: ["order"], fileName: personName },
  "codeville/reviews": { columns: ["order"], fileName: personName },
};
