import type { FastifyInstance } from "fastify";
import type { ProgrammeSelection } from "#content-model/calls/programme-selection.ts";
import { answerText } from "#schemas/admission-applicant.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { internationalPhone } from "#schemas/phone-number.ts";
import { noteMaxChars } from "#schemas/staff-leads.ts";
import {
  type ApplicationsPagesOptions,
  applicationPath,
  applicationReaders,
  stageOf,
} from "#server/admissions/staff/application-params.ts";
import { queuedMailWords } from "#server/admissions/staff/move-mail-preview.ts";
import { requestedApplication } from "#server/admissions/staff/requested-application.ts";
import { type Html, html, looks, sendPage } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { clientAddress } from "#server/client-address.ts";
import type { ApplicationNote, Assignee } from "#server/db/admission-follow-up.ts";
import type {
  ApplicationDetail,
  AssignmentChange,
  StageChange,
} from "#server/db/admission-pages.ts";
import { lagosTimeInWords } from "#server/lagos-time.ts";
import { paymentsPath } from "#server/payments/staff/payments-pages-options.ts";

/** Which of the buttons (`mailed`, those whose move sends a mail) mail the applicant, said under them. */
function mailing(selection: ProgrammeSelection, mailed: readonly AdmissionStage[]): Html | string {
  const which = mailed.map((to) => `“${selection.buttonOf(to)}”`);
  if (which.length === 0) return "";
  const list =
    which.length === 1 ? which[0] : `${which.slice(0, -1).join(", ")} and ${which.at(-1)}`;
  return html`<p class="text-small text-ink-soft mt-2">${list} ${which.length === 1 ? "sends" : "each send"} the applicant a mail; you see it before it goes.</p>`;
}

type HistoryLine =
  | ({ kind: "move" } & StageChange)
  | ({ kind: "note" } & ApplicationNote)
  | ({ kind: "assignment" } & AssignmentChange);

