import { answerText } from "#schemas/admission-applicant.ts";
import { admissionStageNames } from "#schemas/admission-stages.ts";
import { fillWords } from "#schemas/content/fill-words.ts";
import { type Html, html, looks } from "#server/admissions/staff/staff-html.ts";
import type { CallNames } from "#server/admissions/stage-moves.ts";
import { hasEnded } from "#server/admissions/status/applicant-status.ts";
import { stageExplanations, statusWords } from "#server/admissions/status/status-words.ts";
import {
  type ServicePageFrame,
  servicePage,
  servicePagePolicy,
} from "#server/content/service-page.ts";
import type { ApplicationDetail } from "#server/db/admission-pages.ts";

/** What every status page is drawn in: the live site's stylesheet (null before a build) and the hub. */
export type StatusFrame = ServicePageFrame;

/** The pages' policy: the site's own stylesheet, fonts and logo, and forms that post back to the service. */
export const statusPagePolicy = servicePagePolicy();

function page(frame: StatusFrame, title: string, main: Html): string {
  // `{phone}` stays for servicePage, which makes the number a tel: link.
  const help = fillWords(statusWords.help, {
    name: frame.hub.name,
    hours: frame.hub.workHours,
  });
  return servicePage(frame, title, main, help);
}

/** What the mail's link opens: one button, since mail scanners open links but press no buttons. */
export function statusLinkPage(frame: StatusFrame): string {
  return page(
    frame,
    statusWords.linkTitle,
    html`<h1 class="text-h1">${statusWords.linkTitle}</h1>
<p class="mt-4">${statusWords.linkText}</p>
<form method="post" class="mt-6"><button class="${looks.button}">${statusWords.show}</button></form>`,
  );
}

/** A link that is broken, expired, or for an application that is gone. */
export function invalidStatusLinkPage(frame: StatusFrame): string {
  return page(
    frame,
    statusWords.invalidTitle,
    html`<h1 class="text-h1">${statusWords.invalidTitle}</h1>
<p class="mt-4">${statusWords.invalidText}</p>
<p class="mt-2">${statusWords.invalidHelp}</p>`,
  );
}

/** A client past the page's limit (429): nothing was read or changed. */
export function tooManyStatusRequestsPage(frame: StatusFrame): string {
  return page(
    frame,
    statusWords.tooManyTitle,
    html`<h1 class="text-h1">${statusWords.tooManyTitle}</h1>
<p class="mt-4">${statusWords.tooManyText}</p>`,
  );
}

const programmeOf = (names: CallNames) =>
  names.edition ? `${names.programme} ${names.edition}` : names.programme;

const voice = (names: CallNames) => (names.forParent ? "parent" : "applicant");

/** The answers beside the questions of the form version they answered. */
function answers(application: ApplicationDetail): Html {
  return html`<dl class="mt-2 flex flex-col">
${application.questions.map((question) => {
  const answer = answerText(application.answers[question.id]);
  const value =
    question.type === "file"
      ? application.file
        ? `${application.file.name} (${statusWords.fileSent})`
        : statusWords.noFile
      : answer || statusWords.notAnswered;
  return html`<div class="border-line border-b py-3">
<dt class="text-small font-semibold">${question.label}</dt>
<dd class="mt-1">${value}</dd>
</div>`;
})}
</dl>`;
}

export type StatusNotice = "withdrawn" | "already-ended";

/** The application as its applicant reads it: where it stands, what was sent, and the way out. */
export function statusPage(
  frame: StatusFrame,
  application: ApplicationDetail,
  names: CallNames,
  notice: StatusNotice | null = null,
): string {
  const programme = programmeOf(names);
  const heading = statusWords.heading[voice(names)];
  const noticeText =
    notice === "withdrawn"
      ? statusWords.withdrawn
      : notice === "already-ended"
        ? statusWords.alreadyEnded
        : null;
  return page(
    frame,
    heading,
    html`<h1 class="text-h1">${heading}</h1>
${noticeText ? html`<p role="status" class="bg-success-soft text-success mt-4 rounded-xl p-4 font-semibold">${noticeText}</p>` : ""}
<section class="bg-surface border-line mt-6 rounded-2xl border p-5">
<dl class="grid gap-3">
<div><dt class="text-small text-ink-soft">${statusWords.programme}</dt><dd class="font-semibold">${programme}</dd></div>
<div><dt class="text-small text-ink-soft">${statusWords.reference}</dt><dd class="font-semibold">${application.reference}</dd></div>
<div><dt class="text-small text-ink-soft">${statusWords.stage}</dt><dd><span class="text-lead font-bold" data-stage="${application.stage}">${admissionStageNames[application.stage]}</span></dd>
<dd class="mt-1">${stageExplanations[application.stage][voice(names)]}</dd></div>
</dl>
</section>
<section aria-labelledby="answers-title" class="mt-8">
<h2 id="answers-title" class="text-h2">${statusWords.answers}</h2>
${answers(application)}
</section>
${
  hasEnded(application.stage)
    ? ""
    : html`<section aria-labelledby="withdraw-title" class="bg-surface border-line mt-8 rounded-2xl border p-5">
<h2 id="withdraw-title" class="text-lead font-bold">${statusWords.withdrawHeading}</h2>
<p class="mt-2">${fillWords(statusWords.withdrawText, { programme })}</p>
<form method="post" class="mt-4"><input type="hidden" name="intent" value="withdraw"><button class="${looks.outlineButton}">${statusWords.withdraw}</button></form>
</section>`
}`,
  );
}

/** The step before withdrawing: what it means, and the two ways on. */
export function withdrawConfirmPage(frame: StatusFrame, names: CallNames): string {
  return page(
    frame,
    statusWords.confirmTitle,
    html`<h1 class="text-h1">${statusWords.confirmTitle}</h1>
<p class="mt-4">${fillWords(statusWords.confirmText, { programme: programmeOf(names) })}</p>
<div class="mt-6 flex flex-wrap gap-3">
<form method="post"><input type="hidden" name="intent" value="withdraw-confirmed"><button class="${looks.button}">${statusWords.confirm}</button></form>
<form method="post"><input type="hidden" name="intent" value="show"><button class="${looks.outlineButton}">${statusWords.keep}</button></form>
</div>`,
  );
}
