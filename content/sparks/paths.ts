/** The Sparks page and the ids of its sections, which its header's anchors reach (SPEC §2). */
export const sparksPath = "/sparks";

export const sparksAnchors = {
  about: "about",
  howItWorks: "how-it-works",
  learning: "learning",
  faq: "faq",
} as const;
