import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { TalentChoices } from "#content-model/hub/talent.ts";
import { honeypotFieldName } from "#schemas/form-posts.ts";
import { resumeMaxBytes } from "#schemas/form-rules.ts";
import { withRuleMessage } from "#schemas/rule-messages.ts";
import {
  type ResumeProblem,
  resumeFieldName,
  resumeMessages,
  type TalentFailure,
  type TalentForm,
  talentActionPath,
  talentFailedPath,
  talentFieldsSchemas,
  talentFormFields,
  talentSentPath,
} from "#schemas/talent-forms.ts";
import { clientAddress } from "#server/client-address.ts";
import type { Database } from "#server/db/database.ts";
import { isClientReset, isDatabaseUnavailable } from "#server/db/database-errors.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import { isHoneypotFilled, type WriteRateLimit } from "#server/routes/validation.ts";
import { type ReceivedResume, ResumeRefused } from "#server/talent/resume-store.ts";
import type { TalentLeads } from "#server/talent/talent-leads.ts";
import {
  malformedMultipart,
  malformedMultipartMessages,
} from "#server/uploads/malformed-multipart.ts";

export type TalentFormRoutesOptions = {
  talent: TalentLeads;
  /**
   * The lists the pages of the live release offer (content/hub/talent-choices.yaml):
   * a choice field takes no other value. Asked at each post, so a published choice is taken at once.
   */
  choices: () => TalentChoices;
  recordSpam: (form: TalentForm) => Promise<void>;
  rateLimit: (form: TalentForm) => WriteRateLimit;
  siteUrl: string;
  allowedOrigins: readonly string[];
  describeDatabaseError: Database["describeError"];
};

/** Room for the text fields and the multipart framing around the résumé. */
export const formOverheadBytes = 64 * 1024;

/** A one-line answer is at most 200 characters (4 bytes each at worst); more is cut and refused. */
const fieldMaxBytes = 1_000;

type Fields = Record<string, string>;

/** Refused fields, by name, with the first message of each. */
type FieldIssues = Record<string, string>;

type FieldsSchemas = ReturnType<typeof talentFieldsSchemas>;

function fieldIssues(
  schemas: FieldsSchemas,
  form: TalentForm,
  fields: Fields,
  onlyPresent: boolean,
): FieldIssues {
  const result = schemas[form].safeParse(fields);
  const issues: FieldIssues = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (onlyPresent && !(field in fields)) continue;
    issues[field] ??= issue.message;
  }
  return issues;
}

/** The multipart parser's own refusals that mean a second file (or any file on the company form). */
function isFilesLimit(error: unknown): boolean {
  return (error as { code?: string }).code === "FST_FILES_LIMIT";
}

/**
 * The parser's limits on the number of fields and parts: the site's own form
 * never reaches them, so a body that does is malformed (400), not too large.
 */
function isFieldCountLimit(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT";
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";
}

/** A client that wants to know why (the page's script) asks for JSON; a plain form post gets a page. */
function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("application/json");
}

/**
 * The two talent forms of issue 23 (contract: schemas/talent-forms.ts):
 * `multipart/form-data` from the site itself, rate-limited, honeypot-checked,
 * the text fields through the browser's own schema, and the application's
 * résumé streamed to UPLOADS_DIR, checked on the way (size, `%PDF-`) and
 * refused as soon as one of them fails. A lead is stored whole or not at all:
 * its file is renamed into place only once it is complete, and removed on every
 * failure after that.
 */
