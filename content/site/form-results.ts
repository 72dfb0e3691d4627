import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { readTalentResultPages } from "#schemas/content/talent.server.ts";
import {
  type FormFailure,
  formFailedPath,
  formFailures,
  formSentPath,
  type LeadForm,
  leadForms,
  mailingListPages,
} from "#schemas/form-posts.ts";
import { callToActionSchema } from "../blocks.ts";

/**
 * The pages a form lands on when it was sent without JavaScript (Post/Redirect/
 * Get, schemas/form-posts.ts), and the pages the mailing list's confirmation
 * and unsubscribe links lead to. Each says what happened and what to do next;
 * none repeats what the visitor typed, so nothing personal is in an address.
 */
const resultPageSchema = z.strictObject({
  outcome: z.enum(["done", "problem"]),
  eyebrow: z.string(),
  title: z.string(),
  body: z.array(z.string()).check(z.minLength(1)),
  actions: z.array(callToActionSchema).check(z.minLength(1), z.maxLength(2)),
});

export type ResultPage = z.infer<typeof resultPageSchema>;

const backToForm =
  "Your browser's Back button returns you to the form with what you typed still in it.";
const reachUsDirectly = `You can also write to ${identity.email} or call ${identity.phone}.`;
const home = { label: "Back to the home page", link: "/" };
const contactPage = { label: "Back to the contact form", link: "/contact" };
const codeville = { label: "Back to Codeville", link: "/codeville" };

const tooManyRequests = (again: ResultPage["actions"][number]): ResultPage => ({
  outcome: "problem",
  eyebrow: "Please wait a moment",
  title: "That was a lot of tries in a short time",
  body: [
    "To keep the forms safe from automated abuse, we accept a few sends per minute from each connection. Nothing was saved this time.",
    `Wait a minute and send it again. ${backToForm}`,
  ],
  actions: [again, home],
});

const unavailable = (again: ResultPage["actions"][number]): ResultPage => ({
  outcome: "problem",
  eyebrow: "We could not save it",
  title: "Our system is having a problem right now",
  body: [
    "It is on our side, not yours, and nothing was saved. Please try again in a few minutes.",
    `${backToForm} ${reachUsDirectly}`,
  ],
  actions: [again, home],
});

type FormResultPages = {
  [F in LeadForm]: { sent: ResultPage; failed: Record<FormFailure<F>, ResultPage> };
};

