import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { callFileName } from "#content-model/calls/calls.ts";
import type { ProgrammeSelection } from "#content-model/calls/programme-selection.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { admissionReferencePrefix } from "#server/admissions/references.ts";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
  callParam,
  frameOf,
} from "#server/admissions/staff/application-params.ts";
import { answerField, listAddress, sortField } from "#server/admissions/staff/list-filters.ts";
import {
  addressedList,
  fieldsProblem,
  formFields,
  isListProblem,
  type ListQuery,
  listFilter,
  listQuery,
  searchMaxChars,
  textOf,
} from "#server/admissions/staff/list-query.ts";
import { listTicksScriptPath } from "#server/admissions/staff/list-ticks-script.ts";
import { chosenValue } from "#server/admissions/staff/requested-bulk-move.ts";
import {
  type Html,
  html,
  looks,
  sendPage,
  sendRefusal,
} from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import type { AnswerQuestion } from "#server/db/admission-pages.ts";
import { lagosTimeInWords } from "#server/lagos-time.ts";

const pageSize = 50;
/** A search form: the words (at most 200 characters, each up to 9 bytes encoded), a stage, an answer and a sort. */
const searchFormMaxBytes = 4096;

const back = { href: "/applications", label: "Back to the calls" };

/**
 * The exports of what the list shows (walk of the staff side, 2026-11-29):
 * its filters and its search's token, every page of it, and in words which
 * filter they carry, so nobody takes a filtered file for the whole call.
 */
function exportLinks(
  call: string,
  query: ListQuery,
  total: number,
  selection: ProgrammeSelection,
): Html {
  const { q, stage, answer, mine } = query;
  const filters = [
    ...(stage ? [`at “${selection.nameOf(stage)}”`] : []),
    ...(answer ? [`who answered ${answer.label}`] : []),
    ...(mine ? ["assigned to you"] : []),
    ...(q ? ["found by the search"] : []),
  ];
  const count = total === 1 ? "1 application" : `${total} applications`;
  const what =
    filters.length === 0 ? `every application (${count})` : `the ${count} ${filters.join(", ")}`;
  // The list's own address without its order and page: an export holds every page, oldest first.
  const kept = listAddress(call, { ...query, sort: "newest" }).slice(
    `/applications/${call}`.length,
  );
  return html`<p class="text-small flex flex-wrap gap-x-4 gap-y-1"><span>Export ${what}:</span> <a class="${looks.link}" href="/applications/${call}/export.csv${kept}" download>CSV</a> <a class="${looks.link}" href="/applications/${call}/export.json${kept}" download>JSON</a></p>`;
}

/**
 * The move of many's controls, held at the foot of the screen while the
 * list is in view, so they are where the ticking happens on a phone (walk
 * of the staff side, 2026-11-29): how many are ticked (said by the list's
 * script as they are ticked; the preview says it without one), the stage
 * and the preview.
 */
function moveBar(targets: readonly AdmissionStage[], selection: ProgrammeSelection): Html {
  const none = "Tick applications to move them.";
  return html`<div class="bg-surface border-line sticky bottom-0 z-10 -mx-4 mt-4 border-t-2 px-4 pt-2 pb-3 sm:mx-0">
<p class="text-small font-semibold" data-ticked data-none="${none}" data-some="{count} ticked." aria-live="polite">${none}</p>
<div class="mt-1 flex items-end gap-2">
<div class="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
<label for="move-to" class="${looks.label}">Move the ticked to</label>
<select id="move-to" name="to" class="${looks.control} pl-3">
${targets.map((each) => html`<option value="${each}">${selection.nameOf(each)}</option>`)}
</select>
</div>
<button type="submit" class="${looks.button} shrink-0 px-4">Preview</button>
</div>
</div>`;
}

/** The page's cursor as its address has it, to come back to the same page. */
const pageCursor = (query: ListQuery) => query.afterText ?? undefined;

