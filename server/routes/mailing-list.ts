import type { FastifyPluginAsync } from "fastify";
import { mailingListBodySchema } from "#schemas/mailing-list.ts";
import { clientAddress } from "#server/client-address.ts";
import type { LeadActions } from "#server/routes/lead-actions.ts";
import { replyInvalid, type WriteRateLimit } from "#server/routes/validation.ts";

export type MailingListRoutesOptions = { actions: LeadActions; rateLimit: WriteRateLimit };

/**
 * POST /api/mailing-list (SPEC §7.1; DECISIONS.md). The caller reads only the
 * status, so a repeated signup is a success that keeps the one row; the
 * address stays pending until its confirmation link is opened.
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
      const { email, website } = parsed.data.json;
      await options.actions.joinMailingList(email, website, clientAddress(request));
      return reply.status(201).send({ status: "ok" });
    },
  );
};
