import { fillWords } from "#content-model/fill-words.ts";
import type { StatusPagesWords } from "#content-model/site/status-pages.ts";
import { answerText } from "#schemas/admission-applicant.ts";
import { hasEnded, isEndStage } from "#schemas/admission-stages.ts";
import { type Html, html, looks } from "#server/admissions/staff/staff-html.ts";
import { type CallNames, callTitle } from "#server/admissions/stage-moves.ts";
import {
  type ServicePageFrame,
  servicePage,
  servicePagePolicy,
} from "#server/content/service-page.ts";
import type { ApplicationDetail } from "#server/db/admission-pages.ts";

/**
 * What every status page is drawn in: the live site's stylesheet (null
 * before a build), the hub, and the pages' words, as the live release has
 * them (content/site/status-pages.yaml).
 */
export type StatusFrame = ServicePageFrame & { words: StatusPagesWords };

/** The pages' policy: the site's own stylesheet, fonts and logo, and forms that post back to the service. */
export const statusPagePolicy = servicePagePolicy();

function page(frame: StatusFrame, title: string, main: Html): string {
  // `{phone}` stays for servicePage, which makes the number a tel: link.
  const help = fillWords(frame.words.help, {
    name: frame.hub.name,
    hours: frame.hub.workHours,
  });
  return servicePage(frame, title, main, help);
}

/** What the mail's link opens: one button, since mail scanners open links but press no buttons. */
export function statusLinkPage(frame: StatusFrame): string {
  return page(
    frame,
    frame.words.link.title,
    html`<h1 class="text-h1">${frame.words.link.title}</h1>
<p class="mt-4">${frame.words.link.text}</p>
<form method="post" class="mt-6"><button class="${looks.button}">${frame.words.link.button}</button></form>`,
  );
}

/** A link that is broken, expired, or for an application that is gone. */
export function invalidStatusLinkPage(frame: StatusFrame): string {
  return page(
    frame,
    frame.words.invalidLink.title,
    html`<h1 class="text-h1">${frame.words.invalidLink.title}</h1>
<p class="mt-4">${frame.words.invalidLink.text}</p>
<p class="mt-2">${frame.words.invalidLink.help}</p>`,
  );
}

/** A client past the page's limit (429): nothing was read or changed. */
export function tooManyStatusRequestsPage(frame: StatusFrame): string {
  return page(
    frame,
    frame.words.tooManyRequests.title,
    html`<h1 class="text-h1">${frame.words.tooManyRequests.title}</h1>
<p class="mt-4">${frame.words.tooManyRequests.text}</p>`,
  );
}

const voice = (names: CallNames) => (names.forParent ? "parent" : "applicant");

/** The answers beside the questions of the form version they answered. */
function answers(application: ApplicationDetail, words: StatusPagesWords["answers"]): Html {
  return html`<dl class="mt-2 flex flex-col">
${application.questions.map((question) => {
  const answer = answerText(application.answers[question.id], question.type);
  const value =
    question.type === "file"
      ? application.file
        ? `${application.file.name} (${words.fileSent})`
        : words.noFile
      : answer || words.notAnswered;
  return html`<div class="border-line border-b py-3">
<dt class="text-small font-semibold">${question.label}</dt>
<dd class="mt-1">${value}</dd>
</div>`;
})}
</dl>`;
}

/**
 * What the stage means to the applicant (or the parent): the ends' words
 * from the status pages, a programme's stage's from its stages; nothing
 * more than its name for a stage no list has any longer.
 */
function stageMeaning(words: StatusPagesWords, stage: string, names: CallNames): string {
  if (isEndStage(stage)) return words.stages[stage][voice(names)];
  const known = names.selection.stageOf(stage);
  if (!known) return "";
  return names.forParent ? (known.parent ?? known.applicant) : known.applicant;
}

export type StatusNotice = "withdrawn" | "already-ended";

/** The application as its applicant reads it: where it stands, what was sent, and the way out. */
export function statusPage(
  frame: StatusFrame,
  application: ApplicationDetail,
  names: CallNames,
  notice: StatusNotice | null = null,
): string {
  const { words } = frame;
  const programme = callTitle(names);
  const heading = words.heading[voice(names)];
  const noticeText =
    notice === "withdrawn"
      ? words.withdraw.withdrawn
      : notice === "already-ended"
        ? words.withdraw.alreadyEnded
        : null;
  return page(
    frame,
    heading,
    html`<h1 class="text-h1">${heading}</h1>
${noticeText ? html`<p role="status" class="bg-success-soft text-success mt-4 rounded-xl p-4 font-semibold">${noticeText}</p>` : ""}
<section class="bg-surface border-line mt-6 rounded-2xl border p-5">
<dl class="grid gap-3">
<div><dt class="text-small text-ink-soft">${words.programme}</dt><dd class="font-semibold">${programme}</dd></div>
<div><dt class="text-small text-ink-soft">${words.reference}</dt><dd class="font-semibold">${application.reference}</dd></div>
<div><dt class="text-small text-ink-soft">${words.stage}</dt><dd><span class="text-lead font-bold" data-stage="${application.stage}">${names.selection.nameOf(application.stage)}</span></dd>
<dd class="mt-1">${stageMeaning(words, application.stage, names)}</dd></div>
</dl>
</section>
<section aria-labelledby="answers-title" class="mt-8">
<h2 id="answers-title" class="text-h2">${words.answers.heading}</h2>
${answers(application, words.answers)}
</section>
${
  hasEnded(application.stage)
    ? ""
    : html`<section aria-labelledby="withdraw-title" class="bg-surface border-line mt-8 rounded-2xl border p-5">
<h2 id="withdraw-title" class="text-lead font-bold">${words.withdraw.heading}</h2>
<p class="mt-2">${fillWords(words.withdraw.text, { programme })}</p>
<form method="post" class="mt-4"><input type="hidden" name="intent" value="withdraw"><button class="${looks.outlineButton}">${words.withdraw.button}</button></form>
</section>`
}`,
  );
}

/** The step before withdrawing: what it means, and the two ways on. */
export function withdrawConfirmPage(frame: StatusFrame, names: CallNames): string {
  const words = frame.words.withdraw;
  return page(
    frame,
    words.confirmTitle,
    html`<h1 class="text-h1">${words.confirmTitle}</h1>
<p class="mt-4">${fillWords(words.confirmText, { programme: callTitle(names) })}</p>
<div class="mt-6 flex flex-wrap gap-3">
<form method="post"><input type="hidden" name="intent" value="withdraw-confirmed"><button class="${looks.button}">${words.confirm}</button></form>
<form method="post"><input type="hidden" name="intent" value="show"><button class="${looks.outlineButton}">${words.keep}</button></form>
</div>`,
  );
}
