import * as z from "zod/mini";
import { externalLinks } from "../site/external-links.ts";
import { startzoneAnchors, startzonePaths } from "./paths.ts";

/**
 * The call-for-applications banner of the Startzone layout (SPEC §2): Startup
 * Boost, 2024 edition. Apply Now opens the programme's application form
 * (DECISIONS.md); Learn more opens the call's details, which also read as an
 * expanding panel before the JavaScript arrives.
 */
const text = z.string().check(z.minLength(1));

const callBannerSchema = z.strictObject({
  label: text,
  headline: text,
  applyLabel: text,
  applyLink: z.url({ protocol: /^https$/ }),
  learnMoreLabel: text,
  closeLabel: text,
  /** The compact view's button, once the banner is closed. */
  compactLabel: text,
  details: z.strictObject({
    title: text,
    intro: text,
    facts: z.array(z.strictObject({ label: text, value: text })).check(z.minLength(3)),
    closing: text,
    /** The page with the whole story, and the section the banner's details match. */
    moreLabel: text,
    moreLink: text,
  }),
});

export type CallBannerContent = z.infer<typeof callBannerSchema>;

export const startupBoostCall = callBannerSchema.parse({
  label: "Call for applications",
  headline: "Startup Boost 2024 is open: six months of free support for your startup.",
  applyLabel: "Apply Now",
  applyLink: externalLinks.startupBoostApplication,
  learnMoreLabel: "Learn more",
  closeLabel: "Close the call for applications",
  compactLabel: "Startup Boost 2024: learn more",
  details: {
    title: "Startup Boost, 2024 edition",
    intro:
      "Startup Boost is our six-month intensive programme for young businesses in Africa. You build your company with mentors who work at global companies, on the real problems of your business.",
    facts: [
      { label: "Who it is for", value: "Founders of young businesses across Africa" },
      { label: "How long", value: "6 months, intensive" },
      { label: "What it costs", value: "Nothing: Startup Boost is free" },
      { label: "Where", value: "Wherever you are: no particular city is needed" },
      {
        label: "How to apply",
        value: "Online application, objective vetting, a virtual interview, then onboarding",
      },
      { label: "Applications", value: "Open now" },
    ],
    closing:
      "In the form, tell us what you are building, who it is for and where you want it to be in six months. We read every application.",
    moreLabel: "Read about Startup Boost",
    moreLink: `${startzonePaths.startupBoost}#${startzoneAnchors.call}`,
  },
});
