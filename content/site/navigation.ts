import * as z from "zod/mini";
import { externalLinks } from "#schemas/content/external-links.server.ts";
import { identity } from "#schemas/content/identity.server.ts";
import {
  addressLines,
  phoneHref,
  type SocialNetwork,
  whatsappHref,
} from "#schemas/content/identity.ts";
import { navLinkSchema } from "#schemas/content/navigation.ts";

/** Kept here for content/codeville/navigation.ts until it moves to data. */
export { navLinkSchema };

/** The main header and the footer of SPEC §2 ("Navigation and footer"). */

const mainHeaderSchema = z.strictObject({
  homeLabel: z.string(),
  logoWords: z.tuple([z.string(), z.string()]),
  primary: z.array(navLinkSchema),
  learning: z.strictObject({ title: z.string(), items: z.array(navLinkSchema) }),
  external: z.array(navLinkSchema),
  menuLabel: z.string(),
  navLabel: z.string(),
  skipLinkLabel: z.string(),
});

export type MainHeaderContent = z.infer<typeof mainHeaderSchema>;

export const mainHeader = mainHeaderSchema.parse({
  homeLabel: `${identity.name}, home`,
  logoWords: identity.logoWords,
  navLabel: "Main",
  skipLinkLabel: "Skip to content",
  menuLabel: "Menu",
  primary: [
    { title: "Home", link: "/" },
    { title: "About", link: "/about" },
    { title: "Codeville", link: "/codeville" },
    { title: "Sparks", link: "/sparks" },
    { title: "Startzone", link: "/startzone" },
    { title: "Hire", link: "/hire" },
    { title: "Contact", link: "/contact" },
  ],
  learning: {
    title: "Learning",
    items: [
      { title: "Learnable", link: externalLinks.learnable, external: true },
      { title: "Codeville", link: "/codeville" },
      { title: "Sparks", link: "/sparks" },
      { title: "Talent pool", link: "/talent" },
    ],
  },
  external: [
    { title: "Outsourcing", link: externalLinks.outsourcing, external: true },
    { title: "Learnable", link: externalLinks.learnable, external: true },
  ],
});

const socialNetworks = [
  "twitter",
  "facebook",
  "linkedin",
  "instagram",
  "youtube",
  "tiktok",
] as const satisfies readonly SocialNetwork[];

const contactLinkSchema = z.strictObject({ label: z.string(), text: z.string(), href: z.string() });

const footerSchema = z.strictObject({
  name: z.string(),
  tagline: z.string(),
  groups: z.array(z.strictObject({ heading: z.string(), links: z.array(navLinkSchema) })),
  visit: z.strictObject({
    heading: z.string(),
    addressLines: z.array(z.string()),
    email: contactLinkSchema,
    phone: contactLinkSchema,
    whatsapp: contactLinkSchema,
  }),
  stayConnected: z.strictObject({ heading: z.string(), text: z.string() }),
  copyrightHolder: z.string(),
  poweredBy: z.string(),
  privacy: navLinkSchema,
  socialHeading: z.string(),
  social: z.array(
    z.strictObject({ network: z.enum(socialNetworks), label: z.string(), link: z.url() }),
  ),
});

export type FooterContent = z.infer<typeof footerSchema>;

const socialLabels: Record<SocialNetwork, string> = {
  twitter: "Twitter",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
};

export const siteFooter = footerSchema.parse({
  name: identity.name,
  tagline:
    "A tech talent hub in Enugu, Nigeria: a coding school for children, support for young businesses, and a path into tech for women.",
  groups: [
    {
      heading: "Useful links",
      links: [
        { title: "Blog", link: externalLinks.blog, external: true },
        { title: "Learning", link: externalLinks.learnable, external: true },
        { title: "Startzone", link: "/startzone" },
        { title: "Events", link: externalLinks.events, external: true },
        { title: "Who we are", link: "/tech-hub" },
        { title: "Join the talent pool", link: "/talent" },
        { title: "Hire talent", link: "/hire" },
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
  visit: {
    heading: "Visit us",
    addressLines: addressLines(identity.address),
    email: { label: "Email", text: identity.email, href: `mailto:${identity.email}` },
    phone: { label: "Call", text: identity.phone, href: phoneHref(identity.phone) },
    whatsapp: {
      label: "WhatsApp",
      text: "Chat on WhatsApp",
      href: whatsappHref(identity.whatsapp),
    },
  },
  stayConnected: {
    heading: "Stay Connected",
    text: "News of new cohorts, open applications and events. One or two emails a month.",
  },
  copyrightHolder: `${identity.name}. All rights reserved.`,
  poweredBy: `Powered by the ${identity.name} team, built in Enugu.`,
  privacy: { title: "Privacy notice", link: "/privacy" },
  socialHeading: "Follow us",
  social: socialNetworks.map((network) => ({
    network,
    label: socialLabels[network],
    link: identity.social[network],
  })),
});
