import type { FastifyPluginAsync } from "fastify";
import { contactBodySchema } from "#schemas/contact-message.ts";
import { mailingListBodySchema } from "#schemas/mailing-list.ts";
import type { LeadsRepository } from "../db/leads-repository.ts";
import { contactNotification } from "../mail/messages.ts";
import { isHoneypotFilled, replyInvalid } from "./validation.ts";

export type LeadRoutesOptions = {
  leads: LeadsRepository;
  contactNotifyTo: string | undefined;
  rateLimit: { max: number; timeWindow: number };
};

/** POST /api/mailing-list and POST /api/contact (SPEC §7.1, §7.3; DECISIONS.md). */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (app, options) => {
  const config = { rateLimit: options.rateLimit };

  app.post("/api/mailing-list", { config }, async (request, reply) => {
    const parsed = mailingListBodySchema.safeParse(request.body);
    if (!parsed.success) return replyInvalid(reply, parsed.error);
    const { email, sheet, website } = parsed.data.json;
    if (isHoneypotFilled(website)) {
      await options.leads.recordSpam("mailing-list");
      return reply.status(201).send({ status: "ok" });
    }
    await options.leads.addMailingListSignup({ email, sheet });
    return reply.status(201).send({ status: "ok" });
  });

  app.post("/api/contact", { config }, async (request, reply) => {
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