const formResultPages: FormResultPages = {
  "mailing-list": {
    sent: {
      outcome: "done",
      eyebrow: "Almost there",
      title: "Please confirm your email address",
      body: [
        "We have sent you an email with a link. Open it to confirm, and you will start getting news of new cohorts, open applications and events, one or two emails a month.",
        "No email after a few minutes? Look in your spam or promotions folder.",
      ],
      actions: [home],
    },
    failed: {
      "invalid-email": {
        outcome: "problem",
        eyebrow: "Not sent",
        title: "That email address does not look right",
        body: [
          "Check it for a typo, such as a missing @ or a space, and try again. Nothing was saved.",
          `${backToForm} The signup form is also at the bottom of this page.`,
        ],
        actions: [home],
      },
      "too-many-requests": tooManyRequests(home),
      unavailable: unavailable(home),
    },
  },
  contact: {
    sent: {
      outcome: "done",
      eyebrow: "Message received",
      title: "Thank you, we have your message",
      body: [
        "A member of the team will reply within two working days, by email or phone.",
        `If it is urgent, call us on ${identity.phone} (${identity.workHours}).`,
      ],
      actions: [home],
    },
    failed: {
      "invalid-name": {
        outcome: "problem",
        eyebrow: "Not sent",
        title: "Please tell us your name",
        body: ["The name is needed and should be on one line. Nothing was saved.", backToForm],
        actions: [contactPage, home],
      },
      "invalid-email": {
        outcome: "problem",
        eyebrow: "Not sent",
        title: "That email address does not look right",
        body: [
          "Check it for a typo, such as a missing @ or a space. Nothing was saved.",
          backToForm,
        ],
        actions: [contactPage, home],
      },
      "invalid-phone": {
        outcome: "problem",
        eyebrow: "Not sent",
        title: "That phone number does not look right",
        body: [
          "Use a Nigerian number such as 0801 234 5678 or +234 801 234 5678. Nothing was saved.",
          backToForm,
        ],
        actions: [contactPage, home],
      },
      "invalid-message": {
        outcome: "problem",
        eyebrow: "Not sent",
        title: "Please write your message",
        body: [
          "The message cannot be empty, or longer than the form allows. Nothing was saved.",
          backToForm,
        ],
        actions: [contactPage, home],
      },
      "too-many-requests": tooManyRequests(contactPage),
      unavailable: unavailable(contactPage),
    },
  },
  brochure: {
    sent: {
      outcome: "done",
      eyebrow: "On its way",
      title: "The Codeville brochure is in your inbox",
      body: [
        "It can take a few minutes to arrive. If you cannot find it, look in your spam or promotions folder.",
        "You can also download it at any time from the Codeville pages.",
      ],
      actions: [codeville, home],
    },
    failed: {
      "invalid-email": {
        outcome: "problem",
        eyebrow: "Not sent",
        title: "That email address does not look right",
        body: [
          "Check it for a typo, such as a missing @ or a space. Nothing was sent.",
          backToForm,
        ],
        actions: [codeville, home],
      },
      "too-many-requests": tooManyRequests(codeville),
      unavailable: unavailable(codeville),
      "already-sent": {
        outcome: "problem",
        eyebrow: "Already sent",
        title: "We cannot send the brochure to this address now",
        body: [
          "To protect inboxes from unwanted mail, each address gets the brochure at most once a day, and never after it has asked for no more mail from us. Please look for an earlier email, including in your spam folder.",
          "You can download the brochure straight away instead.",
        ],
        actions: [
          {
            label: "Download the brochure (PDF)",
            link: "/downloads/codeville-brochure.pdf",
            external: true,
          },
          codeville,
        ],
      },
    },
  },
};

const mailingListResultPages: Record<keyof typeof mailingListPages, ResultPage> = {
  confirmed: {
    outcome: "done",
    eyebrow: "Subscribed",
    title: "You are on the mailing list",
    body: [
      "Thank you for confirming. Expect one or two emails a month about new cohorts, open applications and events.",
      "Every email has a link to unsubscribe in one step.",
    ],
    actions: [home],
  },
  linkInvalid: {
    outcome: "problem",
    eyebrow: "Link expired",
    title: "That link has expired or is not complete",
    body: [
      "Confirmation links work for a limited time, and some email apps cut long links in two. Nothing was changed.",
      "Sign up again with the form at the bottom of this page and we will send a fresh link.",
    ],
    actions: [home],
  },
  unsubscribed: {
    outcome: "done",
    eyebrow: "Unsubscribed",
    title: "You will get no more emails from us",
    body: [
      "Your address has been taken off the mailing list. If this was a mistake, you can sign up again at any time.",
    ],
    actions: [home],
  },
};

/** Every result page by the path it is prerendered at. */
export const resultPagesByPath: ReadonlyMap<string, ResultPage> = new Map(
  [
    ...leadForms.flatMap((form) => {
      const pages = formResultPages[form] as FormResultPages[LeadForm];
      const failed = pages.failed as Record<string, ResultPage>;
      return [
        [formSentPath(form), pages.sent] as const,
        ...formFailures(form).map(
          (failure) => [formFailedPath(form, failure), failed[failure] as ResultPage] as const,
        ),
      ];
    }),
    ...(Object.keys(mailingListPages) as (keyof typeof mailingListPages)[]).map(
      (key) => [mailingListPages[key], mailingListResultPages[key]] as const,
    ),
    // The talent forms' pages (issue 23).
    ...readTalentResultPages(),
  ].map(([path, page]) => [path, resultPageSchema.parse(page)]),
);
