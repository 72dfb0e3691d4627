import * as z from "zod/mini";
import { linkSchema } from "../links.ts";
import type { SocialNetwork } from "./identity.ts";

/**
 * The main header and the footer of SPEC §2 (content/site/navigation.yaml),
 * and the link every header and footer is made of. Internal links are paths
 * on this site; external ones carry `external: true` and open in a new tab.
 */
export const navLinkSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  link: linkSchema,
  external: z.optional(z.boolean()),
});

export type NavLink = z.infer<typeof navLinkSchema>;

const mainHeaderFileSchema = z.strictObject({
  homeLabel: z.string(),
  primary: z.array(navLinkSchema),
  learning: z.strictObject({ title: z.string(), items: z.array(navLinkSchema) }),
  external: z.array(navLinkSchema),
  menuLabel: z.string(),
  navLabel: z.string(),
  skipLinkLabel: z.string(),
});

/** The main header as the component takes it: with the logo's words, the organisation's. */
export type MainHeaderContent = z.infer<typeof mainHeaderFileSchema> & {
  logoWords: [string, string];
};

const socialNetworks = [
  "twitter",
  "facebook",
  "linkedin",
  "instagram",
  "youtube",
  "tiktok",
] as const satisfies readonly SocialNetwork[];

const contactLinkSchema = z.strictObject({ label: z.string(), text: z.string(), href: linkSchema });

const footerFileSchema = z.strictObject({
  name: z.string(),
  tagline: z.string(),
  groups: z.array(z.strictObject({ heading: z.string(), links: z.array(navLinkSchema) })),
  visit: z.strictObject({
    heading: z.string(),
    email: contactLinkSchema,
    phone: contactLinkSchema,
    whatsapp: contactLinkSchema,
  }),
  stayConnected: z.strictObject({ heading: z.string(), text: z.string() }),
  copyrightHolder: z.string(),
  poweredBy: z.string(),
  privacy: navLinkSchema,
  socialHeading: z.string(),
  /** The networks shown, in order; each links the organisation's profile. */
  social: z.array(z.strictObject({ network: z.enum(socialNetworks), label: z.string() })),
});

type FooterFile = z.infer<typeof footerFileSchema>;

/** The footer as the component takes it: with the address and the profiles' addresses. */
export type FooterContent = Omit<FooterFile, "visit" | "social"> & {
  visit: FooterFile["visit"] & { addressLines: string[] };
  social: (FooterFile["social"][number] & { link: string })[];
};

export const navigationFileSchema = z.strictObject({
  header: mainHeaderFileSchema,
  footer: footerFileSchema,
});
