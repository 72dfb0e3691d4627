import * as z from "zod/mini";

/**
 * A link of a header or the footer. Internal links are paths on this site;
 * external ones carry `external: true` and open in a new tab.
 */
export const navLinkSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  link: z.string().check(z.minLength(1)),
  external: z.optional(z.boolean()),
});

export type NavLink = z.infer<typeof navLinkSchema>;