async function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ApplicationsPagesOptions,
  call: string,
  questions: readonly AnswerQuestion[],
  query: ListQuery,
) {
  const { q, stage, answer, sort, after, mine } = query;
  const frame = frameOf(request, "Applications", options);
  const content = options.content();
  const names = callNames(call, content);
  const { selection } = names;
  const filter = listFilter(call, query, selection, request.staff?.id);
  const [page, counts] = await Promise.all([
    options.pages.page(filter, after, pageSize),
    options.pages.stageCounts(call),
  ]);
  // The programme's order, then any stage it no longer has that applications still stand at.
  const countedStages = [
    ...selection.order.filter((each) => counts[each] !== undefined),
    ...Object.keys(counts).filter((each) => !selection.order.includes(each)),
  ];
  // The stages a move of many can lead to: every stage of the programme but the first.
  const moveTargets = selection.order.filter((each) => each !== "received");
  // A stage filtered by that the programme no longer has stays chosen, named as it can be.
  const filterStages =
    stage && !selection.order.includes(stage) ? [...selection.order, stage] : selection.order;
  const title = `${names.programme}${names.edition ? ` ${names.edition}` : ""}`;
  // An example of this call's own references (KCC-2024-…, SPK-2024-…), as staff read them on the list.
  const written = content.calls.find((each) => callFileName(each) === call);
  const example = written ? `, like ${admissionReferencePrefix(written, new Date())}-0012` : "";
  const firstPage = listAddress(call, query);
  const filtered = Boolean(q || stage || answer || mine);
  const found = page.total === 1 ? "1 application" : `${page.total} applications`;
  return sendPage(
    reply,
    { ...frame, title: `${title}: applications`, script: listTicksScriptPath },
    html`<p class="text-small"><a class="${looks.link}" href="/applications">All calls</a></p>
<div class="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
<h1 class="text-h1">${title}</h1>
${exportLinks(call, query, page.total, selection)}
</div>
${
  countedStages.length > 0
    ? html`<nav aria-label="Applications by stage" class="mt-4"><ul class="flex flex-wrap gap-2">${countedStages.map(
        (each) =>
          html`<li><a class="${looks.badge} inline-block underline underline-offset-4"${each === stage ? html` aria-current="true"` : ""} href="${listAddress(call, { stage: each, answer: null, sort, mine: false })}">${selection.nameOf(each)}: ${counts[each]}</a></li>`,
      )}</ul></nav>`
    : ""
}
<search class="mt-4 block">
<form method="post" action="/applications/${call}" class="flex flex-col gap-3">
<div class="flex flex-col gap-1.5">
<label for="q" class="${looks.label}">Search by name, email, phone or reference</label>
<div class="flex gap-2">
<input id="q" name="q" type="search" enterkeyhint="search" maxlength="${searchMaxChars}" value="${q}" class="${looks.control}" aria-describedby="q-hint">
<button type="submit" class="${looks.button}">Search</button>
</div>
<p id="q-hint" class="text-small text-ink-soft">Part of a name, an address, a phone number (0803 123 4567, +234 803 123 4567) or a reference${example}.</p>
</div>
<div class="flex flex-col gap-1.5 sm:max-w-xs">
<label for="stage" class="${looks.label}">Stage</label>
<select id="stage" name="stage" class="${looks.control} pl-3">
<option value="">Every stage</option>
${filterStages.map(
  (each) =>
    html`<option value="${each}"${each === stage ? html` selected` : ""}>${selection.nameOf(each)}</option>`,
)}
</select>
</div>
${answerField(questions, answer)}
${sortField(sort)}
<label class="flex min-h-11 items-center gap-2"><input type="checkbox" name="mine" value="1"${mine ? html` checked` : ""} class="size-5"> Only those assigned to me</label>
<div><button type="submit" class="${looks.outlineButton}">Show</button></div>
</form>
</search>
<p role="status" class="mt-4 font-semibold">${filtered ? `${found} found` : found}${answer ? ` who answered ${answer.label}` : ""}${after ? ", continued" : ""}</p>
${
  page.items.length === 0
    ? html`<p class="mt-4">${filtered ? "No application matches. Try part of the name, every stage or any answer." : "No applications yet."}</p>`
    : html`<form method="post" action="/applications/${call}/move" class="mt-4" data-move-form>
<input type="hidden" name="list" value="${listAddress(call, query, pageCursor(query))}">
<ul class="flex flex-col gap-2">${page.items.map(
        (item) => html`<li class="border-line flex rounded-xl border">
<label class="flex shrink-0 items-center pl-4"><input type="checkbox" name="pick" value="${chosenValue(item.reference, item.stage)}" class="size-5" aria-label="Choose ${item.names.join(" · ") || item.email} (${item.reference})"></label>
<a href="/applications/${call}/${item.reference}" class="hover:bg-surface-muted flex min-w-0 flex-1 flex-col gap-1 rounded-xl p-4">
<span class="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
<span class="min-w-0 font-semibold wrap-anywhere">${item.names.join(" · ") || item.email}</span>
<span class="${looks.badge}">${selection.nameOf(item.stage)}</span>
</span>
<span class="text-small text-ink-soft wrap-anywhere">${item.reference} · ${item.email}</span>
<span class="text-small text-ink-soft">Applied ${lagosTimeInWords(item.createdAt)} · ${item.assignee ? `Assigned to ${item.assignee}` : "Not assigned"}</span>
</a>
</li>`,
      )}</ul>
${moveBar(moveTargets, selection)}
</form>`
}
<div class="mt-4 flex flex-wrap gap-3">
${after ? html`<a class="${looks.outlineButton}" href="${firstPage}">First page</a>` : ""}
${q ? html`<a class="${looks.outlineButton}" href="${listAddress(call, { ...query, search: null })}">Clear the search</a>` : ""}
${page.next ? html`<a class="${looks.button}" href="${listAddress(call, query, page.next)}" rel="next">Next ${pageSize}</a>` : ""}
</div>`,
  );
}

