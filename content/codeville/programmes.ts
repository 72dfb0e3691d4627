import * as z from "zod/mini";

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

/** The computer a Virtual Camp learner needs (SPEC §1). */
export const learnerPc = "Intel Core i5 or equivalent, 8GB RAM";

export const programmeIds = [
  "kids-code-camp",
  "middle-class",
  "junior-academy",
  "virtual-camp",
] as const;
export type ProgrammeId = (typeof programmeIds)[number];

const programmeFactsSchema = z.strictObject({
  id: z.enum(programmeIds),
  title: z.string(),
  catchPhrase: z.string(),
  summary: z.string(),
  /** What the programme's card shows; SPEC §1 gives "8-10" for the cards. */
  ageLimit: z.string(),
  /** What the programme's description says. */
  ages: z.string(),
  duration: z.string(),
  /** The duration for structured data (ISO 8601, "P1M"). */
  durationIso: z.string().check(z.regex(/^P\d+[MWD]$/)),
  /** At the hub in Enugu, or online from home. */
  mode: z.enum(["onsite", "online"]),
  /** SPEC §3: the card type, which sets the card's colours and pattern. */
  cardType: z.enum(["entry", "junior", "advanced", "advancedVirtual"]),
  /** Who it is for, in a line, for the card and the overview. */
  forWhom: z.string(),
  requirements: z.array(z.string()).check(z.minLength(1)),
  tracks: z.optional(z.array(z.string())),
  learningPath: z.optional(
    z.array(
      z.strictObject({
        name: z.string(),
        topics: z.array(z.string()),
        length: z.optional(z.string()),
      }),
    ),
  ),
});

export type ProgrammeFacts = z.infer<typeof programmeFactsSchema>;

export const kidsProgrammes = z.array(programmeFactsSchema).parse([
  {
    id: "kids-code-camp",
    title: "Kids Code Camp",
    catchPhrase: "Your child's first step into tech",
    summary:
      "Our entry-level camp for children who are new to tech: Scratch, games, robot kits and teamwork, at the hub.",
    ageLimit: programmeAges.cardAgeLimit,
    ages: programmeAges.kidsCampDescription,
    duration: "About one month",
    durationIso: "P1M",
    mode: "onsite",
    cardType: "entry",
    forWhom: "Children new to tech",
    requirements: ["A laptop"],
  },
  {
    id: "middle-class",
    title: "Middle Class",
    catchPhrase: "The next level for camp graduates",
    summary: "For Kids Code Camp graduates who are ready to build bigger projects with real code.",
    ageLimit: programmeAges.cardAgeLimit,
    ages: programmeAges.cardAgeLimit,
    duration: "About one month",
    durationIso: "P1M",
    mode: "onsite",
    cardType: "junior",
    forWhom: "Kids Code Camp graduates",
    requirements: ["A laptop", "Prior participation in Kids Code Camp"],
  },
  {
    id: "junior-academy",
    title: "Junior Academy",
    catchPhrase: "A deep dive on the junior WAEC break",
    summary:
      "A one-month deep dive for children on the junior school-exam break, in a Web Dev or a Game Dev track.",
    ageLimit: programmeAges.cardAgeLimit,
    ages: programmeAges.cardAgeLimit,
    duration: "One month",
    durationIso: "P1M",
    mode: "onsite",
    cardType: "advanced",
    forWhom: "Children on the junior WAEC break",
    requirements: ["A laptop", "Being on the junior WAEC break"],
    tracks: ["Web Dev", "Game Dev"],
  },
  {
    id: "virtual-camp",
    title: "Virtual Camp",
    catchPhrase: "Learn to code from home",
    summary:
      "Remote classes for children who cannot attend the hub: two cycles a year of three months each, one month per course, with a test and a completion certificate. Paid by monthly subscription.",
    ageLimit: programmeAges.virtualCamp,
    ages: programmeAges.virtualCamp,
    duration: "3-month cycles, 2 a year",
    durationIso: "P3M",
    mode: "online",
    cardType: "advancedVirtual",
    forWhom: "Children who cannot attend the hub",
    requirements: [`A laptop (${learnerPc})`, "Stable internet", "Headphones and a microphone"],
    learningPath: [
      {
        name: "Frontend Development",
        topics: ["HTML", "CSS", "JavaScript"],
        length: "3 months, one month per micro path",
      },
      { name: "Product Design", topics: [] },
      { name: "Graphic Design", topics: [], length: "1 month" },
    ],
  },
]);

/**
 * The rules every kids programme shares (SPEC §1, "Other informational
 * rules"): the figures once, and the sentences the pages and the brochure print.
 */
export const programmeSchedule = z
  .strictObject({
    classHours: z.literal("10am-3pm"),
    classDays: z.literal("weekdays"),
    month: z.literal("August"),
    instalments: z.literal(2),
    freeHubAccessYears: z.literal(1),
    schedule: z.string(),
    payment: z.string(),
    afterProgramme: z.string(),
  })
  .parse({
    classHours: "10am-3pm",
    classDays: "weekdays",
    month: "August",
    instalments: 2,
    freeHubAccessYears: 1,
    schedule: "Classes run 10am-3pm on weekdays in August.",
    payment:
      "Fees may be paid in two instalments: the first before the application deadline, the second two weeks before programme completion.",
    afterProgramme: "Every graduate gets 1 year of free access to the hub.",
  });
