import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { addressLines } from "#schemas/content/identity.ts";
import { documentBlockSchema, sectionHeadingSchema, seoSchema } from "../blocks.ts";
import { resumeRetentionMonths } from "../hub/talent-choices.ts";

const privacyPageSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  contentsLabel: z.string(),
  document: documentBlockSchema,
});

export type PrivacyPage = z.infer<typeof privacyPageSchema>;

/**
 * The privacy notice (issue "The lead service under faults, abuse and growth;
 * consent for the mailing list"), written for what this site and its lead
 * service actually do, under Nigeria's Data Protection Act 2023.
 */
export const privacyPage = privacyPageSchema.parse({
  seo: {
    title: `Privacy notice | ${identity.name}`,
    description: `What ${identity.name} collects through this website, why, for how long, and how to have it deleted.`,
  },
  intro: {
    eyebrow: "Privacy",
    heading: "How we look after your details",
    text: "This website asks for as little as it can. Here is what we collect, why, how long we keep it, and how to have it removed.",
  },
  contentsLabel: "On this page",
  document: {
    updated: "Last updated 25 November 2026",
    parts: [
      {
        heading: "Who we are",
        paragraphs: [
          `${identity.legalName} runs this website and its programmes (Codeville, Startzone and Sparks), and decides how the details you send through it are used. You can reach us at ${identity.email}, on ${identity.phone}, or at ${addressLines(identity.address).join(", ")}.`,
        ],
      },
      {
        heading: "What we collect and why",
        paragraphs: ["We only collect what you type into one of our forms:"],
        points: [
          "Mailing list: your email address, to send you news of cohorts, open applications and events once you have confirmed you want them.",
          "Contact form: your name, email address, phone number and message, so the team can answer you.",
          "Brochure request: your email address, to send you the Codeville brochure once.",
          "Talent pool application: your name, email address, phone number, stack, skill level and résumé, so our talent team can consider you for training, projects and placements.",
          "Request for talent: your name, work email, phone number and your company's details and needs, so we can suggest people and call you back.",
        ],
      },
      {
        heading: "Our reasons under the law",
        paragraphs: [
          "The mailing list relies on your consent, which you give by confirming the link we email you and can withdraw at any time. Contact messages, brochure requests, applications and requests for talent are handled because you asked us to do something: answer you, send you a document, or consider you for a place or a match.",
        ],
      },
      {
        heading: "How long we keep it",
        points: [
          "Mailing list addresses: until you unsubscribe. An address that is never confirmed gets nothing more from us. After you unsubscribe we keep only a note of the address, so that no mail goes to it again, unless you ask us to forget it entirely.",
          "Contact messages: up to 24 months after our last reply, so we can follow up on a conversation.",
          "Brochure requests: up to 12 months, to stop the same address being sent the brochure again and again.",
          `Talent pool applications and the résumés sent with them: ${resumeRetentionMonths} months from the day you apply, then deleted automatically. Only signed-in staff can open a résumé.`,
          "Requests for talent: up to 24 months after our last contact, like contact messages.",
        ],
        paragraphs: [
          "Each kind of record is kept only as long as it serves you, and then deleted:",
        ],
      },
      {
        heading: "Who else sees it",
        paragraphs: [
          "Only our own staff read your details. Emails are delivered through our email provider, and the site and its database are hosted on servers we rent; both act on our instructions only. We never sell your details or share them for advertising.",
        ],
      },
      {
        heading: "What this website stores on your device",
        paragraphs: [
          "No cookies, no advertising trackers and no analytics. Your browser keeps the page you were going to if a page load is interrupted, so it can take you there; that stays on your device.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "Under the Nigeria Data Protection Act 2023 you can ask for a copy of the details we hold about you, have them corrected, or have them deleted. Every mailing-list email has a link that unsubscribes you in one step.",
          `To be forgotten, write to ${identity.email} from the address concerned. We delete your details within 30 days and tell you when it is done. If you are not satisfied with our answer, you can complain to the Nigeria Data Protection Commission.`,
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "Codeville is for children, but its forms are for parents and guardians. We do not knowingly collect a child's details through this website; if you think a child has sent us theirs, tell us and we will delete them.",
        ],
      },
    ],
  },
});
