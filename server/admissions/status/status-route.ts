import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { hasEnded } from "#schemas/admission-stages.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import type { ApplicantStatus } from "#server/admissions/status/applicant-status.ts";
import { applicationStatusPath } from "#server/admissions/status/status-link.ts";
import {
  invalidStatusLinkPage,
  type StatusFrame,
  statusLinkPage,
  statusPage,
  statusPagePolicy,
  tooManyStatusRequestsPage,
  withdrawConfirmPage,
} from "#server/admissions/status/status-pages.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import { liveLook } from "#server/content/service-page.ts";
import { acceptFormPosts, formField } from "#server/payments/payment-page-parsers.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import type { WriteRateLimit } from "#server/routes/validation.ts";

export type StatusRouteOptions = {
  status: ApplicantStatus;
  content: () => ServiceContent;
  /** The live release, whose stylesheet the pages link, as a publish switches it. */
  siteDir: string;
  siteUrl: string;
  allowedOrigins: readonly string[];
  /** Each press reads the application: limited per client, as the forms' posts are. */
  rateLimit: WriteRateLimit;
};

type TokenRequest = { Querystring: { token?: unknown } };

/** What the page's buttons ask for; a post without one shows the application. */
const intents = ["show", "withdraw", "withdraw-confirmed"] as const;
type Intent = (typeof intents)[number];

function intentOf(body: unknown): Intent | null {
  const value = formField(body, "intent") ?? "show";
  return intents.find((intent) => intent === value) ?? null;
}

/**
 * Never cached, never indexed, and no referrer at all: the page's own
 * stylesheet and icon requests would otherwise carry the token in the address
 * into the access log. The same-origin check then reads Sec-Fetch-Site, as a
 * no-referrer page's posts send Origin "null".
 */
function send(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", statusPagePolicy)
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .send(page);
}

/**
 * The confirmation mail's private link (issue 34, decision 203): GET shows
 * one button and changes nothing, so a mail scanner that opens every link
 * acts on nothing; the button posts back to the same address, which shows
 * the programme, the reference, the stage in plain words and the answers
 * beside their questions. Withdrawing is two posts: the explanation, then
 * the move. A broken or expired link is a 400 that says so; a withdrawal of
 * an application that has ended is a 409 that shows it as it stands.
 */
export const statusRoute: FastifyPluginAsync<StatusRouteOptions> = async (app, options) => {
  acceptFormPosts(app);
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);

  async function frame(): Promise<StatusFrame> {
    const content = options.content();
    return {
      ...(await liveLook(options.siteDir)),
      hub: content.identity,
      words: content.statusPages,
    };
  }

  // Past the limit, the page in words instead of the service's JSON; any
  // other error goes on to the service's handler (server/http-hardening.ts).
  app.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    return send(reply, 429, tooManyStatusRequestsPage(await frame()));
  });

  app.get<TokenRequest>(applicationStatusPath, async (request, reply) => {
    const application = await options.status.opened(request.query.token);
    if (!application) return send(reply, 400, invalidStatusLinkPage(await frame()));
    return send(reply, 200, statusLinkPage(await frame()));
  });

  app.post<TokenRequest>(
    applicationStatusPath,
    {
      config: { rateLimit: options.rateLimit },
      onRequest: async (request, reply) => {
        if (!isFromSite(request)) return replyForeignPost(reply);
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const intent = intentOf(request.body);
      if (intent === null) {
        return reply
          .code(400)
          .type("text/plain")
          .send("Bad Request: press one of the page's buttons");
      }
      const shown = await frame();
      const names = (call: string) => callNames(call, options.content());
      if (intent === "withdraw-confirmed") {
        const outcome = await options.status.withdraw(token);
        if (outcome.kind === "invalid") return send(reply, 400, invalidStatusLinkPage(shown));
        const { application } = outcome;
        return outcome.kind === "withdrawn"
          ? send(reply, 200, statusPage(shown, application, names(application.call), "withdrawn"))
          : send(
              reply,
              409,
              statusPage(shown, application, names(application.call), "already-ended"),
            );
      }
      const application = await options.status.opened(token);
      if (!application) return send(reply, 400, invalidStatusLinkPage(shown));
      const called = names(application.call);
      if (intent === "show") return send(reply, 200, statusPage(shown, application, called));
      return hasEnded(application.stage)
        ? send(reply, 409, statusPage(shown, application, called, "already-ended"))
        : send(reply, 200, withdrawConfirmPage(shown, called));
    },
  );
};
