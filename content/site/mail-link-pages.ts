import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { mailingListActionPages } from "#schemas/form-posts.ts";

/**
 * The pages the mailing list's links open (issue 25, item 5): they say what
 * the button will do and do nothing until it is pressed, so a mail scanner
 * that fetches every link confirms and unsubscribes no one. The button posts
 * the link back; the service answers with a result page (form-results.ts).
 */
const mailLinkPageSchema = z.strictObject({
  eyebrow: z.string(),
  title: z.string(),
  body: z.array(z.string()).check(z.minLength(1)),
  button: z.string(),
});

export type MailLinkPage = z.infer<typeof mailLinkPageSchema>;

const pages: Record<keyof typeof mailingListActionPages, MailLinkPage> = {
  confirm: {
    eyebrow: "One step left",
    title: "Confirm your place on the mailing list",
    body: [
      `Press the button to start getting news from the ${identity.name}: new cohorts, open applications and events, one or two emails a month.`,
      "If you did not sign up, close this page and nothing will happen.",
    ],
    button: "Confirm my subscription",
  },
  unsubscribe: {
    eyebrow: "Unsubscribe",
    title: "Stop all emails from us?",
    body: [
      "Press the button and your address comes off the mailing list at once. We will send it no more emails, brochures included.",
    ],
    button: "Unsubscribe me",
  },
};

/** Each page by the path it is prerendered at. */
export const mailLinkPagesByPath: ReadonlyMap<string, MailLinkPage> = new Map(
  (Object.keys(pages) as (keyof typeof mailingListActionPages)[]).map((key) => [
    mailingListActionPages[key],
    mailLinkPageSchema.parse(pages[key]),
  ]),
);
