import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { faqItemSchema, sectionHeadingSchema, seoSchema } from "../blocks.ts";
import { learnerPc, programmeAges, programmeSchedule } from "./programmes.ts";

/**
 * The kids programmes' questions and answers (SPEC §2, /codeville/faqs): one
 * group per tab, junior, middle and juniorAcademy, each with its short title
 * (under 680 px) and its long one. Programme pages show their own group.
 */
const faqGroupSchema = z.strictObject({
  value: z.enum(["junior", "middle", "juniorAcademy", "virtual"]),
  shortTitle: z.string(),
  title: z.string(),
  items: z.array(faqItemSchema).check(z.minLength(3)),
});

export type FaqGroup = z.infer<typeof faqGroupSchema>;

const payment = {
  question: "Can we pay in instalments?",
  answer: programmeSchedule.payment,
};

const afterProgramme = {
  question: "What happens when the programme ends?",
  answer: `Children show what they built to their families on the last day. ${programmeSchedule.afterProgramme} They can come back to practise, join events and meet other young builders.`,
};

export const kidsCodeCampFaqs = faqGroupSchema.parse({
  value: "junior",
  shortTitle: "Junior",
  title: "Codeville Kids Code Camp",
  items: [
    {
      question: "What age is Kids Code Camp for?",
      answer: `Children aged ${programmeAges.kidsCampFaq} who are new to tech. No coding experience is needed: most of our campers have never written a line of code before.`,
    },
    {
      question: "When and where do classes hold?",
      answer: `At the hub in ${identity.address.city}. ${programmeSchedule.schedule} The camp lasts about one month.`,
    },
    {
      question: "What does my child need to bring?",
      answer:
        "A laptop. Children use it in every class and keep their projects on it to show you at home.",
    },
    {
      question: "Can my child use the learning platform on more than one device?",
      answer: [
        "Each account has one login.",
        "Logging in on a second device logs the first one out, so your child's work stays in one place.",
      ],
    },
    payment,
    afterProgramme,
  ],
});

export const middleClassFaqs = faqGroupSchema.parse({
  value: "middle",
  shortTitle: "MiddleClass",
  title: "Codeville Middle Class",
  items: [
    {
      question: "Who can join Middle Class?",
      answer:
        "Children who have taken part in Kids Code Camp. Middle Class builds on what they learnt there, so prior participation in Kids Code Camp is required.",
    },
    {
      question: "My child has not done Kids Code Camp. What should we do?",
      answer:
        "Start with Kids Code Camp. It is made for beginners, and graduates move on to Middle Class the next time it runs.",
    },
    {
      question: "What does my child need to bring?",
      answer: "A laptop, as in Kids Code Camp.",
    },
    {
      question: "When do classes hold?",
      answer: `${programmeSchedule.schedule} The programme lasts about one month.`,
    },
    payment,
    afterProgramme,
  ],
});

export const juniorAcademyFaqs = faqGroupSchema.parse({
  value: "juniorAcademy",
  shortTitle: "Junior WAEC",
  title: "Codeville Junior Academy",
  items: [
    {
      question: "Who is Junior Academy for?",
      answer:
        "Children on the junior WAEC break: the weeks after the junior school exams. Being on that break is the entry requirement.",
    },
    {
      question: "How long is it, and what can my child learn?",
      answer: [
        "It is a one-month deep dive.",
        "Each child picks one track: Web Dev, to build and publish websites, or Game Dev, to design and code their own games.",
      ],
    },
    {
      question: "What does my child need to bring?",
      answer: "A laptop, every day.",
    },
    payment,
    afterProgramme,
  ],
});

export const virtualCampFaqs = faqGroupSchema.parse({
  value: "virtual",
  shortTitle: "Virtual",
  title: "Codeville Virtual Camp",
  items: [
    {
      question: "Who is Virtual Camp for?",
      answer: `Children aged ${programmeAges.virtualCamp} who cannot attend the hub in person. Classes are live and online, so they can join from anywhere.`,
    },
    {
      question: "What equipment does my child need?",
      answer: [`A laptop (${learnerPc})`, "Stable internet", "A headphone and a microphone"],
    },
    {
      question: "How is it organised and paid for?",
      answer:
        "There are 2 cycles a year of 3 months each. Each course lasts one month, and you pay a monthly subscription.",
    },
    {
      question: "Does my child get a certificate?",
      answer:
        "Yes. Each course ends with a test, and children who pass get a completion certificate.",
    },
  ],
});

/** /codeville/faqs: the three tabs of SPEC §2, in their order. */
const faqsPageSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  tabsLabel: z.string(),
  groups: z.array(faqGroupSchema).check(z.length(3)),
  more: z.strictObject({ text: z.string(), label: z.string(), link: z.string() }),
});

export type FaqsPage = z.infer<typeof faqsPageSchema>;

export const faqsPage = faqsPageSchema.parse({
  seo: {
    title: `Questions parents ask | Codeville | ${identity.name}`,
    description:
      "Ages, schedules, what to bring, payment in two instalments and what comes next: answers about Kids Code Camp, Middle Class and Junior Academy.",
  },
  intro: {
    eyebrow: "FAQs",
    heading: "Questions parents ask us",
    text: "Pick a programme to see its answers. Tap a question to open it.",
  },
  tabsLabel: "Programmes",
  groups: [kidsCodeCampFaqs, middleClassFaqs, juniorAcademyFaqs],
  more: {
    text: "Still wondering about something? We are happy to talk it through.",
    label: "Ask us a question",
    link: "/codeville/contact",
  },
});
