import { identity } from "#schemas/content/identity.server.ts";
import {
  type ResumeProblem,
  resumeMessages,
  type TalentFailure,
  type TalentForm,
  talentFailedPath,
  talentFailures,
  talentForms,
  talentSentPath,
} from "#schemas/talent-forms.ts";
import type { CallToAction } from "../blocks.ts";
import { applicationFormCopy, type FieldCopy, hiringRequestFormCopy } from "./talent-form-copy.ts";

/**
 * The result pages of the two talent forms sent without JavaScript
 * (schemas/talent-forms.ts), in the shape of content/site/form-results.ts,
 * which lists them with the others. A page names the field or the problem,
 * never what was typed.
 */
type ResultPageContent = {
  outcome: "done" | "problem";
  eyebrow: string;
  title: string;
  body: string[];
  actions: CallToAction[];
};

const backToForm =
  "Your browser's Back button returns you to the form with what you typed still in it; choose the file again if it is gone.";
const home = { label: "Back to the home page", link: "/" };
const forms: Record<TalentForm, { again: CallToAction; fields: Record<string, FieldCopy> }> = {
  application: {
    again: { label: "Back to the application", link: "/talent#apply" },
    fields: applicationFormCopy.fields,
  },
  "hiring-request": {
    again: { label: "Back to the request", link: "/hire#request" },
    fields: hiringRequestFormCopy.fields,
  },
};

const resumeTitles: Record<ResumeProblem, string> = {
  missing: "Please attach your résumé",
  tooLarge: "That résumé is too large",
  notPdf: "The résumé must be a PDF",
  several: "Please attach one résumé only",
};

const resumeAdvice: Record<ResumeProblem, string> = {
  missing: "Choose your résumé as a PDF file in the last field of the form.",
  tooLarge:
    "It can be at most 25 MB. Export it again from your editor without large pictures, or compress it.",
  notPdf:
    "We read PDF files only. In Word or Google Docs, choose File, then Download or Save as, then PDF.",
  several: "The form takes a single PDF. Put everything you want us to see in that one file.",
};

function failedPage(form: TalentForm, failure: TalentFailure): ResultPageContent {
  const { again, fields } = forms[form];
  const notSaved = "Nothing was saved.";
  if (failure === "too-many-requests") {
    return {
      outcome: "problem",
      eyebrow: "Please wait a moment",
      title: "That was a lot of tries in a short time",
      body: [
        `To keep the forms safe from automated abuse, we accept a few sends per minute from each connection. ${notSaved}`,
        `Wait a minute and send it again. ${backToForm}`,
      ],
      actions: [again, home],
    };
  }
  if (failure === "unavailable") {
    return {
      outcome: "problem",
      eyebrow: "We could not save it",
      title: "Our system is having a problem right now",
      body: [
        `It is on our side, not yours. ${notSaved} Please try again in a few minutes.`,
        `${backToForm} You can also write to ${identity.email} or call ${identity.phone}.`,
      ],
      actions: [again, home],
    };
  }
  if (failure.startsWith("resume-")) {
    const problem = failure.slice("resume-".length) as ResumeProblem;
    return {
      outcome: "problem",
      eyebrow: resumeMessages[problem],
      title: resumeTitles[problem],
      body: [`${resumeAdvice[problem]} ${notSaved}`, backToForm],
      actions: [again, home],
    };
  }
  const field = failure.slice("invalid-".length);
  const label = (fields[field] as FieldCopy).label;
  return {
    outcome: "problem",
    eyebrow: "Not sent",
    title: `Please check "${label}"`,
    body: [
      `It was left empty or does not look right${fields[field]?.hint ? `: ${fields[field]?.hint}` : "."} ${notSaved}`,
      backToForm,
    ],
    actions: [again, home],
  };
}

const sentPages: Record<TalentForm, ResultPageContent> = {
  application: {
    outcome: "done",
    eyebrow: "Application received",
    title: "Thank you, your application is in",
    body: [applicationFormCopy.sent.text, `Questions meanwhile? Call us on ${identity.phone}.`],
    actions: [{ label: "Back to the talent page", link: "/talent" }, home],
  },
  "hiring-request": {
    outcome: "done",
    eyebrow: "Request received",
    title: "Thank you, we have your request",
    body: [hiringRequestFormCopy.sent.text, `If it is urgent, call us on ${identity.phone}.`],
    actions: [{ label: "Back to hiring", link: "/hire" }, home],
  },
};

/** Every talent result page by the path it is prerendered at. */
export const talentResultPages: [string, ResultPageContent][] = talentForms.flatMap((form) => [
  [talentSentPath(form), sentPages[form]] as [string, ResultPageContent],
  ...talentFailures(form).map(
    (failure) =>
      [talentFailedPath(form, failure), failedPage(form, failure)] as [string, ResultPageContent],
  ),
]);
