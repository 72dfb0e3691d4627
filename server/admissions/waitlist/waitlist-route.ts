import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { honeypotFieldName } from "#schemas/form-posts.ts";
import {
  type WaitlistRefusal,
  waitlistActionPath,
  waitlistFailedPath,
  waitlistFields,
  waitlistSentPath,
} from "#schemas/waitlist-paths.ts";
import {
  isKidsWaitlist,
  isWaitlistProgramme,
  waitlistPostSchema,
} from "#schemas/waitlist-posts.ts";
import type { NewPlace } from "#server/admissions/waitlist/waitlist-place-mails.ts";
import { clientAddress } from "#server/client-address.ts";
import type { Database } from "#server/db/database.ts";
import { isDatabaseUnavailable } from "#server/db/database-errors.ts";
import type { PlaceMails, WaitlistRepository } from "#server/db/waitlist-repository.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import { isHoneypotFilled, type WriteRateLimit } from "#server/routes/validation.ts";

export type WaitlistRouteOptions = {
  repository: Pick<WaitlistRepository, "join">;
  /** The mails a post may cause: a new place's welcome, a left place's link back. */
  mails: (place: NewPlace) => PlaceMails;
  recordSpam: (form: "waitlist") => Promise<void>;
  rateLimit: WriteRateLimit;
  siteUrl: string;
  allowedOrigins: readonly string[];
  describeDatabaseError: Database["describeError"];
};

/** A waitlist form is a few short lines: anything larger is not from it. */
const waitlistBodyLimitBytes = 4 * 1024;

const statusOf: Record<WaitlistRefusal, number> = {
  "too-many-requests": 429,
  unavailable: 503,
  "invalid-name": 400,
  "invalid-email": 400,
  "invalid-childAge": 400,
};

/**
 * POST /api/waitlist/<programme> (issue 34): a place on a programme's
 * waitlist, from the site itself, honeypot-checked and rate-limited. A
 * browser's post is answered 303 with its result page; a post asking for
 * JSON gets the status and the reason. An address already waiting for the
 * programme, or one that left it, gets the same answer as a new one, so the
 * form tells no one who waits or who left (decisions 226 and 247); nothing
 * is stored or mailed twice, and a place left is only put back by the link
 * mailed to its address.
 */
export const waitlistRoute: FastifyPluginAsync<WaitlistRouteOptions> = async (app, options) => {
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);

  function answer(request: FastifyRequest, reply: FastifyReply, path: string, status = 303) {
    if ((request.headers.accept ?? "").includes("application/json")) {
      return reply.status(status === 303 ? 200 : status).send({ result: path });
    }
    const origin = request.headers.origin;
    const base = origin && options.allowedOrigins.includes(origin) ? origin : "";
    return reply.redirect(`${base}${path}`, 303);
  }

  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    programme: string,
    reason: WaitlistRefusal,
  ) {
    if (!isWaitlistProgramme(programme)) return reply.status(404).send({ error: "Not Found" });
    return answer(request, reply, waitlistFailedPath(programme, reason), statusOf[reason]);
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: waitlistBodyLimitBytes },
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

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const programme = (request.params as { programme?: string }).programme ?? "";
    if (error.statusCode === 415) {
      return reply.status(415).send({ error: "Unsupported Media Type", message: error.message });
    }
    if (error.statusCode === 429) return refuse(request, reply, programme, "too-many-requests");
    if (error.statusCode === 413) {
      return reply
        .status(413)
        .send({ error: "Payload Too Large", message: "The form is too large" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(options.describeDatabaseError(error), "database unavailable");
    } else {
      request.log.error({ err: error }, "waitlist post failed");
    }
    reply.header("Retry-After", "60");
    return refuse(request, reply, programme, "unavailable");
  });

  app.post<{ Params: { programme: string } }>(
    waitlistActionPath(":programme"),
    {
      bodyLimit: waitlistBodyLimitBytes,
      config: { rateLimit: options.rateLimit },
      // Before the rate limit: a forged cross-site post neither counts nor stores.
      onRequest: async (request, reply) => {
        if (!isFromSite(request)) return replyForeignPost(reply);
      },
    },
    async (request, reply) => {
      const { programme } = request.params;
      if (!isWaitlistProgramme(programme)) {
        return reply.status(404).send({ error: "Not Found", message: "No such waitlist" });
      }
      const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      if (isHoneypotFilled(params.get(honeypotFieldName) ?? undefined)) {
        await options.recordSpam("waitlist");
        return answer(request, reply, waitlistSentPath(programme));
      }
      const kids = isKidsWaitlist(programme);
      const age = params.get("childAge")?.trim();
      const parsed = waitlistPostSchema.safeParse({
        name: params.get("name") ?? undefined,
        email: params.get("email") ?? undefined,
        childAge: kids && age ? age : undefined,
      });
      if (!parsed.success) {
        const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
        const field = waitlistFields.find((name) => refused.has(name)) ?? "name";
        return refuse(request, reply, programme, `invalid-${field}`);
      }
      const place = { programme, name: parsed.data.name, email: parsed.data.email };
      await options.repository.join(
        { ...place, childAge: parsed.data.childAge ?? null },
        options.mails(place),
        clientAddress(request),
      );
      return answer(request, reply, waitlistSentPath(programme));
    },
  );
};
