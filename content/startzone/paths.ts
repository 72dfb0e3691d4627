/** The Startzone section's paths (SPEC §2, "Startzone group"), named once. */
export const startzonePaths = {
  overview: "/startzone",
  investment: "/startzone/investment",
  incubation: "/startzone/business-incubation",
  springboard: "/startzone/business-incubation/springboard",
  startupBoost: "/startzone/business-incubation/start-up-boost",
} as const;

/** The ids of the sections that header links and anchors reach; a call's section adds its edition ("call-2024"). */
export const startzoneAnchors = { about: "about", faq: "faq", call: "call" } as const;
