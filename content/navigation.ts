import * as z from "zod/mini";
import { externalLinks } from "./external-links.ts";

/**
 * The main header and the footer of SPEC §2 ("Navigation and footer"). Internal
 * links are paths on this site; external ones carry `external: true` and open in
 * a new tab.
 */
const linkSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  link: z.string().check(z.minLength(1)),
  external: z.optional(z.boolean()),
});

export type NavLink = z.infer<typeof linkSchema>;

const headerSchema = z.strictObject({
  homeLabel: z.string(),
  primary: z.array(linkSchema),
  learning: z.strictObject({ title: z.string(), items: z.array(linkSchema) }),
  external: z.array(linkSchema),
  menuOpenLabel: z.string(),
  menuCloseLabel: z.string(),
  navLabel: z.string(),
  skipLinkLabel: z.string(),
});

export const mainHeader = headerSchema.parse({
  homeLabel: "Enugu Tech Hub, home",
  navLabel: "Main",
  skipLinkLabel: "Skip to content",
  menuOpenLabel: "Open menu",
  menuCloseLabel: "Close menu",
  primary: [
    { title: "Home", link: "/" },
    { title: "About", link: "/about" },
    { title: "Codeville", link: "/codeville" },
    { title: "Sparks", link: "/sparks" },
    { title: "Startzone", link: "/startzone" },
    { title: "Contact", link: "/contact" },
  ],
  learning: {
    title: "Learning",
    items: [
      { title: "Learnable", link: externalLinks.learnable, external: true },
      { title: "Codeville", link: "/codeville" },
      { title: "Sparks", link: "/sparks" },
    ],
  },
  external: [
    { title: "Outsourcing", link: externalLinks.outsourcing, external: true },
    { title: "Learnable", link: externalLinks.learnable, external: true },
  ],
});

const socialNames = ["twitter", "facebook", "linkedin", "instagram", "youtube", "tiktok"] as const;
export type SocialName = (typeof socialNames)[number];

const footerSchema = z.strictObject({
  tagline: z.string(),
  groups: z.array(z.strictObject({ heading: z.string(), links: z.array(linkSchema) })),
  address: z.strictObject({
    heading: z.string(),
    lines: z.array(z.string()),
    email: z.email(),
    phone: z.string(),
  }),
  stayConnected: z.strictObject({ heading: z.string(), text: z.string() }),
  copyrightHolder: z.string(),
  poweredBy: z.string(),
  socialHeading: z.string(),
  social: z.array(z.strictObject({ name: z.enum(socialNames), label: z.string(), link: z.url() })),
});

export const mainFooter = footerSchema.parse({
  tagline:
    "A tech talent hub in Enugu, Nigeria: coding school for children, support for young businesses, and a path into tech for women.",
  groups: [
    {
      heading: "Useful links",
      links: [
        { title: "Blog", link: externalLinks.blog, external: true },
        { title: "Learning", link: externalLinks.learnable, external: true },
        { title: "Startzone", link: "/startzone" },
        { title: "Events", link: externalLinks.events, external: true },
        { title: "Who we are", link: "/tech-hub" },
      ],
    },
    {
      heading: "Learning",
      links: [
        { title: "Learnable", link: externalLinks.learnable, external: true },
        { title: "Codeville", link: "/codeville" },
        { title: "Sparks", link: "/sparks" },
      ],
    },
    {
      heading: "Programmes",
      links: [
        { title: "Kids Code Camp", link: "/codeville/programmes/kids-code-camp" },
        { title: "Middle Class", link: "/codeville/programmes/middle-class" },
        { title: "Junior Academy", link: "/codeville/programmes/junior-academy" },
        { title: "Virtual Camp", link: "/codeville/programmes/virtual-camp" },
        { title: "Startup Boost", link: "/startzone/business-incubation/start-up-boost" },
        { title: "Springboard", link: "/startzone/business-incubation/springboard" },
      ],
    },
  ],
  address: {
    heading: "Visit us",
    lines: ["Enugu Tech Hub", "Independence Layout", "Enugu, Nigeria"],
    email: "hello@enugutechhub.ng",
    phone: "+234 800 000 0000",
  },
  stayConnected: {
    heading: "Stay Connected",
    text: "News of new cohorts, open applications and events. One or two emails a month.",
  },
  copyrightHolder: "Enugu Tech Hub. All rights reserved.",
  poweredBy: "Powered by the Enugu Tech Hub team, built in Enugu.",
  socialHeading: "Follow us",
  social: [
    { name: "twitter", label: "Twitter", link: externalLinks.social.twitter },
    { name: "facebook", label: "Facebook", link: externalLinks.social.facebook },
    { name: "linkedin", label: "LinkedIn", link: externalLinks.social.linkedin },
    { name: "instagram", label: "Instagram", link: externalLinks.social.instagram },
    { name: "youtube", label: "YouTube", link: externalLinks.social.youtube },
    { name: "tiktok", label: "TikTok", link: externalLinks.social.tiktok },
  ],
});
