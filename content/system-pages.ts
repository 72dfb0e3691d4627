import * as z from "zod/mini";

const systemPageSchema = z.strictObject({
  eyebrow: z.string(),
  title: z.string(),
  body: z.string(),
  homeLabel: z.string(),
});

export const unexpectedErrorPage = systemPageSchema.parse({
  eyebrow: "Something broke",
  title: "Unexpected Application Error!",
  body: "This page hit a problem it could not recover from. Reloading usually fixes it; if it does not, the home page will get you back on track.",
  homeLabel: "Go to the home page",
});

export const notFoundPage = z
  .extend(systemPageSchema, {
    suggestionsHeading: z.string(),
    suggestions: z.array(z.strictObject({ label: z.string(), link: z.string() })),
  })
  .parse({
    eyebrow: "Error 404",
    title: "We couldn't find that page",
    body: "The link may be old, or the address may have a typo. Addresses on this site are case sensitive, so /about works where /About does not.",
    homeLabel: "Back to the home page",
    suggestionsHeading: "You may be looking for",
    suggestions: [
      { label: "About the hub", link: "/about" },
      { label: "Who we are and what we do", link: "/tech-hub" },
      { label: "Contact us", link: "/contact" },
    ],
  });
