import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import {
  callToActionBandSchema,
  cardGridBlockSchema,
  type FactListBlock,
  factListBlockSchema,
  featureSplitBlockSchema,
  imageSchema,
  proseBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import {
  type FaqGroup,
  juniorAcademyFaqs,
  kidsCodeCampFaqs,
  middleClassFaqs,
  virtualCampFaqs,
} from "./faqs.ts";
import {
  kidsProgrammes,
  learnerPc,
  type ProgrammeFacts,
  type ProgrammeId,
  programmeIds,
  programmeSchedule,
} from "./programmes.ts";

/**
 * The four programme pages (SPEC §2): title, catchPhrase, description, Apply,
 * about, what we teach, other concepts, requirements and the programme's FAQ.
 * Titles, ages, durations and requirements come from programmes.ts, which the
 * brochure is built from too, so pages and brochure cannot disagree.
 */
const programmePageSchema = z.strictObject({
  id: z.enum(programmeIds),
  seo: seoSchema,
  description: z.array(z.string()).check(z.minLength(1)),
  image: imageSchema,
  facts: factListBlockSchema,
  about: proseBlockSchema,
  /** What we teach; Junior Academy teaches it per track instead. */
  tutorials: z.optional(cardGridBlockSchema),
  tracks: z.optional(
    z.strictObject({
      ...sectionHeadingSchema.shape,
      label: z.string(),
      items: z
        .array(
          z.strictObject({ value: z.string(), label: z.string(), tutorials: cardGridBlockSchema }),
        )
        .check(z.minLength(2)),
    }),
  ),
  concepts: cardGridBlockSchema,
  getStarted: z.optional(stepsBlockSchema),
  learningPath: z.optional(cardGridBlockSchema),
  cycles: z.optional(cardGridBlockSchema),
  requirements: featureSplitBlockSchema,
  getOnboard: z.optional(callToActionBandSchema),
  faq: z.strictObject({ ...sectionHeadingSchema.shape, group: z.custom<FaqGroup>() }),
});

export type ProgrammePage = z.infer<typeof programmePageSchema>;

const factsOf = (id: ProgrammeId): ProgrammeFacts => {
  const facts = kidsProgrammes.find((programme) => programme.id === id);
  if (!facts) throw new Error(`No programme facts for ${id}`);
  return facts;
};

const laptopImage = {
  src: "/images/codeville/laptop-ready.svg",
  alt: "Illustration of an open laptop showing colourful code blocks, with a water bottle and a notebook beside it",
  width: 560,
  height: 460,
};

/** The facts a parent looks for first, at the top of every hub programme. */
function hubFacts(facts: ProgrammeFacts, extra: { label: string; value: string }): FactListBlock {
  return {
    heading: "At a glance",
    facts: [
      { label: "Ages", value: facts.ages, icon: "family" },
      { label: "Length", value: facts.duration, icon: "calendar" },
      { label: "Classes", value: "10am-3pm, weekdays in August", icon: "clock" },
      { label: "Where", value: `At the hub, ${identity.address.city}`, icon: "globe" },
      { label: extra.label, value: extra.value, icon: "laptop" },
      { label: "Payment", value: "Two instalments", icon: "wallet" },
    ],
  };
}

const requirementsOf = (facts: ProgrammeFacts, text: string) => ({
  eyebrow: "Requirements",
  heading: "What your child needs",
  text,
  points: facts.requirements.map((requirement) => ({
    heading: requirement,
    text: requirementNotes[requirement] ?? "",
  })),
  image: laptopImage,
  imageSide: "end" as const,
});

const requirementNotes: Record<string, string> = {
  "A laptop":
    "Any working laptop with a charger. Children use it in every class and keep their projects on it.",
  "Prior participation in Kids Code Camp":
    "Middle Class picks up where the camp stops, so children need the camp behind them.",
  [`A laptop (${learnerPc})`]: "With its charger, ready before the first class.",
  "Stable internet": "Enough for a live video class without freezing.",
  "Headphones and a microphone":
    "To hear the instructor clearly in a busy home, and to ask questions and present projects.",
  "Being on the junior WAEC break":
    "The academy fills the weeks after the junior school exams, when children have time for a deep dive.",
};

const faqOf = (group: FaqGroup, title: string) => ({
  eyebrow: "FAQ",
  heading: `${title}: questions parents ask`,
  text: "Tap a question to see the answer.",
  group,
});

const pages: z.input<typeof programmePageSchema>[] = [
  (() => {
    const facts = factsOf("kids-code-camp");
    return {
      id: facts.id,
      seo: {
        title: `Kids Code Camp, coding for beginners aged ${facts.ages} | Codeville, ${identity.name}`,
        description:
          "A month of Scratch, games, robot kits and teamwork at the hub in Enugu, for children new to tech. Laptop required.",
      },
      description: [
        facts.summary,
        `For children aged ${facts.ages} who are new to tech. No experience needed, just curiosity and a laptop.`,
      ],
      image: {
        src: "/images/codeville/kids-code-camp.svg",
        alt: "Illustration of two children dragging colourful code blocks on a laptop while a small robot rolls beside them",
        width: 560,
        height: 460,
      },
      facts: hubFacts(facts, { label: "Bring", value: "A laptop" }),
      about: {
        eyebrow: "About the camp",
        heading: "The first month of many",
        paragraphs: [
          "Kids Code Camp is where most Codeville children begin. In about a month they go from never having written code to building games and animations they are proud to show you.",
          "They start with Scratch, where code snaps together like puzzle pieces, then build and program robot kits. Every week ends with something that moves, lights up or keeps score.",
          "Children learn in small groups with instructors who know their names, and a lot of the work happens in pairs and teams, because explaining an idea to a friend is how it sticks.",
          `${programmeSchedule.schedule} ${programmeSchedule.payment} ${programmeSchedule.afterProgramme}`,
        ],
      },
      tutorials: {
        eyebrow: "What we teach",
        heading: "From first blocks to working robots",
        cards: [
          {
            icon: "puzzle",
            heading: "Scratch programming",
            text: "Code made of colourful blocks, so children learn how programs think before they type a line.",
            points: [
              "Sprites, motion and sound",
              "Loops and events",
              "Building a game with a score",
            ],
          },
          {
            icon: "bot",
            heading: "Robotics",
            text: "Children build robot kits with their hands, then program them to move, sense and react.",
            points: ["Assembling a robot kit", "Motors and sensors", "Programming a robot's moves"],
          },
          {
            icon: "users",
            heading: "Teamwork and showcase",
            text: "Projects in pairs and teams, ending with a demo day where children present what they built to their families.",
          },
        ],
      },
      concepts: {
        eyebrow: "Other concepts",
        heading: "Skills that go beyond the screen",
        cards: [
          {
            icon: "lightbulb",
            heading: "Problem solving",
            text: "Breaking a big problem into small steps, trying an idea, finding the bug and fixing it: the habit that helps in maths, science and life.",
            wide: true,
          },
          {
            icon: "palette",
            heading: "Creativity",
            text: "Characters, stories and worlds of their own design.",
          },
          {
            icon: "shield",
            heading: "Staying safe online",
            text: "What to share, what not to, and who to ask when something online feels wrong.",
          },
          {
            icon: "message",
            heading: "Speaking up",
            text: "Explaining their work to others, from their team to a room of parents.",
            wide: true,
          },
        ],
      },
      requirements: requirementsOf(
        facts,
        "The camp needs only one thing from home. We provide the robot kits and everything else.",
      ),
      faq: faqOf(kidsCodeCampFaqs, facts.title),
    };
  })(),
  (() => {
    const facts = factsOf("middle-class");
    return {
      id: facts.id,
      seo: {
        title: `Middle Class, the next step after Kids Code Camp | Codeville, ${identity.name}`,
        description:
          "For Kids Code Camp graduates ready for bigger projects and real code: a month at the hub in Enugu. Laptop required.",
      },
      description: [
        facts.summary,
        "Your child already knows how programs think. Now they learn to write them, line by line.",
      ],
      image: {
        src: "/images/codeville/middle-class.svg",
        alt: "Illustration of a child typing code on a laptop, with a web page and a game level taking shape on a big screen behind",
        width: 560,
        height: 460,
      },
      facts: hubFacts(facts, { label: "Entry", value: "Kids Code Camp first" }),
      about: {
        eyebrow: "About Middle Class",
        heading: "From snapping blocks to writing code",
        paragraphs: [
          "Middle Class is for children who have finished Kids Code Camp and want more. The puzzles get bigger, the projects get longer, and the blocks give way to real, typed code.",
          "Children plan their own projects, build them over several weeks and learn to test and improve them, the way working developers do.",
          `${programmeSchedule.schedule} ${programmeSchedule.payment} ${programmeSchedule.afterProgramme}`,
        ],
      },
      tutorials: {
        eyebrow: "What we teach",
        heading: "Bigger projects, real code",
        cards: [
          {
            icon: "code",
            heading: "From blocks to text",
            text: "The ideas children met in Scratch, such as loops, conditions and variables, now written as real code.",
          },
          {
            icon: "globe",
            heading: "Web pages",
            text: "Building pages for the web and making them look the way they imagined.",
            points: [
              "Structure with HTML",
              "Colour and layout with CSS",
              "Sharing a page with family",
            ],
          },
          {
            icon: "gamepad",
            heading: "Game design",
            text: "Levels, rules and scores: designing a game before coding it, then play-testing it with friends.",
          },
        ],
      },
      concepts: {
        eyebrow: "Other concepts",
        heading: "Thinking like a developer",
        cards: [
          {
            icon: "target",
            heading: "Planning a project",
            text: "Turning an idea into a list of small tasks, and finishing them one by one.",
          },
          {
            icon: "check",
            heading: "Testing and debugging",
            text: "Finding out why something does not work, calmly, and fixing it.",
          },
          {
            icon: "users",
            heading: "Working in a team",
            text: "Sharing code, reviewing a friend's work kindly, and building one thing together.",
          },
        ],
      },
      requirements: requirementsOf(
        facts,
        "Middle Class continues what the camp started, so it has one condition as well as the laptop.",
      ),
      faq: faqOf(middleClassFaqs, facts.title),
    };
  })(),
  (() => {
    const facts = factsOf("junior-academy");
    return {
      id: facts.id,
      seo: {
        title: `Junior Academy, a deep dive on the junior WAEC break | Codeville, ${identity.name}`,
        description:
          "One month of Web Dev or Game Dev for children on the junior WAEC break, at the hub in Enugu. Laptop required.",
      },
      description: [
        facts.summary,
        "The exams are done and the break is long. Junior Academy turns it into a month your child will talk about.",
      ],
      image: {
        src: "/images/codeville/junior-academy.svg",
        alt: "Illustration of a teenager at a laptop with a website on one side and a game controller and game level on the other",
        width: 560,
        height: 460,
      },
      facts: hubFacts(facts, { label: "Entry", value: "On the junior WAEC break" }),
      about: {
        eyebrow: "About the academy",
        heading: "A month to go deep",
        paragraphs: [
          "Junior Academy is our most focused programme. Children pick one track, Web Dev or Game Dev, and spend a month going deep into it with an instructor by their side.",
          "By the end they have a real project of their own: a website they can share, or a game their friends can play.",
          `${programmeSchedule.schedule} ${programmeSchedule.payment} ${programmeSchedule.afterProgramme}`,
        ],
      },
      tracks: {
        eyebrow: "What we teach",
        heading: "Two tracks: choose one",
        text: "Every child follows one track for the whole month.",
        label: "Junior Academy tracks",
        items: [
          {
            value: "web-dev",
            label: "Web Dev",
            tutorials: {
              heading: "Web Dev: build and publish a website",
              cards: [
                {
                  icon: "layers",
                  heading: "HTML and CSS",
                  text: "The building blocks of every website: structure, colour, layout and pages that look good on a phone.",
                  points: ["Page structure", "Styling and layout", "Designing for phones"],
                },
                {
                  icon: "code",
                  heading: "JavaScript",
                  text: "Making pages respond: buttons, forms, quizzes and small interactive tools.",
                },
                {
                  icon: "globe",
                  heading: "Publishing",
                  text: "Putting the finished site online so family and friends can open it anywhere.",
                },
              ],
            },
          },
          {
            value: "game-dev",
            label: "Game Dev",
            tutorials: {
              heading: "Game Dev: design and code a game",
              cards: [
                {
                  icon: "pen-tool",
                  heading: "Game design",
                  text: "Characters, levels and rules, sketched on paper before a single line of code.",
                  points: ["Characters and worlds", "Rules and scoring", "Levels that get harder"],
                },
                {
                  icon: "gamepad",
                  heading: "Coding the game",
                  text: "Movement, collisions, lives and scores, coded step by step.",
                },
                {
                  icon: "users",
                  heading: "Play-testing",
                  text: "Friends play the game, children watch and improve it. That is how real studios work.",
                },
              ],
            },
          },
        ],
      },
      concepts: {
        eyebrow: "Other concepts",
        heading: "What both tracks share",
        cards: [
          {
            icon: "lightbulb",
            heading: "From idea to finished project",
            text: "Planning, building, testing and presenting a project of their own in four weeks.",
            wide: true,
          },
          {
            icon: "users",
            heading: "Working with others",
            text: "Pair programming, helping classmates and giving kind, useful feedback.",
          },
        ],
      },
      requirements: requirementsOf(
        facts,
        "The academy is for the junior WAEC break, and every child brings a laptop.",
      ),
      getOnboard: {
        eyebrow: "Junior Academy",
        heading: "Get Onboard",
        text: "Give your child a break that builds something. Apply for the next Junior Academy.",
        ctas: [{ label: "Apply Now", link: "/codeville/closed-app" }],
      },
      faq: faqOf(juniorAcademyFaqs, facts.title),
    };
  })(),
  (() => {
    const facts = factsOf("virtual-camp");
    const frontend = facts.learningPath?.[0];
    return {
      id: facts.id,
      seo: {
        title: `Virtual Camp, live coding classes from home | Codeville, ${identity.name}`,
        description:
          "Live online classes for children aged 9 to 16: Frontend Development, Product Design and Graphic Design, with a test and certificate.",
      },
      description: [
        facts.summary,
        `For children aged ${facts.ages} anywhere, as long as they have a laptop, stable internet and a headset.`,
      ],
      image: {
        src: "/images/codeville/virtual-camp.svg",
        alt: "Illustration of a child at home wearing headphones, in a video class with an instructor and classmates on the laptop screen",
        width: 560,
        height: 460,
      },
      facts: {
        heading: "At a glance",
        facts: [
          { label: "Ages", value: facts.ages, icon: "family" },
          { label: "Cycles", value: "2 a year, 3 months each", icon: "calendar" },
          { label: "Courses", value: "One month each", icon: "clock" },
          { label: "Where", value: "Online, from home", icon: "video" },
          { label: "Payment", value: "Monthly subscription", icon: "wallet" },
          { label: "At the end", value: "A test and a certificate", icon: "award" },
        ],
      },
      about: {
        eyebrow: "About Virtual Camp",
        heading: "Codeville, wherever you live",
        paragraphs: [
          "Not every family lives near the hub. Virtual Camp brings Codeville's classes to your home: live lessons with an instructor, classmates from across the country, and projects reviewed by people who care.",
          "The year has 2 cycles of 3 months each. Every course lasts one month, you pay a monthly subscription, and each course ends with a test and a completion certificate.",
        ],
      },
      tutorials: {
        eyebrow: "What we teach",
        heading: "Practical skills, one month at a time",
        cards: [
          {
            icon: "code",
            heading: "Building for the web",
            text: "How websites are made, from the first tag to a page that works on any screen.",
          },
          {
            icon: "pen-tool",
            heading: "Designing products",
            text: "How apps are planned and designed around the people who use them.",
          },
          {
            icon: "palette",
            heading: "Graphic design",
            text: "Colour, type and layout for posters, logos and social media.",
          },
        ],
      },
      concepts: {
        eyebrow: "Other concepts",
        heading: "Learning well online",
        cards: [
          {
            icon: "clock",
            heading: "Keeping a routine",
            text: "Regular class times and small weekly goals keep children on track at home.",
          },
          {
            icon: "message",
            heading: "Asking for help",
            text: "Speaking up in a video class, and asking good questions in the class chat.",
          },
          {
            icon: "shield",
            heading: "Safe online habits",
            text: "Private details stay private; classes are closed to anyone outside the group.",
          },
        ],
      },
      getStarted: {
        eyebrow: "Get started",
        heading: "How to join Virtual Camp",
        steps: [
          {
            heading: "Choose a course",
            text: "Pick where your child starts on the learning path.",
          },
          {
            heading: "Check the set-up",
            text: `A laptop (${learnerPc}), stable internet, a headphone and a microphone.`,
          },
          { heading: "Apply", text: "Fill in the application form when a cycle opens." },
          {
            heading: "Learn and pass",
            text: "Live classes for a month, a test at the end, then the certificate.",
          },
        ],
      },
      learningPath: {
        eyebrow: "Learning path",
        heading: "Three paths to choose from",
        cards: [
          {
            icon: "code",
            heading: frontend?.name ?? "Frontend Development",
            text: `${frontend?.length ?? ""}: the languages every website is built with.`,
            points: frontend?.topics ?? [],
          },
          {
            icon: "pen-tool",
            heading: "Product Design",
            text: "How apps are planned, sketched and tested with the people who will use them.",
          },
          {
            icon: "palette",
            heading: "Graphic Design",
            text: "1 month of colour, type and layout, for posters, logos and social media posts.",
          },
        ],
      },
      cycles: {
        eyebrow: "How it runs",
        heading: "Cycles, courses and certificates",
        cards: [
          {
            icon: "calendar",
            heading: "2 cycles a year",
            text: "Each cycle lasts 3 months, so there are two chances a year to join.",
          },
          {
            icon: "wallet",
            heading: "Monthly subscription",
            text: "One course is one month, and you pay month by month.",
          },
          {
            icon: "award",
            heading: "A test and a certificate",
            text: "Every course ends with a test; children who pass get a completion certificate.",
          },
        ],
      },
      requirements: {
        eyebrow: "Must-Haves",
        heading: "What your child needs at home",
        text: `The learner's computer should have an ${learnerPc.replace(", ", " and ")}.`,
        points: facts.requirements.map((requirement) => ({
          heading: requirement,
          text: requirementNotes[requirement] ?? "",
        })),
        image: {
          src: "/images/codeville/virtual-must-haves.svg",
          alt: "Illustration of a laptop, a headset with a microphone and a wifi signal on a desk",
          width: 560,
          height: 460,
        },
        imageSide: "end",
      },
      faq: faqOf(virtualCampFaqs, facts.title),
    };
  })(),
];

export const programmePages: readonly ProgrammePage[] = z.array(programmePageSchema).parse(pages);

export function programmePageById(id: string): ProgrammePage | undefined {
  return programmePages.find((page) => page.id === id);
}

/**
 * Old addresses the footer of the former site linked (DECISIONS.md): each is
 * prerendered as a redirect to its programme page.
 */
export const legacyProgrammeRedirects: Readonly<Record<string, ProgrammeId>> = {
  junior: "kids-code-camp",
  "junior-waec": "junior-academy",
};

/** Every slug of the programme route: the four programmes and the legacy paths. */
export const programmeSlugs = [...programmeIds, ...Object.keys(legacyProgrammeRedirects)];
