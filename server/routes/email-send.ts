import type { FastifyPluginAsync } from "fastify";
import { emailSendBodySchema, emailSendIdentifiers } from "#schemas/email-send.ts";
import { clientAddress } from "#server/client-address.ts";
import type { LeadActions } from "#server/routes/lead-actions.ts";
import { replyInvalid, type WriteRateLimit } from "#server/routes/validation.ts";

export type EmailSendRoutesOptions = {
  actions: LeadActions;
  publicKey: string;
  serviceId: string;
  templateId: string;
  rateLimit: WriteRateLimit;
};

/**
 * POST /api/v1.0/email/send, compatible with the email provider's REST call
 * (SPEC §7.2): its error texts for missing ids, `OK` on success. A brochure
 * already sent to the address within the cap's window is answered `OK` too
 * and not sent again (docs/decisions/021-brochure-cap.md): the visitor's
 * toast then says what is true, that the email was sent. An address that
 * unsubscribed gets the same answer and no mail, so the reply tells nobody
 * what its owner chose.
 */
export const emailSendRoutes: FastifyPluginAsync<EmailSendRoutesOptions> = async (app, options) => {
  app.post(
    "/api/v1.0/email/send",
    { config: { rateLimit: options.rateLimit } },
    async (request, reply) => {
      const body = (
        typeof request.body === "object" && request.body !== null ? request.body : {}
      ) as Record<string, unknown>;
      for (const identifier of emailSendIdentifiers) {
        const value = body[identifier];
        if (typeof value !== "string" || value.trim() === "") {
          return reply
            .status(400)
            .type("text/plain")
            .send(`The ${identifier} parameter is required`);
        }
      }
      if (body.user_id !== options.publicKey) {
        return reply.status(403).type("text/plain").send("The Public Key is invalid");
      }
      if (body.service_id !== options.serviceId) {
        return reply.status(400).type("text/plain").send("The service ID is invalid");
      }
      if (body.template_id !== options.templateId) {
        return reply.status(400).type("text/plain").send("The template ID is invalid");
      }
      const parsed = emailSendBodySchema.safeParse(body);
      if (!parsed.success) return replyInvalid(reply, parsed.error);
      await options.actions.requestBrochure(
        parsed.data.template_params.to_email,
        clientAddress(request),
      );
      return reply.status(200).type("text/plain").send("OK");
    },
  );
};
