import * as z from "zod/mini";
import { mainFooter } from "./navigation.ts";

/**
 * The kids' programmes of SPEC §1, as facts. The age ranges differ by place in
 * the specification and stay that way (DECISIONS.md), each defined once here
 * so an editor can reconcile them in one place.
 */
export const programmeAges = {
  cardAgeLimit: "8-10",
  kidsCampDescription: "9-12",
  kidsCampFaq: "9-13",
  siteOverview: "8 to 12",
  virtualCamp: "9-16",
} as const;

const programmeFactsSchema = z.strictObject({
  id: z.enum(["kids-code-camp", "middle-class", "junior-academy", "virtual-camp"]),
  title: z.string(),
  catchPhrase: z.string(),
  summary: z.string(),
  ages: z.string(),
  duration: z.string(),
  requirements: z.array(z.string()).check(z.minLength(1)),
  tracks: z.optional(z.array(z.string())),
});

export type ProgrammeFacts = z.infer<typeof programmeFactsSchema>;

export const kidsProgrammes = z.array(programmeFactsSchema).parse([
  {
    id: "kids-code-camp",
    title: "Kids Code Camp",
    catchPhrase: "Your child's first step into tech",
    summary:
      "Our entry-level camp for children who are new to tech: Scratch, games, robot kits and teamwork, at the hub.",
    ages: programmeAges.kidsCampDescription,
    duration: "About one month",
    requirements: ["A laptop"],
  },
  {
    id: "middle-class",
    title: "Middle Class",
    catchPhrase: "The next level for camp graduates",
    summary: "For Kids Code Camp graduates who are ready to build bigger projects with real code.",
    ages: programmeAges.cardAgeLimit,
    duration: "About one month",
    requirements: ["A laptop", "Prior participation in Kids Code Camp"],
  },
  {
    id: "junior-academy",
    title: "Junior Academy",
    catchPhrase: "A deep dive on the junior WAEC break",
    summary:
      "A one-month deep dive for children on the junior school-exam break, in a Web Dev or a Game Dev track.",
    ages: programmeAges.cardAgeLimit,
    duration: "One month",
    requirements: ["A laptop", "Being on the junior WAEC break"],
    tracks: ["Web Dev", "Game Dev"],
  },
  {
    id: "virtual-camp",
    title: "Virtual Camp",
    catchPhrase: "Learn to code from home",
    summary:
      "Remote classes for children who cannot attend the hub: two cycles a year of three months each, one month per course, with a test and a completion certificate. Paid by monthly subscription.",
    ages: programmeAges.virtualCamp,
    duration: "3-month cycles, 2 a year",
    requirements: [
      "A laptop (Intel Core i5 or equivalent, 8GB RAM)",
      "Stable internet",
      "Headphones and a microphone",
    ],
    tracks: [
      "Frontend Development: HTML, CSS, JavaScript (3 months)",
      "Product Design",
      "Graphic Design (1 month)",
    ],
  },
]);

/** The rules every kids programme shares (SPEC §1, "Other informational rules"). */
export const programmeTerms = z
  .strictObject({
    schedule: z.string(),
    payment: z.string(),
    afterProgramme: z.string(),
  })
  .parse({
    schedule: "Classes run 10am-3pm on weekdays in August.",
    payment:
      "Fees may be paid in two instalments: the first before the application deadline, the second two weeks before the programme ends.",
    afterProgramme: "Every graduate gets 1 year of free access to the hub.",
  });

/** How parents reach the hub; the brochure and the contact pages print it. */
export const hubContact = {
  email: mainFooter.address.email,
  phone: mainFooter.address.phone,
  address: mainFooter.address.lines,
  workHours: "Monday - Friday: 8am - 5pm",
  website: "https://enugutechhub.ng/codeville",
} as const;
