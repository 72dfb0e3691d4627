import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { formVersion } from "#content-model/admissions/forms.server.ts";
import { type AdmissionForm, contactQuestion } from "#content-model/admissions/forms.ts";
import { buildDate } from "#content-model/calls/calls.server.ts";
import { type Call, callFileName, callFormName, isCallOpen } from "#content-model/calls/calls.ts";
import { admissionMessages, checkAnswers } from "#schemas/admission-answers.ts";
import {
  type AdmissionRefusal,
  admissionActionPath,
  admissionFailedPath,
  admissionSentPath,
  formVersionFieldName,
} from "#schemas/admission-posts.ts";
import { honeypotFieldName } from "#schemas/form-posts.ts";
import { resumeMaxBytes } from "#schemas/form-rules.ts";
import { resumeMessages } from "#schemas/talent-forms.ts";
import type { Admissions } from "#server/admissions/admissions.ts";
import { clientAddress } from "#server/client-address.ts";
import { formBeforeHours, type ServiceContent } from "#server/content/live-content.ts";
import type { Database } from "#server/db/database.ts";
import { isClientReset, isDatabaseUnavailable } from "#server/db/database-errors.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import { isHoneypotFilled, type WriteRateLimit } from "#server/routes/validation.ts";
import { type ReceivedResume, ResumeRefused } from "#server/talent/resume-store.ts";
import {
  malformedMultipart,
  malformedMultipartMessages,
} from "#server/uploads/malformed-multipart.ts";

export type ApplyRouteOptions = {
  admissions: Admissions;
  /** The live release's calls and forms, asked at each post: a publish needs no restart. */
  content: () => ServiceContent;
  rateLimit: WriteRateLimit;
  siteUrl: string;
  allowedOrigins: readonly string[];
  describeDatabaseError: Database["describeError"];
  /** The day applications are judged on, YYYY-MM-DD in Enugu (tests pass another). */
  today?: () => string;
  /** The time a form's version before the live one is judged on (`formBeforeHours`; tests pass another). */
  now?: () => Date;
};

/** Room for the answers and the multipart framing around a file. */
const answersOverheadBytes = 128 * 1024;

/** A long answer is at most 10,000 characters, 4 bytes each at worst. */
const fieldMaxBytes = 40_000;

const refusalMessages: Record<AdmissionRefusal, string> = {
  closed: "Applications to this call are closed",
  "file-refused": "The file was refused",
  "form-changed":
    "The form changed since your page showed it: answer the questions marked and send it again",
  "too-many-requests": "Too many applications from this address: please try again later",
  unavailable: "We could not save your application; please try again in a few minutes",
};

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("application/json");
}

const isFilesLimit = (error: unknown) => (error as { code?: string }).code === "FST_FILES_LIMIT";
/** What callFileName makes: a programme's name, then its edition, in lower-case words and dashes. */
const callNameShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";

/**
 * POST /api/apply/<call> (issue 34): an application on the hub's own form.
 * The call and its form are the live release's; a closed call, a call that
 * takes applications elsewhere, and every missing, wrong, oversized or
 * unknown answer are refused with each problem named, and nothing is stored.
 * A file question's PDF is checked as it arrives (as the résumé is) and kept
 * only with its row. A script asks for JSON; a plain form post is answered
 * with a redirect to the call's sent or failed page (Post/Redirect/Get).
 * A repeat (the address applied to the call already, for that child on a
 * kids call) is answered exactly as a new application, with no reference
 * in either answer: the mail to the address tells them apart, so the form
 * tells no one else whether an address applied (decision 250).
 */
