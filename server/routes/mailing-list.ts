import type { FastifyPluginAsync } from "fastify";
import { mailingListBodySchema } from "#schemas/mailing-list.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";
import { isHoneypotFilled, replyInvalid, type WriteRateLimit } from "#server/routes/validation.ts";

export type MailingListRoutesOptions = { leads: LeadsRepository; rateLimit: WriteRateLimit };

/**
 * POST /api/mailing-list (SPEC §7.1; DECISIONS.md). The caller reads only the
 * status, so a repeated signup is a success that keeps the one row.
 */
export const mailingListRoutes: FastifyPluginAsync<MailingListRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    "/api/mailing-list",
    { config: { rateLimit: options.rateLimit } },
    async (request, reply) => {
      const parsed = mailingListBodySchema.safeParse(request.body);
      if (!parsed.success) return replyInvalid(reply, parsed.error);
      const { email, sheet, website } = parsed.data.json;
      if (isHoneypotFilled(website)) {
        await options.leads.recordSpam("mailing-list");
        return reply.status(201).send({ status: "ok" });
      }
      await options.leads.addMailingListSignup({ email, sheet });
      return reply.status(201).send({ status: "ok" });
    },
  );
};
