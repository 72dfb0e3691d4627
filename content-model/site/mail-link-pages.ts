import * as z from "zod/mini";
import type { mailingListActionPages } from "#schemas/form-posts.ts";

/**
 * The pages the mailing list's links open (content/site/mail-link-pages.yaml):
 * one for each of the service's link actions, each saying what its one button
 * does.
 */
const mailLinkPageSchema = z.strictObject({
  eyebrow: z.string(),
  title: z.string(),
  body: z.array(z.string()).check(z.minLength(1)),
  button: z.string(),
});

export type MailLinkPage = z.infer<typeof mailLinkPageSchema>;

export const mailLinkPagesSchema = z.strictObject({
  confirm: mailLinkPageSchema,
  unsubscribe: mailLinkPageSchema,
} satisfies Record<keyof typeof mailingListActionPages, unknown>);
