import type { FastifyPluginAsync } from "fastify";
import { contactBodySchema } from "#schemas/contact-message.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";
import { contactNotification } from "#server/mail/messages.ts";
import { isHoneypotFilled, replyInvalid, type WriteRateLimit } from "#server/routes/validation.ts";

export type ContactRoutesOptions = {
  leads: LeadsRepository;
  contactNotifyTo: string | undefined;
  rateLimit: WriteRateLimit;
};

/**
 * POST /api/contact (SPEC §7.3; DECISIONS.md). The staff email is queued in
 * the same transaction as the message, so neither exists without the other.
 */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, options) => {
  app.post("/api/contact", { config: { rateLimit: options.rateLimit } }, async (request, reply) => {
    const parsed = contactBodySchema.safeParse(request.body);
    if (!parsed.success) return replyInvalid(reply, parsed.error);
    const { website, ...message } = parsed.data.json;
    if (isHoneypotFilled(website)) {
      await options.leads.recordSpam("contact");
      return reply.status(201).send({ status: "ok" });
    }
    const notification = options.contactNotifyTo
      ? contactNotification(options.contactNotifyTo, message)
      : null;
    await options.leads.addContactMessage(message, notification);
    return reply.status(201).send({ status: "ok" });
  });
};
