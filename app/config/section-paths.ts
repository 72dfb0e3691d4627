/** The Startzone section's paths (SPEC §2, "Startzone group"), named once for the code that links to them. */
export const startzonePaths = {
  overview: "/startzone",
  investment: "/startzone/investment",
  incubation: "/startzone/business-incubation",
  springboard: "/startzone/business-incubation/springboard",
  startupBoost: "/startzone/business-incubation/start-up-boost",
} as const;

/** The Sparks page (SPEC §2); its sections' anchors are content (content/sparks/landing.yaml). */
export const sparksPath = "/sparks";