/**
 * /applications/<call>: a call's applications, 50 a page, newest first or
 * in the order chosen, filtered by stage and by an answer picked from the
 * form's choices, all in the address. A search by name, address, phone or
 * reference is posted; its words are kept in the browser's sealed cookie
 * and the post answered with a 303 to the list's address and the search's
 * token (decisions 211 and 246), so what staff type (an email address, a
 * child's name) is never in an address, a history or a log, and Back to
 * the results asks nothing. Both work without JavaScript.
 */
export async function callApplicationsRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.get(
    "/applications/:call",
    { config: { roles: applicationReaders, page: true } },
    async (request, reply) => {
      const call = callParam(request.params);
      const frame = frameOf(request, "Applications", options);
      if (!call) return sendRefusal(reply, frame, 404, "There is no such call.", back);
      const questions = await options.pages.answerQuestions(call);
      const selection = options.moves.selectionOf(call);
      const query = addressedList(request, options, call, questions, selection);
      if (isListProblem(query)) {
        return sendRefusal(reply, frame, query.status, query.message, query.back);
      }
      return sendList(request, reply, options, call, questions, query);
    },
  );

  app.post(
    "/applications/:call",
    { config: { roles: applicationReaders }, bodyLimit: searchFormMaxBytes },
    async (request, reply) => {
      const call = callParam(request.params);
      const frame = frameOf(request, "Applications", options);
      if (!call) return sendRefusal(reply, frame, 404, "There is no such call.", back);
      const problem = fieldsProblem(request.body, formFields);
      if (problem) {
        return sendRefusal(reply, frame, 400, problem, {
          href: `/applications/${call}`,
          label: "Show every application",
        });
      }
      const q = textOf(request.body, "q").trim();
      const questions = await options.pages.answerQuestions(call);
      const selection = options.moves.selectionOf(call);
      const query = listQuery(request.body, q, null, call, questions, selection);
      if (isListProblem(query)) {
        return sendRefusal(reply, frame, query.status, query.message, query.back);
      }
      const staff = request.staff;
      if (!staff) return reply;
      // A filter by stage and answer, "assigned to me", and a sort have nothing personal: they go back to an address that can be kept.
      if (!q) return reply.redirect(listAddress(call, query), 303);
      const kept = options.searches.keep(
        request.headers.cookie,
        staff.id,
        { call, q },
        options.now(),
        request.protocol === "https",
      );
      return reply
        .header("set-cookie", kept.cookie)
        .redirect(listAddress(call, { ...query, search: kept.token }), 303);
    },
  );
}