export const talentFormRoutes: FastifyPluginAsync<TalentFormRoutesOptions> = async (
  app,
  options,
) => {
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);
  // The live release's choices; new rules only when a switch of release brought new choices.
  let checked: { choices: TalentChoices; schemas: FieldsSchemas } | null = null;
  const schemasNow = (): FieldsSchemas => {
    const choices = options.choices();
    if (checked?.choices !== choices) checked = { choices, schemas: talentFieldsSchemas(choices) };
    return checked.schemas;
  };

  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    limits: {
      fileSize: resumeMaxBytes,
      fieldSize: fieldMaxBytes,
      fields: 20,
      parts: 21,
      headerPairs: 20,
    },
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

  function failPage<F extends TalentForm>(form: F, failure: TalentFailure<F>) {
    return talentFailedPath(form, failure);
  }

  function answerInvalid(
    request: FastifyRequest,
    reply: FastifyReply,
    form: TalentForm,
    issues: FieldIssues,
  ) {
    if (wantsJson(request)) {
      return reply.status(400).send({
        error: "Bad Request",
        message: `Invalid ${Object.keys(issues).join(", ")}`,
        fields: issues,
      });
    }
    const first =
      talentFormFields[form].find((field) => field in issues) ?? talentFormFields[form][0];
    const page = failPage(form, `invalid-${first}` as TalentFailure);
    return redirect(request, reply, withRuleMessage(page, issues[first]));
  }

  function answerResume(request: FastifyRequest, reply: FastifyReply, problem: ResumeProblem) {
    if (wantsJson(request)) {
      return reply.status(problem === "tooLarge" ? 413 : 400).send({
        error: problem === "tooLarge" ? "Payload Too Large" : "Bad Request",
        message: resumeMessages[problem],
        fields: { [resumeFieldName]: resumeMessages[problem] },
      });
    }
    return redirect(request, reply, failPage("application", `resume-${problem}`));
  }

  function answerSent(request: FastifyRequest, reply: FastifyReply, form: TalentForm) {
    if (wantsJson(request)) return reply.status(201).send({ status: "ok" });
    return redirect(request, reply, talentSentPath(form));
  }

  const formOfPath = new Map(
    (["application", "hiring-request"] as const).map((form) => [talentActionPath(form), form]),
  );

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const form = formOfPath.get(request.routeOptions.url ?? "") ?? "application";
    // Whatever is left of the body is read and dropped, so the client gets this answer.
    request.raw.resume();
    if (error.statusCode === 415) {
      return reply.status(415).send({ error: "Unsupported Media Type", message: error.message });
    }
    if (error.statusCode === 429) {
      if (wantsJson(request)) {
        return reply.status(429).send({ error: "Too Many Requests", message: error.message });
      }
      return redirect(request, reply, failPage(form, "too-many-requests"));
    }
    const malformed = malformedMultipart(error);
    if (malformed) {
      // The client's error, not an outage: one line without a stack, nothing kept.
      request.log.info(malformed, "malformed multipart body refused");
      return reply.status(400).send({
        error: "Bad Request",
        message: malformedMultipartMessages[malformed.reason],
      });
    }
    if (isFieldCountLimit(error)) {
      request.log.info({ code: (error as { code?: string }).code }, "too many form fields refused");
      return reply.status(400).send({
        error: "Bad Request",
        message: "The form sent more fields than it has, so nothing was saved.",
      });
    }
    if (isClientReset(error)) {
      // The client hung up mid-upload: nothing was stored, and nobody is left to answer.
      request.log.info({ code: (error as { code?: string }).code }, "client reset the connection");
      return reply.status(400).send({ error: "Bad Request", message: "The request was cut off" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(options.describeDatabaseError(error), "database unavailable");
    } else if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: error }, "talent form post failed");
    } else if (error.statusCode !== undefined) {
      // The parser's other limits (header pairs, a body declared too large).
      return reply.status(error.statusCode).send({ error: "Bad Request", message: error.message });
    }
    if (wantsJson(request)) {
      return reply.status(503).header("Retry-After", "60").send({
        error: "Service Unavailable",
        message: "We could not save your form; please try again in a few minutes",
      });
    }
    return redirect(request, reply, failPage(form, "unavailable"));
  });

  const routeOptions = (form: TalentForm) => ({
    config: { rateLimit: options.rateLimit(form) },
    // Before the rate limit (added after this by its plugin): a forged
    // cross-site post neither counts nor stores.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isFromSite(request)) return replyForeignPost(reply);
    },
  });

  /** Refuses at once, before reading it, a body that says it is larger than any valid form. */
  function declaredTooLarge(request: FastifyRequest, limit: number): boolean {
    const declared = Number(request.headers["content-length"]);
    return Number.isFinite(declared) && declared > limit;
  }

  app.post(talentActionPath("application"), routeOptions("application"), async (request, reply) => {
    if (declaredTooLarge(request, resumeMaxBytes + formOverheadBytes)) {
      return answerResume(request, reply, "tooLarge");
    }
    const schemas = schemasNow();
    const fields: Fields = {};
    let honeypot: string | undefined;
    let received: ReceivedResume | null = null;
    let resumeName: string | undefined;
    try {
      for await (const part of request.parts({ limits: { files: 1 } })) {
        if (part.type === "field") {
          const value = typeof part.value === "string" ? part.value : "";
          if (part.fieldname === honeypotFieldName) honeypot = value;
          else if (!(part.fieldname in fields)) fields[part.fieldname] = value;
          continue;
        }
        if (part.fieldname !== resumeFieldName) {
          part.file.resume();
          continue;
        }
        // The text fields came first (the form's order): a bad one refuses the
        // post before a byte of the file is stored.
        const early = fieldIssues(schemas, "application", fields, true);
        if (Object.keys(early).length > 0) {
          part.file.resume();
          return answerInvalid(request, reply, "application", early);
        }
        resumeName = part.filename;
        received = await options.talent.store.receive(part.file);
      }
    } catch (error) {
      if (received) await options.talent.store.discard(received);
      request.raw.resume();
      if (error instanceof ResumeRefused) {
        // What the check found helps the staff judge a refusal an applicant reports.
        request.log.info({ problem: error.problem, detail: error.detail }, "résumé refused");
        return answerResume(request, reply, error.problem);
      }
      if (isFileTooLarge(error)) return answerResume(request, reply, "tooLarge");
      if (isFilesLimit(error)) return answerResume(request, reply, "several");
      throw error;
    }
    if (isHoneypotFilled(honeypot)) {
      if (received) await options.talent.store.discard(received);
      await options.recordSpam("application");
      return answerSent(request, reply, "application");
    }
    const parsed = schemas.application.safeParse(fields);
    if (!parsed.success) {
      if (received) await options.talent.store.discard(received);
      return answerInvalid(
        request,
        reply,
        "application",
        fieldIssues(schemas, "application", fields, false),
      );
    }
    if (!received) return answerResume(request, reply, "missing");
    await options.talent.addApplication(parsed.data, received, resumeName, clientAddress(request));
    return answerSent(request, reply, "application");
  });

  app.post(
    talentActionPath("hiring-request"),
    routeOptions("hiring-request"),
    async (request, reply) => {
      if (declaredTooLarge(request, formOverheadBytes)) {
        request.raw.resume();
        return reply.status(413).send({ error: "Payload Too Large", message: "Form too large" });
      }
      const fields: Fields = {};
      const schemas = schemasNow();
      let honeypot: string | undefined;
      try {
        for await (const part of request.parts({ limits: { files: 0 } })) {
          if (part.type !== "field") continue;
          const value = typeof part.value === "string" ? part.value : "";
          if (part.fieldname === honeypotFieldName) honeypot = value;
          else if (!(part.fieldname in fields)) fields[part.fieldname] = value;
        }
      } catch (error) {
        request.raw.resume();
        if (isFilesLimit(error)) {
          return reply
            .status(400)
            .send({ error: "Bad Request", message: "This form takes no file" });
        }
        throw error;
      }
      if (isHoneypotFilled(honeypot)) {
        await options.recordSpam("hiring-request");
        return answerSent(request, reply, "hiring-request");
      }
      const parsed = schemas["hiring-request"].safeParse(fields);
      if (!parsed.success) {
        return answerInvalid(
          request,
          reply,
          "hiring-request",
          fieldIssues(schemas, "hiring-request", fields, false),
        );
      }
      await options.talent.addHiringRequest(parsed.data, clientAddress(request));
      return answerSent(request, reply, "hiring-request");
    },
  );
};