export const applyRoute: FastifyPluginAsync<ApplyRouteOptions> = async (app, options) => {
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);
  const today = options.today ?? (() => buildDate());
  const now = options.now ?? (() => new Date());

  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    limits: { fileSize: resumeMaxBytes, fieldSize: fieldMaxBytes, fields: 120, parts: 121 },
  });
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(
      Object.assign(new Error("Send the form as multipart/form-data"), { statusCode: 415 }),
      undefined,
    );
  });

  function redirect(request: FastifyRequest, reply: FastifyReply, path: string) {
    const origin = request.headers.origin;
    const base = origin && options.allowedOrigins.includes(origin) ? origin : "";
    return reply.redirect(`${base}${path}`, 303);
  }

  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    call: string,
    status: number,
    reason: AdmissionRefusal | `invalid-${string}` | null,
    message: string,
    fields?: Record<string, string>,
  ) {
    // A path is built only from a call name of the shape calls have: what else
    // the address held (a line break, 日) has no failed page to go to.
    if (wantsJson(request) || !callNameShape.test(call)) {
      return reply
        .status(status)
        .send({ error: "Refused", message, ...(fields ? { fields } : {}) });
    }
    return redirect(request, reply, admissionFailedPath(call, reason));
  }

  /**
   * The fragment names the first refused question of the form; a field the
   * form does not ask (whatever its name) is listed in the JSON answer only,
   * and the failed page then shows its general words.
   */
  function refuseAnswers(
    request: FastifyRequest,
    reply: FastifyReply,
    call: string,
    questions: readonly { id: string }[],
    issues: Record<string, string>,
  ) {
    const first = Object.keys(issues).find((id) =>
      questions.some((question) => question.id === id),
    );
    return refuse(
      request,
      reply,
      call,
      400,
      first === undefined ? null : `invalid-${first}`,
      `Check your answers: ${Object.keys(issues).join(", ")}`,
      issues,
    );
  }

  /**
   * A post from a page whose form is older than the live one and the one
   * before it (decision 245): nothing is stored. A script gets the live
   * form, to show again with every answer kept, and what each of its
   * questions still needs; a plain post lands on the failed page, which
   * says the form changed.
   */
  function formChanged(
    request: FastifyRequest,
    reply: FastifyReply,
    call: string,
    live: { name: string; form: AdmissionForm },
    fields: Readonly<Record<string, readonly string[]>>,
    day: string,
  ) {
    request.raw.resume();
    if (!wantsJson(request))
      return redirect(request, reply, admissionFailedPath(call, "form-changed"));
    const asked = new Set(live.form.questions.map((question) => question.id));
    const kept = Object.fromEntries(Object.entries(fields).filter(([id]) => asked.has(id)));
    // A file is chosen again with the form shown again; the other answers are still in it.
    const questions = live.form.questions.filter((question) => question.type !== "file");
    const { issues } = checkAnswers(questions, kept, false, day);
    return reply.status(409).send({
      error: "Refused",
      message: refusalMessages["form-changed"],
      reason: "form-changed",
      version: formVersion(live.name, live.form.questions),
      questions: live.form.questions,
      fields: issues,
    });
  }

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const call = (request.params as { call?: string }).call ?? "";
    // Whatever is left of the body is read and dropped, so the client gets this answer.
    request.raw.resume();
    if (error.statusCode === 415) {
      return reply.status(415).send({ error: "Unsupported Media Type", message: error.message });
    }
    if (error.statusCode === 429) {
      return refuse(request, reply, call, 429, "too-many-requests", error.message);
    }
    const malformed = malformedMultipart(error);
    if (malformed) {
      request.log.info(malformed, "malformed multipart body refused");
      return reply
        .status(400)
        .send({ error: "Bad Request", message: malformedMultipartMessages[malformed.reason] });
    }
    if (isClientReset(error)) {
      request.log.info({ code: (error as { code?: string }).code }, "client reset the connection");
      return reply.status(400).send({ error: "Bad Request", message: "The request was cut off" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(options.describeDatabaseError(error), "database unavailable");
    } else if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: error }, "application post failed");
    } else if (error.statusCode !== undefined) {
      // The multipart parser's limits on fields and parts: only a hand-made post reaches them.
      return reply.status(error.statusCode).send({ error: "Bad Request", message: error.message });
    }
    reply.header("Retry-After", "60");
    return refuse(request, reply, call, 503, "unavailable", refusalMessages.unavailable);
  });

  /** The call a path names, if it takes applications on the hub's own form. */
  function callNamed(name: string, content: ServiceContent): Call | undefined {
    return content.calls.find((call) => callFileName(call) === name && !call.applyUrl);
  }

  app.post<{ Params: { call: string } }>(
    admissionActionPath(":call"),
    {
      config: { rateLimit: options.rateLimit },
      // Before the rate limit: a forged cross-site post neither counts nor stores.
      onRequest: async (request, reply) => {
        if (!isFromSite(request)) return replyForeignPost(reply);
      },
    },
    async (request, reply) => {
      const name = request.params.call;
      const content = options.content();
      const call = callNamed(name, content);
      const form = call && content.admissionForms.get(callFormName(call));
      if (!call || !form) {
        request.raw.resume();
        return reply
          .status(404)
          .send({ error: "Not Found", message: "No call takes applications at this address" });
      }
      if (!isCallOpen(call, today())) {
        request.raw.resume();
        return refuse(request, reply, name, 409, "closed", refusalMessages.closed);
      }
      const declared = Number(request.headers["content-length"]);
      const fileQuestion = form.questions.find((question) => question.type === "file");
      const limit = (fileQuestion ? resumeMaxBytes : 0) + answersOverheadBytes;
      if (Number.isFinite(declared) && declared > limit) {
        request.raw.resume();
        return reply
          .status(413)
          .send({ error: "Payload Too Large", message: "The form is too large" });
      }

      const fields: Record<string, string[]> = {};
      let honeypot: string | undefined;
      let shownVersion: string | undefined;
      /**
       * The form the page showed (decision 245): the live one, or the one
       * just before it within `formBeforeHours` of the publish that replaced
       * it (decision 249), whose answers are stored against the questions
       * they answered; null for an older one. A post that names no version
       * (a page made before versions were posted) is taken as the live one's.
       */
      const formShown = (): AdmissionForm | null => {
        const formName = callFormName(call);
        if (shownVersion === undefined || shownVersion === formVersion(formName, form.questions)) {
          return form;
        }
        const before = content.formsBefore.get(formName);
        const taken =
          before !== undefined &&
          now().getTime() - Date.parse(before.replacedAt) < formBeforeHours * 3_600_000;
        return taken && shownVersion === formVersion(formName, before.form.questions)
          ? before.form
          : null;
      };
      let received: ReceivedResume | null = null;
      let fileName: string | undefined;
      /** The form the file was judged against, as the version named before it said. */
      let fileForm: AdmissionForm | null = null;
      try {
        for await (const part of request.parts({ limits: { files: fileQuestion ? 1 : 0 } })) {
          if (part.type === "field") {
            const value = typeof part.value === "string" ? part.value : "";
            if (part.fieldname === honeypotFieldName) honeypot = value;
            else if (part.fieldname === formVersionFieldName) shownVersion = value;
            else fields[part.fieldname] = [...(fields[part.fieldname] ?? []), value];
            continue;
          }
          // A file input left empty still sends a part, with no name and no bytes.
          if (part.fieldname === fileQuestion?.id && part.filename === "") {
            part.file.resume();
            continue;
          }
          const shown = formShown();
          if (!shown) {
            part.file.resume();
            return formChanged(
              request,
              reply,
              name,
              { name: callFormName(call), form },
              fields,
              today(),
            );
          }
          if (part.fieldname !== shown.questions.find((question) => question.type === "file")?.id) {
            part.file.resume();
            return refuseAnswers(request, reply, name, shown.questions, {
              [part.fieldname]: admissionMessages.extra,
            });
          }
          // The answers before the file came first: a bad one refuses the post before a byte is stored.
          const early = checkAnswers(
            shown.questions.filter((question) => question.id in fields),
            fields,
            false,
            today(),
          ).issues;
          if (Object.keys(early).length > 0) {
            part.file.resume();
            return refuseAnswers(request, reply, name, shown.questions, early);
          }
          fileName = part.filename;
          fileForm = shown;
          received = await options.admissions.store.receive(part.file);
        }
      } catch (error) {
        if (received) await options.admissions.store.discard(received);
        request.raw.resume();
        const question = fileQuestion?.id ?? "file";
        const fileProblem =
          error instanceof ResumeRefused
            ? error.problem
            : isFileTooLarge(error)
              ? "tooLarge"
              : isFilesLimit(error)
                ? "several"
                : null;
        if (fileProblem === null) throw error;
        if (error instanceof ResumeRefused) {
          request.log.info({ problem: error.problem, detail: error.detail }, "file refused");
        }
        if (!fileQuestion) {
          return refuseAnswers(request, reply, name, form.questions, {
            [question]: admissionMessages.extra,
          });
        }
        const message = resumeMessages[fileProblem];
        if (wantsJson(request)) {
          return reply
            .status(fileProblem === "tooLarge" ? 413 : 400)
            .send({ error: "Refused", message, fields: { [question]: message } });
        }
        return redirect(request, reply, admissionFailedPath(name, `invalid-${question}`));
      }

      if (isHoneypotFilled(honeypot)) {
        if (received) await options.admissions.store.discard(received);
        if (wantsJson(request)) return reply.status(201).send({ status: "ok" });
        return redirect(request, reply, admissionSentPath(name));
      }
      const shown = formShown();
      if (!shown) {
        if (received) await options.admissions.store.discard(received);
        return formChanged(
          request,
          reply,
          name,
          { name: callFormName(call), form },
          fields,
          today(),
        );
      }
      // A version named after the file (a hand-made post) cannot take it to a form that asked for none.
      if (received && shown !== fileForm) {
        await options.admissions.store.discard(received);
        return refuseAnswers(request, reply, name, shown.questions, {
          [fileQuestion?.id ?? "file"]: admissionMessages.extra,
        });
      }
      const { answers, issues } = checkAnswers(shown.questions, fields, received !== null, today());
      const contact = contactQuestion(shown.questions);
      const email = contact ? answers[contact.id] : undefined;
      if (Object.keys(issues).length > 0 || typeof email !== "string") {
        if (received) await options.admissions.store.discard(received);
        return refuseAnswers(request, reply, name, shown.questions, issues);
      }
      await options.admissions.apply(
        {
          call,
          form: shown,
          email,
          answers,
          file: received ? { received, name: fileName } : null,
        },
        clientAddress(request),
      );
      if (wantsJson(request)) return reply.status(201).send({ status: "ok" });
      return redirect(request, reply, admissionSentPath(name));
    },
  );
};
