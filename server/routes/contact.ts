import type { FastifyPluginAsync } from "fastify";
import { contactBodySchema } from "#schemas/contact-message.ts";
import type { LeadActions } from "#server/routes/lead-actions.ts";
import { replyInvalid, type WriteRateLimit } from "#server/routes/validation.ts";

export type ContactRoutesOptions = { actions: LeadActions; rateLimit: WriteRateLimit };

/**
 * POST /api/contact (SPEC §7.3; DECISIONS.md). The staff email is queued in
 * the same transaction as the message, so neither exists without the other.
 */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, options) => {
  app.post("/api/contact", { config: { rateLimit: options.rateLimit } }, async (request, reply) => {
    const parsed = contactBodySchema.safeParse(request.body);
    if (!parsed.success) return replyInvalid(reply, parsed.error);
    const { website, ...message } = parsed.data.json;
    await options.actions.sendContactMessage(message, website);
    return reply.status(201).send({ status: "ok" });
  });
};
