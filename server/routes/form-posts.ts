import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type * as z from "zod/mini";
import { contactMessageSchema } from "#schemas/contact-message.ts";
import { brochureEmailSubject, brochureTemplateParamsSchema } from "#schemas/email-send.ts";
import {
  type FormFailure,
  formActionPath,
  formFailedPath,
  formSentPath,
  honeypotFieldName,
  type LeadForm,
  leadFormFields,
  leadForms,
} from "#schemas/form-posts.ts";
import { mailingListSheet, mailingListSignupSchema } from "#schemas/mailing-list.ts";
import { withRuleMessage } from "#schemas/rule-messages.ts";
import { clientAddress } from "#server/client-address.ts";
import type { Database } from "#server/db/database.ts";
import { isClientReset, isDatabaseUnavailable } from "#server/db/database-errors.ts";
import type { LeadActions, LeadOutcome } from "#server/routes/lead-actions.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import { isHoneypotFilled, type WriteRateLimit } from "#server/routes/validation.ts";

export type FormPostOptions = {
  actions: LeadActions;
  rateLimit: (form: LeadForm) => WriteRateLimit;
  siteUrl: string;
  allowedOrigins: readonly string[];
  describeDatabaseError: Database["describeError"];
};

/**
 * A form body may be larger than its JSON twin: each of a message's 5,000
 * characters can take 9 bytes percent-encoded (a 3-byte letter such as ị).
 */
export const formBodyLimitBytes = 64 * 1024;

type Fields = Record<string, string | undefined>;

/** A refused field and the message of the rule it broke. */
type Refusal = { field: string; message: string };

/** A valid post, ready to store as `client`'s (its address); or its refused fields, in the schema's order. */
type Parsed =
  | { store: (actions: LeadActions, client: string) => Promise<LeadOutcome> }
  | { refused: Refusal[] };

function refused(error: z.core.$ZodError): { refused: Refusal[] } {
  return {
    refused: error.issues.map((issue) => ({
      field: String(issue.path[0]),
      message: issue.message,
    })),
  };
}

/** Each form's fields through the same schema as its JSON endpoint. */
const parsers: Record<LeadForm, (fields: Fields) => Parsed> = {
  "mailing-list": (fields) => {
    const result = mailingListSignupSchema.safeParse({
      email: fields.email,
      sheet: mailingListSheet,
    });
    if (!result.success) return refused(result.error);
    return {
      store: (actions, client) => actions.joinMailingList(result.data.email, undefined, client),
    };
  },
  contact: (fields) => {
    const result = contactMessageSchema.safeParse(fields);
    if (!result.success) return refused(result.error);
    const { website: _none, ...message } = result.data;
    return { store: (actions) => actions.sendContactMessage(message, undefined) };
  },
  brochure: (fields) => {
    const result = brochureTemplateParamsSchema.safeParse({
      email_subject: brochureEmailSubject,
      to_email: fields.email,
    });
    // The JSON call names the address to_email; the form names it email.
    if (!result.success) {
      return {
        refused: refused(result.error).refused.map(({ message }) => ({ field: "email", message })),
      };
    }
    return { store: (actions, client) => actions.requestBrochure(result.data.to_email, client) };
  },
};

/** The first of the form's fields, in the form's order, that was refused, with its first message. */
function firstRefusal(form: LeadForm, refusals: Refusal[]): Refusal {
  const field = leadFormFields[form].find((name) =>
    refusals.some((refusal) => refusal.field === name),
  );
  return (
    refusals.find((refusal) => refusal.field === field) ?? {
      field: leadFormFields[form][0],
      message: "",
    }
  );
}

/**
 * The no-JavaScript form posts of issue 7 (contract: schemas/form-posts.ts):
 * urlencoded bodies on these paths only, from the site itself, validated,
 * honeypot-checked, rate-limited and stored exactly as the JSON endpoints
 * do, each answered with a 303 to a prerendered result page. Never a 500:
 * anything unexpected lands on the "unavailable" page, and a lead is one
 * transaction, so nothing is half-stored.
 */
export const formPostRoutes: FastifyPluginAsync<FormPostOptions> = async (app, options) => {
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);

  /** A result page on the origin the form was posted from (a CDN-served site), else this one. */
  function redirect(request: FastifyRequest, reply: FastifyReply, path: string) {
    const origin = request.headers.origin;
    const base = origin && options.allowedOrigins.includes(origin) ? origin : "";
    return reply.redirect(`${base}${path}`, 303);
  }

  function fail<F extends LeadForm>(
    request: FastifyRequest,
    reply: FastifyReply,
    form: F,
    failure: FormFailure<F>,
  ) {
    return redirect(request, reply, formFailedPath(form, failure));
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: formBodyLimitBytes },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(
      Object.assign(new Error("Send the form as application/x-www-form-urlencoded"), {
        statusCode: 415,
      }),
      undefined,
    );
  });

  const formOfPath = new Map(leadForms.map((form) => [formActionPath(form), form]));

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const form = formOfPath.get(request.routeOptions.url ?? "") ?? "mailing-list";
    if (error.statusCode === 415) {
      return reply.status(415).send({ error: "Unsupported Media Type", message: error.message });
    }
    if (error.statusCode === 429) return fail(request, reply, form, "too-many-requests");
    if (error.statusCode === 413) {
      return fail(request, reply, form, form === "contact" ? "invalid-message" : "invalid-email");
    }
    if (isClientReset(error)) {
      request.log.info({ code: (error as { code?: string }).code }, "client reset the connection");
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn(options.describeDatabaseError(error), "database unavailable");
    } else if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: error }, "form post failed");
    }
    return fail(request, reply, form, "unavailable");
  });

  for (const form of leadForms) {
    app.post(
      formActionPath(form),
      {
        bodyLimit: formBodyLimitBytes,
        config: { rateLimit: options.rateLimit(form) },
        // Before the rate limit (added after this by its plugin): a forged
        // cross-site post neither counts nor stores.
        onRequest: async (request, reply) => {
          if (!isFromSite(request)) return replyForeignPost(reply);
        },
      },
      async (request, reply) => {
        const params =
          request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const fields: Fields = Object.fromEntries(
          leadFormFields[form].map((field) => [field, params.get(field) ?? undefined]),
        );
        if (isHoneypotFilled(params.get(honeypotFieldName) ?? undefined)) {
          await options.actions.recordSpam(form);
          return redirect(request, reply, formSentPath(form));
        }
        const parsed = parsers[form](fields);
        if ("refused" in parsed) {
          const { field, message } = firstRefusal(form, parsed.refused);
          const page = formFailedPath(form, `invalid-${field}` as FormFailure<typeof form>);
          return redirect(request, reply, withRuleMessage(page, message));
        }
        const outcome = await parsed.store(options.actions, clientAddress(request));
        if (outcome.stored) return redirect(request, reply, formSentPath(form));
        // An address that unsubscribed is told what a recently served one is: no
        // mail now, and nothing about its owner's choice (docs/decisions/021-brochure-cap.md).
        if (form === "brochure") return fail(request, reply, "brochure", "already-sent");
        return fail(request, reply, form, "unavailable");
      },
    );
  }
};