/** The moves (each with the mail that went with it), the notes and the assignments, in the order they happened. */
function historyOf(application: ApplicationDetail): HistoryLine[] {
  return [
    ...application.history.map((line) => ({ kind: "move" as const, ...line })),
    ...application.notes.map((line) => ({ kind: "note" as const, ...line })),
    ...application.assignments.map((line) => ({ kind: "assignment" as const, ...line })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** Which mail went with a move: its subject, none, or nothing said for a move stored before mails were recorded. */
function moveMail(mail: string | null): Html | string {
  if (mail === null) return "";
  return mail === ""
    ? html`<br><span class="text-small text-ink-soft">No mail to the applicant.</span>`
    : html`<br><span class="text-small text-ink-soft">Mail: “<span class="wrap-anywhere">${mail}</span>”</span>`;
}

function historyLine(line: HistoryLine, selection: ProgrammeSelection): Html {
  if (line.kind === "note") {
    return html`<li>Note by ${line.by}, ${lagosTimeInWords(line.at)}: <span class="whitespace-pre-line wrap-anywhere">${line.text}</span></li>`;
  }
  if (line.kind === "assignment") {
    return html`<li>Assigned to ${line.assignee ?? "nobody"}: ${line.by}, ${lagosTimeInWords(line.at)}</li>`;
  }
  return html`<li>${selection.nameOf(line.to)}, from “${selection.nameOf(line.from)}”: ${line.by}, ${lagosTimeInWords(line.at)}${moveMail(line.mail)}</li>`;
}

/** Who works the application, and the form that gives it to someone else (or nobody). */
function assignment(application: ApplicationDetail, assignees: Assignee[], path: string): Html {
  return html`<section aria-labelledby="assignee-title" class="mt-4">
<h2 id="assignee-title" class="font-semibold">Assigned to: ${application.assignee ?? "nobody"}</h2>
<form method="post" action="${path}/assignee" class="mt-2 flex flex-wrap items-end gap-2">
<div class="flex flex-col gap-1.5">
<label for="assignee" class="${looks.label}">Give it to</label>
<select id="assignee" name="assignee" class="${looks.control} pl-3">
<option value="">Nobody</option>
${assignees.map(
  (person) =>
    html`<option value="${person.id}"${person.id === application.assignedTo ? html` selected` : ""}>${person.email}</option>`,
)}
</select>
</div>
<button type="submit" class="${looks.outlineButton}">Assign</button>
</form>
</section>`;
}

function sizeInWords(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

/**
 * GET /applications/<call>/<reference>: an application's page. Each answer
 * beside the question it answered, as the stored form version asked it (a
 * form changed since changes nothing here); the file, downloaded through the
 * staff host; the moves open from its stage, one button each, which leads
 * to the move's preview; its history.
 * Viewing it is audited by reference.
 */
export async function applicationRoute(app: FastifyInstance, options: ApplicationsPagesOptions) {
  app.get(
    "/applications/:call/:reference",
    { config: { roles: applicationReaders, page: true } },
    async (request, reply) => {
      const requested = await requestedApplication(request, reply, options);
      if (!requested) return reply;
      const { application, frame } = requested;
      await options.audit.record({
        action: "application-viewed",
        actor: request.staff,
        target: `application:${application.reference}`,
        address: clientAddress(request),
      });
      const names = callNames(application.call, options.content());
      const assignees = await options.followUp.assignees();
      const query = request.query as { moved?: unknown; noted?: unknown; assigned?: unknown };
      const moved = stageOf(query.moved);
      const { selection } = names;
      const moves = selection.movesFrom(application.stage);
      const mailed = moves.filter((to) => options.moves.sendsMail(application.call, to));
      const path = applicationPath(application);
      const title = application.names.join(" · ") || application.reference;
      const invoice = await options.invoices.findInvoiceByReference(application.reference);
      return sendPage(
        reply,
        { ...frame, title },
        html`<p class="text-small"><a class="${looks.link}" href="/applications/${application.call}">${names.programme}${names.edition ? ` ${names.edition}` : ""}: all applications</a></p>
<h1 class="text-h1 mt-2 wrap-anywhere">${title}</h1>
<p class="mt-1 flex flex-wrap items-center gap-2"><span class="${looks.badge}">${selection.nameOf(application.stage)}</span> <span class="text-small text-ink-soft">${application.reference} · applied ${lagosTimeInWords(application.createdAt)}</span></p>
${invoice?.applicationId === application.id ? html`<p class="mt-2"><a class="${looks.link}" href="${paymentsPath.invoice(invoice)}">Invoice ${invoice.reference}: payments</a></p>` : ""}
${
  moved && moved === application.stage
    ? html`<p role="status" class="bg-success-soft text-success rounded-card mt-4 p-3 font-semibold">Moved to “${selection.nameOf(moved)}”.${options.moves.sendsMail(application.call, moved) ? ` ${queuedMailWords(options.mailServer)}` : ""}</p>`
    : ""
}
${query.noted === "1" ? html`<p role="status" class="bg-success-soft text-success rounded-card mt-4 p-3 font-semibold">Note added to the history.</p>` : ""}
${query.assigned === "1" ? html`<p role="status" class="bg-success-soft text-success rounded-card mt-4 p-3 font-semibold">${application.assignee ? `Assigned to ${application.assignee}.` : "Assigned to nobody."}</p>` : ""}
${assignment(application, assignees, path)}
<section aria-labelledby="move-title" class="bg-surface-muted rounded-card mt-4 p-4">
<h2 id="move-title" class="font-semibold">Move it on</h2>
${
  moves.length === 0
    ? html`<p class="mt-2">“${selection.nameOf(application.stage)}” ends an application: it moves no further.</p>`
    : html`<form method="post" action="${path}/move" class="mt-2 flex flex-wrap gap-2">
<input type="hidden" name="expected" value="${application.stage}">
${moves.map(
  (to) =>
    html`<button type="submit" name="to" value="${to}" class="${to === "declined" || to === "withdrawn" ? looks.outlineButton : looks.button}">${selection.buttonOf(to)}</button>`,
)}
</form>
${mailing(selection, mailed)}`
}
</section>
<section aria-labelledby="answers-title" class="mt-6">
<h2 id="answers-title" class="text-lead font-bold">Answers</h2>
<dl class="mt-2 flex flex-col">
${application.questions.map((question) => {
  const answer = answerText(application.answers[question.id], question.type);
  const value =
    question.type === "file"
      ? application.file
        ? html`<a class="${looks.link}" href="${path}/file">Download ${application.file.name}</a> <span class="text-small text-ink-soft">(PDF, ${sizeInWords(application.file.bytes)})</span>`
        : html`<span class="text-ink-soft">No file</span>`
      : question.type === "email" && answer
        ? html`<a class="${looks.link} wrap-anywhere" href="mailto:${answer}">${answer}</a>`
        : question.type === "phone" && answer
          ? html`<a class="${looks.link}" href="tel:${internationalPhone(answer) ?? answer.replace(/[^\d+]/g, "")}">${answer}</a>`
          : answer
            ? html`<span class="whitespace-pre-line wrap-anywhere">${answer}</span>`
            : html`<span class="text-ink-soft">Not answered</span>`;
  return html`<div class="border-line border-b py-3">
<dt class="text-small font-semibold">${question.label}</dt>
<dd class="mt-1">${value}</dd>
</div>`;
})}
</dl>
</section>
<section aria-labelledby="history-title" class="mt-6">
<h2 id="history-title" class="text-lead font-bold">History</h2>
<ol class="mt-2 flex flex-col gap-2">
<li>Applied ${lagosTimeInWords(application.createdAt)}</li>
${historyOf(application).map((line) => historyLine(line, selection))}
</ol>
<form method="post" action="${path}/notes" class="mt-4 flex flex-col gap-2">
<label for="note" class="${looks.label}">Add a note</label>
<textarea id="note" name="text" rows="3" required maxlength="${noteMaxChars}" class="${looks.control}" aria-describedby="note-hint"></textarea>
<p id="note-hint" class="text-small text-ink-soft">For the staff only: the applicant never sees it. Up to ${noteMaxChars} characters.</p>
<p><button type="submit" class="${looks.button}">Add the note</button></p>
</form>
</section>`,
      );
    },
  );
}
